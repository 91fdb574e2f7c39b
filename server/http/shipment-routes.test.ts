import { fetchAsBrowser } from '../../test/support/cart-key';
import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { RunShipmentCreation } from '../../application/shipping/run-shipment-creation';
import { shipmentTradeNo } from '../../application/shipping/shipment';
import { ScriptedLogisticsGateway } from '../../application/shipping/testing/scripted-logistics-gateway';
import { jsonCalls } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

const T0 = Date.parse('2026-11-29T04:00:00.000Z');
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

let counter = 0;
const unique = () => (counter += 1);
const newPhone = () => `09${String(70_000_000 + unique()).slice(-8)}`;

describe.each(databasesUnderTest)('shipment routes: status notifications, the order shipment, the history on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const gateway = new ScriptedLogisticsGateway();
  const clock = new FakeClock(new Date(T0));
  const call = jsonCalls(() => server.url, fetch);
  const notify = async (form: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/ecpay/logistics/status-notify`, { method: 'POST', body: new URLSearchParams(form) });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };
  const register = async () => {
    const phone = newPhone();
    const answer = await call('POST', '/api/customers/register', { name: '林小美', email: `ship.${unique()}@example.com`, phone, password: 'secret-123' });
    expect(answer.status).toBe(201);
    return { phone, token: answer.body.token as string };
  };
  /** A store-payment order of the signed-in member (ready to ship at once). */
  const placeOrder = async (phone: string, token: string): Promise<string> => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [itemId] = await knex('outlet_items').insert({ ...row, sku: `SHIP-T-${unique()}`, total_quantity: 5, variant_details: 'Default' });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    expect((await call('POST', '/api/cart/add', { phone, itemId: Number(itemId) }, token)).status).toBe(201);
    const answer = await call('POST', '/api/cart/checkout', { name: '林小美', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE }, token);
    expect(answer.status).toBe(201);
    return answer.body.orderId as string;
  };
  const runJob = () => server.container.get(RunShipmentCreation).execute();

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 2));
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0 },
      { knex, logger: silentLogger, clock, logisticsGateway: gateway, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('an order from pending to delivered: the logistics read and the customer history follow, with tracking number and pickup code', async () => {
    const member = await register();
    const orderId = await placeOrder(member.phone, member.token);
    const tradeNo = shipmentTradeNo(orderId);

    // Before the job: pending, nothing to show, the pickup store as before.
    const before = await call('GET', `/api/ecpay/logistics/order/${orderId}?platform=web`, undefined, member.token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      store_id: '131386', store_name: '建盛門市', store_address: STORE.storeAddress, logistics_sub_type: 'UNIMARTC2C',
      shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null, delivered_at: null, logistics_id: null, history: [],
      fulfilment_stage: 'pending',
    });

    await runJob();
    const created = gateway.shipments.get(tradeNo)!;
    expect(created).toBeDefined();
    expect((await call('GET', `/api/orders/${orderId}`)).body).toMatchObject({ status: 'PROCESSING' });

    expect(await notify(gateway.notificationForm(tradeNo, 2068, at(10), '賣家已到門市寄件'))).toEqual({ status: 200, type: expect.stringMatching(/^text\/plain/), text: '1|OK' });
    // Repeated (ECPay resends until 1|OK) and out of order: acknowledged, nothing moves back.
    expect((await notify(gateway.notificationForm(tradeNo, 2068, at(10)))).text).toBe('1|OK');
    expect((await notify(gateway.notificationForm(tradeNo, 2073, at(30), '包裹配達取件門市'))).text).toBe('1|OK');
    expect((await notify(gateway.notificationForm(tradeNo, 2030, at(20), '物流中心驗收成功'))).text).toBe('1|OK');

    const shipped = await call('GET', `/api/ecpay/logistics/order/${orderId}?platform=web`, undefined, member.token);
    expect(shipped.body).toMatchObject({
      shipping_status: 'shipped', payment_no: created.paymentNo, tracking_number: `${created.paymentNo}${created.validationNo}`,
      shipped_at: at(10).toISOString(), logistics_id: created.logisticsId, delivered_at: null,
    });
    // Issue 22: the same read by a stranger (no token, not signed in) shows the stage, not where or how to collect it.
    const strangers = await call('GET', `/api/ecpay/logistics/order/${orderId}?platform=web`);
    expect(strangers.body).toEqual({
      store_id: '', store_name: '', store_address: '', logistics_sub_type: 'UNIMARTC2C', shipping_status: 'shipped',
      tracking_number: null, payment_no: null, shipped_at: at(10).toISOString(), delivered_at: null, logistics_id: null, history: [],
      fulfilment_stage: 'at_store',
    });
    expect(JSON.stringify(strangers.body)).not.toContain(created.paymentNo);
    // Oldest first by ECPay's UpdateStatusDate, whatever the order of arrival; the repeat is not a second row.
    expect(shipped.body.history.map((h: { status_code: number; shipping_status: string }) => [h.status_code, h.shipping_status])).toEqual([
      [300, 'prepared'], [2068, 'shipped'], [2030, 'shipped'], [2073, 'shipped'],
    ]);

    const history = await call('GET', '/api/customers/orders', undefined, member.token);
    expect(history.status).toBe(200);
    expect(history.body.orders.find((o: { order_id: string }) => o.order_id === orderId)).toMatchObject({
      status: 'PROCESSING', shipping_status: 'shipped', payment_no: created.paymentNo, tracking_number: `${created.paymentNo}${created.validationNo}`,
      shipped_at: at(10).toISOString(), logistics_id: created.logisticsId, cvs_store_id: '131386',
    });

    expect((await notify(gateway.notificationForm(tradeNo, 2067, at(40), '買家已到店取貨'))).text).toBe('1|OK');
    expect((await call('GET', `/api/ecpay/logistics/order/${orderId}`, undefined, member.token)).body).toMatchObject({ shipping_status: 'delivered', delivered_at: at(40).toISOString() });
  });

  it('issue 22: the fulfilment stage follows the parcel (at the store is its own stage) in the logistics read and the history; an unpaid card order does not ship', async () => {
    const member = await register();
    const orderId = await placeOrder(member.phone, member.token);
    const tradeNo = shipmentTradeNo(orderId);
    const stage = async () => {
      const read = (await call('GET', `/api/ecpay/logistics/order/${orderId}`)).body.fulfilment_stage;
      const history = (await call('GET', '/api/customers/orders', undefined, member.token)).body.orders.find((o: { order_id: string }) => o.order_id === orderId);
      return [read, history.fulfilment_stage];
    };
    expect(await stage()).toEqual(['pending', 'pending']);
    await runJob();
    expect(await stage()).toEqual(['prepared', 'prepared']);
    await notify(gateway.notificationForm(tradeNo, 2068, at(10)));
    expect(await stage()).toEqual(['shipped', 'shipped']);
    await notify(gateway.notificationForm(tradeNo, 2073, at(30)));
    expect(await stage()).toEqual(['at_store', 'at_store']);
    await notify(gateway.notificationForm(tradeNo, 2067, at(40)));
    expect(await stage()).toEqual(['delivered', 'delivered']);

    // A card order awaiting its payment: nothing ships, so no 'processing' stage.
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [itemId] = await knex('outlet_items').insert({ ...row, sku: `SHIP-T-${unique()}`, total_quantity: 5, variant_details: 'Default' });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    expect((await call('POST', '/api/cart/add', { phone: member.phone, itemId: Number(itemId) }, member.token)).status).toBe(201);
    const card = await call('POST', '/api/cart/checkout', { name: '林小美', phone: member.phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE }, member.token);
    expect(card.status).toBe(201);
    expect((await call('GET', `/api/ecpay/logistics/order/${card.body.orderId}`)).body.fulfilment_stage).toBe('awaiting_payment');
    const listed = (await call('GET', '/api/customers/orders', undefined, member.token)).body.orders.find((o: { order_id: string }) => o.order_id === card.body.orderId);
    expect(listed).toMatchObject({ status: 'PENDING_PAYMENT', fulfilment_stage: 'awaiting_payment' });
  });

  it('a forged notification is answered 0|... and changes nothing; one for no shipment of ours is 0|... and kept for a person', async () => {
    const member = await register();
    const orderId = await placeOrder(member.phone, member.token);
    await runJob();
    const tradeNo = shipmentTradeNo(orderId);
    const forged = { ...gateway.notificationForm(tradeNo, 2067, at(50)), CheckMacValue: 'F'.repeat(32) };
    expect(await notify(forged)).toMatchObject({ status: 200, text: '0|CheckMacValue Error' });
    expect((await call('GET', `/api/ecpay/logistics/order/${orderId}`, undefined, member.token)).body).toMatchObject({ shipping_status: 'prepared', history: [expect.objectContaining({ status_code: 300 })] });
    expect(await knex('provider_message_rejections').where('merchant_trade_no', tradeNo).count({ n: '*' })).toEqual([{ n: 0 }]);

    const stranger = gateway.notificationForm('ORD99999999L', 2068, at(5));
    expect((await notify(stranger)).text).toBe('0|MerchantTradeNo not found');
    expect(await knex('provider_message_rejections').where('merchant_trade_no', 'ORD99999999L').first('message_kind', 'reason'))
      .toEqual({ message_kind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND' });

    // An empty or junk body is refused the same way, never a 500.
    expect((await notify({})).text).toBe('0|CheckMacValue Error');
  });

  it('the logistics read keeps its rules: a malformed id is 400, an unknown one 404', async () => {
    expect((await call('GET', '/api/ecpay/logistics/order/ORD-1')).status).toBe(400);
    expect((await call('GET', '/api/ecpay/logistics/order/ORD-00000001')).status).toBe(404);
  });
});
