/**
 * The outlet stock as staff see it (issue 12): per outlet item its units, the units held in carts, the units sold
 * and what is still available. Implemented by adapters/persistence/outlet/knex-outlet-inventory.ts with THE hold
 * rules of domain/cart/hold-rules.ts compiled to SQL, the same availability the storefront's list shows.
 */
export interface InventoryRow {
  id: number;
  sku: string;
  title: string;
  variantDetails: string;
  displaySku: string;
  price: number;
  discountPrice: number;
  /** outlet_items.total_quantity. */
  total: number;
  /** Active holds awaiting checkout (HOLD_AWAITS_CHECKOUT). */
  reserved: number;
  /** Confirmed holds never released (HOLD_SOLD). */
  sold: number;
  /** total minus every hold that takes a unit (HOLD_TAKES_UNIT = reserved + sold), never below 0. */
  available: number;
  /** The product's category (issue 28), null for none. */
  category: string | null;
}

export interface InventoryReads {
  /**
   * Item id ascending, `page` counted from 1, and how many items match; q: part of the sku, display sku or title
   * (case-insensitive, trimmed), absent for all. The counts are taken at `now`: a hold that expired gives its unit back.
   */
  list(query: { page: number; limit: number; q?: string; now: Date }): Promise<{ items: InventoryRow[]; total: number }>;
}

export const INVENTORY_READS = Symbol.for('InventoryReads');
