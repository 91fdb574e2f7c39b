import { performance } from 'node:perf_hooks';
import { serializeAnswer, type SerializedAnswer } from './serialized-answer';

export interface KeyedReadCacheLimits {
  /** Max age of an answer, on the monotonic clock; 0: no reuse (concurrent misses of one key still share a fill). */
  ttlMs: number;
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries: number;
  /** And at most this many bytes of JSON (the lazily built gzip copies are smaller still). */
  maxBytes: number;
}

interface Entry {
  value: SerializedAnswer;
  expiresAt: number;
}

interface Fill {
  generation: number;
  promise: Promise<SerializedAnswer>;
}

/**
 * Serialized answers by key, with a TTL, a least-recently-used bound on entries and bytes, one fill per key at
 * a time, and invalidation of everything at once.
 *
 * - Single flight: requests that miss the same key together share one load; a load started before
 *   invalidate() is not stored (its rows may predate the write), and a request after invalidate() starts its
 *   own load instead of joining the old one.
 * - Bounded: the keys come from the query string, so anyone can ask for a new one; the map never holds more
 *   than `maxEntries` answers or `maxBytes` bytes (an answer larger than that alone is served, not kept).
 *   In-flight fills are bounded by the requests in flight, each of which awaits its fill.
 * - A failed load is not stored: every waiter gets the error and the next request loads again. An expired
 *   answer is never served, not even when the database is down.
 */
export class KeyedReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly fills = new Map<string, Fill>();
  private generation = 0;
  private storedBytes = 0;

  constructor(
    private readonly limits: KeyedReadCacheLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The answer for `key`: kept when younger than the TTL, otherwise `load()` (the encoded answer) serialized once. */
  get(key: string, load: () => Promise<unknown>): Promise<SerializedAnswer> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      if (cached.expiresAt > this.now()) {
        this.entries.set(key, cached); // most recently used: to the end of the map's order
        return Promise.resolve(cached.value);
      }
      this.storedBytes -= cached.value.json.length;
    }
    const pending = this.fills.get(key);
    if (pending && pending.generation === this.generation) return pending.promise;
    return this.fill(key, load);
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.storedBytes = 0;
  }

  /** Answers kept (expired ones included until they are touched or evicted). */
  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.storedBytes;
  }

  private fill(key: string, load: () => Promise<unknown>): Promise<SerializedAnswer> {
    const generation = this.generation;
    const promise = load().then((wire) => {
      const value = serializeAnswer(wire);
      if (generation === this.generation) this.store(key, value);
      return value;
    });
    const fill = { generation, promise };
    this.fills.set(key, fill);
    const clear = () => {
      if (this.fills.get(key) === fill) this.fills.delete(key);
    };
    promise.then(clear, clear);
    return promise;
  }

  private store(key: string, value: SerializedAnswer): void {
    const { ttlMs, maxEntries, maxBytes } = this.limits;
    if (ttlMs <= 0 || maxEntries <= 0 || value.json.length > maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.storedBytes -= previous.value.json.length;
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    this.storedBytes += value.json.length;
    // A Map iterates in insertion order, and hits re-insert: the first key is the least recently used.
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= maxEntries && this.storedBytes <= maxBytes) break;
      this.entries.delete(oldest);
      this.storedBytes -= entry.value.json.length;
    }
  }
}
