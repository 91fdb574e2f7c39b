import { cartKeyHeaders, cartKeyOf, fetchAsBrowser } from '../support/cart-key';
import { buildDemoCatalogue } from '../../adapters/persistence/seed/demo-catalogue';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { callFrom } from '../support/client-ip';
import { databasesUnderTest } from '../support/databases';
import { JOURNEY_HOLDS_PER_CLIENT, LIMIT_JOURNEYS, newPhone, staffCodeJourney, type LimitHarness } from '../support/limit-journeys';
import { startRoundRobinProxy, type TcpProxy } from '../support/tcp-proxy';
import { assertServerBuilt, openSharedDatabase, startChildServer, type ChildServer, type SharedDatabase } from './child-servers';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

/**
 * The reservation race across PROCESSES (design.md, section 2: "on any number of server processes, exactly
 * one winner"): two compiled servers share one database, and N shoppers with distinct phones, split between
 * them, race for K units. In-process locks or caches cannot help here; only the database can serialise.
 */
const N = 40;
const K = 5;
const STAFF_SECRET_CODE = 'two-processes-staff-code';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };

describe.each(databasesUnderTest)('two server processes on one $name database', (database) => {
  let shared: SharedDatabase;
  let servers: ChildServer[] = [];

  beforeAll(async () => {
    assertServerBuilt();
    shared = await openSharedDatabase(database, 'shop-two-processes-');
    // TRUST_PROXY: the client IP is the X-Forwarded-For the journeys send through the round-robin proxy below.
    servers = await Promise.all([0, 1].map(() => startChildServer({
      ...shared.env, LIST_CACHE_TTL_MS: '0', TRUST_PROXY: 'true', STAFF_SECRET_CODE, HOLD_MAX_PER_CLIENT: String(JOURNEY_HOLDS_PER_CLIENT),
    })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await shared?.close();
  });

  it(`${N} shoppers split over both processes race for ${K} units: exactly ${K} winners`, async () => {
    const [row] = buildDemoCatalogue(new Date(), 1);
    const [itemId] = await shared.knex('outlet_items').insert({ ...row, total_quantity: K });
    const phones = Array.from({ length: N }, (_, i) => `0955${String(i).padStart(6, '0')}`);
    const responses = await Promise.all(phones.map((phone, i) => fetch(`${servers[i % 2].baseUrl}/api/cart/add`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone, itemId }),
    })));
    const bodies: Array<{ code?: string }> = await Promise.all(responses.map((response) => response.json()));
    const winners = responses.filter((response) => response.status === 201);
    expect(winners).toHaveLength(K);
    expect(responses.filter((response, i) => response.status === 409 && bodies[i].code === 'OUTLET_ITEM_SOLD_OUT')).toHaveLength(N - K);
    // Both processes took part in the race (not one server answering everything).
    expect(new Set(responses.map((response) => response.url.split('/api')[0])).size).toBe(2);

    const [{ n }] = await shared.knex('outlet_reservations').where('outlet_item_id', itemId).whereNull('released_at').count({ n: '*' });
    expect(Number(n)).toBe(K);
    // Issue 29: the counter the hot path decides on counted exactly the holds, neither fewer nor more.
    expect(Number((await shared.knex('outlet_items').first('held_units').where('id', itemId)).held_units)).toBe(K);
    for (const server of servers) {
      const detail = await (await fetch(`${server.baseUrl}/api/outlet/item/${itemId}`)).json();
      expect(detail).toMatchObject({ available_count: 0, total_quantity: K });
    }
  });

  /**
   * Issue 23: an attack run put both processes on one database behind a round-robin proxy, and bursts walked
   * through the limits (40 staff codes at once gave 16 checks). Every request here opens its own connection,
   * so consecutive requests of a burst alternate between the processes.
   */
  describe('through a round-robin proxy', () => {
    let proxy: TcpProxy & { connectionsPerTarget: number[] };
    let proxyUrl: string;
    let clients = 0;
    let skus = 0;
    const harness: LimitHarness = {
      // Each client is one browser: its cart calls carry its own cart key (issue 22).
      call: (client, method, pathname, body, headers) => callFrom('127.0.0.1', proxyUrl, method, pathname, body, { ...cartKeyHeaders(cartKeyOf(client)), ...headers, 'X-Forwarded-For': client }),
      newClient: () => `198.51.${Math.floor((clients += 1) / 250)}.${(clients % 250) + 1}`,
      newItems: async (n) => {
        const rows = buildDemoCatalogue(new Date(), n).map((row) => ({ ...row, sku: `RR-${(skus += 1)}`, total_quantity: 1 }));
        const ids: number[] = [];
        for (const row of rows) ids.push(Number((await shared.knex('outlet_items').insert(row))[0]));
        return ids;
      },
      abuse: { ...DEFAULT_ABUSE_LIMITS, holdsPerClient: JOURNEY_HOLDS_PER_CLIENT },
      accounts: DEFAULT_ACCOUNT_SETTINGS,
    };

    beforeAll(async () => {
      proxy = await startRoundRobinProxy(servers.map((server) => ({ host: '127.0.0.1', port: Number(new URL(server.baseUrl).port) })));
      proxyUrl = `http://127.0.0.1:${proxy.port}`;
    });
    afterAll(async () => {
      await proxy?.close();
    });
    // The children run on the real clock, and the limits are fixed windows of 15 minutes or an hour: a burst
    // that straddles a window's end is counted in two windows (up to twice the limit; fixed windows allow that
    // by design). Start each journey at least 30 s before the next quarter hour.
    beforeEach(async () => {
      const quarter = 15 * 60_000;
      const left = quarter - (Date.now() % quarter);
      if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
    });

    it('a shopper\'s cart and checkout go through both processes: 3 adds, the count, the checkout and the order status', async () => {
      const client = harness.newClient();
      const phone = newPhone();
      const items = await harness.newItems(3);
      for (const itemId of items) expect((await harness.call(client, 'POST', '/api/cart/add', { phone, itemId })).status).toBe(201);
      expect((await harness.call(client, 'GET', `/api/cart/count/${phone}`)).body).toMatchObject({ count: 3 });
      const checkout = await harness.call(client, 'POST', '/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE });
      expect(checkout.status).toBe(201);
      // All three lines were sold by the one checkout, whichever process took each add.
      const [{ n }] = await shared.knex('order_items').where('order_id', checkout.body.orderId).count({ n: '*' });
      expect(Number(n)).toBe(3);
      for (let i = 0; i < 2; i += 1) {
        expect(await harness.call(client, 'GET', `/api/orders/${checkout.body.orderId}`)).toMatchObject({ status: 200, body: { order_id: checkout.body.orderId } });
      }
      expect((await harness.call(client, 'GET', `/api/cart/count/${phone}`)).body).toMatchObject({ count: 0 });
    });

    it('staff code per client over both processes; strangers never lock the owner out', async () => {
      const before = [...proxy.connectionsPerTarget];
      await staffCodeJourney(harness, STAFF_SECRET_CODE);
      // The burst met both processes, about half each.
      for (const [i, count] of proxy.connectionsPerTarget.entries()) expect(count - before[i]).toBeGreaterThanOrEqual(50);
    });
    it.each(LIMIT_JOURNEYS)('%s, over both processes', (_name, journey) => journey(harness));
  });
});
