import { formatHistoryAmount } from '../../domain';
import type { CustomerOrderProduct } from './history-slice';
import { historyMessages } from './history-messages';
import { NoPicture } from '../shop-look/NoPicture';
import { LATER_PICTURE } from '../shop-look/picture';

/**
 * The products of an order in the history and on a linked order's page (spec 1 §4: image, title, variant, prices);
 * a linked order's line also its quantity, its price being the line's (issue 28).
 */
export function OrderProductList({ products }: { products: CustomerOrderProduct[] }) {
  return products.length === 0 ? (
    <p className="history-muted">{historyMessages.noProducts}</p>
  ) : (
    <ul className="history-products">
      {products.map((product) => (
        <li key={String(product.id)} className="history-product" data-testid="history-product">
          {product.image_url ? <img src={product.image_url} alt={product.title} {...LATER_PICTURE} /> : <NoPicture className="history-product-noimage" />}
          <div className="history-product-text">
            <span>{product.title}</span>
            {product.variant_details && product.variant_details !== 'Default' && (
              <small data-testid="history-product-variant">{historyMessages.variant(product.variant_details)}</small>
            )}
            {product.variant_sku && <small data-testid="history-product-sku">{historyMessages.sku(product.variant_sku)}</small>}
            {product.quantity !== undefined && <small data-testid="history-product-quantity">{historyMessages.quantity(product.quantity)}</small>}
          </div>
          <div className="history-product-price">
            <span>{formatHistoryAmount(product.discount_price)}</span>
            {product.price !== product.discount_price && (
              <s aria-label={historyMessages.originalPrice}>{formatHistoryAmount(product.price)}</s>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
