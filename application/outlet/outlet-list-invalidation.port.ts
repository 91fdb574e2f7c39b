/**
 * Tells whoever keeps a read model of the outlet list (the HTTP edge caches its serialized body for a
 * short TTL, see server/http/read-models/outlet-list-read-model.ts) that the list changed in this process.
 * Write use cases (reserve, release, checkout, stock sync) call `invalidate()` after their transaction
 * commits, so the next GET /api/outlet/list of this instance reads the database again. Other instances
 * see the change when their own TTL runs out: staleness across instances is bounded by LIST_CACHE_TTL_MS.
 */
export interface OutletListInvalidation {
  invalidate(): void;
}

export const OUTLET_LIST_INVALIDATION = Symbol.for('OutletListInvalidation');
