import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { OutletAvailability } from '../../../application/outlet/outlet-catalogue.port';
import type { OutletItemsInvalidation, OutletListInvalidation } from '../../../application/outlet/outlet-list-invalidation.port';
import { outletCategories, type OutletCategory } from '../../../domain/outlet/categories';
import type { OutletListItem } from '../../../domain/outlet/outlet-item';
import { chainSegments, gzipOfSegments, type DeflatedSegment } from './segmented-gzip';

/**
 * Items per segment of the body: an add re-serializes and re-deflates the segment of its item (about 20 KB of the
 * 655 KB list of 2,000 items) and the next one, whose dictionary it is; the rest is reused. 64 rather than 128
 * (decision 46): per add 0.84 -> 0.69 ms in the process for 36,540 instead of 36,244 gzip bytes. 32 was cheaper
 * still but a 10 KB dictionary misses the catalogue's repeats: 66,771 bytes, which every client would pay.
 */
export const SEGMENT_ITEMS = 64;

/** The outlet list as bytes on the wire: what GET /api/outlet/list sends, computed once per refill. */
export interface OutletListSnapshot {
  /** UTF-8 JSON of the whole list. */
  readonly json: Buffer;
  /** Weak ETag: the identity and gzip bodies are the same representation, so one validator serves both. */
  readonly etag: string;
  readonly itemCount: number;
  /** The gzip body, compressed on first demand (many clients never ask for it) and then kept; a segment that did not change keeps its deflate. */
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
 *
 * Availability apart from the list body (issue 29, "An add or remove must not throw away the whole list cache"):
 * - invalidate() (a hold taken or released, a sale, a stock quantity) keeps the items as read and marks only their
 *   availability stale. The next request reads `availability` (one query: id, total_quantity and the active hold
 *   count of every item, no text columns) and patches the items whose numbers changed; only those are serialized
 *   again (each item's JSON is kept), the rest of the body is joined from the kept pieces.
 * - An id that appeared or went (an item inserted or deleted) makes that read a full one.
 * - invalidateAll() (what an item is changed: title, price, picture, category) drops the items too.
 * - The TTL still counts from the last full read, so another instance's row changes show within LIST_CACHE_TTL_MS as
 *   before; with TTL 0 every request reads the whole list (cache off stays off).
 * - A read that an invalidate() overtook is not served to later requests, but its items are kept as the base of the
 *   next availability read (only invalidateAll() discards them): under a steady stream of adds, a full read that
 *   never got stored made every request read the whole list again (MySQL's p99 of 533 ms in issue 29).
 *
 * `startOnNextTurn`: the refill's query starts on the next turn of the event loop (setImmediate), so requests parsed
 * in the same turn join it. With a synchronous driver (better-sqlite3) a refill otherwise finishes before the next
 * request is even read, and single flight never coalesces anything (with TTL 0, one full read per request).
 */
export interface OutletListReadModelOptions {
  /**
   * Every item's availability, id ascending, or with `itemIds` only theirs; without it invalidate() drops the items
   * as invalidateAll() does.
   */
  availability?: (itemIds?: readonly number[]) => Promise<OutletAvailability[]>;
  /** Start each refill on the next event-loop turn, so that requests of the same turn share it (see above). */
  startOnNextTurn?: boolean;
}

/**
 * The items as last read, each with its own JSON, the body's segments (SEGMENT_ITEMS items each, with their deflate),
 * and until when they may be reused (the TTL of the full read).
 */
export interface Body {
  readonly items: readonly OutletListItem[];
  readonly pieces: readonly string[];
  readonly segments: readonly DeflatedSegment[];
  /** Where each id is in `items`: a targeted read patches its items without a scan. */
  readonly indexById: ReadonlyMap<number, number>;
  readonly expiresAt: number;
}

export class OutletListReadModel implements OutletListInvalidation, OutletItemsInvalidation {
  private snapshot: { value: OutletListSnapshot; expiresAt: number } | undefined;
  private body: Body | undefined;
  private refill: { generation: number; promise: Promise<OutletListSnapshot> } | undefined;
  private generation = 0;
  /** Counts invalidateAll() alone: a body read before one is never kept (its items may be old). */
  private itemsGeneration = 0;
  /** The last snapshot built, even expired: only compared with the next one, never served after its TTL. */
  private latest: OutletListSnapshot | undefined;
  /** The segments of the last body read, even expired: only reused where their bytes are equal. */
  private latestSegments: readonly DeflatedSegment[] | undefined;
  /** The generation at which the kept body's read began: what it shows was committed before then. */
  private bodyGeneration = -1;
  /** Ids that invalidate(ids) named, each with the generation of its last naming; dropped once a kept body covers it. */
  private readonly named = new Map<number, number>();
  /** The generation of the last invalidate() that named no items: a body read before it needs every item's numbers. */
  private everythingAt = 0;
  /** The full read under way, if any: a refill that finds no kept body bases itself on it instead of reading again. */
  private fullRead: { itemsGeneration: number; promise: Promise<Body> } | undefined;

  constructor(
    private readonly load: () => Promise<OutletListItem[]>,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly options: OutletListReadModelOptions = {},
  ) {}

  /** The current snapshot: cached when younger than the TTL, otherwise from one shared refill. */
  current(): Promise<OutletListSnapshot> {
    const cached = this.snapshot;
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached.value);
    const pending = this.refill;
    if (pending && pending.generation === this.generation) return pending.promise;
    return this.startRefill();
  }

  /** The snapshot while it is younger than the TTL and not invalidated, without waiting; else undefined. */
  fresh(): OutletListSnapshot | undefined {
    const cached = this.snapshot;
    return cached && cached.expiresAt > this.now() ? cached.value : undefined;
  }

  /**
   * Availability changed (reservations, sales, stock quantities): the next request reads availability only, and
   * with `itemIds` only theirs (an add names its item: one row read instead of every item's).
   */
  invalidate(itemIds?: readonly number[]): void {
    this.generation += 1;
    this.snapshot = undefined;
    if (!this.options.availability) {
      this.body = undefined;
      return;
    }
    // With TTL 0 no body is kept, so there is nothing to patch and nothing to remember.
    if (this.ttlMs <= 0) return;
    if (itemIds) for (const id of itemIds) this.named.set(id, this.generation);
    else this.everythingAt = this.generation;
  }

  /** Items changed (title, price, picture, category, rows added or removed): the next request reads everything. */
  invalidateAll(): void {
    this.generation += 1;
    this.itemsGeneration += 1;
    this.snapshot = undefined;
    this.body = undefined;
  }

  private startRefill(): Promise<OutletListSnapshot> {
    const generation = this.generation;
    const itemsGeneration = this.itemsGeneration;
    const kept = this.body && this.body.expiresAt > this.now() ? this.body : undefined;
    // What the kept body may not show yet: the items named since its read began, unless an invalidate() that named
    // none came since (then every item's numbers are read). Taken now: a naming after this point stays for the next.
    const stale = kept && this.everythingAt <= this.bodyGeneration ? [...this.named.keys()] : undefined;
    const read = this.options.startOnNextTurn
      ? new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.read(kept, stale, itemsGeneration))
      : this.read(kept, stale, itemsGeneration);
    const promise = read.then((body) => {
      // Unchanged rows give the same bytes: keep the previous snapshot so its gzip copy is not redone.
      const fresh = snapshotOf(body.items, body.segments);
      const previous = this.latest;
      const value = previous && previous.etag === fresh.etag ? previous : fresh;
      this.latest = value;
      this.latestSegments = body.segments;
      // Ttl 0 still coalesces concurrent requests, but never reuses a snapshot for a later one.
      if (this.ttlMs > 0) {
        // The items are kept even when availability changed meanwhile: the next read patches their numbers
        // (under a steady stream of adds, dropping them made every request read the whole list again).
        // A body is kept only over an older one: a slow read finishing after a newer one would bring back numbers
        // that the newer one's read already replaced, and the names it covered are forgotten.
        if (itemsGeneration === this.itemsGeneration && generation >= this.bodyGeneration) {
          this.body = body;
          this.bodyGeneration = generation;
          for (const [id, at] of this.named) if (at <= generation) this.named.delete(id);
        }
        if (generation === this.generation) this.snapshot = { value, expiresAt: body.expiresAt };
      }
      return value;
    });
    const refill = { generation, promise };
    this.refill = refill;
    onSettled(promise, () => {
      if (this.refill === refill) this.refill = undefined;
    });
    return promise;
  }

  /**
   * The kept items with their availability read again (`stale`: only these items'), or everything read when nothing
   * is kept or ids changed.
   */
  private async read(kept: Body | undefined, stale: readonly number[] | undefined, itemsGeneration: number): Promise<Body> {
    const availability = this.options.availability;
    if (kept && availability) {
      const patched = stale
        ? patchNamed(kept, stale, stale.length === 0 ? [] : await availability(stale))
        : patchAvailability(kept, await availability());
      if (patched) return patched;
    }
    // The kept body expired and a full read is under way (the end of each TTL): an add meanwhile waits for that
    // read's items and reads every item's numbers on top (one light query), instead of starting a full read of its
    // own. Under a steady stream of adds on a busy machine each add otherwise started another full read, and the
    // list's p99 went to seconds. Every item's numbers, not the named ones: they are read after the base, so they
    // cover every write committed before this refill began.
    const running = this.fullRead;
    if (!kept && availability && running && running.itemsGeneration === itemsGeneration) {
      const base = await running.promise.catch(() => undefined);
      const patched = base && patchAvailability(base, await availability());
      if (patched) return patched;
    }
    const startedAt = this.now();
    // A segment whose bytes did not change keeps its deflate (the full read at the end of each TTL mostly finds
    // the same rows).
    const promise = this.load().then((items) => bodyOf(items, startedAt + this.ttlMs, this.latestSegments));
    const entry = { itemsGeneration, promise };
    this.fullRead = entry;
    onSettled(promise, () => {
      if (this.fullRead === entry) this.fullRead = undefined;
    });
    return promise;
  }
}

/**
 * Runs `forget` once `promise` settles, either way: the pending entries above are forgotten then, and their outcome
 * (an error too) belongs to whoever awaits the promise, so this handler neither sees nor swallows it for them.
 */
function onSettled(promise: Promise<unknown>, forget: () => void): void {
  promise.then(forget, forget);
}

/** A body of freshly read items; `previous` segments are reused where their bytes are the same. */
export function bodyOf(items: readonly OutletListItem[], expiresAt: number, previous?: readonly DeflatedSegment[]): Body {
  const pieces = items.map((item) => JSON.stringify(item));
  const indexById = new Map(items.map((item, index) => [item.id, index]));
  return { items, pieces, segments: segmentsOf(pieces, previous), indexById, expiresAt };
}

/**
 * The kept items with the new numbers; only changed items are copied and serialized again. Undefined when the
 * ids are not the kept ones in the same order (an item was added or removed): then only a full read is right.
 */
export function patchAvailability(kept: Body, rows: readonly OutletAvailability[]): Body | undefined {
  if (rows.length !== kept.items.length) return undefined;
  for (let index = 0; index < rows.length; index += 1) if (rows[index].id !== kept.items[index].id) return undefined;
  return withNumbers(kept, rows.map((row, index) => [index, row]));
}

/**
 * The kept items with the numbers of the items a write named (`rows`: what the database has for `ids`). Undefined
 * when a named item is gone or a row is not a kept item: then only a full read is right.
 */
export function patchNamed(kept: Body, ids: readonly number[], rows: readonly OutletAvailability[]): Body | undefined {
  const changes: Array<[number, OutletAvailability]> = [];
  for (const row of rows) {
    const index = kept.indexById.get(row.id);
    if (index === undefined) return undefined;
    changes.push([index, row]);
  }
  const found = new Set(rows.map((row) => row.id));
  if (ids.some((id) => !found.has(id) && kept.indexById.has(id))) return undefined;
  return withNumbers(kept, changes);
}

function withNumbers(kept: Body, changes: ReadonlyArray<readonly [number, OutletAvailability]>): Body {
  let items: OutletListItem[] | undefined;
  let pieces: string[] | undefined;
  const changedSegments = new Set<number>();
  for (const [index, row] of changes) {
    const item = kept.items[index];
    if (row.total_quantity === item.total_quantity && row.reserved_count === item.reserved_count && row.available_count === item.available_count) continue;
    items ??= kept.items.slice();
    pieces ??= kept.pieces.slice();
    // Spread keeps the key order, so the piece is byte for byte what a full read would serialize.
    const next = { ...item, total_quantity: row.total_quantity, reserved_count: row.reserved_count, available_count: row.available_count };
    items[index] = next;
    pieces[index] = JSON.stringify(next);
    changedSegments.add(Math.floor(index / SEGMENT_ITEMS));
  }
  if (!items || !pieces) return kept;
  const parts = kept.segments.map((segment, index) => (changedSegments.has(index) ? segmentBytes(pieces, index) : segment.bytes));
  // The segment after a changed one is deflated again too when its dictionary (the changed one's tail) changed.
  return { items, pieces, segments: chainSegments(parts, kept.segments), indexById: kept.indexById, expiresAt: kept.expiresAt };
}

/**
 * The body's bytes in segments of SEGMENT_ITEMS items: `[` opens the first, `,` opens every other, `]` closes the
 * last, so their concatenation is byte for byte `[${pieces.join(',')}]`. A segment of `previous` with the same bytes
 * (and the same bytes before it) is reused, with its deflate.
 */
export function segmentsOf(pieces: readonly string[], previous?: readonly DeflatedSegment[]): DeflatedSegment[] {
  const count = Math.max(1, Math.ceil(pieces.length / SEGMENT_ITEMS));
  return chainSegments(Array.from({ length: count }, (_, segment) => segmentBytes(pieces, segment)), previous);
}

function segmentBytes(pieces: readonly string[], segment: number): Buffer {
  const start = segment * SEGMENT_ITEMS;
  const end = Math.min(pieces.length, start + SEGMENT_ITEMS);
  return Buffer.from(`${segment === 0 ? '[' : ','}${pieces.slice(start, end).join(',')}${end >= pieces.length ? ']' : ''}`, 'utf8');
}

/** `segments`: the body already in segments (segmentsOf); without them the items are serialized here. */
export function snapshotOf(items: readonly OutletListItem[], segments?: readonly DeflatedSegment[]): OutletListSnapshot {
  const parts = segments ?? segmentsOf(items.map((item) => JSON.stringify(item)));
  // The validator hashes the segments' own SHA-1s (kept with each segment), so an add hashes its segment, not the
  // 655 KB body; equal bodies have equal segments, so equal ETags, and any changed byte changes one digest.
  const length = parts.reduce((sum, part) => sum + part.bytes.length, 0);
  const digests = createHash('sha1');
  for (const part of parts) digests.update(part.digest());
  const etag = `W/"${length.toString(16)}-${digests.digest('base64url')}"`;
  // The identity body is joined on first demand: gzip clients (the storefront, the bench) never need it.
  let json: Buffer | undefined;
  let compressed: Promise<Buffer> | undefined;
  let categories: OutletCategory[] | undefined;
  return {
    get json() {
      json ??= parts.length === 1 ? parts[0].bytes : Buffer.concat(parts.map((part) => part.bytes));
      return json;
    },
    etag,
    itemCount: items.length,
    gzipped: () => {
      if (!compressed) {
        compressed = gzipOfSegments(parts);
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
