import { toCartLine, type CartLine } from '../../../domain/cart/cart-line';
import { isHoldSold, type StoredHold } from '../../../domain/cart/reserve-decision';
import { marketplaceDiscountPrice } from '../../../domain/money/pricing';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import type { MarketplaceLineFacts } from './marketplace-lines';

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
  /** Marketplace lines: what the line showed when it was added (migration 20261128_0901); null on outlet lines. */
  snapshot_title?: string | null;
  snapshot_variant_name?: string | null;
  snapshot_price?: number | string | null;
  snapshot_image_url?: string | null;
  /** Outlet lines: the variant's SKU at add (migration 20261201_2231); its label is snapshot_variant_name. */
  snapshot_variant_sku?: string | null;
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
    // The variant as recorded at add (issue 22), what checkout sells; older lines have none and show the item's.
    display_sku: record.snapshot_variant_sku ?? record.display_sku,
    has_variations: Number(record.sku_items ?? 0) > 1,
    variant_details: record.snapshot_variant_name ?? record.variant_details,
    variant_title: record.variant_title,
    // Outlet variants are item rows of their own: an outlet line never has a variant id.
    variant_id: record.item_type === 'outlet' ? null : record.variant_id,
    reservation: hold === null ? null : {
      expires_at: new Date(hold.expiresAt).toISOString(),
      is_confirmed: isHoldSold(hold),
    },
  });
}

/**
 * The wire CartLine of a marketplace (Shopee) line: priced and described from the synced rows while they exist
 * (discount_price = floor(0.9 x price)), else from the snapshot written at add, so that a line whose product
 * vanished still shows what the shopper added; availability says which. No reservation: nothing is held.
 */
export function toWireMarketplaceLine(record: CartLineRecord, facts: MarketplaceLineFacts): CartLine {
  const { live } = facts;
  const snapshotPrice = record.snapshot_price === null || record.snapshot_price === undefined ? null : Number(record.snapshot_price);
  const price = live ? live.price : snapshotPrice ?? 0;
  const variantName = live ? live.variantName : record.snapshot_variant_name ?? null;
  const sku = live ? live.sku : null;
  return toCartLine({
    id: Number(record.id),
    item_id: Number(record.item_id),
    item_type: 'shopee',
    title: live ? live.title : record.snapshot_title ?? null,
    price,
    discount_price: live ? live.discountPrice : marketplaceDiscountPrice(price),
    image_url: live ? live.imageUrl : record.snapshot_image_url ?? null,
    sku,
    display_sku: sku,
    has_variations: live ? live.hasVariations : record.variant_id !== null,
    variant_details: variantName,
    variant_title: variantName,
    variant_id: record.variant_id,
    reservation: null,
    availability: facts.availability,
  });
}
