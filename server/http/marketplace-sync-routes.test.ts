import { KnexJobLeases } from '../../adapters/persistence/marketplace/knex-job-leases';
import { hmacShopeeAuthState } from '../../adapters/security/shopee-auth-state';
import { SYNC_LEASE } from '../../application/marketplace/sync-marketplace-catalogue';
import { SyncMarketplaceCatalogue } from '../../application/marketplace/sync-marketplace-catalogue';
import { FakeMarketplaceSource, sourceProduct } from '../../application/marketplace/testing/fake-marketplace-source';
import { FakeShopeeAuthorization } from '../../application/marketplace/testing/fake-shopee-authorization';
import { InMemoryMarketplaceCatalogue } from '../../application/marketplace/testing/in-memory-marketplace-catalogue';
import { InMemoryShopeeConnectionStore } from '../../application/marketplace/testing/in-memory-shopee-connection-store';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { MARKETPLACE_CATALOGUE, MARKETPLACE_CATALOGUE_WRITER } from '../../application/marketplace/marketplace-catalogue.port';
import { MARKETPLACE_SOURCE } from '../../application/marketplace/marketplace-source.port';
import { SHOPEE_AUTHORIZATION } from '../../application/marketplace/shopee-authorization.port';
import { SHOPEE_CONNECTION_STORE } from '../../application/marketplace/shopee-connection.port';
import { formatMessage } from '../../domain/messages';
import { apiCalls, expectStaffOnly, registerCustomer, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { override } from '../container';
import { serveApp, type ServedApp } from './testing/serve-app';

const T0 = '2026-11-28T08:00:00.000Z';
const STAFF_SECRET = 'sync-routes-staff-secret';
const BASE = 'http://shop.example.test';
const SHOP_ID = 225_001;
const STAFF_ROUTES: Array<[string, string]> = [
  ['GET', '/api/shopee/auth-url'], ['POST', '/api/shopee/auth/token'], ['POST', '/api/shopee/auth/logout'],
  ['GET', '/api/admin/shopee/connection'], ['GET', '/api/admin/shopee/sync'], ['POST', '/api/admin/shopee/sync'],
];

describe.each(databasesUnderTest)('Shopee connection and sync API on $name', (database) => {
  let db: OpenDatabase;
  let app: ServedApp;
  const clock = new FakeClock(T0);
  const source = new FakeMarketplaceSource();
  const authorization = new FakeShopeeAuthorization();
  const connections = new InMemoryShopeeConnectionStore();
  const catalogue = new InMemoryMarketplaceCatalogue();
  for (let index = 0; index < 30; index += 1) source.put(sourceProduct(20_000_000_001 + index, { updateTime: Date.parse(T0) / 1000 - 3600 }));

  const call = apiCalls(() => app.url);
  const staffToken = () => registerStaff(call, STAFF_SECRET);
  const customerToken = () => registerCustomer(call);
  const stateFrom = (authUrl: string) => new URL(authUrl).searchParams.get('state') ?? '';
  const idle = () => app.container.get(SyncMarketplaceCatalogue).idle();

  beforeAll(async () => {
    db = await database.open();
    app = await serveApp(db.knex, {
      clock, staffSecret: STAFF_SECRET, publicBaseUrl: BASE, overrides: [
        override(MARKETPLACE_SOURCE, source), override(SHOPEE_AUTHORIZATION, authorization), override(SHOPEE_CONNECTION_STORE, connections),
        override(MARKETPLACE_CATALOGUE, catalogue), override(MARKETPLACE_CATALOGUE_WRITER, catalogue),
      ],
    });
  });
  afterAll(async () => {
    await app?.container.get(SyncMarketplaceCatalogue).stop();
    await app?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await idle();
    await connections.clear();
  });

  it('staff routes: no token 401, a customer token 403, a dead token 401; the public check needs none', async () => {
    await expectStaffOnly(call, STAFF_ROUTES, await customerToken(), { bodyOf: (method) => (method === 'GET' ? undefined : {}), deadToken: 's_not-a-live-token' });
    expect((await call('GET', '/api/shopee/auth/check')).status).toBe(200);
  });

  it('connects: the link carries our callback and a signed state; the code is exchanged, tokens stay server-side, a full sync runs in the background', async () => {
    const staff = await staffToken();
    expect((await call('GET', '/api/shopee/auth/check')).body).toEqual({ authenticated: false, shopeeAuthenticated: false, shopifyAuthenticated: false });
    const link = await call('GET', '/api/shopee/auth-url', { token: staff.token });
    expect(link.status).toBe(200);
    expect(link.cache).toBe('no-store');
    const authUrl = new URL(link.body.authUrl);
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${BASE}/admin/shopee/callback`);

    const code = authorization.issueCode(SHOP_ID);
    const connected = await call('POST', '/api/shopee/auth/token', { token: staff.token, body: { code, shopId: String(SHOP_ID), state: stateFrom(link.body.authUrl) } });
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({
      success: true, authenticated: true, shopeeAuthenticated: true, shopId: SHOP_ID, shopName: 'Demo shop',
      accessExpiresAt: new Date(Date.parse(T0) + 14_400_000).toISOString(), authExpiresAt: '2027-11-28T00:00:00.000Z', status: 'connected',
    });
    expect(connected.text).not.toContain('access-code');
    expect((await connections.get())?.accessToken).toBe(`access-${code}`);

    await idle();
    expect(await catalogue.countProducts()).toBe(30);
    const status = await call('GET', '/api/admin/shopee/sync', { token: staff.token });
    expect(status.body).toMatchObject({ success: true, running: null, last: { kind: 'full', status: 'done', done: 30, total: 30, upserted: 30 }, scheduleMinutes: 30, productCount: 30 });

    // The public check answers the three flags and nothing else.
    const check = await call('GET', '/api/shopee/auth/check');
    expect(check.body).toEqual({ authenticated: true, shopeeAuthenticated: true, shopifyAuthenticated: false });
    const view = await call('GET', '/api/admin/shopee/connection', { token: staff.token });
    expect(view.body).toMatchObject({ shopId: SHOP_ID, status: 'connected' });
    expect(view.text).not.toMatch(/access-|refresh-/);
  });

  it('refuses a missing, forged, foreign or expired state with 400 SHOPEE_STATE_INVALID, before Shopee is asked', async () => {
    const staff = await staffToken();
    const other = await staffToken();
    const asked = authorization.exchanged.length;
    const foreign = stateFrom((await call('GET', '/api/shopee/auth-url', { token: other.token })).body.authUrl);
    const forged = hmacShopeeAuthState('another-secret-of-at-least-32-characters!').issue({ staffId: staff.id, expiresAt: new Date(Date.parse(T0) + 60_000) });
    const mine = stateFrom((await call('GET', '/api/shopee/auth-url', { token: staff.token })).body.authUrl);
    const refused = async (state: string | undefined) => {
      const answer = await call('POST', '/api/shopee/auth/token', { token: staff.token, body: { code: authorization.issueCode(SHOP_ID), shopId: SHOP_ID, state } });
      expect([state, answer.status, answer.body.code, Object.keys(answer.body.fields ?? {})]).toEqual([state, 400, 'SHOPEE_STATE_INVALID', ['state']]);
    };
    for (const state of [undefined, '', 'v1.1.2.3.4', forged, foreign, `${mine}x`]) await refused(state); // all within the 10 minutes
    clock.advance(10 * 60_000 + 1);
    await refused(mine); // the right staff member's own state, too late
    expect(authorization.exchanged.length).toBe(asked);
    expect(await connections.get()).toBeNull();
  });

  it('a state is single use: used again (one after the other, or twice at once) it is refused before Shopee is asked', async () => {
    const staff = await staffToken();
    const post = (state: string) => call('POST', '/api/shopee/auth/token', { token: staff.token, body: { code: authorization.issueCode(SHOP_ID), shopId: SHOP_ID, state } });
    const state = stateFrom((await call('GET', '/api/shopee/auth-url', { token: staff.token })).body.authUrl);
    expect((await post(state)).status).toBe(200);
    await idle();
    const asked = authorization.exchanged.length;
    const again = await post(state); // within its 10 minutes
    expect([again.status, again.body.code, Object.keys(again.body.fields ?? {})]).toEqual([400, 'SHOPEE_STATE_INVALID', ['state']]);
    expect(authorization.exchanged.length).toBe(asked);

    const fresh = stateFrom((await call('GET', '/api/shopee/auth-url', { token: staff.token })).body.authUrl);
    const racing = await Promise.all([post(fresh), post(fresh)]);
    expect(racing.map(({ status }) => status).sort()).toEqual([200, 400]);
    expect(authorization.exchanged.length).toBe(asked + 1);
    await idle();
  });

  it('bad bodies are 400 with field errors; a refused code is 409 SHOPEE_AUTH_REFUSED', async () => {
    const staff = await staffToken();
    const state = stateFrom((await call('GET', '/api/shopee/auth-url', { token: staff.token })).body.authUrl);
    const cases: Array<[unknown, string[]]> = [
      [{}, ['code', 'shopId']],
      [{ code: 'a b', shopId: SHOP_ID, state }, ['code']],
      [{ code: 'x'.repeat(129), shopId: SHOP_ID, state }, ['code']],
      [{ code: 'ok', shopId: 0, state }, ['shopId']],
      [{ code: 'ok', shopId: '1e3', state }, ['shopId']],
      [{ code: 'ok', shopId: SHOP_ID, state: 42 }, ['state']],
    ];
    for (const [body, fields] of cases) {
      const answer = await call('POST', '/api/shopee/auth/token', { token: staff.token, body });
      expect([body, answer.status, Object.keys(answer.body.fields ?? {}).sort()]).toEqual([body, 400, fields]);
    }
    const refused = await call('POST', '/api/shopee/auth/token', { token: staff.token, body: { code: 'never-issued', shopId: SHOP_ID, state } });
    expect([refused.status, refused.body.code]).toEqual([409, 'SHOPEE_AUTH_REFUSED']);
    for (const body of [{ kind: 'everything' }, { kind: 7 }]) {
      expect((await call('POST', '/api/admin/shopee/sync', { token: staff.token, body })).status).toBe(400);
    }
  });

  it('sync now: 409 without a connection, 202 with the status when connected, 409 SYNC_ALREADY_RUNNING while any process holds the lease', async () => {
    const staff = await staffToken();
    const unconnected = await call('POST', '/api/admin/shopee/sync', { token: staff.token, body: {} });
    expect([unconnected.status, unconnected.body.code]).toEqual([409, 'SHOPEE_NOT_CONNECTED']);

    const state = stateFrom((await call('GET', '/api/shopee/auth-url', { token: staff.token })).body.authUrl);
    expect((await call('POST', '/api/shopee/auth/token', { token: staff.token, body: { code: authorization.issueCode(SHOP_ID), shopId: SHOP_ID, state } })).status).toBe(200);
    await idle();

    const leases = new KnexJobLeases(db.knex);
    expect(await leases.acquire(SYNC_LEASE, 'another-process', clock.now(), 60_000)).toBe(true);
    const busy = await call('POST', '/api/admin/shopee/sync', { token: staff.token, body: { kind: 'incremental' } });
    expect([busy.status, busy.body]).toEqual([409, { code: 'SYNC_ALREADY_RUNNING', message: formatMessage('SYNC_ALREADY_RUNNING') }]);
    await leases.release(SYNC_LEASE, 'another-process');

    const started = await call('POST', '/api/admin/shopee/sync', { token: staff.token, body: { kind: 'incremental' } });
    expect(started.status).toBe(202);
    expect(started.body.success).toBe(true);
    expect(started.body.running ?? started.body.last).toMatchObject({ kind: 'incremental' });
    await idle();
    expect((await call('GET', '/api/admin/shopee/sync', { token: staff.token })).body).toMatchObject({ running: null, last: { kind: 'incremental', status: 'done' } });
  });

  it('disconnect forgets the connection; the synced products stay listed', async () => {
    const staff = await staffToken();
    const state = stateFrom((await call('GET', '/api/shopee/auth-url', { token: staff.token })).body.authUrl);
    await call('POST', '/api/shopee/auth/token', { token: staff.token, body: { code: authorization.issueCode(SHOP_ID), shopId: SHOP_ID, state } });
    await idle();
    const products = await catalogue.countProducts();
    expect(products).toBeGreaterThan(0);
    const out = await call('POST', '/api/shopee/auth/logout', { token: staff.token });
    expect([out.status, out.body]).toEqual([200, { success: true }]);
    expect(await connections.get()).toBeNull();
    expect((await call('GET', '/api/shopee/auth/check')).body).toEqual({ authenticated: false, shopeeAuthenticated: false, shopifyAuthenticated: false });
    expect((await call('GET', '/api/admin/shopee/connection', { token: staff.token })).body).toEqual({
      success: true, authenticated: false, shopeeAuthenticated: false, shopId: null, shopName: null, accessExpiresAt: null, authExpiresAt: null, status: null,
    });
    expect(await catalogue.countProducts()).toBe(products);
  });

  it('connect, sync now and disconnect are written to the staff audit log with who did them; refusals are not', async () => {
    const staff = await staffToken();
    const audited = async () => (await call('GET', '/api/admin/audit?target=connection:shopee&limit=100', { token: staff.token })).body.entries
      .filter((entry: { staffId: number }) => entry.staffId === staff.id).map((entry: { action: string; staffName: string | null }) => [entry.action, entry.staffName]);
    expect((await call('POST', '/api/admin/shopee/sync', { token: staff.token, body: {} })).status).toBe(409);
    const state = stateFrom((await call('GET', '/api/shopee/auth-url', { token: staff.token })).body.authUrl);
    await call('POST', '/api/shopee/auth/token', { token: staff.token, body: { code: authorization.issueCode(SHOP_ID), shopId: SHOP_ID, state } });
    await idle();
    expect((await call('POST', '/api/admin/shopee/sync', { token: staff.token, body: { kind: 'incremental' } })).status).toBe(202);
    await idle();
    await call('POST', '/api/shopee/auth/logout', { token: staff.token });
    expect(await audited()).toEqual([['shopee.disconnect', 'Amy Chen'], ['shopee.sync', 'Amy Chen'], ['shopee.connect', 'Amy Chen']]);
  });
});
