import { Tag } from '@blueprintjs/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatMessage, formatNtd, marketplacePrimaryImage, MARKETPLACE_DISCOUNT_RATE } from '../../domain';
import { messages } from '../../i18n/messages';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';

const text = messages.marketplace;

/** '10% OFF': the marketplace's fixed discount (spec 1 §9), whatever rounding did to one price. */
export const MARKETPLACE_OFF_TEXT = formatMessage('DISCOUNT_BADGE', { n: Math.round(MARKETPLACE_DISCOUNT_RATE * 100) });

/** The path of a marketplace product's detail page. */
export const marketplaceProductPath = (itemId: string | number) => `/shopee-product/${encodeURIComponent(String(itemId))}`;

/** One card of the list (spec 1 §2): picture, name, struck original price, discounted price, '10% OFF', multi-spec. */
export const MarketplaceCard = memo(function MarketplaceCard({ product }: { product: MarketplaceProduct }) {
  const path = marketplaceProductPath(product.item_id);
  const image = marketplacePrimaryImage(product);
  const price = formatNtd(product.discount_price);
  const original = formatNtd(product.price);
  return (
    <article className="marketplace-card shop-surface lift-card" data-testid="marketplace-card" data-item-id={String(product.item_id)}>
      {/* One link around the card: the whole card opens the detail page, and it is one tab stop. */}
      <Link to={path} className="marketplace-card-link">
        <div className="marketplace-card-media card-media">
          {image ? <img src={image} alt={product.item_name} loading="lazy" decoding="async" /> : <span className="marketplace-card-noimage" />}
          <Tag className="marketplace-discount-chip" intent="danger" data-testid="marketplace-discount-chip">
            {MARKETPLACE_OFF_TEXT}
          </Tag>
        </div>
        <div className="marketplace-card-body">
          <h2 className="marketplace-card-title card-title-clamp" title={product.item_name}>
            {product.item_name}
          </h2>
          {product.has_variations && (
            <Tag minimal round className="marketplace-spec-chip" data-testid="marketplace-multi-spec">
              {text.multiSpec}
            </Tag>
          )}
          <div className="marketplace-card-prices">
            {product.price > product.discount_price && (
              <del className="marketplace-original-price was-price" aria-label={`${text.originalPrice} ${original}`}>
                {original}
              </del>
            )}
            <span className="marketplace-price sale-price" data-testid="marketplace-price" aria-label={`${text.salePrice} ${price}`}>
              {price}
            </span>
          </div>
        </div>
      </Link>
    </article>
  );
});
