import { FakeClock } from '../shared/testing/fake-clock';
import type {
  NotificationAnswer, NotificationVerification, PaymentForm, PaymentGateway, PaymentNotification, TradeQueryResult,
} from './payment-gateway.port';
import { ReceivePaymentNotice } from './receive-payment-notice';
import type { PaymentResult, RecordOutcome, RecordPaymentResult } from './record-payment-result';
import { InMemoryProviderMessageRejections } from './testing/in-memory-provider-message-rejections';
import { RecordingEventLog } from '../shared/testing/recording-event-log';

const TRADE_NO = 'ORD12345678R1';

/**
 * The gateway's side of a notice, scripted: a form verifies when its CheckMacValue is 'VALID' (the MAC itself is the
 * adapter's test, adapters/ecpay/aio-payment.test.ts); MerchantID 'OTHER' is another merchant's, a TradeAmt that is
 * not digits is malformed. Its replies are its own (the use case passes them on): 'OK' or 'NO <code>'.
 */
class ScriptedPaymentGateway implements PaymentGateway {
  preparePayment(): PaymentForm {
    throw new Error('not used by notices');
  }

  async queryTrade(): Promise<TradeQueryResult> {
    throw new Error('not used by notices');
  }

  verifyNotification(fields: Readonly<Record<string, string>>): NotificationVerification {
    if (fields.CheckMacValue !== 'VALID') return { ok: false, rejection: { code: 'CHECK_MAC_VALUE_INVALID', message: 'not VALID' } };
    if (fields.MerchantID === 'OTHER') return { ok: false, rejection: { code: 'MERCHANT_ID_MISMATCH', message: 'another merchant' } };
    if (!/^\d{1,9}$/.test(fields.TradeAmt ?? '')) return { ok: false, rejection: { code: 'NOTIFICATION_MALFORMED', message: 'TradeAmt' } };
    const notification: PaymentNotification = {
      merchantTradeNo: fields.MerchantTradeNo ?? '', rtnCode: Number(fields.RtnCode), rtnMsg: fields.RtnMsg ?? '', tradeNo: fields.TradeNo ?? '',
      tradeAmt: Number(fields.TradeAmt), paymentDate: new Date('2026-11-20T04:05:00.000Z'), paymentType: 'Credit_CreditCard', tradeDate: null,
      succeeded: fields.RtnCode === '1', simulatePaid: fields.SimulatePaid === '1', reference: '', fields: { ...fields },
    };
    return { ok: true, notification };
  }

  notificationAnswer(verification: NotificationVerification): NotificationAnswer {
    return { status: verification.ok ? 200 : 400, contentType: 'text/plain', body: verification.ok ? 'OK' : `NO ${verification.rejection.code}` };
  }
}

/** RecordPaymentResult's promise: one attempt known, its first paid answer recorded, a repeat changes nothing. */
class RecordingPayments implements Pick<RecordPaymentResult, 'execute'> {
  readonly calls: PaymentResult[] = [];

  async execute(result: PaymentResult): Promise<RecordOutcome> {
    this.calls.push(result);
    if (result.merchantTradeNo !== TRADE_NO) return { kind: 'unknown_trade' };
    const first = this.calls.filter((call) => call.merchantTradeNo === TRADE_NO).length === 1;
    return { kind: 'recorded', orderId: 'ORD-12345678', attemptStatus: 'paid', first, orderStatus: 'PAID', orderChanged: first, duplicatePayment: false };
  }
}

function setUp() {
  const payments = new RecordingPayments();
  const rejections = new InMemoryProviderMessageRejections(new FakeClock('2026-11-20T04:05:00.000Z'));
  const log = new RecordingEventLog();
  const receive = new ReceivePaymentNotice(new ScriptedPaymentGateway(), payments, rejections, log);
  return { payments, rejections, logged: log.events, receive };
}

const notice = (overrides: Record<string, string> = {}): Record<string, string> => ({
  MerchantID: '3002607', MerchantTradeNo: TRADE_NO, RtnCode: '1', RtnMsg: 'paid', TradeNo: '2611201205001', TradeAmt: '1290', SimulatePaid: '0',
  CheckMacValue: 'VALID', ...overrides,
});

describe('ReceivePaymentNotice (ECPay ReturnURL, research/ecpay.md sections 2 and 4)', () => {
  it('a good notice is recorded once as the provider\'s answer, and the gateway\'s acceptance is the reply', async () => {
    const { payments, rejections, logged, receive } = setUp();
    expect(await receive.execute(notice())).toEqual({ status: 200, contentType: 'text/plain', body: 'OK' });
    expect(payments.calls).toEqual([{
      merchantTradeNo: TRADE_NO, succeeded: true, rtnCode: 1, rtnMsg: 'paid', providerTradeNo: '2611201205001', tradeAmt: 1290,
      paidAt: new Date('2026-11-20T04:05:00.000Z'), simulatePaid: false, source: 'notification',
    }]);
    expect(rejections.recorded).toEqual([]);
    expect(logged).toEqual([expect.objectContaining({ level: 'info', message: 'ecpay notification', details: expect.objectContaining({ first: true }) })]);
  });

  it('a duplicate (ECPay resends until it reads 1|OK) is accepted again, and is no new payment', async () => {
    const { logged, receive } = setUp();
    await receive.execute(notice());
    expect((await receive.execute(notice())).body).toBe('OK');
    expect(logged.map((entry) => [entry.level, entry.details?.first])).toEqual([['info', true], ['info', false]]);
  });

  it('a bad signature: nothing read, nothing written (only logged), the gateway\'s refusal', async () => {
    const { payments, rejections, logged, receive } = setUp();
    expect(await receive.execute(notice({ CheckMacValue: 'F'.repeat(64) }))).toEqual({ status: 400, contentType: 'text/plain', body: 'NO CHECK_MAC_VALUE_INVALID' });
    expect(payments.calls).toEqual([]);
    expect(rejections.recorded).toEqual([]);
    expect(logged).toEqual([expect.objectContaining({ level: 'error', message: 'ecpay notification rejected', details: expect.objectContaining({ recorded: false }) })]);
  });

  it.each([
    ['a malformed field', { TradeAmt: '12e4' }, 'NOTIFICATION_MALFORMED'],
    ['another merchant', { MerchantID: 'OTHER' }, 'MERCHANT_ID_MISMATCH'],
  ])('a signed notice with %s: nothing applied, kept for staff, the gateway\'s refusal', async (_, overrides, code) => {
    const { payments, rejections, receive } = setUp();
    const form = notice(overrides);
    expect((await receive.execute(form)).body).toBe(`NO ${code}`);
    expect(payments.calls).toEqual([]);
    expect(rejections.recorded).toEqual([{ provider: 'ecpay', messageKind: 'payment_notification', reason: code, detail: expect.any(String), merchantTradeNo: TRADE_NO, fields: form, receivedAt: new Date('2026-11-20T04:05:00.000Z') }]);
  });

  it('a signed notice about a trade we do not know is accepted (redelivering changes nothing) and logged for a person', async () => {
    const { logged, receive } = setUp();
    expect((await receive.execute(notice({ MerchantTradeNo: 'ORD99999999R1' }))).body).toBe('OK');
    expect(logged).toEqual([expect.objectContaining({ level: 'error', message: 'ecpay notification needs attention' })]);
  });
});
