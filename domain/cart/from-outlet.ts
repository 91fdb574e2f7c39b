import { DEFAULT_VARIANT, type OutletListItem } from '../outlet/outlet-item';
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

/** The variant an outlet line is sold in, as recorded on the cart line at add and copied to the order line. */
export interface OutletLineVariant {
  /** The outlet item's id as text: the item row IS the variant (rows sharing a sku are one product). */
  variantId: string;
  /** The variant's label as the shopper saw it ('黑色 / L'); null for an item without variants ('Default'). */
  label: string | null;
  /** The variant's own SKU (display_sku, e.g. OL-JK-1024-BK-L); null when it is the product's sku (nothing to add). */
  sku: string | null;
}

/**
 * What identifies the variant of an outlet item for the packer (issue 22): its id, label and SKU. The product's
 * sku (OL-JK-1024) is shared by every variant; the label and the display_sku are what tell 黑色/L from 深藍/M.
 */
export function outletLineVariant(item: { id: number; variant_details: string | null; display_sku: string | null; sku: string | null }): OutletLineVariant {
  const label = item.variant_details?.trim() ?? '';
  const own = item.display_sku?.trim() ?? '';
  const sku = own === '' || own === item.sku?.trim() ? null : own;
  return { variantId: String(item.id), label: label === '' || label === DEFAULT_VARIANT ? null : label, sku };
}

/** What a cart line recorded of its variant at add (cart_lines.variant_id, snapshot_variant_name, snapshot_variant_sku). */
export interface RecordedLineVariant {
  variantId: string | null;
  label: string | null;
  sku: string | null;
}

/**
 * The variant checkout sells an outlet line in: the one recorded at add (the label the shopper saw, even if the
 * catalogue renamed it since); a line added before issue 22 recorded none (variantId null), so the item's now.
 */
export function soldOutletVariant(recorded: RecordedLineVariant, item: Parameters<typeof outletLineVariant>[0]): OutletLineVariant {
  return recorded.variantId === null ? outletLineVariant(item) : { variantId: recorded.variantId, label: recorded.label, sku: recorded.sku };
}
