import { gunzipSync } from 'node:zlib';
import { KeyedReadCache, type KeyedReadCacheLimits } from './keyed-read-cache';

/** A load whose calls the test resolves by hand, to control interleavings. */
function controlledLoad() {
  const pending: Array<{ resolve(value: unknown): void; reject(error: Error): void }> = [];
  const load = () => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

const text = (answer: { json: Buffer }) => JSON.parse(answer.json.toString('utf8')) as unknown;

describe('KeyedReadCache', () => {
  let clock = 0;
  const now = () => clock;
  const cache = (limits: Partial<KeyedReadCacheLimits> = {}) => new KeyedReadCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1_000_000, ...limits }, now);
  beforeEach(() => { clock = 0; });

  it('serializes an answer once per key and serves the same bytes until the TTL runs out', async () => {
    const reads = cache();
    const load = jest.fn(async () => ({ products: ['襯衫'], total: 1 }));
    const first = await reads.get('a', load);
    expect(text(first)).toEqual({ products: ['襯衫'], total: 1 });
    expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9_-]+"$/);
    expect(gunzipSync(await first.gzipped()).equals(first.json)).toBe(true);
    clock = 999;
    expect(await reads.get('a', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    // Another key is another answer.
    await reads.get('b', async () => ({ products: [], total: 0 }));
    clock = 1000;
    const again = await reads.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(again.etag).toBe(first.etag); // same rows, same validator
  });

  it('loads ONCE per key however many requests miss it at once', async () => {
    const reads = cache();
    const { load, pending } = controlledLoad();
    const requests = Array.from({ length: 50 }, () => reads.get('page-1', load));
    const other = reads.get('page-2', load);
    expect(pending).toHaveLength(2);
    pending[0].resolve({ page: 1 });
    pending[1].resolve({ page: 2 });
    const answers = await Promise.all(requests);
    expect(new Set(answers).size).toBe(1);
    expect(text(await other)).toEqual({ page: 2 });
  });

  it('invalidate() empties every key, and a load that started before it is served to its waiters but never kept', async () => {
    const reads = cache();
    await reads.get('kept', async () => 'old');
    const { load, pending } = controlledLoad();
    const before = reads.get('a', load);
    reads.invalidate();
    expect(reads.size).toBe(0);
    const after = reads.get('a', load);
    // The request after invalidate() does not join the load that may have read the old rows.
    expect(pending).toHaveLength(2);
    pending[0].resolve('old');
    pending[1].resolve('new');
    expect(text(await before)).toBe('old');
    expect(text(await after)).toBe('new');
    expect(text(await reads.get('a', load))).toBe('new');
    expect(pending).toHaveLength(2);
    expect(text(await reads.get('kept', async () => 'reloaded'))).toBe('reloaded');
  });

  it('does not keep a failed load: every waiter gets the error and the next request loads again', async () => {
    const reads = cache();
    const { load, pending } = controlledLoad();
    const waiters = [reads.get('a', load), reads.get('a', load)];
    pending[0].reject(new Error('database down'));
    await expect(Promise.all(waiters)).rejects.toThrow('database down');
    expect(reads.size).toBe(0);
    expect(text(await reads.get('a', async () => 'back'))).toBe('back');
  });

  it('never serves an expired answer, not even when the reload fails', async () => {
    const reads = cache();
    await reads.get('a', async () => 'fresh');
    clock = 1000;
    await expect(reads.get('a', async () => { throw new Error('database down'); })).rejects.toThrow('database down');
    expect(reads.size).toBe(0);
  });

  it('keeps at most maxEntries answers, evicting the least recently used', async () => {
    const reads = cache({ maxEntries: 3 });
    const load = jest.fn(async () => 'x');
    for (const key of ['a', 'b', 'c']) await reads.get(key, load);
    await reads.get('a', load); // a is now the most recently used
    await reads.get('d', load); // evicts b
    expect(reads.size).toBe(3);
    load.mockClear();
    await reads.get('a', load);
    await reads.get('c', load);
    await reads.get('d', load);
    expect(load).not.toHaveBeenCalled();
    await reads.get('b', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxBytes of JSON, and serves without keeping an answer larger than that alone', async () => {
    const reads = cache({ maxBytes: 100 });
    const forty = 'x'.repeat(38); // '"xxx…"': 40 bytes of JSON
    await reads.get('a', async () => forty);
    await reads.get('b', async () => forty);
    expect(reads.bytes).toBe(80);
    await reads.get('c', async () => forty); // 120 > 100: a goes
    expect([reads.size, reads.bytes]).toEqual([2, 80]);
    const huge = await reads.get('huge', async () => 'y'.repeat(200));
    expect(huge.json.length).toBe(202);
    expect([reads.size, reads.bytes]).toEqual([2, 80]);
  });

  it('a flood of distinct keys stays within the bound', async () => {
    const reads = cache({ maxEntries: 500 });
    for (let n = 0; n < 5000; n += 1) await reads.get(`keyword-${n}`, async () => ({ n }));
    expect(reads.size).toBe(500);
  });

  it('TTL 0 shares concurrent loads but keeps nothing', async () => {
    const reads = cache({ ttlMs: 0 });
    const { load, pending } = controlledLoad();
    const together = [reads.get('a', load), reads.get('a', load)];
    expect(pending).toHaveLength(1);
    pending[0].resolve('x');
    await Promise.all(together);
    expect(reads.size).toBe(0);
    void reads.get('a', load);
    expect(pending).toHaveLength(2);
    pending[1].resolve('y');
  });
});
