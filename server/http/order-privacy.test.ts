import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { CATALOGUE } from '../../domain/messages';
import { MESSAGES } from '../../domain/validation/messages';
import { callFrom } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { GUEST_ORDER_STORE as STORE, placeGuestOrder } from '../../test/support/guest-order';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 22, "Who may read an order": order numbers can be walked, so a read by number without proof (the
 * order's token, the signed-in owner, the order's phone) shows no store, codes or items, and is limited per
 * client IP, counted before the read in the shared rate_limits table. Each simulated client calls from its own
 * loopback address (test/support/client-ip.ts).
 */
const T0 = '2026-11-20T04:00:00.000Z';
const READS = 5;
const LIMITS = { ...DEFAULT_ABUSE_LIMITS, strangerOrderReadsPerClient: READS };

let counter = 0;
const unique = () => (counter += 1);
const newPhone = () => `09${String(60_000_000 + unique()).slice(-8)}`;
const newClient = () => `127.0.${Math.floor(unique() / 250) + 1}.${(unique() % 250) + 2}`;

describe.each(databasesUnderTest)('who may read an order (issue 22) on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const call = (ip: string, method: string, pathname: string, body?: unknown, headers?: Record<string, string>) => callFrom(ip, server.url, method, pathname, body, headers);
  const reads = (orderId: string) => [
    `/api/ecpay/${orderId}`, `/api/ecpay/${orderId}/items`, `/api/ecpay/logistics/order/${orderId}?platform=web`, `/api/orders/${orderId}`,
  ];
  // Issue 28: can-retry is the buyer's question (a stranger is 404), but a stranger's call is counted like a read.
  const canRetry = (orderId: string) => `/api/cart/can-retry/${orderId}`;

  const placeOrder = async () => {
    const ip = newClient();
    const phone = newPhone();
    const title = `私密外套 ${unique()}`;
    const { orderId, token } = await placeGuestOrder(server, knex, { ip, phone, title, sku: `PRIV-${unique()}`, now: new Date(T0) });
    return { orderId, phone, token, title, ip };
  };
  const expectLimited = (answer: { status: number; headers: Record<string, unknown>; body: unknown }) => {
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body).toEqual({ code: 'ORDER_READS_LIMITED', message: CATALOGUE.ORDER_READS_LIMITED['zh-TW'] });
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 1));
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, abuse: LIMITS },
      { knex, logger: silentLogger, clock, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('a stranger with the order number reads the status, never the store, the phone, the name or the items; the token reads all', async () => {
    const order = await placeOrder();
    const stranger = newClient();
    const seen: string[] = [];
    for (const path of reads(order.orderId)) {
      const answer = await call(stranger, 'GET', path);
      expect(answer.status).toBe(200);
      seen.push(answer.text);
    }
    const all = seen.join('\n');
    for (const secret of [STORE.storeAddress, STORE.storeName, STORE.storeId, order.phone, '王小明', order.title]) expect(all).not.toContain(secret);
    expect(JSON.parse(seen[0])).toMatchObject({ order_id: order.orderId, status: 'PENDING_PAYMENT', masked: true, store_address: '' });
    expect(JSON.parse(seen[1])).toEqual([]);
    expect(JSON.parse(seen[3])).toEqual({ order_id: order.orderId, status: 'PENDING_PAYMENT', status_message: null });

    const token = { 'X-Order-Token': order.token };
    const [whole, items, shipment] = await Promise.all(reads(order.orderId).slice(0, 3).map((path) => call(stranger, 'GET', path, undefined, token)));
    expect(whole.body).toMatchObject({ masked: false, customer_phone: order.phone, store_address: STORE.storeAddress, store_name: STORE.storeName });
    expect(items.body).toEqual([expect.objectContaining({ title: order.title })]);
    expect(shipment.body).toMatchObject({ store_id: STORE.storeId, store_address: STORE.storeAddress });
  });

  it(`reads without proof: ${READS} per client IP, then 429 with Retry-After on every read (unknown numbers and made-up tokens count); the buyer is never limited`, async () => {
    const order = await placeOrder();
    const walker = newClient();
    expect((await call(walker, 'GET', '/api/ecpay/ORD-00000001')).status).toBe(404);
    expect((await call(walker, 'GET', `/api/ecpay/${order.orderId}`, undefined, { 'X-Order-Token': 'made-up' })).status).toBe(200);
    for (let i = 2; i < READS; i += 1) expect((await call(walker, 'GET', `/api/orders/${order.orderId}`)).status).toBe(200);
    for (const path of [...reads(order.orderId), canRetry(order.orderId), '/api/ecpay/ORD-00000001']) expectLimited(await call(walker, 'GET', path));
    expectLimited(await call(walker, 'GET', `/api/ecpay/${order.orderId}`, undefined, { 'X-Order-Token': 'made-up' }));
    const english = await call(walker, 'GET', `/api/orders/${order.orderId}?lang=en`);
    expect(english.body).toEqual({ code: 'ORDER_READS_LIMITED', message: CATALOGUE.ORDER_READS_LIMITED.en });

    // The buyer behind the same address (a shared NAT) reads everything, as often as it likes.
    for (let i = 0; i < READS + 2; i += 1) {
      for (const path of [...reads(order.orderId), canRetry(order.orderId)]) expect((await call(walker, 'GET', path, undefined, { 'X-Order-Token': order.token })).status).toBe(200);
    }
    // Another address is not touched; the window ends.
    expect((await call(newClient(), 'GET', `/api/orders/${order.orderId}`)).status).toBe(200);
    clock.advance(LIMITS.strangerOrderReadWindowMs);
    expect((await call(walker, 'GET', `/api/orders/${order.orderId}`)).status).toBe(200);
  });

  it(`${READS * 4} parallel reads without proof from one address: exactly ${READS} answered (counted before the read, atomically)`, async () => {
    const order = await placeOrder();
    const walker = newClient();
    const answers = await Promise.all(Array.from({ length: READS * 4 }, (_, i) => call(walker, 'GET', i % 2 === 0 ? `/api/ecpay/${order.orderId}` : `/api/ecpay/ORD-${String(10_000_000 + i)}`)));
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(READS);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(READS * 3);
  });

  it('POST /api/ecpay/{id}/proof: the order\'s phone reads the whole order at once; a wrong phone is the unknown order\'s 404, limited like every phone proof', async () => {
    const order = await placeOrder();
    const buyer = newClient();
    const proven = await call(buyer, 'POST', `/api/ecpay/${order.orderId}/proof`, { phone: order.phone });
    expect(proven.status).toBe(200);
    expect(proven.headers['cache-control']).toBe('no-store');
    expect(proven.body).toMatchObject({
      order: { order_id: order.orderId, masked: false, customer_phone: order.phone, store_address: STORE.storeAddress },
      items: [expect.objectContaining({ title: order.title })],
      shipment: { store_id: STORE.storeId, store_address: STORE.storeAddress, shipping_status: 'pending' },
    });

    const guesser = newClient();
    const unknown = await call(guesser, 'POST', '/api/ecpay/ORD-00000002/proof', { phone: order.phone });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND', message: MESSAGES.ORDER_NOT_FOUND } });
    for (let i = 0; i < LIMITS.proofFailuresPerOrder; i += 1) {
      const wrong = await call(guesser, 'POST', `/api/ecpay/${order.orderId}/proof`, { phone: `09${String(30_000_000 + i)}` });
      expect({ status: wrong.status, text: wrong.text }).toEqual({ status: unknown.status, text: unknown.text });
    }
    const locked = await call(guesser, 'POST', `/api/ecpay/${order.orderId}/proof`, { phone: order.phone });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'ORDER_PROOF_LIMITED' });
    // The token still proves the order while its phone proof is locked.
    expect((await call(guesser, 'GET', `/api/ecpay/${order.orderId}`, undefined, { 'X-Order-Token': order.token })).body).toMatchObject({ masked: false });

    const bad = await call(buyer, 'POST', `/api/ecpay/${order.orderId}/proof`, { phone: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('phone');
    expect((await call(buyer, 'POST', '/api/ecpay/ORD-1/proof', { phone: order.phone })).body.fields).toHaveProperty('orderId');
  });
});
