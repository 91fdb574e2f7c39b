import { Tag } from '@blueprintjs/core';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { formatShopAmount, marketplacePrimaryImage, MARKETPLACE_DISCOUNT_RATE } from '../../domain';
import { messages } from '../../i18n/contexts/marketplace';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { NoPicture } from '../shop-look/NoPicture';
import { PriceLine } from '../shop-look/PriceLine';
import { MarketplaceCardAdd } from './MarketplaceCardAdd';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { cardPicture } from '../shop-look/picture';

const text = messages.marketplace;

/** 10 (for '10% OFF'): the marketplace's fixed discount (spec 1 §9), whatever rounding did to one price. */
export const MARKETPLACE_OFF_PERCENT = Math.round(MARKETPLACE_DISCOUNT_RATE * 100);

/** The path of a marketplace product's detail page. */
export const marketplaceProductPath = (itemId: string | number) => `/shopee-product/${encodeURIComponent(String(itemId))}`;

/**
 * One card of the list (spec 1 §2): picture, name, struck original price, discounted price, '10% OFF', multi-spec,
 * and below them the add to cart (issue 28; spec 1 §7), outside the card's one link.
 */
export const MarketplaceCard = memo(function MarketplaceCard({ product, position = 0 }: { product: MarketplaceProduct; position?: number }) {
  const path = marketplaceProductPath(product.item_id);
  const image = marketplacePrimaryImage(product);
  const titleId = useId();
  return (
    <article className="marketplace-card shop-surface lift-card" data-testid="marketplace-card" data-item-id={String(product.item_id)}>
      {/* One link around the card's picture, name and prices: they open the detail page, one tab stop; then the button. */}
      <Link to={path} className="marketplace-card-link">
        <div className="marketplace-card-media card-media">
          {image ? <img src={image} alt={product.item_name} {...cardPicture(position)} /> : <NoPicture className="marketplace-card-noimage" />}
          <DiscountLabel percent={MARKETPLACE_OFF_PERCENT} className="marketplace-discount-chip" testId="marketplace-discount-chip" />
        </div>
        <div className="marketplace-card-body">
          <h2 className="marketplace-card-title card-title-clamp" id={titleId} title={product.item_name}>
            {product.item_name}
          </h2>
          {product.has_variations && (
            <Tag minimal round className="marketplace-spec-chip" data-testid="marketplace-multi-spec">
              {text.multiSpec}
            </Tag>
          )}
          <PriceLine
            sale={product.discount_price}
            original={product.price}
            format={formatShopAmount}
            className="marketplace-card-prices"
            saleClassName="marketplace-price"
            originalClassName="marketplace-original-price"
            saleTestId="marketplace-price"
          />
        </div>
      </Link>
      <div className="marketplace-card-actions">
        <MarketplaceCardAdd product={product} path={path} describedBy={titleId} />
      </div>
    </article>
  );
});
