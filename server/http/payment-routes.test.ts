import { fetchAsBrowser } from '../../test/support/cart-key';
import type { Knex } from 'knex';
import { signFields } from '../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { formatEcpayDateTime } from '../../adapters/ecpay/taipei-time';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import { ReconcilePayments } from '../../application/payments/reconcile-payments';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { RecordingEventLog } from '../../application/shared/testing/recording-event-log';
import { MESSAGES } from '../../domain/validation/messages';
import { formsOf, formPoster } from '../../test/support/html-forms';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import type { NotificationDelivery } from '../sandbox/ecpay/sandbox-options';
import { startServer, type RunningServer } from '../start';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

const T0 = '2026-11-20T04:00:00.000Z';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const TIMEOUT_MS = 20 * 60_000;
const STAGE_KEYS = { hashKey: ECPAY_STAGE_CONFIG.hashKey, hashIv: ECPAY_STAGE_CONFIG.hashIv };

let phoneCounter = 0;
const newPhone = () => `09${String(30_000_000 + (phoneCounter += 1)).slice(-8)}`;

const STAFF_SECRET = 'test-staff-secret';

interface AttentionItem {
  attemptId: number; orderId: string; merchantTradeNo: string; providerTradeNo: string | null; amount: number; tradeAmt: number | null;
  reason: 'duplicate_payment' | 'amount_mismatch'; paidAt: string | null; recordedAt: string; resolvedAt: string | null;
}

interface Prepared { success: true; message: string; paymentUrl: string; formData: Record<string, string>; merchantTradeNo: string }

const postForm = formPoster(fetch);

describe.each(databasesUnderTest)('ECPay card payment API on $name (PROVIDERS=sandbox)', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const logger = new RecordingEventLog();
  const logged = logger.events;
  let deliveries: NotificationDelivery[] = [];
  /** While true, the simulator's notifications are lost on the way (to test the reconciliation). */
  let dropNotifications = false;

  const url = (pathname: string) => `${server.url}${pathname}`;
  const json = (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) => fetch(url(pathname), {
    method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  /** The buyer's token of each order placed here: prepare-payment and can-retry need the order's proof (issue 28). */
  const tokens = new Map<string, string>();
  const buyerOf = (orderId: string): Record<string, string> => ({ 'X-Order-Token': tokens.get(orderId) ?? '' });
  const preparing = (orderId: string) => json('POST', `/api/ecpay/${orderId}/prepare-payment`, undefined, buyerOf(orderId));
  const newItem = async (price = 1290) => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [id] = await knex('outlet_items').insert({ ...row, price: 3280, discount_price: price, sku: `PAY-${Math.random().toString(36).slice(2, 10)}`, total_quantity: 1 });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    return Number(id);
  };
  const placeOrder = async (paymentMethod: 'credit_card' | 'store_cod' = 'credit_card', price = 1290) => {
    const phone = newPhone();
    expect((await json('POST', '/api/cart/add', { phone, itemId: await newItem(price) })).status).toBe(201);
    const response = await json('POST', '/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod, storeData: STORE });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { orderId: string; accessToken: string };
    tokens.set(body.orderId, body.accessToken);
    return { orderId: body.orderId, phone, accessToken: body.accessToken };
  };
  const prepare = async (orderId: string): Promise<Prepared> => {
    const response = await preparing(orderId);
    expect(response.status).toBe(200);
    return (await response.json()) as Prepared;
  };
  /** The browser submits the form to ECPay (here: the mounted simulator) and gets the card page. */
  const openCardPage = async (prepared: Prepared) => {
    const response = await postForm(prepared.paymentUrl, prepared.formData);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain(prepared.merchantTradeNo);
    const [card] = formsOf(text);
    return card.action; // .../Cashier/AioCheckOut/V5/{id}/pay
  };
  /** Presses a button of the card page; returns the simulator's answer (the auto-submitted result form for pay/fail). */
  const press = async (payUrl: string, action: 'pay' | 'fail' | 'cancel') => postForm(payUrl.replace(/\/pay$/, `/${action}`), {});
  const orderRow = (orderId: string) => knex('orders').where('id', orderId).first('status', 'status_message');
  const attempts = (orderId: string) => knex('payment_attempts').where('order_id', orderId).orderBy('attempt_no', 'asc')
    .select('attempt_no', 'merchant_trade_no', 'amount', 'status', 'rtn_code', 'rtn_msg', 'provider_trade_no', 'trade_amt', 'paid_at', 'simulate_paid');
  const events = async (orderId: string) => (await knex('order_status_events').where('order_id', orderId).orderBy('id', 'asc').select('from_status', 'to_status'))
    .map((e: { from_status: string | null; to_status: string }) => `${e.from_status ?? '-'}>${e.to_status}`);
  const notify = (fields: Record<string, string>) => postForm(url('/api/ecpay/payment-notify'), fields);
  /** A notification as ECPay would sign it (stage keys), for the prepared attempt. */
  const notificationFor = (prepared: Prepared, overrides: Record<string, string> = {}) => signFields({
    CustomField1: prepared.formData.CustomField1 ?? '', CustomField2: '', CustomField3: '', CustomField4: '',
    MerchantID: ECPAY_STAGE_CONFIG.merchantId, MerchantTradeNo: prepared.merchantTradeNo, PaymentDate: formatEcpayDateTime(clock.now()),
    PaymentType: 'Credit_CreditCard', PaymentTypeChargeFee: '26', RtnCode: '1', RtnMsg: '交易成功', SimulatePaid: '0', StoreID: '',
    TradeAmt: prepared.formData.TotalAmount, TradeDate: formatEcpayDateTime(clock.now()), TradeNo: '2611201200001234', ...overrides,
  }, STAGE_KEYS, 'sha256');
  const reconcile = () => server.container.get(ReconcilePayments).execute({ timeoutMs: TIMEOUT_MS });
  let staffToken: string | undefined;
  /** A staff session (registered once per database with the test's secret code). */
  const staff = async () => {
    if (!staffToken) {
      const response = await json('POST', '/api/auth/register', { name: 'Amy Chen', email: `amy.${Date.now()}@example.com`, password: 'secret-123', secretCode: STAFF_SECRET });
      expect(response.status).toBe(201);
      staffToken = ((await response.json()) as { token: string }).token;
    }
    return staffToken;
  };
  const asStaff = async (method: string, pathname: string, token?: string) => fetch(url(pathname), {
    method, headers: { Authorization: `Bearer ${token ?? (await staff())}` },
  });
  const staffList = async () => {
    const response = await asStaff('GET', '/api/admin/payments/attention');
    expect(response.status).toBe(200);
    return (await response.json()) as { items: AttentionItem[] };
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 2));
    server = await startServer(
      {
        port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers: 'sandbox',
        accounts: { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: STAFF_SECRET },
      },
      {
        knex, logger, clock, env: {},
        ecpaySandbox: {
          retryDelaysMs: [],
          fetch: (input, init) => (dropNotifications ? Promise.reject(new Error('lost on the way')) : fetch(input, init)),
          onDelivery: (delivery) => deliveries.push(delivery),
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  beforeEach(() => {
    clock.set(T0);
    deliveries = [];
    logged.length = 0;
    dropNotifications = false;
  });

  it('card checkout -> prepare-payment -> the mounted simulator -> Pay: the notification marks the order PAID, one attempt paid', async () => {
    const { orderId } = await placeOrder('credit_card', 1290);
    const prepared = await prepare(orderId);
    expect(prepared).toEqual({
      success: true, message: expect.any(String), paymentUrl: `${server.url}/sandbox/ecpay/Cashier/AioCheckOut/V5`,
      formData: expect.objectContaining({
        MerchantID: '3002607', MerchantTradeNo: `${orderId.replace('-', '')}R1`, TotalAmount: '1290', PaymentType: 'aio', ChoosePayment: 'Credit',
        MerchantTradeDate: '2026/11/20 12:00:00', ReturnURL: `${server.url}/api/ecpay/payment-notify`,
        OrderResultURL: `${server.url}/api/ecpay/payment-result`, ClientBackURL: `${server.url}/api/ecpay/payment-back/${orderId}?tradeNo=${orderId.replace('-', '')}R1`,
        CustomField1: orderId, CheckMacValue: expect.stringMatching(/^[0-9A-F]{64}$/),
      }),
      merchantTradeNo: `${orderId.replace('-', '')}R1`,
    });
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ attempt_no: 1, merchant_trade_no: prepared.merchantTradeNo, amount: 1290, status: 'pending' })]);

    const payUrl = await openCardPage(prepared);
    const answer = await press(payUrl, 'pay');
    expect(deliveries).toEqual([expect.objectContaining({ merchantTradeNo: prepared.merchantTradeNo, acknowledged: true, status: 200, body: '1|OK' })]);
    expect(await orderRow(orderId)).toEqual({ status: 'PAID', status_message: '交易成功' });
    const [attempt] = await attempts(orderId);
    expect(attempt).toMatchObject({ status: 'paid', rtn_code: 1, rtn_msg: '交易成功', trade_amt: 1290, provider_trade_no: expect.stringMatching(/^\d{16}$/) });
    expect(attempt.paid_at).not.toBeNull();
    expect(await events(orderId)).toEqual(['->PENDING_PAYMENT', 'PENDING_PAYMENT>PAID']);

    // The browser is then POSTed the signed result: 303 to the confirmation page (the order is not touched here).
    const [result] = formsOf(await answer.text());
    expect(result.action).toBe(`${server.url}/api/ecpay/payment-result`);
    const back = await postForm(result.action, result.fields);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/order-confirmation/${orderId}?payment=success`);
    expect((await (await fetch(url(`/api/orders/${orderId}`))).json())).toMatchObject({ status: 'PAID' });

    // paid: prepare again is refused
    const again = await preparing(orderId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 'ORDER_NOT_PAYABLE', message: MESSAGES.ORDER_ALREADY_PAID });
  });

  it('fail, then retry: PAYMENT_FAILED with the RtnMsg, a NEW trade number, pay -> PAID with two attempts', async () => {
    const { orderId } = await placeOrder();
    const first = await prepare(orderId);
    const failed = await press(await openCardPage(first), 'fail');
    expect(await orderRow(orderId)).toEqual({ status: 'PAYMENT_FAILED', status_message: '授權失敗（模擬）' });
    const [result] = formsOf(await failed.text());
    const back = await postForm(result.action, result.fields);
    expect(back.headers.get('location')).toBe(`/order-confirmation/${orderId}?payment=failed`);
    expect((await (await fetch(url(`/api/cart/can-retry/${orderId}`), { headers: buyerOf(orderId) })).json())).toMatchObject({ canRetry: true });

    const second = await prepare(orderId);
    expect(second.merchantTradeNo).toBe(`${orderId.replace('-', '')}R2`);
    expect(second.merchantTradeNo).not.toBe(first.merchantTradeNo);
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
    await press(await openCardPage(second), 'pay');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
    expect((await attempts(orderId)).map((a: { status: string; merchant_trade_no: string }) => [a.merchant_trade_no, a.status]))
      .toEqual([[first.merchantTradeNo, 'failed'], [second.merchantTradeNo, 'paid']]);
    expect(await events(orderId)).toEqual(['->PENDING_PAYMENT', 'PENDING_PAYMENT>PAYMENT_FAILED', 'PAYMENT_FAILED>PENDING_PAYMENT', 'PENDING_PAYMENT>PAID']);

    // A failure notification of the OLD attempt arriving now changes nothing, and is acknowledged.
    const late = await notify(notificationFor(first, { RtnCode: '10100058', RtnMsg: '授權失敗', TradeNo: '2611201200009999' }));
    expect(await late.text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
  });

  it('a re-prepare while PENDING_PAYMENT gives a new attempt; the older one is superseded; a late payment of it still counts', async () => {
    const { orderId } = await placeOrder();
    const first = await prepare(orderId);
    const second = await prepare(orderId);
    expect(second.merchantTradeNo).not.toBe(first.merchantTradeNo);
    expect((await attempts(orderId)).map((a: { status: string }) => a.status)).toEqual(['superseded', 'pending']);
    expect(await (await notify(notificationFor(first))).text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
    // the second attempt is then paid too: recorded, the order stays PAID, and the double charge is logged
    expect(await (await notify(notificationFor(second, { TradeNo: '2611201200005678' }))).text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
    expect((await attempts(orderId)).map((a: { status: string }) => a.status)).toEqual(['paid', 'paid']);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', details: expect.objectContaining({ duplicatePayment: true }) }));
    expect((await events(orderId)).filter((e) => e.endsWith('>PAID'))).toHaveLength(1);
  });

  it('a forged notification (bad mac) and a tampered one (amount changed, re-signed with a wrong key) change nothing', async () => {
    const { orderId } = await placeOrder();
    const prepared = await prepare(orderId);
    const forged = await notify({ ...notificationFor(prepared), CheckMacValue: 'A'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe('0|CheckMacValue Error');
    const { CheckMacValue: _dropped, ...unsigned } = notificationFor(prepared, { TradeAmt: '1' });
    void _dropped;
    const tampered = await notify(signFields(unsigned, { hashKey: 'wrongKey12345678', hashIv: 'wrongIv123456789' }, 'sha256'));
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toBe('0|CheckMacValue Error');
    const unsignedAnswer = await notify({ MerchantTradeNo: prepared.merchantTradeNo, RtnCode: '1', TradeAmt: '1290' });
    expect(await unsignedAnswer.text()).toBe('0|CheckMacValue Error');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'pending', rtn_code: null })]);
    expect(await events(orderId)).toEqual(['->PENDING_PAYMENT']);
    expect(logged.filter((l) => l.message === 'ecpay notification rejected')).toHaveLength(3);
  });

  it('a correctly signed notification with another amount is recorded as amount_mismatch and does not pay the order', async () => {
    const { orderId } = await placeOrder();
    const prepared = await prepare(orderId);
    const answer = await notify(notificationFor(prepared, { TradeAmt: '1' }));
    expect(await answer.text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'amount_mismatch', trade_amt: 1, amount: 1290 })]);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', details: expect.objectContaining({ kind: 'amount_mismatch', expected: 1290, received: 1 }) }));
  });

  it('SimulatePaid=1 is recorded but never treated as paid; an unknown trade is acknowledged and logged', async () => {
    const { orderId } = await placeOrder();
    const prepared = await prepare(orderId);
    expect(await (await notify(notificationFor(prepared, { SimulatePaid: '1' }))).text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'simulated', rtn_code: 1 })]);
    expect(Boolean(Number((await attempts(orderId))[0].simulate_paid))).toBe(true);

    expect(await (await notify(notificationFor(prepared, { MerchantTradeNo: 'ORD99999999R7' }))).text()).toBe('1|OK');
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', details: expect.objectContaining({ kind: 'unknown_trade', merchantTradeNo: 'ORD99999999R7' }) }));
  });

  it('the same valid notification posted 3 times applies once: one PAID event, every answer 1|OK', async () => {
    const { orderId } = await placeOrder();
    const prepared = await prepare(orderId);
    const fields = notificationFor(prepared);
    const answers = await Promise.all([notify(fields), notify(fields), notify(fields)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('1|OK');
    }
    expect(await (await notify({ ...fields, ...signFieldsResend(fields) })).text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
    expect(await knex('order_status_events').where({ order_id: orderId, to_status: 'PAID' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'paid' })]);
  });
  /** ECPay's redeliveries say RtnMsg=paid (research section 4.1); re-signed. */
  const signFieldsResend = (fields: Record<string, string>) => {
    const { CheckMacValue: _mac, ...rest } = fields;
    void _mac;
    return signFields({ ...rest, RtnMsg: 'paid' }, STAGE_KEYS, 'sha256');
  };

  it('payment-result: a bad mac goes to /checkout?error=payment_result_invalid', async () => {
    const { orderId } = await placeOrder();
    const prepared = await prepare(orderId);
    const bad = await postForm(url('/api/ecpay/payment-result'), { ...notificationFor(prepared), CheckMacValue: 'B'.repeat(64) });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/checkout?error=payment_result_invalid');
    const empty = await fetch(url('/api/ecpay/payment-result'), { method: 'POST', redirect: 'manual' });
    expect(empty.headers.get('location')).toBe('/checkout?error=payment_result_invalid');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
  });

  it('GET payment-back changes nothing: cancel on the card page -> 303 to the awaiting-payment page, order and attempt untouched; a retry voids the attempt', async () => {
    const { orderId } = await placeOrder();
    const prepared = await prepare(orderId);
    const cancel = await press(await openCardPage(prepared), 'cancel');
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get('location')).toBe(`${server.url}/api/ecpay/payment-back/${orderId}?tradeNo=${prepared.merchantTradeNo}`);
    const before = { order: await knex('orders').where('id', orderId).first(), attempts: await knex('payment_attempts').where('order_id', orderId) };
    clock.advance(60_000);
    for (let i = 0; i < 2; i += 1) {
      const back = await fetch(cancel.headers.get('location')!, { redirect: 'manual' });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/order-confirmation/${orderId}?payment=back&MerchantTradeNo=${prepared.merchantTradeNo}`);
      expect(back.headers.get('cache-control')).toBe('no-store');
    }
    // Not a byte changed: the order awaits payment (ECPay may still settle the attempt), no status event.
    expect({ order: await knex('orders').where('id', orderId).first(), attempts: await knex('payment_attempts').where('order_id', orderId) }).toEqual(before);
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(await events(orderId)).toEqual(['->PENDING_PAYMENT']);
    // No existence oracle: an unknown well-formed id gets the same answer, a malformed one the invalid page.
    expect((await fetch(url('/api/ecpay/payment-back/ORD-00000000'), { redirect: 'manual' })).headers.get('location')).toBe('/order-confirmation/ORD-00000000?payment=back');
    expect((await fetch(url('/api/ecpay/payment-back/nope'), { redirect: 'manual' })).headers.get('location')).toBe('/checkout?error=payment_back_invalid');
    // A trade number that is not one is left out, never copied into the redirect.
    expect((await fetch(url(`/api/ecpay/payment-back/${orderId}?tradeNo=%3Cscript%3E`), { redirect: 'manual' })).headers.get('location')).toBe(`/order-confirmation/${orderId}?payment=back`);

    // The retry from PENDING_PAYMENT voids the open attempt and opens a new trade number; it pays the order.
    const retry = await prepare(orderId);
    expect(retry.merchantTradeNo).not.toBe(prepared.merchantTradeNo);
    expect((await attempts(orderId)).map((a: { status: string }) => a.status)).toEqual(['superseded', 'pending']);
    await press(await openCardPage(retry), 'pay');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
    expect(await events(orderId)).toEqual(['->PENDING_PAYMENT', 'PENDING_PAYMENT>PAID']);
  });

  it("issue 28: the buyer's cancel (POST payment-cancel, with the order's token) records the buyer's word: the order reads PAYMENT_CANCELLED at once, a repeat changes nothing, a late paid notice still pays it", async () => {
    clock.advance(3_600_000); // order ids come from the clock: its own hour, so the other tests' orders at T0 keep theirs
    const { orderId, accessToken } = await placeOrder();
    const prepared = await prepare(orderId);
    const cancelAs = (headers: Record<string, string>, body: unknown = { merchantTradeNo: prepared.merchantTradeNo }) => fetch(url(`/api/ecpay/${orderId}/payment-cancel`), {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body),
    });
    // A stranger (no token, a wrong one) is refused and changes nothing.
    for (const headers of [{}, { 'X-Order-Token': 'not-the-token' }] as Array<Record<string, string>>) {
      const refused = await cancelAs(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'PAYMENT_CANCEL_FORBIDDEN', message: '只有這筆訂單的訂購人可以取消付款' });
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
    // Bad input: 400 with the field.
    const bad = await cancelAs({ 'X-Order-Token': accessToken }, { merchantTradeNo: 'x y' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { merchantTradeNo: { code: 'ECPAY_TRADE_NO_INVALID' } } });
    expect((await fetch(url('/api/ecpay/nope/payment-cancel'), { method: 'POST', headers: { 'X-Order-Token': accessToken } })).status).toBe(400);

    const cancelled = await cancelAs({ 'X-Order-Token': accessToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('cache-control')).toBe('no-store');
    expect(await cancelled.json()).toEqual({ success: true, orderId, status: 'PAYMENT_CANCELLED', cancelled: true });
    expect(await orderRow(orderId)).toEqual({ status: 'PAYMENT_CANCELLED', status_message: '您已取消付款' });
    expect((await attempts(orderId)).map((a: { status: string }) => a.status)).toEqual(['cancelled']);
    // A reload reads it: the status of the order, for its buyer and for a stranger alike.
    expect(await (await fetch(url(`/api/orders/${orderId}`))).json()).toMatchObject({ status: 'PAYMENT_CANCELLED' });
    // Idempotent, and also without a trade number (a back link of an older version).
    expect(await (await cancelAs({ 'X-Order-Token': accessToken }, {})).json()).toEqual({ success: true, orderId, status: 'PAYMENT_CANCELLED', cancelled: false });
    expect(await events(orderId)).toEqual(['->PENDING_PAYMENT', 'PENDING_PAYMENT>PAYMENT_CANCELLED']);
    // ECPay's verified word still wins.
    expect(await (await notify(notificationFor(prepared))).text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
    expect(await (await cancelAs({ 'X-Order-Token': accessToken })).json()).toEqual({ success: true, orderId, status: 'PAID', cancelled: false });
    expect((await attempts(orderId)).map((a: { status: string }) => a.status)).toEqual(['paid']);
  });

  it('issue 28: the signed-in owner may cancel without the token; an unknown order is 404', async () => {
    clock.advance(2 * 3_600_000);
    const phone = newPhone();
    const registered = await json('POST', '/api/customers/register', { name: '林小美', phone, email: `mei.${Date.now()}@example.com`, password: 'secret-123' });
    expect(registered.status).toBe(201);
    const customer = (await registered.json()) as { token: string };
    const authed = (method: string, pathname: string, body?: unknown) => fetch(url(pathname), {
      method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect((await authed('POST', '/api/cart/add', { phone, itemId: await newItem() })).status).toBe(201);
    const checkout = await authed('POST', '/api/cart/checkout', { name: '林小美', phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE });
    expect(checkout.status).toBe(201);
    const { orderId, accessToken } = (await checkout.json()) as { orderId: string; accessToken: string };
    // Paying needs the order's proof (issue 28): this browser holds the order's token.
    tokens.set(orderId, accessToken);
    await prepare(orderId);
    const cancelled = await authed('POST', `/api/ecpay/${orderId}/payment-cancel`, {});
    expect(await cancelled.json()).toEqual({ success: true, orderId, status: 'PAYMENT_CANCELLED', cancelled: true });
    expect((await authed('POST', '/api/ecpay/ORD-00000001/payment-cancel', {})).status).toBe(404);
  });

  it('the buyer returns, retries, and the VOIDED attempt is paid late: the order is PAID on it; the retry paid too is a duplicate for staff', async () => {
    const { orderId } = await placeOrder();
    const first = await prepare(orderId);
    await fetch(url(`/api/ecpay/payment-back/${orderId}`), { redirect: 'manual' });
    const second = await prepare(orderId);
    expect((await attempts(orderId)).map((a: { status: string }) => a.status)).toEqual(['superseded', 'pending']);
    expect(await (await notify(notificationFor(first))).text()).toBe('1|OK');
    expect(await orderRow(orderId)).toEqual({ status: 'PAID', status_message: '交易成功' });
    expect(await events(orderId)).toEqual(['->PENDING_PAYMENT', 'PENDING_PAYMENT>PAID']);
    // The retry's form was already on the buyer's other tab and is paid too: money that must not be dropped.
    clock.advance(5_000);
    expect(await (await notify(notificationFor(second, { TradeNo: '2611201200009999' }))).text()).toBe('1|OK');
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
    const secondId = Number((await knex('payment_attempts').where('merchant_trade_no', second.merchantTradeNo).first('id')).id);
    const { items } = await staffList();
    expect(items.find((item) => item.attemptId === secondId)).toEqual({
      attemptId: secondId, orderId, merchantTradeNo: second.merchantTradeNo, providerTradeNo: '2611201200009999', amount: 1290, tradeAmt: 1290,
      reason: 'duplicate_payment', paidAt: expect.any(String), recordedAt: clock.now().toISOString(), resolvedAt: null,
    });
    // The first payment is the order's: not listed.
    expect(items.filter((item) => item.orderId === orderId)).toHaveLength(1);
  });

  it('a paid attempt whose order step was lost (crash) is settled by the next retry: 409 and PAID, no second charge', async () => {
    const { orderId } = await placeOrder();
    const prepared = await prepare(orderId);
    // The attempt was written paid and the process died before the order followed.
    await knex('payment_attempts').where('merchant_trade_no', prepared.merchantTradeNo).update({ status: 'paid', rtn_code: 1, rtn_msg: '交易成功', trade_amt: 1290, result_at: clock.now() });
    const retry = await preparing(orderId);
    expect(retry.status).toBe(409);
    expect(await retry.json()).toEqual({ code: 'ORDER_NOT_PAYABLE', message: MESSAGES.ORDER_ALREADY_PAID });
    expect(await orderRow(orderId)).toEqual({ status: 'PAID', status_message: '交易成功' });
    expect(await attempts(orderId)).toHaveLength(1);
  });

  it('retries racing while the reconciliation asks about the open attempt: distinct trade numbers, exactly one open attempt', async () => {
    const { orderId } = await placeOrder();
    const first = await prepare(orderId);
    // A reconciliation run has claimed the attempt and is querying ECPay: a retry voids it all the same.
    await knex('payment_attempts').where('merchant_trade_no', first.merchantTradeNo).update({ status: 'reconciling' });
    const racing = await Promise.all([prepare(orderId), prepare(orderId), prepare(orderId)]);
    expect(new Set(racing.map((p) => p.merchantTradeNo)).size).toBe(3);
    const statuses = (await attempts(orderId)).map((a: { status: string }) => a.status);
    expect(statuses.filter((status) => status === 'pending' || status === 'reconciling')).toEqual(['pending']);
    expect(statuses).toEqual(['superseded', 'superseded', 'superseded', 'pending']);
  });

  describe('staff: payments that need attention', () => {
    it('needs a staff token: none or a customer token is 401', async () => {
      const customer = await json('POST', '/api/customers/register', {
        name: '王小明', email: `buyer.${Date.now()}@example.com`, phone: newPhone(), password: 'secret-123', confirmPassword: 'secret-123',
      });
      expect(customer.status).toBe(201);
      const customerToken = ((await customer.json()) as { token: string }).token;
      for (const [method, pathname] of [['GET', '/api/admin/payments/attention'], ['POST', '/api/admin/payments/attention/1/resolve']]) {
        expect((await fetch(url(pathname), { method })).status).toBe(401);
        expect((await asStaff(method, pathname, customerToken)).status).toBe(401);
      }
    });

    it('an amount mismatch is listed, unresolved first; resolve marks it handled once (idempotent); unflagged ids are 404', async () => {
      const { orderId } = await placeOrder('credit_card', 1290);
      const prepared = await prepare(orderId);
      clock.advance(60_000);
      await notify(notificationFor(prepared, { TradeAmt: '1', TradeNo: '2611201200004321' }));
      expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
      const attemptId = Number((await knex('payment_attempts').where('merchant_trade_no', prepared.merchantTradeNo).first('id')).id);
      const listed = (await staffList()).items;
      expect(listed[0]).toEqual({
        attemptId, orderId, merchantTradeNo: prepared.merchantTradeNo, providerTradeNo: '2611201200004321', amount: 1290, tradeAmt: 1,
        reason: 'amount_mismatch', paidAt: expect.any(String), recordedAt: clock.now().toISOString(), resolvedAt: null,
      });

      clock.advance(60_000);
      const resolved = await asStaff('POST', `/api/admin/payments/attention/${attemptId}/resolve`);
      expect(resolved.status).toBe(200);
      const item = (await resolved.json()) as AttentionItem;
      expect(item).toMatchObject({ attemptId, reason: 'amount_mismatch', resolvedAt: clock.now().toISOString() });
      clock.advance(60_000);
      expect(await (await asStaff('POST', `/api/admin/payments/attention/${attemptId}/resolve`)).json()).toEqual(item);
      const after = (await staffList()).items;
      // Resolved items sort after every unresolved one.
      const firstResolved = after.findIndex((i) => i.resolvedAt !== null);
      expect(after.slice(firstResolved).every((i) => i.resolvedAt !== null)).toBe(true);
      expect(after.find((i) => i.attemptId === attemptId)).toEqual(item);

      const plain = await prepare((await placeOrder()).orderId);
      const plainId = Number((await knex('payment_attempts').where('merchant_trade_no', plain.merchantTradeNo).first('id')).id);
      expect((await asStaff('POST', `/api/admin/payments/attention/${plainId}/resolve`)).status).toBe(404);
      expect((await asStaff('POST', '/api/admin/payments/attention/abc/resolve')).status).toBe(404);
    });
  });

  describe('reconciliation', () => {
    // The earlier tests leave PENDING_PAYMENT orders in the shared database: settle them first, so that the
    // reports below count this test's order only.
    beforeEach(async () => {
      clock.advance(TIMEOUT_MS * 10);
      await reconcile();
      clock.set(T0);
    });

    it('an attempt older than the timeout that the simulator says is unpaid -> attempt timeout, order PAYMENT_TIMEOUT', async () => {
      const { orderId } = await placeOrder();
      const prepared = await prepare(orderId);
      await openCardPage(prepared); // the trade exists at the simulator, unpaid
      clock.advance(TIMEOUT_MS - 1000);
      expect((await reconcile()).queried).toBe(0);
      clock.advance(2000);
      const report = await reconcile();
      expect(report).toMatchObject({ queried: 1, timedOut: 1, paid: 0 });
      expect(await orderRow(orderId)).toEqual({ status: 'PAYMENT_TIMEOUT', status_message: '付款逾時，請重新付款' });
      expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'timeout', rtn_msg: 'TradeStatus=0' })]);
      expect((await reconcile()).queried).toBe(0);
    });

    it('an attempt the simulator says is paid (the notification was lost) -> PAID by the same path', async () => {
      const { orderId } = await placeOrder();
      const prepared = await prepare(orderId);
      dropNotifications = true;
      await press(await openCardPage(prepared), 'pay');
      expect(deliveries).toEqual([expect.objectContaining({ acknowledged: false, error: expect.any(String) })]);
      expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
      clock.advance(TIMEOUT_MS + 1000);
      const report = await reconcile();
      expect(report).toMatchObject({ queried: 1, paid: 1, timedOut: 0 });
      expect(await orderRow(orderId)).toMatchObject({ status: 'PAID' });
      expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'paid', rtn_code: 1, trade_amt: 1290, provider_trade_no: expect.stringMatching(/^\d{16}$/) })]);
      expect(await events(orderId)).toEqual(['->PENDING_PAYMENT', 'PENDING_PAYMENT>PAID']);
    });

    it('two reconcilers at once: one claim, one transition', async () => {
      const { orderId } = await placeOrder();
      await prepare(orderId); // never submitted to the simulator: it answers an unknown trade
      clock.advance(TIMEOUT_MS + 1000);
      const reconcilePayments = server.container.get(ReconcilePayments);
      const reports = await Promise.all([0, 1, 2].map(() => reconcilePayments.execute({ timeoutMs: TIMEOUT_MS })));
      expect(reports.reduce((n, r) => n + r.queried, 0)).toBe(1);
      expect(reports.reduce((n, r) => n + r.timedOut, 0)).toBe(1);
      expect(await knex('order_status_events').where({ order_id: orderId, to_status: 'PAYMENT_TIMEOUT' }).count({ n: '*' })).toEqual([{ n: 1 }]);
      expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'timeout' })]);
    });

    it('provider unavailable: the attempt is left pending for the next round', async () => {
      const { orderId } = await placeOrder();
      const prepared = await prepare(orderId);
      await openCardPage(prepared);
      // the simulator refuses a TimeStamp more than 3 minutes off: its answer is no valid signed reply
      clock.advance(TIMEOUT_MS + 1000);
      const realNow = clock.now.bind(clock);
      let calls = 0;
      const spy = jest.spyOn(clock, 'now').mockImplementation(() => (calls++ === 2 ? new Date(realNow().getTime() + 3_600_000) : realNow()));
      try {
        const report = await reconcile();
        expect(report).toMatchObject({ queried: 1, unavailable: 1, timedOut: 0 });
      } finally {
        spy.mockRestore();
      }
      expect(await attempts(orderId)).toEqual([expect.objectContaining({ status: 'pending' })]);
      expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
      expect((await reconcile()).timedOut).toBe(1);
    });

    it('a PENDING_PAYMENT order never prepared times out after the timeout', async () => {
      const { orderId } = await placeOrder();
      clock.advance(TIMEOUT_MS + 1000);
      await reconcile();
      expect(await orderRow(orderId)).toMatchObject({ status: 'PAYMENT_TIMEOUT' });
    });
  });

  it('a store_cod order cannot be prepared: 409 ORDER_NOT_PAYABLE; unknown order 404; bad id 400', async () => {
    const { orderId } = await placeOrder('store_cod');
    const response = await preparing(orderId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'ORDER_NOT_PAYABLE', message: MESSAGES.ORDER_NOT_CARD_PAYMENT });
    expect(await attempts(orderId)).toEqual([]);
    expect((await json('POST', '/api/ecpay/ORD-00000001/prepare-payment')).status).toBe(404);
    expect((await json('POST', '/api/ecpay/nope/prepare-payment')).status).toBe(400);
  });

  it('POST /api/ecpay/create confirms an existing order for its phone only, ignoring amounts', async () => {
    const { orderId, phone } = await placeOrder();
    const ok = await json('POST', '/api/ecpay/create', { orderId, customerPhone: phone, totalAmount: 1, items: [], status: 'PAID' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, message: expect.any(String) });
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect((await json('POST', '/api/ecpay/create', { orderId, customerPhone: '0900000000' })).status).toBe(404);
    expect((await json('POST', '/api/ecpay/create', { orderId: 'ORD-00000002', customerPhone: phone })).status).toBe(404);
    expect((await json('POST', '/api/ecpay/create', { orderId: 'x', customerPhone: phone })).status).toBe(400);
  });

  it('a form body above 64 kB is refused with 413', async () => {
    const response = await postForm(url('/api/ecpay/payment-notify'), { big: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });
});
