import { CART_QUANTITY, type CartLine } from '../cart/cart-line';
import type { PricedMarketplaceProduct, PricedVariation } from './marketplace-product';

/**
 * Add to cart on the marketplace detail page (spec 1, section 5): a stored phone is needed (otherwise the
 * shopper is sent to the cart to give one); a variation is required when the product has variations
 * ('please select product spec', a warning); the button is disabled when the variation is missing or the
 * stock is 0 or less.
 */
export type MarketplaceAddCheck = 'ok' | 'needs-phone' | 'select-spec' | 'sold-out';

export interface MarketplaceAddInput {
  phone: string | null | undefined;
  hasVariations: boolean;
  selected: Pick<PricedVariation, 'stock'> | null;
  productStock: number;
}

function stockOf(input: MarketplaceAddInput): number {
  return input.hasVariations ? (input.selected?.stock ?? 0) : input.productStock;
}

export function isMarketplaceAddDisabled(input: MarketplaceAddInput): boolean {
  return (input.hasVariations && !input.selected) || stockOf(input) <= 0;
}

export function marketplaceAddCheck(input: MarketplaceAddInput): MarketplaceAddCheck {
  if (!input.phone || input.phone.trim() === '') return 'needs-phone';
  if (input.hasVariations && !input.selected) return 'select-spec';
  if (stockOf(input) <= 0) return 'sold-out';
  return 'ok';
}

/** The shared-cart line of a marketplace product (spec 1, section 3): item_type 'shopee', variant = model. */
export function cartLineFromMarketplace(product: PricedMarketplaceProduct, variation: PricedVariation | null): CartLine {
  return {
    id: product.item_id,
    item_id: product.item_id,
    item_type: 'shopee',
    title: product.item_name,
    price: variation ? variation.price : product.price,
    discount_price: variation ? variation.discount_price : product.discount_price,
    image_url: variation?.image_url || product.image_url || product.all_images[0]?.src || null,
    quantity: CART_QUANTITY,
    sku: variation?.model_sku || product.item_sku || null,
    display_sku: variation?.model_sku || product.item_sku || null,
    has_variations: product.has_variations,
    variant_details: variation ? variation.name : null,
    variant_title: variation ? variation.name : null,
    variant_id: variation ? variation.model_id : null,
  };
}
