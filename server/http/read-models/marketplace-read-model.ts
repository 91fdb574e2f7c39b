import type { MarketplaceCatalogueInvalidation } from '../../../application/marketplace/marketplace-catalogue-invalidation.port';
import { KeyedReadCache, type KeyedReadCacheLimits } from './keyed-read-cache';

/**
 * Bounds of the three caches. A list page of 20 is about 10 KB of JSON, a page of 100 about 50 KB, a detail a
 * few KB: the whole read model stays under 40 MB of JSON (plus the smaller gzip copies) whatever is asked.
 */
export const MARKETPLACE_CACHE_BOUNDS = {
  /** List pages (page x limit x category) and the categories. */
  pages: { maxEntries: 1000, maxBytes: 16 * 1024 * 1024 },
  /** Product details: the storefront's product page. */
  details: { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 },
  /** Searches, by normalised keyword x page x limit: the key space shoppers (and attackers) choose freely. */
  searches: { maxEntries: 500, maxBytes: 8 * 1024 * 1024 },
} as const satisfies Record<string, Omit<KeyedReadCacheLimits, 'ttlMs'>>;

/**
 * A read model of the marketplace catalogue's GET routes (issue 11): the serialized answers of the list pages,
 * the categories, the details and the searches, with their ETags and gzip copies, kept MARKETPLACE_CACHE_TTL_MS.
 *
 * Why: the catalogue changes only when the sync job writes (every SHOPEE_SYNC_MINUTES) or a checkout sells a
 * marketplace line, while every shopper reads the same pages; serializing a page costs more than sending it.
 * As for the outlet list (outlet-list-read-model.ts), bytes are cached at the HTTP edge, not objects.
 *
 * Searches have a cache of their own: their keys are whatever shoppers type, so a flood of distinct keywords
 * evicts other searches, never the list pages and details everybody reads.
 *
 * Consistency: in this process the sync job (after every page it writes) and checkout (after it lowered the
 * synced stock) call invalidate() through the application port MarketplaceCatalogueInvalidation, after the
 * commit; another instance serves an answer at most the TTL older than the last write. The answers already
 * tell browsers and shared caches `max-age=60`, so a server TTL up to a minute adds no new kind of staleness,
 * and the cart re-checks a product when it is added, whatever a page showed.
 */
export class MarketplaceReadModel implements MarketplaceCatalogueInvalidation {
  readonly pages: KeyedReadCache;
  readonly details: KeyedReadCache;
  readonly searches: KeyedReadCache;

  constructor(ttlMs: number, now?: () => number) {
    this.pages = new KeyedReadCache({ ttlMs, ...MARKETPLACE_CACHE_BOUNDS.pages }, now);
    this.details = new KeyedReadCache({ ttlMs, ...MARKETPLACE_CACHE_BOUNDS.details }, now);
    this.searches = new KeyedReadCache({ ttlMs, ...MARKETPLACE_CACHE_BOUNDS.searches }, now);
  }

  invalidate(): void {
    this.pages.invalidate();
    this.details.invalidate();
    this.searches.invalidate();
  }
}

/**
 * The search cache's key: the decoded keyword (already trimmed by the codec) lower-cased with the same
 * toLowerCase the search applies (decision 11), so '襯衫', ' 襯衫 ' and 'OXFORD'/'oxford' share one entry,
 * while the answers they share are the same bytes.
 */
export function searchKey(keyword: string, page: number, limit: number): string {
  return JSON.stringify([keyword.toLowerCase(), page, limit]);
}

export function listKey(page: number, limit: number, category: string | undefined): string {
  return JSON.stringify(['list', page, limit, category ?? null]);
}

export const CATEGORIES_KEY = '["categories"]';
