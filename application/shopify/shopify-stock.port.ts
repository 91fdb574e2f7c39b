/**
 * The outlet stock as the Shopify sync and webhooks write it (issue 12). Implemented by
 * adapters/persistence/shopify/knex-shopify-stock.ts over outlet_items (an outlet item is one variant).
 *
 * Every write of a variant's quantity happens in one write transaction that locks the item's row (MySQL
 * SELECT ... FOR UPDATE; SQLite the write lock, decision 4), counts the units held or sold here with the outlet's
 * one rule (HOLD_TAKES_UNIT) and applies domain/shopify/stock-rules.ts reconcileShopifyQuantity: a reservation
 * racing the sync queues on the same lock, so the total never drops below what was committed a moment before.
 * A conflict (Shopify says fewer than committed) is stored in shopify_stock_conflicts in the same transaction,
 * and deleted when Shopify covers the units again.
 */
export interface ShopifyVariantRecord {
  variantId: string;
  productId: string;
  inventoryItemId: string;
  /** The outlet sku of the product (domain outletSkuOfProduct): its variants are one card. */
  sku: string;
  displaySku: string;
  title: string;
  variantTitle: string;
  variantDetails: string;
  /** Original price and the price the outlet sells at (domain outletPricesOf). */
  price: number;
  discountPrice: number;
  imageUrl: string;
  /** JSON text of OutletImage[]. */
  allImages: string;
  description: string;
  /** Shopify's available quantity (0 for a product that is not ACTIVE). */
  quantity: number;
  /** The product type as the outlet category (issue 28); null when Shopify has none, which keeps the console's. */
  category: string | null;
}

export interface StockConflict {
  variantId: string;
  outletItemId: number;
  shopifyQuantity: number;
  committed: number;
  /** What total_quantity was kept at (the committed units). */
  totalQuantity: number;
  detectedBy: 'sync' | 'webhook';
  detectedAt: Date;
}

export type VariantApplied =
  | { outcome: 'created' | 'updated'; outletItemId: number; conflict: StockConflict | null };

export type QuantityApplied =
  | { outcome: 'updated'; outletItemId: number; conflict: StockConflict | null }
  | { outcome: 'unknown' };

export interface ShopifyStock {
  /**
   * Inserts a new variant as an outlet item (its total: Shopify's quantity), or updates the known one (title,
   * prices, pictures, quantity: never below the units committed here, else a conflict, cleared once covered).
   */
  applyVariant(record: ShopifyVariantRecord, now: Date): Promise<VariantApplied>;
  /** inventory_levels/update: the quantity of the item with this inventory item id; 'unknown' when none. */
  applyQuantity(inventoryItemId: string, quantity: number, now: Date): Promise<QuantityApplied>;
  /** The open conflicts (one per variant, the latest), newest first, at most `limit`, and how many there are. */
  listConflicts(limit: number): Promise<{ conflicts: StockConflict[]; total: number }>;
  /** Outlet items that came from Shopify. */
  countItems(): Promise<number>;
}

export const SHOPIFY_STOCK = Symbol.for('ShopifyStock');
