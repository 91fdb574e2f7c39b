import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { ValidationError } from '../../application/errors';
import { computeCheckMacValue, signFields, verifyCheckMacValue } from './check-mac-value';
import {
  aioNotificationAnswer, buildAioCreditForm, EcpayQueryError, joinItemNames, queryTradeInfo, verifyAioNotification, type EcpayMerchant,
} from './aio-payment';
import { AIO_STAGE_KEYS, NEW_A_FIELDS, NEW_B_FIELDS, NEW_B_MAC } from './ecpay-vectors';
import { parseFormBody, toEcpayAnswer } from './form-encoding';
import { formatEcpayDateTime, parseEcpayDateTime } from './taipei-time';

const MERCHANT: EcpayMerchant = { merchantId: '3002607', ...AIO_STAGE_KEYS };
const STAGE = 'https://payment-stage.ecpay.com.tw';

/** The NEW-A request, as the shop would ask for it. */
const newA = {
  merchantTradeNo: 'SHOP20250101A001',
  totalAmount: 1250,
  itemNames: ['經典T恤 x2', '帆布袋 (大) x1'],
  tradeDate: new Date('2025-01-01T01:05:07Z'), // 09:05:07 in Taipei
  returnUrl: 'https://shop.example.com/api/ecpay/return',
  orderResultUrl: 'https://shop.example.com/checkout/result',
  clientBackUrl: 'https://shop.example.com/orders/42',
  customField1: 'order-42',
};

function fieldErrorsOf(run: () => unknown): Record<string, { code: string }> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields ?? {};
  }
  throw new Error('expected a ValidationError');
}

describe('AioCheckOut/V5 credit form', () => {
  it('builds exactly vector NEW-A (fields and CheckMacValue) against the stage address', () => {
    const form = buildAioCreditForm(newA, MERCHANT, STAGE);
    expect(form.paymentUrl).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
    expect(form.formData).toEqual({ ...NEW_A_FIELDS, CheckMacValue: '83E3C673D2334980BBAC1EB506E64E194ED065734CBA6A937A9C952D5C8141E1' });
  });

  it('leaves out the optional URLs and reference when not given; a trailing slash of the base is ignored', () => {
    const form = buildAioCreditForm({ ...newA, orderResultUrl: undefined, clientBackUrl: undefined, customField1: undefined }, MERCHANT, 'http://127.0.0.1:9/sandbox/ecpay/');
    expect(form.paymentUrl).toBe('http://127.0.0.1:9/sandbox/ecpay/Cashier/AioCheckOut/V5');
    expect(Object.keys(form.formData)).not.toEqual(expect.arrayContaining(['OrderResultURL']));
    expect(form.formData).not.toHaveProperty('ClientBackURL');
    expect(form.formData).not.toHaveProperty('CustomField1');
    expect(verifyCheckMacValue(form.formData, MERCHANT, 'sha256')).toBe(true);
  });

  it('writes MerchantTradeDate in Taipei time, zero-padded, whatever the server zone', () => {
    expect(formatEcpayDateTime(new Date('2025-12-31T16:00:00Z'))).toBe('2026/01/01 00:00:00');
    expect(formatEcpayDateTime(new Date('2025-03-04T21:02:03.999Z'))).toBe('2025/03/05 05:02:03');
    expect(parseEcpayDateTime('2026/01/01 00:00:00')?.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(parseEcpayDateTime('2026/02/30 00:00:00')).toBeUndefined();
  });

  it('refuses bad input naming every field at once', () => {
    const fields = fieldErrorsOf(() => buildAioCreditForm({
      ...newA, merchantTradeNo: 'ORDER_42', totalAmount: 12.5, itemNames: [], tradeDate: new Date('nope'),
      returnUrl: 'ftp://x', orderResultUrl: 'not a url', clientBackUrl: `https://x.tw/${'a'.repeat(200)}`, customField1: 'a b',
    }, MERCHANT, STAGE));
    expect(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.code]))).toEqual({
      tradeNo: 'ECPAY_TRADE_NO_INVALID',
      amount: 'ECPAY_AMOUNT_INVALID',
      itemNames: 'ECPAY_ITEM_NAMES_INVALID',
      tradeDate: 'ECPAY_TRADE_DATE_INVALID',
      returnUrl: 'ECPAY_URL_INVALID',
      orderResultUrl: 'ECPAY_URL_INVALID',
      clientBackUrl: 'ECPAY_URL_INVALID',
      reference: 'ECPAY_REFERENCE_INVALID',
    });
  });

  it.each([
    ['an empty trade no', { merchantTradeNo: '' }, 'tradeNo'],
    ['a 21-character trade no', { merchantTradeNo: 'A'.repeat(21) }, 'tradeNo'],
    ['a zero amount', { totalAmount: 0 }, 'amount'],
    ['a negative amount', { totalAmount: -5 }, 'amount'],
    ['OrderResultURL equal to ReturnURL', { orderResultUrl: newA.returnUrl }, 'orderResultUrl'],
  ])('refuses %s', (_name, change, field) => {
    expect(Object.keys(fieldErrorsOf(() => buildAioCreditForm({ ...newA, ...change }, MERCHANT, STAGE)))).toEqual([field]);
  });

  it('accepts a 20-character trade no', () => {
    expect(buildAioCreditForm({ ...newA, merchantTradeNo: 'A1'.repeat(10) }, MERCHANT, STAGE).formData.MerchantTradeNo).toBe('A1'.repeat(10));
  });

  it('ItemName: special symbols become spaces, # separates items, at most 200 characters with a summary of the rest', () => {
    expect(joinItemNames(['黑色 / M 外套 #1', '<b>帽子</b> & 襪子', '!!!'])).toBe('黑色 M 外套 1#b 帽子 b 襪子#商品');
    const many = Array.from({ length: 30 }, (_, i) => `男款機能防潑水連帽外套 第${i + 1}件`);
    const joined = joinItemNames(many);
    expect(joined.length).toBeLessThanOrEqual(200);
    expect(joined).toMatch(/#其他 \d+ 項商品$/);
    expect(joinItemNames(['長'.repeat(500), '短']).length).toBeLessThanOrEqual(200);
    expect(joinItemNames(['😀 帽子'])).toBe('帽子');
    expect(joinItemNames(['𠀀'.repeat(150)])).toBe('𠀀'.repeat(100)); // a 4-byte CJK letter is never split
  });
});

describe('ReturnURL notification', () => {
  const signedB = { ...NEW_B_FIELDS, CheckMacValue: NEW_B_MAC };

  it('accepts vector NEW-B and reads it', () => {
    const result = verifyAioNotification(signedB, MERCHANT);
    expect(result).toEqual({
      ok: true,
      notification: {
        merchantTradeNo: 'SHOP20250101A001', rtnCode: 1, rtnMsg: '交易成功', tradeNo: '2501010905071234', tradeAmt: 1250,
        // The adapter reads ECPay's Taipei 'yyyy/MM/dd HH:mm:ss' ('2025/01/01 09:06:30' and '09:05:07'): instants cross the port.
        paymentDate: new Date('2025-01-01T01:06:30Z'), paymentType: 'Credit_CreditCard', tradeDate: new Date('2025-01-01T01:05:07Z'),
        succeeded: true, simulatePaid: false, reference: 'order-42', fields: NEW_B_FIELDS,
      },
    });
    expect(aioNotificationAnswer(result)).toEqual({ status: 200, contentType: 'text/plain', body: '1|OK' });
  });

  it('accepts a form body exactly as it arrives on the wire (+ for spaces, UTF-8 percent-encoding)', () => {
    const wire = new URLSearchParams(Object.entries(signedB)).toString();
    expect(wire).toContain('PaymentDate=2025%2F01%2F01+09%3A06%3A30');
    expect(verifyAioNotification(parseFormBody(wire), MERCHANT).ok).toBe(true);
  });

  it('accepts a resend (RtnMsg=paid) and extra fields, as long as they are signed; reads SimulatePaid and failures', () => {
    const resend = signFields({ ...NEW_B_FIELDS, RtnMsg: 'paid', SimulatePaid: '1', gwsr: '12345', PlatformID: '' }, MERCHANT, 'sha256');
    const result = verifyAioNotification(resend, MERCHANT);
    expect(result.ok && result.notification.simulatePaid).toBe(true);
    const failed = verifyAioNotification(signFields({ ...NEW_B_FIELDS, RtnCode: '10100058', RtnMsg: '交易失敗' }, MERCHANT, 'sha256'), MERCHANT);
    expect(failed.ok && { rtnCode: failed.notification.rtnCode, succeeded: failed.notification.succeeded }).toEqual({ rtnCode: 10100058, succeeded: false });
  });

  it('gives null for a date that is absent or not a Taipei yyyy/MM/dd HH:mm:ss, and still accepts the signed notification', () => {
    for (const PaymentDate of ['', '2025-01-01 09:06:30', '2025/02/30 09:06:30']) {
      const result = verifyAioNotification(signFields({ ...NEW_B_FIELDS, PaymentDate, TradeDate: '' }, MERCHANT, 'sha256'), MERCHANT);
      expect(result.ok && { paymentDate: result.notification.paymentDate, tradeDate: result.notification.tradeDate }).toEqual({ paymentDate: null, tradeDate: null });
    }
  });

  it.each([
    ['no CheckMacValue', NEW_B_FIELDS, 'CHECK_MAC_VALUE_MISSING'],
    ['a tampered amount', { ...signedB, TradeAmt: '1' }, 'CHECK_MAC_VALUE_INVALID'],
    ['a tampered RtnCode', { ...NEW_B_FIELDS, RtnCode: '1', RtnMsg: '交易失敗', CheckMacValue: NEW_B_MAC }, 'CHECK_MAC_VALUE_INVALID'],
    ['an added field', { ...signedB, CustomField2: 'x' }, 'CHECK_MAC_VALUE_INVALID'],
    ['a removed empty field', Object.fromEntries(Object.entries(signedB).filter(([k]) => k !== 'StoreID')), 'CHECK_MAC_VALUE_INVALID'],
    ['a forged mac (another key)', signFields(NEW_B_FIELDS, { hashKey: 'attackerKey00000', hashIv: AIO_STAGE_KEYS.hashIv }, 'sha256'), 'CHECK_MAC_VALUE_INVALID'],
    ['an MD5 mac', signFields(NEW_B_FIELDS, AIO_STAGE_KEYS, 'md5'), 'CHECK_MAC_VALUE_INVALID'],
    ['another merchant (signed with the same keys)', signFields({ ...NEW_B_FIELDS, MerchantID: '3002599' }, AIO_STAGE_KEYS, 'sha256'), 'MERCHANT_ID_MISMATCH'],
    ['a non-numeric amount (signed)', signFields({ ...NEW_B_FIELDS, TradeAmt: '12.5' }, AIO_STAGE_KEYS, 'sha256'), 'NOTIFICATION_MALFORMED'],
    ['no MerchantTradeNo (signed)', signFields({ ...NEW_B_FIELDS, MerchantTradeNo: '' }, AIO_STAGE_KEYS, 'sha256'), 'NOTIFICATION_MALFORMED'],
  ])('rejects %s', (_name, fields, code) => {
    const result = verifyAioNotification(fields, MERCHANT);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.rejection.code).toBe(code);
    expect(aioNotificationAnswer(result).body).not.toBe('1|OK');
  });

  it('answers a bad mac with 0|CheckMacValue Error, so that ECPay delivers again', () => {
    expect(aioNotificationAnswer(verifyAioNotification({ ...signedB, TradeAmt: '1' }, MERCHANT))).toEqual({ status: 400, contentType: 'text/plain', body: '0|CheckMacValue Error' });
  });
});

describe('QueryTradeInfo/V5 client (against a tiny local server)', () => {
  const now = new Date('2025-01-01T02:00:00Z');
  const clock = { now: () => now };
  let server: Server;
  let baseUrl: string;
  let received: Array<Record<string, string>> = [];
  let answer: (fields: Record<string, string>) => { status?: number; body: string; delayMs?: number };

  beforeAll(async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      let text = '';
      for await (const chunk of ctx.req) text += String(chunk);
      const fields = parseFormBody(text);
      received.push({ path: ctx.path, contentType: ctx.get('content-type'), ...fields });
      const reply = answer(fields);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      ctx.status = reply.status ?? 200;
      ctx.type = 'text/html';
      ctx.body = reply.body;
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => { received = []; });

  const paidAnswer = (overrides: Record<string, string> = {}) => signFields({
    MerchantID: '3002607', MerchantTradeNo: 'SHOP20250101A001', TradeNo: '2501010905071234', TradeAmt: '1250',
    PaymentDate: '2025/01/01 09:06:30', PaymentType: 'Credit_CreditCard', HandlingCharge: '25', PaymentTypeChargeFee: '25',
    TradeDate: '2025/01/01 09:05:07', TradeStatus: '1', ItemName: '經典T恤 x2#帆布袋 (大) x1+1', StoreID: '', CustomField1: 'order-42',
    ...overrides,
  }, AIO_STAGE_KEYS, 'sha256');
  const query = (tradeNo = 'SHOP20250101A001', timeoutMs?: number) => queryTradeInfo(tradeNo, { merchant: MERCHANT, baseUrl, clock, timeoutMs });

  it('POSTs a signed form with the Unix TimeStamp, verifies the answer (literal + kept, raw spaces) and reads it', async () => {
    answer = () => ({ body: toEcpayAnswer(paidAnswer()).replace(/%2B/g, '+') });
    const result = await query();
    expect(received).toHaveLength(1);
    const { path, contentType, ...sent } = received[0];
    expect(path).toBe('/prefix/Cashier/QueryTradeInfo/V5');
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(sent).toEqual({ MerchantID: '3002607', MerchantTradeNo: 'SHOP20250101A001', TimeStamp: '1735696800', CheckMacValue: computeCheckMacValue({ MerchantID: '3002607', MerchantTradeNo: 'SHOP20250101A001', TimeStamp: '1735696800' }, AIO_STAGE_KEYS, 'sha256') });
    expect(result).toMatchObject({ merchantTradeNo: 'SHOP20250101A001', status: 'paid', tradeStatus: '1', tradeNo: '2501010905071234', tradeAmt: 1250, paymentDate: new Date('2025-01-01T01:06:30Z') });
    expect(result.fields.ItemName).toBe('經典T恤 x2#帆布袋 (大) x1+1');
  });

  it('maps TradeStatus 0 to unpaid and anything else to other', async () => {
    answer = () => ({ body: toEcpayAnswer(paidAnswer({ TradeStatus: '0', TradeNo: '', TradeAmt: '1250', PaymentDate: '' })) });
    expect(await query()).toMatchObject({ status: 'unpaid', paymentDate: null });
    answer = () => ({ body: toEcpayAnswer(paidAnswer({ TradeStatus: '10200095' })) });
    expect(await query()).toMatchObject({ status: 'other', tradeStatus: '10200095' });
  });

  it.each([
    ['a tampered answer', () => ({ body: toEcpayAnswer({ ...paidAnswer(), TradeAmt: '1' }) }), 'mac_invalid'],
    ['an answer without mac', () => ({ body: 'MerchantID=3002607&MerchantTradeNo=SHOP20250101A001&TradeStatus=1' }), 'mac_invalid'],
    ['an answer for another trade', () => ({ body: toEcpayAnswer(paidAnswer({ MerchantTradeNo: 'OTHER1' })) }), 'malformed'],
    ['HTTP 403 (polling too fast)', () => ({ status: 403, body: 'Forbidden' }), 'rate_limited'],
    ['HTTP 500', () => ({ status: 500, body: 'oops' }), 'http_status'],
  ])('refuses %s with a ProviderUnavailableError', async (_name, reply, reason) => {
    answer = reply;
    await expect(query()).rejects.toMatchObject({ reason, kind: 'provider_unavailable', code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
  });

  it('gives up after the timeout', async () => {
    answer = () => ({ body: toEcpayAnswer(paidAnswer()), delayMs: 500 });
    await expect(query('SHOP20250101A001', 50)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('reports an unreachable provider, and refuses a malformed trade no before sending', async () => {
    await expect(queryTradeInfo('SHOP1', { merchant: MERCHANT, baseUrl: 'http://127.0.0.1:1', clock })).rejects.toBeInstanceOf(EcpayQueryError);
    await expect(query('bad-no')).rejects.toBeInstanceOf(ValidationError);
    expect(received).toHaveLength(0);
  });
});
