/**
 * Tells whoever keeps a read model of the outlet list (the HTTP edge caches its serialized body for a
 * short TTL, see server/http/read-models/outlet-list-read-model.ts) that the list changed in this process.
 * Write use cases (reserve, release, checkout, stock sync) call `invalidate()` after their transaction
 * commits, so the next GET /api/outlet/list of this instance reads the database again. Other instances
 * see the change when their own TTL runs out: staleness across instances is bounded by LIST_CACHE_TTL_MS.
 */
export interface OutletListInvalidation {
  /**
   * Availability changed: a hold taken or released, a sale, a stock quantity (issue 29). Only the numbers are read
   * again; an item added or removed is noticed by that read too. `itemIds`: the items whose numbers the write
   * changed, when it knows them (an add names one): only theirs are read again. Without them, every item's.
   */
  invalidate(itemIds?: readonly number[]): void;
}

export const OUTLET_LIST_INVALIDATION = Symbol.for('OutletListInvalidation');

/**
 * What an item is changed (its title, price, picture or category: the Shopify sync, a staff category): the whole
 * list is read again, not only its availability. A separate port, so the many writers of availability keep one
 * method and a writer of items says which kind of change it made.
 */
export interface OutletItemsInvalidation {
  invalidateAll(): void;
}

export const OUTLET_ITEMS_INVALIDATION = Symbol.for('OutletItemsInvalidation');
