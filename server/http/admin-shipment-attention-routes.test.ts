import { fetchAsBrowser } from '../../test/support/cart-key';
import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { SHIPMENT_MAX_ATTEMPTS } from '../../application/shipping/create-shipment';
import { RunShipmentCreation } from '../../application/shipping/run-shipment-creation';
import { shipmentTradeNo } from '../../application/shipping/shipment';
import { ScriptedLogisticsGateway } from '../../application/shipping/testing/scripted-logistics-gateway';
import { formatMessage } from '../../domain/messages';
import { apiCalls, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

const T0 = Date.parse('2026-11-30T02:00:00.000Z');
const STAFF_SECRET = 'shipment-attention-staff-secret';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const PATH = '/api/admin/shipments/attention';

let counter = 0;
const unique = () => (counter += 1);

interface Item { orderId: string; reason: string; status: string; statusCode: number | null; lastError: string | null; attempts: number; updatedAt: string }

/**
 * Issue 12: shipment creation "is visible to staff when it keeps failing". The console's attention list, on the real
 * server with a scripted ECPay: a shipment ECPay refused, one that stayed unreachable through every retry, one whose
 * pickup store closed; a healthy one and one still retrying stay off the list.
 */
describe.each(databasesUnderTest)('GET /api/admin/shipments/attention on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const gateway = new ScriptedLogisticsGateway();
  const clock = new FakeClock(new Date(T0));
  const call = apiCalls(() => server.url, fetch);
  /** ECPay's status notification for the order's shipment (answered 1|OK when taken). */
  const notify = async (orderId: string, code: number, message?: string) => {
    const form = gateway.notificationForm(shipmentTradeNo(orderId), code, clock.now(), message);
    const response = await fetch(`${server.url}/api/ecpay/logistics/status-notify`, { method: 'POST', body: new URLSearchParams(form) });
    return response.text();
  };
  const customer = async () => {
    const phone = `09${String(60_000_000 + unique()).slice(-8)}`;
    const answer = await call('POST', '/api/customers/register', { body: { name: '林小美', email: `attn.${unique()}@example.com`, phone, password: 'secret-123' } });
    expect(answer.status).toBe(201);
    return { phone, token: answer.body.token as string };
  };
  const staffToken = async () => (await registerStaff(call, STAFF_SECRET)).token;
  /** A store-payment order (ready to ship at once). */
  const placeOrder = async (): Promise<string> => {
    const { phone, token } = await customer();
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [itemId] = await knex('outlet_items').insert({ ...row, sku: `ATTN-${unique()}`, total_quantity: 5, variant_details: 'Default' });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    expect((await call('POST', '/api/cart/add', { body: { phone, itemId: Number(itemId) }, token })).status).toBe(201);
    const answer = await call('POST', '/api/cart/checkout', { body: { name: '林小美', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE }, token });
    expect(answer.status).toBe(201);
    return answer.body.orderId as string;
  };
  const runJob = () => server.container.get(RunShipmentCreation).execute();
  /** The list as staff signed in now see it (the fake clock runs hours ahead, past a staff token's life). */
  const list = async (): Promise<Item[]> => {
    const answer = await call('GET', PATH, { token: await staffToken() });
    expect(answer.status).toBe(200);
    return answer.body.items;
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 2));
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, accounts: { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: STAFF_SECRET } },
      { knex, logger: silentLogger, clock, logisticsGateway: gateway, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('staff only: no token 401, a customer token 403 STAFF_ONLY, a dead token 401', async () => {
    expect((await call('GET', PATH)).status).toBe(401);
    const forbidden = await call('GET', PATH, { token: (await customer()).token });
    expect([forbidden.status, forbidden.body]).toEqual([403, { code: 'STAFF_ONLY', message: formatMessage('STAFF_ONLY') }]);
    expect((await call('GET', PATH, { token: 's_dead' })).status).toBe(401);
    const empty = await call('GET', PATH, { token: await staffToken() });
    expect([empty.status, empty.cache, empty.body]).toEqual([200, 'no-store', { items: [] }]);
  });

  it('lists a shipment ECPay refused, one that stayed unreachable through every retry and one whose store closed; not a healthy one nor one still retrying', async () => {
    // ECPay refuses the request: failed at once (the same request would be refused again).
    const refused = await placeOrder();
    gateway.refuse = 'ReceiverStoreID is invalid';
    await runJob();
    gateway.refuse = null;
    clock.advance(60_000);

    // Healthy: created, and its later notification is ordinary.
    const healthy = await placeOrder();
    await runJob();
    clock.advance(60_000);
    expect(await notify(healthy, 2068)).toBe('1|OK');

    // Created, then ECPay says the pickup store closed (2104): someone must choose another.
    const storeClosed = await placeOrder();
    await runJob();
    clock.advance(60_000);
    expect(await notify(storeClosed, 2104, '門市關轉，請重選門市')).toBe('1|OK');
    clock.advance(60_000);

    // ECPay unreachable: still retrying after the first failure, so not listed yet.
    const unreachable = await placeOrder();
    gateway.mode = 'down';
    await runJob();
    expect((await list()).map((item) => item.orderId)).not.toContain(unreachable);

    // ...until the job gives up: then it is listed with every attempt counted.
    for (let run = 1; run < SHIPMENT_MAX_ATTEMPTS; run += 1) {
      clock.advance(2 * 60 * 60_000);
      await runJob();
    }
    gateway.mode = 'up';

    const items = await list();
    expect(items.map((item) => item.orderId)).not.toContain(healthy);
    expect(items).toEqual([
      {
        orderId: unreachable, reason: 'creation_failed', merchantTradeNo: shipmentTradeNo(unreachable), subType: 'UNIMARTC2C', status: 'failed',
        shippingStatus: 'pending', statusCode: null, statusMessage: null, lastError: 'LOGISTICS_UNAVAILABLE', attempts: SHIPMENT_MAX_ATTEMPTS,
        updatedAt: clock.now().toISOString(),
      },
      {
        orderId: storeClosed, reason: 'status_needs_attention', merchantTradeNo: shipmentTradeNo(storeClosed), subType: 'UNIMARTC2C', status: 'created',
        shippingStatus: 'prepared', statusCode: 2104, statusMessage: '門市關轉，請重選門市', lastError: null, attempts: 1, updatedAt: expect.any(String),
      },
      {
        orderId: refused, reason: 'creation_failed', merchantTradeNo: shipmentTradeNo(refused), subType: 'UNIMARTC2C', status: 'failed',
        shippingStatus: 'pending', statusCode: null, statusMessage: null, lastError: 'ECPay refused: ReceiverStoreID is invalid', attempts: 1,
        updatedAt: new Date(T0).toISOString(),
      },
    ]);
    // A healthy shipment really exists (it is left off because nothing is wrong with it, not because it is missing).
    expect((await call('GET', `/api/admin/orders/${healthy}`, { token: await staffToken() })).body.shipment).toMatchObject({ status: 'created', shippingStatus: 'shipped' });
  });
});
