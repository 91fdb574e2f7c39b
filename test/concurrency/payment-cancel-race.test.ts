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
 * Issue 28: the buyer's cancel (POST payment-cancel, with the order's token) is the buyer's word on the attempt; a
 * verified paid notice is the provider's, and it wins whichever comes first. Over HTTP against the real server,
 * 160 orders each get their signed paid notification and the buyer's cancel: notification first, cancel first,
 * both at once (the second a few ms after the first, sweeping the window in which the first is half done), and
 * both at once with a second cancel. Every order must end PAID on its paid attempt, and its attempt paid.
 * A control group of orders that only get the cancel ends PAYMENT_CANCELLED.
 */
const ORDERS = 160;
const CANCEL_ONLY = 20;
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

describe.each(databasesUnderTest)("the buyer's cancel vs a paid notice, races over HTTP on $name", (database) => {
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
    // Many shoppers from one test client: the per-IP hold and prepare-payment limits are raised so that this test
    // measures the race, not the limits.
    const abuse = { ...DEFAULT_ABUSE_LIMITS, holdsPerClient: 1_000_000, preparePaymentsPerClient: 1_000_000 };
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers: 'sandbox', abuse }, { knex, logger: silentLogger, clock, env: {} });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('in every order of arrival the paid notice wins: every paid order is PAID on a paid attempt; cancels alone cancel', async () => {
    const total = ORDERS + CANCEL_ONLY;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), total).map((row, i) => ({ ...row, sku: `CANCEL-RACE-${i}`, total_quantity: 1 })));
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    const itemIds = (await knex('outlet_items').where('sku', 'like', 'CANCEL-RACE-%').orderBy('id').select('id')).map((row: { id: number }) => Number(row.id));
    expect(itemIds).toHaveLength(total);

    // Card orders, each with a prepared attempt (a form handed to the buyer) and the buyer's token.
    const prepared: Array<{ orderId: string; token: string; tradeNo: string; amount: string }> = [];
    await inParallel(itemIds, 6, async (itemId, i) => {
      const phone = `09${String(60_000_000 + i).slice(-8)}`;
      expect((await post('/api/cart/add', { phone, itemId })).status).toBe(201);
      clock.advance(100); // order ids come from the clock (+ a few candidates): a frozen clock would run out of them
      const checkout = await post('/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE });
      expect(checkout.status).toBe(201);
      const { orderId, accessToken } = (await checkout.json()) as { orderId: string; accessToken: string };
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
    const cancel = ({ orderId, token, tradeNo }: (typeof prepared)[number]) => post(`/api/ecpay/${orderId}/payment-cancel`, { merchantTradeNo: tradeNo }, { 'X-Order-Token': token })
      .then(async (response) => {
        expect(response.status).toBe(200);
        expect(['PAYMENT_CANCELLED', 'PAID']).toContain(((await response.json()) as { status: string }).status);
      });

    const later = (ms: number, send: () => Promise<void>) => new Promise((resolve) => setTimeout(resolve, ms)).then(send);
    const racing = prepared.slice(0, ORDERS);
    await inParallel(racing, 8, async (order, i) => {
      const gap = Math.floor(i / 4) % 6;
      switch (i % 4) {
        case 0: await notify(order); await cancel(order); break;
        case 1: await cancel(order); await notify(order); break;
        case 2: await Promise.all([cancel(order), later(gap, () => notify(order))]); break;
        default: await Promise.all([notify(order), later(gap, () => cancel(order)), later(gap, () => cancel(order))]);
      }
    });
    const alone = prepared.slice(ORDERS);
    await inParallel(alone, 8, async (order) => { await Promise.all([cancel(order), cancel(order)]); });

    const statusOf = async (orders: typeof prepared) => knex('orders').whereIn('id', orders.map((o) => o.orderId)).select('id', 'status');
    const racedOrders: Array<{ id: string; status: string }> = await statusOf(racing);
    expect(racedOrders.filter((order) => order.status !== 'PAID')).toEqual([]);
    const attemptStatuses = await knex('payment_attempts').whereIn('order_id', racing.map((o) => o.orderId)).select('status');
    expect(attemptStatuses.filter((row: { status: string }) => row.status !== 'paid')).toEqual([]);
    expect(attemptStatuses).toHaveLength(ORDERS);
    const cancelledOrders: Array<{ id: string; status: string }> = await statusOf(alone);
    expect(cancelledOrders.map((order) => order.status)).toEqual(alone.map(() => 'PAYMENT_CANCELLED'));
    // Each cancelled order moved once (two cancels at once: one recorded, one repeat).
    const cancelEvents = await knex('order_status_events').whereIn('order_id', alone.map((o) => o.orderId)).where('to_status', 'PAYMENT_CANCELLED').count({ n: '*' });
    expect(Number(cancelEvents[0].n)).toBe(CANCEL_ONLY);
  }, 180_000);
});
