import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { OutletListInvalidation } from '../../../application/outlet/outlet-list-invalidation.port';
import { outletCategories, type OutletCategory } from '../../../domain/outlet/categories';
import type { OutletListItem } from '../../../domain/outlet/outlet-item';

const gzip = promisify(gzipCallback);

/** The outlet list as bytes on the wire: what GET /api/outlet/list sends, computed once per refill. */
export interface OutletListSnapshot {
  /** UTF-8 JSON of the whole list. */
  readonly json: Buffer;
  /** Weak ETag: the identity and gzip bodies are the same representation, so one validator serves both. */
  readonly etag: string;
  readonly itemCount: number;
  /** The gzip body, compressed on first demand (many clients never ask for it) and then kept. */
  gzipped(): Promise<Buffer>;
  /** The categories that have items (GET /api/outlet/categories), counted from the same rows on first demand. */
  categories(): OutletCategory[];
}

/**
 * A read model of GET /api/outlet/list: the serialized body, its ETag and a gzip copy, kept for a short TTL.
 *
 * Why: the list is the storefront's hottest call (on load, every 60 s per open tab, after each add to cart)
 * and, at 2,000 items, serializing it costs far more than sending it. Caching bytes (not objects) is why
 * this lives at the HTTP edge rather than as an application decorator: the expensive steps are
 * JSON.stringify, hashing and gzip, all HTTP representation concerns.
 *
 * Consistency:
 * - In this process, write paths call invalidate() after committing (through the application port
 *   OutletListInvalidation), so the next request reads the database: read-your-writes for one instance.
 * - Across instances nothing is shared: another instance may serve a list at most `ttlMs`
 *   (LIST_CACHE_TTL_MS, default 1000 ms) older than the last committed write, plus one refill query.
 *   Availability shown in the list is advisory anyway: reserving is an atomic database operation that
 *   rejects a sold-out item whatever any cache said. No instance NEEDS this state; losing it costs one query.
 * - Single flight: however many requests miss together, one database query refills the snapshot and they
 *   all await it. A refill started before invalidate() is not stored (its rows may predate the write), and
 *   a request arriving after invalidate() starts its own refill instead of joining the old one.
 * - A failed refill is not cached: every waiter gets the error (mapped to 500) and the next request retries.
 *   A stale snapshot is never served past its TTL, not even when the database is down.
 *
 * TTL is measured on the monotonic clock (performance.now), so wall-clock jumps cannot stretch it.
 */
export class OutletListReadModel implements OutletListInvalidation {
  private snapshot: { value: OutletListSnapshot; expiresAt: number } | undefined;
  private refill: { generation: number; promise: Promise<OutletListSnapshot> } | undefined;
  private generation = 0;
  /** The last snapshot built, even expired: only compared with the next one, never served after its TTL. */
  private latest: OutletListSnapshot | undefined;

  constructor(
    private readonly load: () => Promise<OutletListItem[]>,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The current snapshot: cached when younger than the TTL, otherwise from one shared refill. */
  current(): Promise<OutletListSnapshot> {
    const cached = this.snapshot;
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached.value);
    const pending = this.refill;
    if (pending && pending.generation === this.generation) return pending.promise;
    return this.startRefill();
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
  }

  private startRefill(): Promise<OutletListSnapshot> {
    const generation = this.generation;
    const promise = this.load().then((items) => {
      // Unchanged rows give the same bytes: keep the previous snapshot so its gzip copy is not redone.
      const fresh = snapshotOf(items);
      const previous = this.latest;
      const value = previous && previous.etag === fresh.etag ? previous : fresh;
      this.latest = value;
      // Ttl 0 still coalesces concurrent requests, but never reuses a snapshot for a later one.
      if (generation === this.generation && this.ttlMs > 0) this.snapshot = { value, expiresAt: this.now() + this.ttlMs };
      return value;
    });
    const refill = { generation, promise };
    this.refill = refill;
    const clear = () => {
      if (this.refill === refill) this.refill = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }
}

export function snapshotOf(items: readonly OutletListItem[]): OutletListSnapshot {
  const json = Buffer.from(JSON.stringify(items), 'utf8');
  const etag = `W/"${json.length.toString(16)}-${createHash('sha1').update(json).digest('base64url')}"`;
  let compressed: Promise<Buffer> | undefined;
  let categories: OutletCategory[] | undefined;
  return {
    json,
    etag,
    itemCount: items.length,
    gzipped: () => {
      if (!compressed) {
        compressed = gzip(json);
        // A failed compression is retried by the next request rather than remembered.
        compressed.catch(() => { compressed = undefined; });
      }
      return compressed;
    },
    categories: () => {
      categories ??= outletCategories(items);
      return categories;
    },
  };
}
