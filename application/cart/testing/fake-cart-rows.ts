import type { OutletLineVariant } from '../../../domain/cart/from-outlet';
import type { StoredHold } from '../../../domain/cart/reserve-decision';
import type { ReleaseReason } from '../cart-store.port';

/**
 * What InMemoryCartStore keeps: the catalogue rows a test gives it (outlet items, synced Shopee products) and
 * its own reservations and lines, shaped like the tables the knex adapter reads.
 */

/** The outlet item facts the fake needs. */
export interface FakeOutletItem {
  id: number;
  total_quantity: number;
  title?: string;
  sku?: string;
  price?: number;
  discount_price?: number;
  /** The catalogue's image_url, which checkout copies onto the order item (null when absent). */
  image_url?: string;
  /** The variant's label ('黑色 / L'; 'Default' or absent: no variant) and its own SKU. */
  variant_details?: string;
  display_sku?: string;
}

/** A synced Shopee model (shopee_models) as the fake needs it. */
export interface FakeMarketplaceModel {
  model_id: number;
  name: string;
  /** Original price. */
  price: number;
  stock: number;
  available?: boolean;
  model_sku?: string | null;
  image_url?: string | null;
}

/** A synced Shopee product (shopee_products) with its models; has_variations when it has any. */
export interface FakeMarketplaceProduct {
  item_id: number;
  item_name: string;
  /** Original price. */
  price: number;
  stock: number;
  item_sku?: string | null;
  image_url?: string | null;
  models?: FakeMarketplaceModel[];
}

export interface Snapshot {
  title: string;
  variantName: string | null;
  price: number;
  imageUrl: string | null;
}

export interface Reservation extends StoredHold {
  id: number;
  itemId: number;
  phone: string;
  /** The cart's key hash ('' for the account cart), as on the line. */
  keyHash: string;
  clientIp: string | null;
  reason: ReleaseReason | null;
}

export interface Line {
  id: number;
  phone: string;
  keyHash: string;
  itemId: number;
  reservationId: number | null;
  /** Absent: an outlet line. */
  itemType?: 'outlet' | 'shopee';
  /** A marketplace line's model id as text; null without a model. */
  variantId?: string | null;
  snapshot?: Snapshot;
  /** An outlet line: the variant recorded at add (issue 22); absent on lines a test built by hand. */
  outletVariant?: OutletLineVariant;
}

export const isOutlet = (line: Line) => (line.itemType ?? 'outlet') === 'outlet';
