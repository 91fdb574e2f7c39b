import { toCartLine, type CartLine } from '../../../domain/cart/cart-line';
import { isHoldSold, type StoredHold } from '../../../domain/cart/reserve-decision';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

/** One cart line as the cart query reads it: the line, its outlet item and its reservation (all LEFT JOINed). */
export interface CartLineRecord {
  id: number;
  item_id: number;
  item_type: string;
  variant_id: string | null;
  title: string | null;
  price: number | null;
  discount_price: number | null;
  image_url: string | null;
  sku: string | null;
  display_sku: string | null;
  variant_details: string | null;
  variant_title: string | null;
  /** How many outlet items share the sku: more than one means the product has variations. */
  sku_items: number | string | null;
  reservation_id: number | null;
  expires_at: StoredDateTime | null;
  released_at: StoredDateTime | null;
  confirmed_at: StoredDateTime | null;
}

export function epochMsOf(value: StoredDateTime | null): number | null {
  return value === null || value === undefined ? null : Date.parse(toIsoUtc(value));
}

/** The reservation of a line in the form of the domain rules, or null when the line holds none. */
export function holdOf(record: Pick<CartLineRecord, 'reservation_id' | 'expires_at' | 'released_at' | 'confirmed_at'>): StoredHold | null {
  if (record.reservation_id === null || record.expires_at === null) return null;
  return { expiresAt: epochMsOf(record.expires_at) as number, releasedAt: epochMsOf(record.released_at), confirmedAt: epochMsOf(record.confirmed_at) };
}

/**
 * The wire CartLine. An expired (or swept) hold keeps its past expires_at so the storefront can show
 * 'reservation expired'; a confirmed one is is_confirmed whatever its expiry.
 */
export function toWireCartLine(record: CartLineRecord): CartLine {
  const hold = holdOf(record);
  return toCartLine({
    id: Number(record.id),
    item_id: Number(record.item_id),
    item_type: record.item_type,
    title: record.title,
    price: record.price,
    discount_price: record.discount_price,
    image_url: record.image_url,
    sku: record.sku,
    display_sku: record.display_sku,
    has_variations: Number(record.sku_items ?? 0) > 1,
    variant_details: record.variant_details,
    variant_title: record.variant_title,
    // Outlet variants are item rows of their own: an outlet line never has a variant id.
    variant_id: record.item_type === 'outlet' ? null : record.variant_id,
    reservation: hold === null ? null : {
      expires_at: new Date(hold.expiresAt).toISOString(),
      is_confirmed: isHoldSold(hold),
    },
  });
}
