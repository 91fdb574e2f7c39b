import type { PaymentAttempt, PaymentAttemptStore } from '../../payments/payment-attempt-store.port';
import type { PaymentAttentionItem, PaymentAttentionStore } from '../../payments/payment-attention.port';

const notUsed = (method: string) => async (): Promise<never> => {
  throw new Error(`FlaggedPayments.${method}: not used by the console's use cases`);
};

/**
 * The payment attempts of orders as the console's refund record reads and resolves them: attempts a test puts in
 * (`attempts`), listed per order by attempt number, and resolved once (who and when kept from the first call) when
 * flagged. A stand-in for the two payment ports, not a fake of their writes: the methods the console never calls
 * (opening, moving, settling, reconciling attempts) throw.
 */
export class FlaggedPayments implements PaymentAttemptStore, PaymentAttentionStore {
  readonly attempts: PaymentAttempt[] = [];

  openAttempt = notUsed('openAttempt');
  findByTradeNo = notUsed('findByTradeNo');
  moveAttempt = notUsed('moveAttempt');
  settleOrder = notUsed('settleOrder');
  listReconcilable = notUsed('listReconcilable');
  list = notUsed('list');

  async listForOrder(orderId: string): Promise<PaymentAttempt[]> {
    return structuredClone(this.attempts.filter((attempt) => attempt.orderId === orderId).sort((a, b) => a.attemptNo - b.attemptNo));
  }

  async resolve(attemptId: number, staffId: number, now: Date): Promise<PaymentAttentionItem | undefined> {
    const attempt = this.attempts.find((candidate) => candidate.id === attemptId);
    if (!attempt || attempt.attention === null) return undefined;
    if (attempt.resolvedAt === null) Object.assign(attempt, { resolvedAt: new Date(now), resolvedBy: staffId });
    return {
      attemptId, orderId: attempt.orderId, merchantTradeNo: attempt.merchantTradeNo, providerTradeNo: attempt.providerTradeNo, amount: attempt.amount,
      tradeAmt: attempt.tradeAmt, reason: attempt.attention, paidAt: attempt.paidAt, recordedAt: attempt.attentionAt ?? attempt.updatedAt,
      resolvedAt: attempt.resolvedAt,
    };
  }

  /** Test set-up: an attempt of the order, paid, with these overrides (e.g. attention: 'duplicate_payment'). */
  add(orderId: string, overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
    const attemptNo = this.attempts.filter((attempt) => attempt.orderId === orderId).length + 1;
    const at = new Date('2026-11-29T02:00:00.000Z');
    const attempt: PaymentAttempt = {
      id: this.attempts.length + 1, orderId, merchantTradeNo: `${orderId.replace(/\D/g, '')}R${attemptNo}`, attemptNo, amount: 1290, status: 'paid',
      rtnCode: 1, rtnMsg: 'paid', providerTradeNo: `2611290200${attemptNo}`, tradeAmt: 1290, paidAt: at, simulatePaid: false, resultSource: 'notification',
      resultAt: at, createdAt: at, updatedAt: at, attention: null, attentionAt: null, resolvedAt: null, resolvedBy: null, ...overrides,
    };
    this.attempts.push(attempt);
    return attempt;
  }
}
