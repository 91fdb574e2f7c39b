import { ProviderUnavailableError } from '../errors';
import type { EventLog } from '../shared/event-log.port';
import { FakeClock } from '../shared/testing/fake-clock';
import { GetSyncStatus } from './get-sync-status';
import type { ShopeeConnection } from './shopee-connection.port';
import { INCREMENTAL_STATUSES, SYNC_LEASE, SYNC_LEASE_TTL_MS, SyncMarketplaceCatalogue } from './sync-marketplace-catalogue';
import { FakeMarketplaceSource, sourceProduct } from './testing/fake-marketplace-source';
import { InMemoryCatalogueWriter } from './testing/in-memory-catalogue-writer';
import { InMemoryJobLeases } from '../shared/testing/in-memory-job-leases';
import { InMemoryShopeeConnectionStore } from './testing/in-memory-shopee-connection-store';
import { InMemorySyncRuns } from '../sync/testing/in-memory-sync-runs';
import type { SyncProgress, SyncStart } from './sync-run-store.port';

const T0 = new Date('2026-11-28T08:00:00.000Z');
const T0_SECONDS = T0.getTime() / 1000;
const MINUTE = 60_000;
const FIRST_ID = 20_000_000_001; // above 2^32, like Shopee's ids today

const unavailable = () => new ProviderUnavailableError('SHOPEE_UNAVAILABLE', 'SHOPEE_UNAVAILABLE');
const reauthorize = () => new ProviderUnavailableError('SHOPEE_REAUTHORIZE', 'SHOPEE_REAUTHORIZE');

function connection(overrides: Partial<ShopeeConnection> = {}): ShopeeConnection {
  return {
    shopId: 225_001, shopName: 'Demo shop', accessToken: 'access', refreshToken: 'refresh', accessExpiresAt: new Date(T0.getTime() + 4 * 3_600_000),
    refreshExpiresAt: new Date(T0.getTime() + 30 * 86_400_000), authExpiresAt: null, connectedAt: T0, status: 'connected', ...overrides,
  };
}

/** A shop of `count` NORMAL products (ids from FIRST_ID, update times before T0, two categories), plus one UNLIST item. */
async function setUp(count = 250) {
  const clock = new FakeClock(T0);
  const source = new FakeMarketplaceSource();
  for (let index = 0; index < count; index += 1) {
    source.put(sourceProduct(FIRST_ID + index, { categoryId: index % 2 === 0 ? 100 : 200, price: 1000 + index, updateTime: T0_SECONDS - 86_400 + index }));
  }
  const hidden = FIRST_ID + count;
  source.put(sourceProduct(hidden, { status: 'UNLIST', updateTime: T0_SECONDS - 100 }));
  const catalogue = new InMemoryCatalogueWriter();
  const runs = new InMemorySyncRuns<SyncStart, SyncProgress>();
  const leases = new InMemoryJobLeases();
  const connections = new InMemoryShopeeConnectionStore();
  await connections.save(connection());
  const logged: string[] = [];
  const log: EventLog = { info: (message) => logged.push(message), error: (message) => logged.push(`error: ${message}`) };
  /** The number of products stored at each invalidation of the storefront's read model. */
  const invalidatedAt: number[] = [];
  const readModel = { invalidate: () => { invalidatedAt.push(catalogue.products.size); } };
  const worker = () => new SyncMarketplaceCatalogue(source, catalogue, runs, leases, connections, clock, log, readModel);
  const status = new GetSyncStatus(runs, catalogue, { everyMinutes: () => 30, nextRunAt: () => null });
  return { clock, source, catalogue, runs, leases, connections, worker, status, hidden, logged, invalidatedAt, ids: (n: number) => FIRST_ID + n };
}

describe('SyncMarketplaceCatalogue: a full sync', () => {
  it('replaces the categories, stores every NORMAL item with its category name page by page, and deletes what Shopee no longer lists', async () => {
    const shop = await setUp(250);
    await shop.catalogue.upsertProducts([{ ...sourceProduct(99), category: null, models: [] }], T0, null); // gone from Shopee
    const result = await shop.worker().execute();

    expect(result).toMatchObject({ outcome: 'done', run: { kind: 'full', status: 'done', done: 250, total: 250, upserted: 250, removed: 1, itemFailures: 0, errors: [] } });
    expect(shop.catalogue.categories.map((category) => category.name)).toEqual(['Tops', 'Shoes']);
    expect(await shop.catalogue.countProducts()).toBe(250);
    expect(shop.catalogue.products.has(shop.hidden)).toBe(false);
    expect(shop.catalogue.products.has(99)).toBe(false);
    expect(shop.catalogue.products.get(shop.ids(0))?.record).toMatchObject({ price: 1000, category: 'Tops' });
    expect(shop.catalogue.products.get(shop.ids(1))?.record).toMatchObject({ price: 1001, category: 'Shoes' });
    // Pages of 100 over NORMAL items up to the run's start, products in chunks of at most 50.
    const scan = shop.source.calls.filter((call) => call.method === 'listItems').map((call) => call.offset);
    expect(scan).toEqual([0, 100, 200, 0]); // three pages of the scan, one (empty) page of the catch-up
    expect(shop.source.calls.filter((call) => call.method === 'getProducts').every((call) => (call.itemIds?.length ?? 0) <= 50)).toBe(true);
    expect(shop.source.count('getProducts')).toBe(5);
    expect(await shop.leases.holder(SYNC_LEASE, shop.clock.now())).toBeNull();
  });

  it('invalidates the storefront\'s cached answers after the categories and after every page it wrote, not per product', async () => {
    const shop = await setUp(250);
    await shop.catalogue.upsertProducts([{ ...sourceProduct(99), category: null, models: [] }], T0, null); // gone from Shopee
    expect(await shop.worker().execute()).toMatchObject({ outcome: 'done' });
    // categories (nothing stored yet beyond item 99), three pages of the scan (their rows already there: after the
    // commit), nothing for the empty catch-up page, then the removal of item 99.
    expect(shop.invalidatedAt).toEqual([1, 101, 201, 251, 250]);
  });

  it('is idempotent: the same full sync twice leaves the same rows', async () => {
    const shop = await setUp(130);
    await shop.worker().execute({ kind: 'full' });
    const first = shop.catalogue.snapshot();
    shop.clock.advance(MINUTE);
    const second = await shop.worker().execute({ kind: 'full' });
    expect(second).toMatchObject({ outcome: 'done', run: { kind: 'full', upserted: 130, removed: 0, done: 130, total: 130 } });
    expect(shop.catalogue.snapshot()).toEqual(first);
    expect(first).toHaveLength(130);
  });

  it('steps back when items leave the window mid-scan (no item skipped), and the catch-up reads the changed ones before anything is deleted', async () => {
    const shop = await setUp(250);
    shop.source.beforeCall((method) => {
      if (method === 'listItems' && shop.source.count('listItems') === 2) {
        // Between page 1 and page 2 a seller edits two items of page 1: they leave the scan's window (update_time > start).
        shop.clock.advance(MINUTE);
        shop.source.change(shop.ids(10), { price: 555, updateTime: T0_SECONDS + 30 });
        shop.source.change(shop.ids(20), { stock: 0, updateTime: T0_SECONDS + 31 });
      }
    });
    const result = await shop.worker().execute();
    expect(result).toMatchObject({ outcome: 'done', run: { removed: 0, itemFailures: 0 } });
    expect(await shop.catalogue.countProducts()).toBe(250);
    expect(shop.catalogue.products.get(shop.ids(10))?.record.price).toBe(555);
    expect(shop.catalogue.products.get(shop.ids(20))?.record.stock).toBe(0);
    // Without the step back, the page at offset 100 of the shrunk window would start at the 102nd item.
    expect(shop.source.calls.filter((call) => call.method === 'listItems').map((call) => call.offset)).toEqual([0, 100, 98, 198, 0]);
  });
});

describe('SyncMarketplaceCatalogue: an incremental sync', () => {
  it('after a successful full run, reads every status updated since its end: price and stock changes stored, unlisted and deleted items removed', async () => {
    const shop = await setUp(120);
    await shop.worker().execute();
    shop.clock.advance(30 * MINUTE);
    const later = T0_SECONDS + 600;
    shop.source.change(shop.ids(3), { price: 777, updateTime: later });
    shop.source.change(shop.ids(4), { stock: 0, updateTime: later + 1 });
    shop.source.setStatus(shop.ids(5), 'UNLIST', later + 2);
    shop.source.setStatus(shop.ids(6), 'SELLER_DELETE', later + 3);
    shop.source.put(sourceProduct(shop.ids(500), { categoryId: 300, updateTime: later + 4 }));
    shop.source.categories.push({ categoryId: 300, parentId: null, name: 'Bags' });
    const callsBefore = shop.source.calls.length;

    const result = await shop.worker().execute();

    expect(result).toMatchObject({ outcome: 'done', run: { kind: 'incremental', updateTimeFrom: T0_SECONDS, updateTimeTo: T0_SECONDS + 1800, upserted: 3, removed: 2, done: 5, total: 5 } });
    expect(shop.catalogue.products.get(shop.ids(3))?.record.price).toBe(777);
    expect(shop.catalogue.products.get(shop.ids(4))?.record.stock).toBe(0);
    expect(shop.catalogue.products.has(shop.ids(5))).toBe(false);
    expect(shop.catalogue.products.has(shop.ids(6))).toBe(false);
    expect(shop.catalogue.products.get(shop.ids(500))?.record.category).toBe('Bags'); // a new category: the tree was refreshed
    expect(await shop.catalogue.countProducts()).toBe(119);
    const [list] = shop.source.calls.slice(callsBefore).filter((call) => call.method === 'listItems');
    expect(list).toEqual({ method: 'listItems', offset: 0 });
    expect(INCREMENTAL_STATUSES).toEqual(['NORMAL', 'UNLIST', 'BANNED', 'SELLER_DELETE', 'SHOPEE_DELETE', 'REVIEWING']);
  });

  it('the first run ever is full, so is every run until a full one succeeded; staff may still ask for either', async () => {
    const shop = await setUp(10);
    shop.source.failNext('getProducts', reauthorize());
    expect(await shop.worker().execute()).toMatchObject({ outcome: 'failed', run: { kind: 'full' } });
    expect(await shop.worker().execute()).toMatchObject({ outcome: 'done', run: { kind: 'full' } });
    expect(await shop.worker().execute()).toMatchObject({ outcome: 'done', run: { kind: 'incremental' } });
    expect(await shop.worker().execute({ kind: 'full' })).toMatchObject({ outcome: 'done', run: { kind: 'full', upserted: 10 } });
  });
});

describe('SyncMarketplaceCatalogue: failures and crashes', () => {
  it('a worker that dies mid-page leaves the run at its last saved page; after the lease lapses the next one resumes there, with no duplicates and the right counts', async () => {
    const shop = await setUp(250);
    shop.source.crashAt('getProducts', 4); // page 2, second chunk: its first chunk is stored, nothing of page 2 is saved
    const dead = shop.worker().execute();
    void dead; // never settles: the process "died"
    await new Promise((resolve) => setImmediate(resolve));
    while (!shop.source.crashed) await new Promise((resolve) => setImmediate(resolve));

    const left = await shop.runs.findRunning();
    expect(left).toMatchObject({ kind: 'full', status: 'running', phase: 'scan', cursorOffset: 100, done: 100, total: 250, upserted: 100 });
    expect(await shop.catalogue.countProducts()).toBe(150); // page 1 and half of page 2 made it to the catalogue

    expect(await shop.worker().execute()).toEqual({ outcome: 'busy' }); // its lease has not lapsed yet
    shop.clock.advance(SYNC_LEASE_TTL_MS + 1);
    const offsetsBefore = shop.source.calls.length;
    const resumed = await shop.worker().execute();

    expect(resumed).toMatchObject({ outcome: 'done', run: { id: left?.id, done: 250, total: 250, upserted: 250, removed: 0 } });
    expect(shop.source.calls.slice(offsetsBefore).filter((call) => call.method === 'listItems').map((call) => call.offset)).toEqual([100, 200, 0]);
    expect(shop.source.calls.slice(offsetsBefore).some((call) => call.method === 'getCategories')).toBe(false);
    expect(shop.runs.all()).toHaveLength(1);
    expect(await shop.catalogue.countProducts()).toBe(250);
    expect(shop.catalogue.snapshot().map(([id]) => id)).toEqual(Array.from({ length: 250 }, (_, index) => shop.ids(index)));
  });

  it('Shopee unavailable after the adapter\'s retries: the run stays running at its cursor with the error recorded, and the next step resumes it', async () => {
    const shop = await setUp(250);
    shop.source.beforeCall((method) => {
      if (method === 'listItems' && shop.source.count('listItems') === 2) shop.source.failNext('listItems', unavailable());
    });
    const paused = await shop.worker().execute();
    expect(paused).toMatchObject({ outcome: 'paused', run: { status: 'running', cursorOffset: 100, done: 100, upserted: 100 } });
    expect(paused.outcome === 'paused' && paused.run.errors).toEqual(['SHOPEE_UNAVAILABLE at offset 100 (scan): the next run resumes here']);
    expect(await shop.leases.holder(SYNC_LEASE, shop.clock.now())).toBeNull();

    shop.source.beforeCall(() => undefined);
    const resumed = await shop.worker().execute();
    expect(resumed).toMatchObject({ outcome: 'done', run: { id: paused.outcome === 'paused' ? paused.run.id : 0, upserted: 250, done: 250 } });
    expect(shop.runs.all()).toHaveLength(1);
  });

  it('reauthorize fails the run with that error; with the connection marked for reauthorisation no new run starts', async () => {
    const shop = await setUp(250);
    shop.source.beforeCall((method) => {
      if (method === 'getProducts' && shop.source.count('getProducts') === 3) shop.source.failNext('getProducts', reauthorize());
    });
    const failed = await shop.worker().execute();
    expect(failed).toMatchObject({ outcome: 'failed', run: { status: 'failed', upserted: 100, errors: ['SHOPEE_REAUTHORIZE: SHOPEE_REAUTHORIZE'] } });
    expect(failed.outcome === 'failed' && failed.run.finishedAt).toEqual(T0);
    await shop.connections.save(connection({ status: 'reauthorize' }));
    expect(await shop.worker().execute()).toEqual({ outcome: 'not_connected' });
    await shop.connections.clear();
    expect(await shop.worker().execute()).toEqual({ outcome: 'not_connected' });
    expect(shop.runs.all()).toHaveLength(1);
  });

  it('one item that cannot be read or stored is recorded and skipped; the rest sync, and nothing is deleted as unseen', async () => {
    const shop = await setUp(120);
    await shop.catalogue.upsertProducts([{ ...sourceProduct(shop.ids(7), { price: 1 }), category: null, models: [] }], T0, null);
    shop.source.failItem(shop.ids(7), new Error('malformed item from Shopee'));
    shop.catalogue.failUpsertOf(shop.ids(60));
    const result = await shop.worker().execute();

    expect(result).toMatchObject({ outcome: 'done', run: { upserted: 118, itemFailures: 2, removed: 0 } });
    expect(result.outcome === 'done' && result.run.errors).toEqual([
      `item ${shop.ids(7)} (read): malformed item from Shopee`,
      `item ${shop.ids(60)} (store): Data too long for column item_name`,
      'REMOVE_UNSEEN_SKIPPED: 2 item(s) could not be synced, so no product was deleted as unseen',
    ]);
    expect(await shop.catalogue.countProducts()).toBe(119); // the unreadable item keeps its last synced row
    expect(shop.catalogue.products.get(shop.ids(7))?.record.price).toBe(1);
    expect(shop.catalogue.products.has(shop.ids(60))).toBe(false);
  });

  it('two workers at once: one runs, the other is told busy', async () => {
    const shop = await setUp(150);
    const results = await Promise.all([shop.worker().execute(), shop.worker().execute()]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['busy', 'done']);
    expect(shop.runs.all()).toHaveLength(1);
    expect(await shop.catalogue.countProducts()).toBe(150);
  });

  it('staff asking for the other kind supersede a paused run; the same kind resumes it', async () => {
    const shop = await setUp(10);
    await shop.worker().execute();
    shop.source.failNext('listItems', unavailable());
    const paused = await shop.worker().execute();
    expect(paused).toMatchObject({ outcome: 'paused', run: { kind: 'incremental' } });
    const full = await shop.worker().execute({ kind: 'full' });
    expect(full).toMatchObject({ outcome: 'done', run: { kind: 'full' } });
    expect(shop.runs.all().map((run) => [run.kind, run.status])).toEqual([['full', 'done'], ['incremental', 'failed'], ['full', 'done']]);
    expect(shop.runs.all()[1].errors.at(-1)).toBe('SUPERSEDED: staff started a full sync');
  });
});

describe('SyncMarketplaceCatalogue: progress and background runs', () => {
  it('saves done/total after every page, visible in the status while the run goes on', async () => {
    const shop = await setUp(250);
    const seen: Array<{ done: number; total: number } | null> = [];
    shop.source.beforeCall(async (method) => {
      if (method === 'listItems') {
        const { running } = await shop.status.execute();
        seen.push(running && { done: running.done, total: running.total });
      }
    });
    await shop.worker().execute();
    expect(seen).toEqual([{ done: 0, total: 0 }, { done: 100, total: 250 }, { done: 200, total: 250 }, { done: 250, total: 250 }]);
    const after = await shop.status.execute();
    expect(after).toMatchObject({ running: null, last: { status: 'done', done: 250, total: 250 }, productCount: 250, scheduleMinutes: 30 });
  });

  it('launch answers the claimed run at once and works in the background; a second launch meanwhile is busy', async () => {
    const shop = await setUp(150);
    const sync = shop.worker();
    const started = await sync.launch({ kind: 'full' });
    expect(started).toMatchObject({ outcome: 'started', run: { kind: 'full', status: 'running' } });
    expect(await shop.worker().launch()).toEqual({ outcome: 'busy' });
    await sync.idle();
    expect(await shop.catalogue.countProducts()).toBe(150);
    expect(shop.logged).toEqual(['marketplace sync']);
  });

  it('stop(): the worker ends after its current page, leaving the run resumable and the lease free', async () => {
    const shop = await setUp(250);
    const sync = shop.worker();
    shop.source.beforeCall((method) => {
      if (method === 'getProducts' && shop.source.count('getProducts') === 1) void sync.stop();
    });
    const result = await sync.execute();
    expect(result).toMatchObject({ outcome: 'stopped', run: { status: 'running', cursorOffset: 100, done: 100 } });
    expect(await shop.leases.holder(SYNC_LEASE, shop.clock.now())).toBeNull();
    expect(await shop.worker().execute()).toMatchObject({ outcome: 'done', run: { upserted: 250 } });
  });
});
