import { fetchAsBrowser } from '../support/cart-key';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import type { Knex } from 'knex';
import { signFields } from '../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { formatEcpayDateTime } from '../../adapters/ecpay/taipei-time';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { silentLogger } from '../../server/logger';
import { startServer, type RunningServer } from '../../server/start';
import { databasesUnderTest, type OpenDatabase } from '../support/databases';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

/**
 * Issue #9: a verified paid notification racing the buyer's return through ClientBackURL (GET payment-back)
 * left the order PAYMENT_CANCELLED while its attempt was paid (3 of 95 races). Here, over HTTP against the real
 * server, 200 orders each get their signed paid notification and the payment-back GET: notification first,
 * payment-back first, both at once, and both at once with a retry (prepare-payment) in the same instant.
 * In every order of arrival the order must end PAID on the paid attempt.
 */
const ORDERS = 200;
const T0 = '2026-11-20T04:00:00.000Z';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };

/** Runs `work` over `items` with at most `width` in flight (the machine is shared; the races are per order). */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index], index);
    }
  }));
}

describe.each(databasesUnderTest)('paid notification vs payment-back, 200 races over HTTP on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const url = (pathname: string) => `${server.url}${pathname}`;
  const post = (pathname: string, body?: unknown, headers: Record<string, string> = {}) => fetch(url(pathname), {
    method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
  });

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    // 200 shoppers from one test client: the per-IP hold and prepare-payment limits (abuse-limits tests) are
    // raised so that this test measures the race, not the limits.
    const abuse = { ...DEFAULT_ABUSE_LIMITS, holdsPerClient: 1_000_000, preparePaymentsPerClient: 1_000_000 };
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers: 'sandbox', abuse }, { knex, logger: silentLogger, clock, env: {} });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('in every order of arrival, PAID orders = orders with a paid attempt, and no order with a paid attempt is anything else', async () => {
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), ORDERS).map((row, i) => ({ ...row, sku: `RACE-${i}`, total_quantity: 1 })));
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    const itemIds = (await knex('outlet_items').where('sku', 'like', 'RACE-%').orderBy('id').select('id')).map((row: { id: number }) => Number(row.id));
    expect(itemIds).toHaveLength(ORDERS);

    // 200 card orders, each with a prepared attempt (a form handed to the buyer).
    const prepared: Array<{ orderId: string; token: string; tradeNo: string; amount: string }> = [];
    await inParallel(itemIds, 6, async (itemId, i) => {
      const phone = `09${String(50_000_000 + i).slice(-8)}`;
      expect((await post('/api/cart/add', { phone, itemId })).status).toBe(201);
      clock.advance(100); // order ids come from the clock (+ a few candidates): a frozen clock would run out of them
      const checkout = await post('/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE });
      expect(checkout.status).toBe(201);
      const { orderId, accessToken } = (await checkout.json()) as { orderId: string; accessToken: string };
      // Issue 28: prepare-payment needs the order's proof: the buyer's token.
      const form = (await (await post(`/api/ecpay/${orderId}/prepare-payment`, undefined, { 'X-Order-Token': accessToken })).json()) as { merchantTradeNo: string; formData: Record<string, string> };
      prepared[i] = { orderId, token: accessToken, tradeNo: form.merchantTradeNo, amount: form.formData.TotalAmount };
    });

    const notify = ({ orderId, tradeNo, amount }: (typeof prepared)[number]) => fetch(url('/api/ecpay/payment-notify'), {
      method: 'POST',
      body: new URLSearchParams(signFields({
        CustomField1: orderId, CustomField2: '', CustomField3: '', CustomField4: '', MerchantID: ECPAY_STAGE_CONFIG.merchantId,
        MerchantTradeNo: tradeNo, PaymentDate: formatEcpayDateTime(clock.now()), PaymentType: 'Credit_CreditCard', PaymentTypeChargeFee: '26',
        RtnCode: '1', RtnMsg: '交易成功', SimulatePaid: '0', StoreID: '', TradeAmt: amount, TradeDate: formatEcpayDateTime(clock.now()),
        TradeNo: '2611201200001234',
      }, { hashKey: ECPAY_STAGE_CONFIG.hashKey, hashIv: ECPAY_STAGE_CONFIG.hashIv }, 'sha256')),
    }).then(async (response) => expect(await response.text()).toBe('1|OK'));
    const back = ({ orderId }: (typeof prepared)[number]) => fetch(url(`/api/ecpay/payment-back/${orderId}`), { redirect: 'manual' })
      .then((response) => expect(response.status).toBe(303));
    const retry = ({ orderId, token }: (typeof prepared)[number]) => post(`/api/ecpay/${orderId}/prepare-payment`, undefined, { 'X-Order-Token': token })
      .then((response) => expect([200, 409]).toContain(response.status));

    // `later(ms, f)`: the second request leaves a few ms after the first, sweeping the window in which the
    // first one is half done (the old code's race needed the notification between payment-back's two writes).
    const later = (ms: number, send: () => Promise<void>) => new Promise((resolve) => setTimeout(resolve, ms)).then(send);
    await inParallel(prepared, 8, async (order, i) => {
      const gap = Math.floor(i / 4) % 6;
      switch (i % 4) {
        case 0: await notify(order); await back(order); break;
        case 1: await back(order); await notify(order); break;
        case 2: await Promise.all([back(order), later(gap, () => notify(order))]); break;
        default: await Promise.all([back(order), later(gap, () => notify(order)), later(gap, () => retry(order))]);
      }
    });

    const orderIds = prepared.map((order) => order.orderId);
    const orders: Array<{ id: string; status: string }> = await knex('orders').whereIn('id', orderIds).select('id', 'status');
    const paidAttemptOrders = new Set((await knex('payment_attempts').whereIn('order_id', orderIds).where('status', 'paid').select('order_id'))
      .map((row: { order_id: string }) => row.order_id));
    const paidOrders = orders.filter((order) => order.status === 'PAID');
    expect(paidAttemptOrders.size).toBe(ORDERS); // every notification was for a real attempt and was applied
    expect(paidOrders).toHaveLength(paidAttemptOrders.size);
    expect(orders.filter((order) => paidAttemptOrders.has(order.id) && order.status !== 'PAID')).toEqual([]);
  }, 120_000);
});
