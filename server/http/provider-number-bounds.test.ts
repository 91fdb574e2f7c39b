import { fetchAsBrowser } from '../../test/support/cart-key';
import type { Knex } from 'knex';
import { signFields } from '../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { formatEcpayDateTime } from '../../adapters/ecpay/taipei-time';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { RecordingEventLog } from '../../application/shared/testing/recording-event-log';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { startServer, type RunningServer } from '../start';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

/**
 * Issue 9, "Faults and bad input": a SIGNED ECPay notification whose numbers do not fit (RtnCode or TradeAmt
 * of 2^31 was a 500 on MySQL: INT overflow) is answered as ECPay expects for a rejected message ('0|...'),
 * recorded in provider_message_rejections, logged, and changes no order or attempt; a well-formed one still
 * settles the order. A forged one is only logged.
 */
const T0 = '2026-11-27T04:00:00.000Z';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const STAGE_KEYS = { hashKey: ECPAY_STAGE_CONFIG.hashKey, hashIv: ECPAY_STAGE_CONFIG.hashIv };

let phoneCounter = 0;
const newPhone = () => `09${String(40_000_000 + (phoneCounter += 1)).slice(-8)}`;

describe.each(databasesUnderTest)('ECPay notification numbers that do not fit, on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const logger = new RecordingEventLog();
  const url = (pathname: string) => `${server.url}${pathname}`;
  const json = (method: string, pathname: string, body?: unknown) => fetch(url(pathname), {
    method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });

  /** A card order with a prepared attempt: its trade number and amount. */
  const preparedOrder = async () => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [itemId] = await knex('outlet_items').insert({ ...row, price: 3280, discount_price: 1290, sku: `BND-${Math.random().toString(36).slice(2, 10)}`, total_quantity: 1 });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    const phone = newPhone();
    expect((await json('POST', '/api/cart/add', { phone, itemId: Number(itemId) })).status).toBe(201);
    const checkout = await json('POST', '/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'credit_card', storeData: STORE });
    expect(checkout.status).toBe(201);
    const { orderId } = (await checkout.json()) as { orderId: string };
    // Issue 28: prepare-payment needs the order's proof (here its phone).
    const prepared = (await (await json('POST', `/api/ecpay/${orderId}/prepare-payment`, { phone })).json()) as { merchantTradeNo: string; formData: Record<string, string> };
    return { orderId, merchantTradeNo: prepared.merchantTradeNo, amount: prepared.formData.TotalAmount };
  };
  const signed = (merchantTradeNo: string, amount: string, overrides: Record<string, string>) => signFields({
    CustomField1: '', CustomField2: '', CustomField3: '', CustomField4: '', MerchantID: ECPAY_STAGE_CONFIG.merchantId, MerchantTradeNo: merchantTradeNo,
    PaymentDate: formatEcpayDateTime(clock.now()), PaymentType: 'Credit_CreditCard', PaymentTypeChargeFee: '26', RtnCode: '1', RtnMsg: '交易成功',
    SimulatePaid: '0', StoreID: '', TradeAmt: amount, TradeDate: formatEcpayDateTime(clock.now()), TradeNo: '2611271200001234', ...overrides,
  }, STAGE_KEYS, 'sha256');
  const notify = (fields: Record<string, string>) => fetch(url('/api/ecpay/payment-notify'), { method: 'POST', body: new URLSearchParams(fields) });
  const stateOf = async (orderId: string) => ({
    order: (await knex('orders').where('id', orderId).first('status')).status as string,
    attempts: (await knex('payment_attempts').where('order_id', orderId).select('status', 'rtn_code', 'trade_amt'))
      .map((a: { status: string; rtn_code: unknown; trade_amt: unknown }) => ({ status: a.status, rtn_code: a.rtn_code, trade_amt: a.trade_amt })),
  });
  const rejections = (merchantTradeNo: string) => knex('provider_message_rejections').where('merchant_trade_no', merchantTradeNo).orderBy('id', 'asc')
    .select('provider', 'message_kind', 'reason', 'detail', 'merchant_trade_no', 'fields_json', 'received_at');

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 2));
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers: 'sandbox' },
      { knex, logger, clock, env: {}, ecpaySandbox: { retryDelaysMs: [] } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it.each<[string, Record<string, string>, string]>([
    ['TradeAmt = 2^31', { TradeAmt: '2147483648' }, 'TradeAmt'],
    ['RtnCode = 2^31', { RtnCode: '2147483648' }, 'RtnCode'],
    ['RtnCode = 2^31 on a failure code path', { RtnCode: '2147483648', RtnMsg: '交易失敗' }, 'RtnCode'],
    ['TradeAmt = 1e30', { TradeAmt: '1e30' }, 'TradeAmt'],
    ['TradeAmt = 12abc', { TradeAmt: '12abc' }, 'TradeAmt'],
    ['RtnCode = 1e30', { RtnCode: '1e30' }, 'RtnCode'],
    ['PaymentTypeChargeFee = 99999999999', { PaymentTypeChargeFee: '99999999999' }, 'PaymentTypeChargeFee'],
  ])('signed, %s: answered 0|NOTIFICATION_MALFORMED, recorded with its fields, order and attempt unchanged', async (_name, overrides, field) => {
    const { orderId, merchantTradeNo, amount } = await preparedOrder();
    const before = await stateOf(orderId);
    logger.events.length = 0;
    const fields = signed(merchantTradeNo, amount, overrides);
    const response = await notify(fields);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).toBe('0|NOTIFICATION_MALFORMED');
    expect(await stateOf(orderId)).toEqual(before);
    expect(before.order).toBe('PENDING_PAYMENT');

    const rows = await rejections(merchantTradeNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'ecpay', message_kind: 'payment_notification', reason: 'NOTIFICATION_MALFORMED', merchant_trade_no: merchantTradeNo });
    expect(rows[0].detail).toContain(field);
    expect(JSON.parse(rows[0].fields_json)).toEqual(fields);
    expect(logger.errors).toEqual([{ level: 'error', message: 'ecpay notification rejected', details: expect.objectContaining({ code: 'NOTIFICATION_MALFORMED', merchantTradeNo, recorded: true }) }]);
  });

  it('a forged notification with a huge number is answered 0|CheckMacValue Error and only logged, not recorded', async () => {
    const { orderId, merchantTradeNo, amount } = await preparedOrder();
    const fields = { ...signed(merchantTradeNo, amount, {}), TradeAmt: '2147483648' };
    const response = await notify(fields);
    expect(await response.text()).toBe('0|CheckMacValue Error');
    expect(await rejections(merchantTradeNo)).toEqual([]);
    expect((await stateOf(orderId)).order).toBe('PENDING_PAYMENT');
  });

  it('a well-formed signed notification still settles the order: 1|OK, PAID', async () => {
    const { orderId, merchantTradeNo, amount } = await preparedOrder();
    const response = await notify(signed(merchantTradeNo, amount, {}));
    expect(await response.text()).toBe('1|OK');
    const state = await stateOf(orderId);
    expect(state.order).toBe('PAID');
    expect(state.attempts.map((a) => [a.status, Number(a.rtn_code), Number(a.trade_amt)])).toEqual([['paid', 1, Number(amount)]]);
    expect(await rejections(merchantTradeNo)).toEqual([]);
  });
});
