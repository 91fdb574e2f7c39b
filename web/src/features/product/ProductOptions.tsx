import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { formatMessage } from '../../domain';
import { OptionButton } from '../outlet/OptionButton';
import { productMessages } from './product-messages';
import { selectAvailableOptions } from './product-selectors';

/**
 * 'Available options' (spec 2 §2.2, §5): in-stock variants only, each with its remaining count. A chip is
 * the variant's own page: choosing one goes to /product/{variantId}, replacing the history entry so the
 * back button leaves the product instead of stepping through sizes.
 */
export function ProductOptions({ currentId }: { currentId: number }) {
  const navigate = useNavigate();
  const chips = useAppSelector(selectAvailableOptions);
  if (chips.length === 0) return null;
  return (
    <section className="product-options" aria-labelledby="product-options-title">
      <h2 id="product-options-title" className="product-section-title">
        {productMessages.variantsTitle}
      </h2>
      <div className="product-option-list">
        {chips.map(({ item, label, available }) => {
          const selected = item.id === currentId;
          return (
            <OptionButton
              key={item.id}
              className="variant-option"
              selected={selected}
              data-testid="variant-option"
              data-item-id={item.id}
              onClick={() => {
                if (!selected) navigate(`/product/${item.id}`, { replace: true });
              }}
            >
              <span className="variant-option-label">{label}</span>
              <span className="variant-option-count">{formatMessage('STOCK_REMAINING', { n: available })}</span>
            </OptionButton>
          );
        })}
      </div>
    </section>
  );
}
