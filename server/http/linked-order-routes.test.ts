import type { Knex } from 'knex';
import { FakeShopeeOrders, shopeeOrder } from '../../application/marketplace/testing/fake-shopee-orders';
import { ordersOnlySource } from '../../application/marketplace/testing/orders-only-source';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { MESSAGES } from '../../domain/validation/messages';
import { jsonCalls } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 22 over HTTP: a linked Shopee order's details (GET /api/customers/linked-orders/shopee/{orderSn}), refreshed
 * from Shopee on view at most once per order per refresh window (5 minutes by default), the stored record with its
 * age when Shopee is down, and 404 for anyone but the member who linked it.
 */
const T0 = '2026-12-01T04:00:00.000Z';
const MINUTE = 60_000;
let counter = 0;
const next = () => (counter += 1);
const newPhone = () => `09${String(50_000_000 + next()).slice(-8)}`;

describe.each(databasesUnderTest)('linked order details over HTTP on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const shopee = new FakeShopeeOrders();
  const source = ordersOnlySource(shopee);
  const call = jsonCalls(() => server.url);
  const register = async () => {
    const phone = newPhone();
    const answer = await call('POST', '/api/customers/register', { name: '林小美', email: `linked.${next()}@example.com`, phone, password: 'secret-123' });
    return { phone, token: (answer.body as { token: string }).token };
  };
  /** A member who linked a Shopee order READY_TO_SHIP (no tracking number yet). */
  const linkedOrder = async () => {
    const member = await register();
    const orderSn = `2212010R${String(100_000 + next())}`;
    shopee.orders.set(orderSn, shopeeOrder({ orderSn, buyerPhone: `******${member.phone.slice(-4)}`, orderStatus: 'READY_TO_SHIP' }));
    expect((await call('POST', '/api/customers/link-order', { orderId: orderSn, orderSource: 'shopee', phoneNumber: member.phone }, member.token)).status).toBe(200);
    return { ...member, orderSn, details: () => call('GET', `/api/customers/linked-orders/shopee/${orderSn}`, undefined, member.token) };
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, { knex, logger: silentLogger, clock, marketplaceSource: source });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('shows the status Shopee has now, asking Shopee at most once per order per 5 minutes, counted before the call', async () => {
    const { orderSn, details, token } = await linkedOrder();
    const linkedAt = clock.now().toISOString();
    // Shopee moves the order after the link: shipped, with a tracking number.
    shopee.orders.set(orderSn, { ...shopee.orders.get(orderSn)!, orderStatus: 'SHIPPED' });
    shopee.logistics.set(orderSn, { trackingNumber: 'TW268812345678', logisticsStatus: 'LOGISTICS_PICKUP_DONE' });
    const before = shopee.calls;
    const views = await Promise.all([details(), details(), details(), details()]);
    expect(views.map((view) => view.status)).toEqual([200, 200, 200, 200]);
    // One view asked Shopee (detail + logistics): the others read the stored record, whatever their order.
    expect(shopee.calls - before).toBe(2);
    const fresh = views.find((view) => view.body.order.status === 'PROCESSING' && view.body.order.shipping_status === 'shipped');
    expect(fresh?.body).toEqual({
      order: expect.objectContaining({
        order_id: orderSn, order_source: 'shopee', order_total: 1789, shipping_status: 'shipped', tracking_number: 'TW268812345678',
        products: [expect.objectContaining({ title: '條紋襯衫', variant_details: '藍色,M' }), expect.objectContaining({ title: '馬克杯' })],
      }),
      checked_at: expect.any(String),
      stale: false,
    });
    expect(fresh?.body.checked_at).toBe(linkedAt); // the clock has not moved: asked now
    // The history shows the same progress.
    const history = await call('GET', '/api/customers/orders', undefined, token);
    expect(history.body.orders).toMatchObject([{ order_id: orderSn, shipping_status: 'shipped', tracking_number: 'TW268812345678' }]);

    shopee.orders.set(orderSn, { ...shopee.orders.get(orderSn)!, orderStatus: 'COMPLETED' });
    clock.advance(2 * MINUTE);
    expect((await details()).body.order.shipping_status).toBe('shipped');
    expect(shopee.calls - before).toBe(2);
    clock.advance(4 * MINUTE);
    const later = await details();
    expect(later.body).toMatchObject({ order: { shipping_status: 'delivered' }, checked_at: clock.now().toISOString(), stale: false });
    // COMPLETED is final: no more calls, however often the member looks.
    clock.advance(60 * MINUTE);
    const calls = shopee.calls;
    expect((await details()).body).toMatchObject({ order: { shipping_status: 'delivered' }, stale: false });
    expect(shopee.calls).toBe(calls);
  });

  it('Shopee down: the stored record with its age and stale, never an error', async () => {
    const { details } = await linkedOrder();
    const linkedAt = clock.now().toISOString();
    shopee.failure = new Error('timeout');
    try {
      clock.advance(10 * MINUTE);
      const view = await details();
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ order: { status: 'PAID', shipping_status: 'prepared', tracking_number: null }, checked_at: linkedAt, stale: true });
    } finally {
      shopee.failure = null;
    }
  });

  it('Shopee slow: the view answers the stored record after 3 s; the late answer is stored for the next view', async () => {
    const { orderSn, details } = await linkedOrder();
    clock.advance(10 * MINUTE);
    let answer: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => { answer = resolve; });
    const getOrder = shopee.getOrder.bind(shopee);
    shopee.getOrder = async (sn) => { await slow; return getOrder(sn); };
    shopee.orders.set(orderSn, { ...shopee.orders.get(orderSn)!, orderStatus: 'SHIPPED' });
    try {
      const started = Date.now();
      const view = await details();
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(view.body).toMatchObject({ order: { shipping_status: 'prepared' }, stale: true });
      answer();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      shopee.getOrder = getOrder;
    }
    // Within the window: no new call, the stored answer of the slow one.
    expect((await details()).body).toMatchObject({ order: { shipping_status: 'shipped' }, stale: false });
  });

  it('only the member who linked it: another member, an unknown number and no token; bad source is 400', async () => {
    const { orderSn, details } = await linkedOrder();
    const stranger = await register();
    const notFound = { status: 404, body: { code: 'ORDER_NOT_FOUND', message: MESSAGES.ORDER_NOT_FOUND } };
    expect(await call('GET', `/api/customers/linked-orders/shopee/${orderSn}`, undefined, stranger.token)).toEqual(notFound);
    expect(await call('GET', `/api/customers/linked-orders/shopee/${orderSn}9`, undefined, stranger.token)).toEqual(notFound);
    expect(await call('GET', `/api/customers/linked-orders/shopify/${orderSn}`, undefined, stranger.token)).toEqual(notFound);
    expect((await call('GET', `/api/customers/linked-orders/shopee/${orderSn}`)).status).toBe(401);
    const bad = await call('GET', `/api/customers/linked-orders/amazon/${orderSn}`, undefined, stranger.token);
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { source: { code: 'ORDER_SOURCE_INVALID' } } } });
    expect((await details()).status).toBe(200);
    // A linked order's id in lower case is the same order (Shopee numbers are upper case).
    expect((await call('GET', `/api/customers/linked-orders/shopee/${orderSn.toLowerCase()}`, undefined, stranger.token)).status).toBe(404);
  });
});
