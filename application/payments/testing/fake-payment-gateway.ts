import { ProviderUnavailableError } from '../../errors';
import type {
  NotificationAnswer, NotificationVerification, PaymentForm, PaymentGateway, PreparePaymentInput, TradeQueryResult,
} from '../payment-gateway.port';

/** What the provider answers a trade query: paid (for this amount), unpaid, or it does not answer at all. */
export type ScriptedQuery = { status: 'paid'; tradeAmt: number } | { status: 'unpaid' } | 'unavailable';

/**
 * The card provider for the payment use-case tests: preparePayment hands out a form naming the trade and keeps the
 * input (`prepared`); queryTrade answers what a test scripted for the trade number (`answers`, unpaid when not
 * scripted), keeps each trade asked about (`queried`) and first runs `duringQuery` (a notice landing while the
 * query runs). Notices are verified by the adapter's own tests; here they enter as RecordPaymentResult's input.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly prepared: PreparePaymentInput[] = [];
  readonly queried: string[] = [];
  readonly answers = new Map<string, ScriptedQuery>();
  duringQuery: (tradeNo: string) => Promise<void> = async () => undefined;

  preparePayment(input: PreparePaymentInput): PaymentForm {
    this.prepared.push(input);
    return { paymentUrl: 'https://payment-stage.test/Cashier/AioCheckOut/V5', formData: { MerchantTradeNo: input.tradeNo, TotalAmount: String(input.amount) } };
  }

  verifyNotification(): NotificationVerification {
    throw new Error('FakePaymentGateway: notices enter the payment use cases as RecordPaymentResult input');
  }

  notificationAnswer(): NotificationAnswer {
    throw new Error('FakePaymentGateway: notices enter the payment use cases as RecordPaymentResult input');
  }

  async queryTrade(tradeNo: string): Promise<TradeQueryResult> {
    this.queried.push(tradeNo);
    await this.duringQuery(tradeNo);
    const answer = this.answers.get(tradeNo) ?? { status: 'unpaid' };
    if (answer === 'unavailable') throw new ProviderUnavailableError('PAYMENT_PROVIDER_UNAVAILABLE', 'PAYMENT_PROVIDER_UNAVAILABLE');
    const paid = answer.status === 'paid';
    return {
      merchantTradeNo: tradeNo, status: answer.status, tradeStatus: paid ? '1' : '0', tradeNo: paid ? '2611201200009999' : '', tradeAmt: paid ? answer.tradeAmt : 0,
      paymentDate: null, paymentType: 'Credit_CreditCard', tradeDate: null, fields: {},
    };
  }
}
