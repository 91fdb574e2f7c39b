import {
  cartLineFromMarketplace, cartLineFromOutletItem, type CartId, type CartLine, type OutletListItem, type PricedMarketplaceProduct, type PricedVariation,
} from '../../domain';
import type { CartAddItem } from './cart-slice';

type OutletFields = Pick<OutletListItem, 'id' | 'title' | 'price' | 'discount_price' | 'image_url' | 'sku' | 'variant_details' | 'display_sku'>;

/**
 * The add payload of a line the domain built for an item (and its variant): the line's fields as the server takes
 * them, the sku and display sku falling back to the item's id.
 */
function addItemFromLine(line: CartLine, itemType: CartAddItem['item_type'], itemId: CartId, variantId: CartId | null): CartAddItem {
  return {
    item_type: itemType,
    item_id: itemId,
    variant_id: variantId,
    title: line.title,
    price: line.price,
    discount_price: line.discount_price,
    image_url: line.image_url ?? null,
    sku: line.sku ?? String(itemId),
    display_sku: line.display_sku ?? String(itemId),
    variant_details: line.variant_details ?? null,
  };
}

/**
 * The add payload of an outlet item (a list row or the product page's detail): the domain builds the line
 * (sku falls back to the id, display_sku to the sku then the id; spec 2 §3). An outlet item is its own variant.
 */
export function cartAddItemFromOutlet(item: OutletFields): CartAddItem {
  return addItemFromLine(cartLineFromOutletItem(item), 'outlet', item.id, null);
}

/**
 * The add payload of a marketplace product (spec 1 §3, §5): item_type 'shopee', variant = the model_id of the
 * chosen variation (null for a product without variations). The domain builds the line (10% off, picture).
 */
export function cartAddItemFromMarketplace(product: PricedMarketplaceProduct, variation: PricedVariation | null): CartAddItem {
  return addItemFromLine(cartLineFromMarketplace(product, variation), 'shopee', product.item_id, variation ? variation.model_id : null);
}

/** The line an add stands for, before the server answers with its own (used to fill fields the server omits). */
export function cartLineFromAddItem(item: CartAddItem): CartLine {
  return {
    id: item.item_id,
    item_id: item.item_id,
    item_type: item.item_type,
    title: item.title,
    price: item.price,
    discount_price: item.discount_price,
    image_url: item.image_url,
    quantity: 1,
    sku: item.sku,
    display_sku: item.display_sku,
    variant_details: item.variant_details,
    variant_id: item.variant_id ?? null,
  };
}
