import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { colorOptions, formatShopAmount, sizeOptions, specOptions, variationSelectorMode } from '../../domain';
import { messages } from '../../i18n/contexts/marketplace';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { selectMarketplaceSelection } from './marketplace-product-selectors';
import { marketplaceProductActions } from './marketplace-product-slice';

const text = messages.marketplaceProduct;

/** Colour, then size (spec 1 §2, §4): size stays disabled until a colour is picked; sizes in the size order. */
function ColorSizePicker({ product }: { product: MarketplaceProduct }) {
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectMarketplaceSelection);
  const colors = useMemo(() => colorOptions(product.variations), [product.variations]);
  const sizes = useMemo(() => sizeOptions(product.variations, selection.color), [product.variations, selection.color]);
  const chosenColor = colors.find((option) => option.color === selection.color);

  return (
    <div className="marketplace-pickers">
      <FormGroup label={text.colorLabel} labelFor="marketplace-color">
        <HTMLSelect
          id="marketplace-color"
          fill
          value={selection.color ?? ''}
          onChange={(event) => event.currentTarget.value && dispatch(marketplaceProductActions.colorSelected(event.currentTarget.value))}
          data-testid="product-color-select"
        >
          <option value="" disabled>
            {text.chooseColor}
          </option>
          {colors.map((option) => (
            <option key={option.color} value={option.color}>
              {option.soldOut ? `${option.color}${text.soldOutSuffix}` : option.color}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {chosenColor?.soldOut && (
        <p className="marketplace-warning" role="alert" data-testid="color-sold-out-warning">
          <WarningSignIcon size={14} />
          <span>{text.colorSoldOut(chosenColor.color)}</span>
        </p>
      )}
      <FormGroup label={text.sizeLabel} labelFor="marketplace-size">
        <HTMLSelect
          id="marketplace-size"
          fill
          value={selection.size ?? ''}
          disabled={!selection.color}
          onChange={(event) => event.currentTarget.value && dispatch(marketplaceProductActions.sizeSelected(event.currentTarget.value))}
          data-testid="product-size-select"
        >
          <option value="" disabled>
            {selection.color ? text.chooseSize : text.chooseColorFirst}
          </option>
          {sizes.map((option) => (
            <option key={option.size} value={option.size} disabled={option.soldOut}>
              {option.soldOut ? `${option.size}${text.soldOutSuffix}` : option.size}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </div>
  );
}

/** One dropdown of every variation, name and discounted price; sold-out entries disabled (spec 1 §2). */
function SpecPicker({ product }: { product: MarketplaceProduct }) {
  const dispatch = useAppDispatch();
  const selection = useAppSelector(selectMarketplaceSelection);
  const options = useMemo(() => specOptions(product.variations), [product.variations]);
  return (
    <FormGroup label={text.specLabel} labelFor="marketplace-spec">
      <HTMLSelect
        id="marketplace-spec"
        fill
        value={selection.variation ? String(selection.variation.model_id) : ''}
        onChange={(event) => dispatch(marketplaceProductActions.specSelected(event.currentTarget.value))}
        data-testid="product-spec-select"
      >
        <option value="" disabled>
          {text.chooseSpec}
        </option>
        {options.map((option) => (
          <option key={String(option.variation.model_id)} value={String(option.variation.model_id)} disabled={option.disabled}>
            {text.specOption(option.label, formatShopAmount(option.price))}
            {option.disabled ? text.soldOutSuffix : ''}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/** Two selectors when every variation parses into a colour and a size, else the single spec dropdown. */
export function VariationPicker({ product }: { product: MarketplaceProduct }) {
  if (product.variations.length === 0) return null;
  return variationSelectorMode(product.variations) === 'color-size' ? <ColorSizePicker product={product} /> : <SpecPicker product={product} />;
}
