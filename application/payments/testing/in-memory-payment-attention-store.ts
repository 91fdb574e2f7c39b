import type { PaymentAttempt } from '../payment-attempt-store.port';
import type { PaymentAttentionItem, PaymentAttentionStore } from '../payment-attention.port';
import type { InMemoryPaymentAttemptStore } from './in-memory-payment-attempt-store';

function toItem(attempt: PaymentAttempt & Pick<PaymentAttentionItem, 'reason' | 'recordedAt'>): PaymentAttentionItem {
  return {
    attemptId: attempt.id, orderId: attempt.orderId, merchantTradeNo: attempt.merchantTradeNo, providerTradeNo: attempt.providerTradeNo,
    amount: attempt.amount, tradeAmt: attempt.tradeAmt, reason: attempt.reason, paidAt: attempt.paidAt, recordedAt: attempt.recordedAt,
    resolvedAt: attempt.resolvedAt,
  };
}

/**
 * The flagged attempts of an InMemoryPaymentAttemptStore (the knex adapter reads the same rows of payment_attempts),
 * for the use-case tests; it answers to adapters/persistence/orders/payment-attention-store.contract.test.ts.
 */
export class InMemoryPaymentAttentionStore implements PaymentAttentionStore {
  constructor(private readonly payments: InMemoryPaymentAttemptStore) {}

  async list(limit: number): Promise<PaymentAttentionItem[]> {
    return this.flagged()
      // Unresolved first, then newest flag first (the table's id breaks ties).
      .sort((a, b) => Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null) || b.recordedAt.getTime() - a.recordedAt.getTime() || b.id - a.id)
      .slice(0, limit)
      .map(toItem);
  }

  async resolve(attemptId: number, staffId: number, now: Date): Promise<PaymentAttentionItem | undefined> {
    const attempt = this.payments.attempts.find((a) => a.id === attemptId);
    if (!attempt || attempt.attention === null) return undefined;
    // The first resolution stays (who and when): a repeat changes nothing.
    if (attempt.resolvedAt === null) Object.assign(attempt, { resolvedAt: now, resolvedBy: staffId });
    return this.flagged().map(toItem).find((item) => item.attemptId === attemptId);
  }

  private flagged() {
    return this.payments.attempts.flatMap((a) => (a.attention && a.attentionAt ? [{ ...a, reason: a.attention, recordedAt: a.attentionAt }] : []));
  }
}
