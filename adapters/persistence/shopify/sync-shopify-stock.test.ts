import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { ShopifyAccess } from '../../../application/shopify/shopify-access';
import type { ShopifyConnection } from '../../../application/shopify/shopify-connection.port';
import { SHOPIFY_SYNC_LEASE, SHOPIFY_SYNC_LEASE_TTL_MS, SyncShopifyStock } from '../../../application/shopify/sync-shopify-stock';
import {
  FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_SHOP, FAKE_TOKEN, FakeShopifyAdmin, shopifyProduct, shopifyUnavailable, shopifyVariant,
} from '../../../application/shopify/testing/fake-shopify-admin';
import { InMemoryConnectionStore } from '../../../application/shared/testing/in-memory-connection-store';
import { KnexJobLeases } from '../marketplace/knex-job-leases';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexShopifyStock } from './knex-shopify-stock';
import { KnexSyncRuns } from '../jobs/knex-sync-runs';
import { SHOPIFY_SYNC_RUNS_TABLE } from '../jobs/sync-run-tables';

const T0 = '2026-11-29T02:00:00.000Z';
const quiet = { info: () => undefined, error: () => undefined };
const connected = (overrides: Partial<ShopifyConnection> = {}): ShopifyConnection => ({
  shopDomain: FAKE_SHOP, shopName: 'Outlet Demo', accessToken: FAKE_TOKEN, tokenExpiresAt: null, clientId: null, clientSecret: null,
  connectedAt: new Date(T0), status: 'connected', ...overrides,
});

describe.each(databasesUnderTest)('the Shopify stock sync job on $name', (database) => {
  let db: OpenDatabase;
  let clock: FakeClock;
  let admin: FakeShopifyAdmin;
  let connections: InMemoryConnectionStore<ShopifyConnection>;
  let invalidations = 0;

  const worker = () => {
    const access = new ShopifyAccess(admin, connections, clock, quiet);
    return new SyncShopifyStock(
      admin, access, connections, new KnexShopifyStock(db.knex), new KnexSyncRuns(db.knex, SHOPIFY_SYNC_RUNS_TABLE), new KnexJobLeases(db.knex),
      { invalidateAll: () => { invalidations += 1; } }, clock, quiet,
    );
  };
  const shopifyItems = async () => (await db.knex('outlet_items').where({ source: 'shopify' }).orderBy('id').select('shopify_variant_id', 'total_quantity'))
    .map((row: { shopify_variant_id: string; total_quantity: number }) => [row.shopify_variant_id.replace('gid://shopify/ProductVariant/', ''), Number(row.total_quantity)]);
  const listCursors = () => admin.calls.filter((call) => call.method === 'listProducts').map((call) => call.cursor);

  beforeEach(async () => {
    db = await database.open();
    clock = new FakeClock(T0);
    admin = new FakeShopifyAdmin();
    admin.products = [1, 2, 3, 4, 5].map((id) => shopifyProduct(id, [shopifyVariant(id * 10, { available: id })]));
    connections = new InMemoryConnectionStore<ShopifyConnection>();
    await connections.save(connected());
    invalidations = 0;
  });
  afterEach(async () => {
    await db.close();
  });

  it('works page by page from the saved cursor: a run whose worker died is resumed there by the next worker once the lease lapsed', async () => {
    const first = worker();
    // The first page is stored, then the process dies while it asks for the second.
    const died = jest.spyOn(admin, 'listProducts');
    died.mockImplementationOnce(FakeShopifyAdmin.prototype.listProducts.bind(admin));
    died.mockImplementationOnce(async () => { throw new Error('the process died here'); });
    await expect(first.execute()).rejects.toThrow('the process died here');
    died.mockRestore();
    // A real crash never gives the lease back: a dead worker still holds it.
    const leases = new KnexJobLeases(db.knex);
    await leases.acquire(SHOPIFY_SYNC_LEASE, 'dead-worker', clock.now(), SHOPIFY_SYNC_LEASE_TTL_MS);
    const [running] = await db.knex('shopify_sync_runs').select('id', 'status', 'cursor', 'done');
    expect(running).toMatchObject({ status: 'running', cursor: '2', done: 2 });
    expect(await shopifyItems()).toEqual([['10', 1], ['20', 2]]);

    const second = worker();
    expect(await second.execute()).toEqual({ outcome: 'busy' });
    clock.advance(SHOPIFY_SYNC_LEASE_TTL_MS + 1);
    admin.calls.length = 0;
    const resumed = await second.execute();
    expect(resumed).toMatchObject({ outcome: 'done', run: { id: running.id, status: 'done', done: 5, total: 5, created: 5, updated: 0, conflicts: 0 } });
    // It went on at page 2: page 1 was not read again.
    expect(listCursors()).toEqual(['2', '4']);
    expect(await shopifyItems()).toEqual([['10', 1], ['20', 2], ['30', 3], ['40', 4], ['50', 5]]);
    expect(invalidations).toBeGreaterThanOrEqual(3);
    expect(await leases.holder(SHOPIFY_SYNC_LEASE, clock.now())).toBeNull();
  });

  it('two workers at once: one works, the other is busy; the next run updates what the first created', async () => {
    const outcomes = await Promise.all([worker().execute(), worker().execute()]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['busy', 'done']);
    expect(await db.knex('shopify_sync_runs').count({ n: '*' })).toEqual([{ n: 1 }]);
    admin.setAvailable(30, 9);
    const again = await worker().execute();
    expect(again).toMatchObject({ outcome: 'done', run: { created: 0, updated: 5, total: 5 } });
    expect((await shopifyItems())[2]).toEqual(['30', 9]);
  });

  it('Shopify unavailable pauses the run at its cursor; refused credentials fail it and mark the connection for staff', async () => {
    admin.pageSize = 2;
    const spy = jest.spyOn(admin, 'listProducts');
    spy.mockImplementationOnce(FakeShopifyAdmin.prototype.listProducts.bind(admin));
    spy.mockImplementationOnce(async () => { throw shopifyUnavailable(); });
    const paused = await worker().execute();
    spy.mockRestore();
    expect(paused).toMatchObject({ outcome: 'paused', run: { status: 'running', cursor: '2', done: 2 } });
    expect((paused as { run: { errors: string[] } }).run.errors).toEqual(['SHOPIFY_UNAVAILABLE after 2 variant(s): the next run resumes here']);
    // The next tick resumes it (the lease was given back: no wait).
    expect(await worker().execute()).toMatchObject({ outcome: 'done', run: { id: (paused as { run: { id: number } }).run.id, done: 5 } });

    admin.revoke();
    const refused = await worker().execute();
    expect(refused).toMatchObject({ outcome: 'failed', run: { status: 'failed', errors: ['SHOPIFY_NOT_CONNECTED: the connection needs staff'] } });
    expect((await connections.get())?.status).toBe('reauthorize');
    expect(await worker().execute()).toEqual({ outcome: 'not_connected' });
  });

  it('a client-credentials token that lapses within 30 minutes is renewed before the calls, with a new grant', async () => {
    await connections.save(connected({
      accessToken: 'granted-token-old', tokenExpiresAt: new Date(Date.parse(T0) + 10 * 60_000), clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET,
    }));
    expect(await worker().execute()).toMatchObject({ outcome: 'done' });
    const renewed = await connections.get();
    expect(renewed).toMatchObject({ accessToken: 'granted-token-1', status: 'connected', tokenExpiresAt: new Date('2026-11-29T23:59:59.000Z') });
    expect(admin.calls.filter((call) => call.method === 'listProducts').every((call) => call.token === 'granted-token-1')).toBe(true);
  });
});
