import { gunzipSync } from 'node:zlib';
import type { OutletListItem } from '../../../domain/outlet/outlet-item';
import { bodyOf, OutletListReadModel, patchAvailability, SEGMENT_ITEMS } from './outlet-list-read-model';

function item(id: number, title = `商品 ${id}`): OutletListItem {
  return {
    id, title, sku: `SKU-${id}`, price: 1000, discount_price: 700, image_url: '/images/demo/x.svg',
    created_at: '2026-01-01T00:00:00.000Z', variant_details: 'Default', display_sku: `SKU-${id}`,
    total_quantity: 3, reserved_count: 0, available_count: 3,
  };
}

/** A load function whose calls the test resolves by hand, to control interleavings. */
function controlledLoad() {
  const pending: Array<{ resolve(items: OutletListItem[]): void; reject(error: Error): void }> = [];
  const load = () => new Promise<OutletListItem[]>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

describe('OutletListReadModel', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => { clock = 0; });

  it('serializes the list once and serves the same bytes until the TTL runs out', async () => {
    const load = jest.fn(async () => [item(1), item(2)]);
    const model = new OutletListReadModel(load, 1000, now);
    const first = await model.current();
    expect(JSON.parse(first.json.toString('utf8'))).toEqual([item(1), item(2)]);
    expect(first.itemCount).toBe(2);
    expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9_-]+"$/);
    clock = 999;
    expect(await model.current()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    const second = await model.current();
    // Same rows, same bytes: the previous snapshot (and its gzip copy) is kept.
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refills with ONE load however many requests miss at once', async () => {
    const { load, pending } = controlledLoad();
    const model = new OutletListReadModel(load, 1000, now);
    const requests = Array.from({ length: 50 }, () => model.current());
    expect(pending).toHaveLength(1);
    pending[0].resolve([item(1)]);
    const snapshots = await Promise.all(requests);
    expect(new Set(snapshots).size).toBe(1);
  });

  it('invalidate() makes the next request read again, and never stores a refill that started before it', async () => {
    const { load, pending } = controlledLoad();
    const model = new OutletListReadModel(load, 1000, now);
    const before = model.current();
    model.invalidate();
    const after = model.current();
    // The request after invalidate() does not join the refill that may have read the old rows.
    expect(pending).toHaveLength(2);
    pending[0].resolve([item(1, 'old')]);
    pending[1].resolve([item(1, 'new')]);
    expect(JSON.parse((await before).json.toString())[0].title).toBe('old');
    expect(JSON.parse((await after).json.toString())[0].title).toBe('new');
    const cached = await model.current();
    expect(JSON.parse(cached.json.toString())[0].title).toBe('new');
    expect(pending).toHaveLength(2);
  });

  it('invalidate() after a fill drops the cached snapshot at once', async () => {
    let title = 'old';
    const model = new OutletListReadModel(async () => [item(1, title)], 60_000, now);
    expect((await model.current()).json.toString()).toContain('old');
    title = 'new';
    expect((await model.current()).json.toString()).toContain('old');
    model.invalidate();
    expect((await model.current()).json.toString()).toContain('new');
  });

  it('does not cache a failed refill: waiters get the error and the next request retries', async () => {
    const { load, pending } = controlledLoad();
    const model = new OutletListReadModel(load, 1000, now);
    const a = model.current();
    const b = model.current();
    pending[0].reject(new Error('database down'));
    await expect(a).rejects.toThrow('database down');
    await expect(b).rejects.toThrow('database down');
    const c = model.current();
    expect(pending).toHaveLength(2);
    pending[1].resolve([item(1)]);
    await expect(c).resolves.toMatchObject({ itemCount: 1 });
  });

  it('with TTL 0 coalesces concurrent requests but reuses nothing afterwards', async () => {
    const load = jest.fn(async () => [item(1)]);
    const model = new OutletListReadModel(load, 0, now);
    await Promise.all([model.current(), model.current(), model.current()]);
    expect(load).toHaveBeenCalledTimes(1);
    await model.current();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('compresses on first demand, once, to a gzip of the same bytes', async () => {
    const model = new OutletListReadModel(async () => [item(1), item(2)], 1000, now);
    const snapshot = await model.current();
    const [a, b] = await Promise.all([snapshot.gzipped(), snapshot.gzipped()]);
    expect(a).toBe(b);
    expect(gunzipSync(a).equals(snapshot.json)).toBe(true);
  });

  it('gives different lists different ETags', async () => {
    let title = 'a';
    const model = new OutletListReadModel(async () => [item(1, title)], 0, now);
    const first = await model.current();
    title = 'b';
    expect((await model.current()).etag).not.toBe(first.etag);
  });

  describe('availability apart from the items (issue 29)', () => {
    const numbers = (items: OutletListItem[]) => items.map(({ id, total_quantity, reserved_count, available_count }) => ({ id, total_quantity, reserved_count, available_count }));

    it('invalidate() reads only the availability and patches the one item that changed', async () => {
      let rows = [item(1), item(2), item(3)];
      const load = jest.fn(async () => rows);
      const availability = jest.fn(async () => numbers(rows));
      const model = new OutletListReadModel(load, 1000, now, { availability });
      const before = await model.current();
      rows = [item(1), { ...item(2), reserved_count: 1, available_count: 2 }, item(3)];
      model.invalidate();
      const after = await model.current();
      expect(load).toHaveBeenCalledTimes(1);
      expect(availability).toHaveBeenCalledTimes(1);
      expect(JSON.parse(after.json.toString())).toEqual(rows);
      expect(after.json.equals(Buffer.from(JSON.stringify(rows)))).toBe(true);
      expect(after.etag).not.toBe(before.etag);
    });

    it('a new id, invalidateAll() or the end of the TTL make it a full read', async () => {
      let rows = [item(1), item(2)];
      const load = jest.fn(async () => rows);
      const model = new OutletListReadModel(load, 1000, now, { availability: async () => numbers(rows) });
      await model.current();
      rows = [item(1), item(2), item(3)];
      model.invalidate();
      expect(JSON.parse((await model.current()).json.toString())).toHaveLength(3);
      expect(load).toHaveBeenCalledTimes(2);
      model.invalidateAll();
      await model.current();
      expect(load).toHaveBeenCalledTimes(3);
      clock = 5000;
      await model.current();
      expect(load).toHaveBeenCalledTimes(4);
    });

    it('a full read overtaken by invalidate() is not served later, but its items are the base of the next read', async () => {
      const { load, pending } = controlledLoad();
      let rows = [item(1), item(2)];
      const availability = jest.fn(async () => numbers(rows));
      const model = new OutletListReadModel(load, 1000, now, { availability });
      const first = model.current();
      rows = [item(1), { ...item(2), total_quantity: 9, available_count: 9 }];
      model.invalidate();
      pending[0].resolve([item(1), item(2)]);
      await first;
      const next = JSON.parse((await model.current()).json.toString()) as OutletListItem[];
      expect(next[1].available_count).toBe(9);
      expect(pending).toHaveLength(1);
      expect(availability).toHaveBeenCalledTimes(1);
    });

    it('a list of several segments: a patch gives the same bytes and gzip a full read would, and re-deflates one segment', async () => {
      let rows = Array.from({ length: SEGMENT_ITEMS * 3 + 5 }, (_, index) => item(index + 1));
      const model = new OutletListReadModel(async () => rows, 1000, now, { availability: async () => numbers(rows) });
      const before = await model.current();
      expect(gunzipSync(await before.gzipped()).equals(before.json)).toBe(true);
      const changed = SEGMENT_ITEMS + 7;
      rows = rows.map((row, index) => (index === changed ? { ...row, reserved_count: 1, available_count: 2 } : row));
      model.invalidate();
      const after = await model.current();
      expect(after.json.equals(Buffer.from(JSON.stringify(rows)))).toBe(true);
      expect(gunzipSync(await after.gzipped()).equals(after.json)).toBe(true);
      expect(after.etag).not.toBe(before.etag);
    });

    it('a patch keeps every segment but the changed item\'s and the next one (whose dictionary it is), with their deflates', () => {
      const rows = Array.from({ length: SEGMENT_ITEMS * 4 }, (_, index) => item(index + 1));
      const kept = bodyOf(rows, 1000);
      const patched = patchAvailability(kept, numbers(rows).map((row) => (row.id === SEGMENT_ITEMS + 3 ? { ...row, reserved_count: 2, available_count: 1 } : row)));
      // A segment of SEGMENT_ITEMS such items is shorter than deflate's 32 KB window: all of it is the next one's dictionary.
      expect(kept.segments[1].bytes.length).toBeLessThan(32 * 1024);
      expect(patched?.segments.map((segment, index) => segment === kept.segments[index])).toEqual([true, false, false, true]);
      expect(patchAvailability(kept, numbers(rows))).toBe(kept);
    });

    describe('invalidate(ids): only the named items are read again', () => {
      const reserve = (rows: OutletListItem[], id: number) => rows.map((row) => (row.id === id ? { ...row, reserved_count: row.reserved_count + 1, available_count: (row.available_count ?? 0) - 1 } : row));

      it('reads the named item alone and gives the bytes a full read would', async () => {
        let rows = [item(1), item(2), item(3)];
        const load = jest.fn(async () => rows);
        const availability = jest.fn(async (ids?: readonly number[]) => numbers(rows).filter((row) => !ids || ids.includes(row.id)));
        const model = new OutletListReadModel(load, 1000, now, { availability });
        await model.current();
        rows = reserve(rows, 2);
        model.invalidate([2]);
        const after = await model.current();
        expect(availability.mock.calls).toEqual([[[2]]]);
        expect(after.json.equals(Buffer.from(JSON.stringify(rows)))).toBe(true);
        expect(load).toHaveBeenCalledTimes(1);
        // Covered now: the next invalidation names another item and only that one is read.
        rows = reserve(rows, 3);
        model.invalidate([3]);
        expect(JSON.parse((await model.current()).json.toString())).toEqual(rows);
        expect(availability.mock.calls).toEqual([[[2]], [[3]]]);
      });

      it('an item named while a read is under way is read by the next one, and a slower older read never replaces a newer one', async () => {
        let rows = [item(1), item(2), item(3)];
        const reads: Array<{ ids: readonly number[] | undefined; rows: OutletListItem[]; resolve(): void }> = [];
        const availability = (ids?: readonly number[]) => new Promise<ReturnType<typeof numbers>>((resolve) => {
          const seen = rows;
          reads.push({ ids, rows: seen, resolve: () => resolve(numbers(seen).filter((row) => !ids || ids.includes(row.id))) });
        });
        const model = new OutletListReadModel(async () => rows, 1000, now, { availability });
        await model.current();
        rows = reserve(rows, 1);
        model.invalidate([1]);
        const first = model.current();
        rows = reserve(rows, 2);
        model.invalidate([2]);
        const second = model.current();
        expect(reads.map((read) => read.ids)).toEqual([[1], [1, 2]]);
        reads[1].resolve();
        expect(JSON.parse((await second).json.toString())).toEqual(rows);
        // The older read ends last: its numbers (item 1 only) must not become the kept body.
        reads[0].resolve();
        await first;
        rows = reserve(rows, 3);
        model.invalidate([3]);
        const third = model.current();
        await Promise.resolve();
        await new Promise((resolve) => setImmediate(resolve));
        expect(reads[2].ids).toEqual([3]);
        reads[2].resolve();
        expect(JSON.parse((await third).json.toString())).toEqual(rows);
      });

      it('an add while the full read at the end of the TTL is under way bases itself on that read, not on a read of its own', async () => {
        const { load, pending } = controlledLoad();
        let rows = [item(1), item(2)];
        const availability = jest.fn(async (ids?: readonly number[]) => numbers(rows).filter((row) => !ids || ids.includes(row.id)));
        const model = new OutletListReadModel(load, 1000, now, { availability });
        const first = model.current();
        pending[0].resolve(rows);
        await first;
        clock = 5000;
        const expired = model.current();
        await Promise.resolve();
        rows = reserve(rows, 2);
        model.invalidate([2]);
        const afterAdd = model.current();
        expect(pending).toHaveLength(2);
        pending[1].resolve([item(1), item(2)]);
        await expired;
        expect(JSON.parse((await afterAdd).json.toString())).toEqual(rows);
        expect(pending).toHaveLength(2);
        expect(availability.mock.calls).toEqual([[undefined]]);
      });

      it('a named item that is gone, or an invalidate() naming none, reads more', async () => {
        let rows = [item(1), item(2), item(3)];
        const load = jest.fn(async () => rows);
        const availability = jest.fn(async (ids?: readonly number[]) => numbers(rows).filter((row) => !ids || ids.includes(row.id)));
        const model = new OutletListReadModel(load, 1000, now, { availability });
        await model.current();
        rows = [item(1), item(3)];
        model.invalidate([2]);
        expect(JSON.parse((await model.current()).json.toString())).toEqual(rows);
        expect(load).toHaveBeenCalledTimes(2);
        rows = reserve(rows, 1);
        model.invalidate([3]);
        model.invalidate();
        expect(JSON.parse((await model.current()).json.toString())).toEqual(rows);
        expect(availability.mock.calls.at(-1)).toEqual([undefined]);
      });
    });
  });
});
