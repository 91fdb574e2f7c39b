import type { OutletListItem } from '../outlet/outlet-item';
import { CART_QUANTITY, type CartLine } from './cart-line';

/**
 * The line the outlet list adds (spec 2, section 3, "Cart line payload sent on add from the outlet list"):
 * item_type fixed 'outlet', quantity 1, sku falls back to the id, display_sku to the sku and then the id.
 * An outlet item is its own variant (items sharing a sku are the variants), so variant_id is null.
 */
export function cartLineFromOutletItem(
  item: Pick<OutletListItem, 'id' | 'title' | 'price' | 'discount_price' | 'image_url' | 'sku' | 'variant_details' | 'display_sku'>,
): CartLine {
  const sku = item.sku || String(item.id);
  return {
    id: item.id,
    item_id: item.id,
    item_type: 'outlet',
    title: item.title,
    price: item.price,
    discount_price: item.discount_price,
    image_url: item.image_url,
    quantity: CART_QUANTITY,
    sku,
    variant_details: item.variant_details,
    display_sku: item.display_sku || item.sku || String(item.id),
    variant_id: null,
  };
}
