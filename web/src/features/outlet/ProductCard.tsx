import { memo, useMemo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  availability,
  discountPercent,
  formatShopAmount,
  lowStockWarning,
  variantChips,
  type OutletProductGroup,
} from '../../domain';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { NoPicture } from '../shop-look/NoPicture';
import { cardPicture } from '../shop-look/picture';
import { PriceLine } from '../shop-look/PriceLine';
import { AddToCartButton } from './AddToCartButton';
import { resolveSelectedVariant, selectChosenVariantId } from './outlet-selectors';
import { outletActions } from './outlet-slice';
import { VariantChips } from './VariantChips';

/** One sku group. Price, badge, stock and the detail link follow the selected variant. `position`: its place in the grid. */
export const ProductCard = memo(function ProductCard({ group, position = 0 }: { group: OutletProductGroup; position?: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const chosenId = useAppSelector((state) => selectChosenVariantId(state, group.sku));
  const selected = resolveSelectedVariant(group, chosenId);
  const shown = selected ?? group.primary;
  const title = group.primary.title;
  const detailPath = `/product/${shown.id}`;
  const percent = discountPercent(shown.price, shown.discount_price);
  const lowStock = lowStockWarning(availability(shown));
  const chips = useMemo(() => variantChips(group), [group]);

  const openDetail = (event: MouseEvent) => {
    // The title link already navigated (and prevented the default); don't navigate twice.
    if (!event.defaultPrevented) navigate(detailPath);
  };

  return (
    <article className="product-card shop-surface lift-card" data-testid="product-card" data-sku={group.sku} data-item-id={shown.id} onClick={openDetail}>
      <div className="product-card-media card-media">
        {shown.image_url || group.primary.image_url ? (
          <img src={shown.image_url || group.primary.image_url} alt={title} {...cardPicture(position)} />
        ) : (
          <NoPicture />
        )}
        <DiscountLabel percent={percent} className="discount-badge" testId="card-discount-badge" />
      </div>
      <div className="product-card-body">
        <h3 className="product-card-title card-title-clamp" data-testid="card-title">
          <Link to={detailPath} title={title}>
            {title}
          </Link>
        </h3>
        <VariantChips
          chips={chips}
          selectedId={selected?.id}
          onSelect={(variantId) => dispatch(outletActions.variantSelected({ sku: group.sku, variantId }))}
        />
        <PriceLine
          sale={shown.discount_price}
          original={shown.price}
          format={formatShopAmount}
          className="product-card-prices"
          saleClassName="card-price"
          originalClassName="card-original-price"
          saleTestId="card-price"
          originalTestId="card-original-price"
        />
        {lowStock && (
          <p className="low-stock" data-testid="card-low-stock">
            {lowStock.text}
          </p>
        )}
        <AddToCartButton group={group} selected={selected} />
      </div>
    </article>
  );
});
