/**
 * Tells whoever keeps a read model of the marketplace catalogue's answers (the HTTP edge caches the serialized
 * list, category, detail and search bodies; server/http/read-models/marketplace-read-model.ts) that the
 * catalogue changed in this process. Called after the write has committed: by the sync job after every page it
 * stores or removes, and by checkout when it lowered the synced stock of a marketplace line. Other instances see
 * the change when their own TTL runs out (MARKETPLACE_CACHE_TTL_MS).
 */
export interface MarketplaceCatalogueInvalidation {
  invalidate(): void;
}

export const MARKETPLACE_CATALOGUE_INVALIDATION = Symbol.for('MarketplaceCatalogueInvalidation');
