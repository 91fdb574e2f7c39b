/**
 * Writes the category of outlet products (issue 28): the console files a product card under a category. Implemented
 * by adapters/persistence/outlet/knex-outlet-categories.ts over outlet_items.category. The storefront reads the
 * category with the list (OutletCatalogue.listItems), where the categories that have items are counted.
 */
export interface OutletCategories {
  /**
   * Sets `category` (already normalised: domain/outlet/categories.ts normalizeOutletCategory; null clears it) on
   * every item of the sku, variants included, and returns how many items it changed: 0 when no item has the sku.
   */
  setCategory(sku: string, category: string | null, now: Date): Promise<number>;
}

export const OUTLET_CATEGORIES = Symbol.for('OutletCategories');
