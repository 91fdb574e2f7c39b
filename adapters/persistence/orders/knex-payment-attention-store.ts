import type { Knex } from 'knex';
import type { PaymentAttentionItem, PaymentAttentionStore } from '../../../application/payments/payment-attention.port';
import { toPaymentAttempt, type PaymentAttemptRow } from './knex-payment-attempt-store';

function toItem(row: PaymentAttemptRow): PaymentAttentionItem {
  const attempt = toPaymentAttempt(row);
  if (!attempt.attention || !attempt.attentionAt) throw new Error(`payment attempt ${attempt.id} is not flagged`);
  return {
    attemptId: attempt.id, orderId: attempt.orderId, merchantTradeNo: attempt.merchantTradeNo, providerTradeNo: attempt.providerTradeNo,
    amount: attempt.amount, tradeAmt: attempt.tradeAmt, reason: attempt.attention, paidAt: attempt.paidAt,
    recordedAt: attempt.attentionAt, resolvedAt: attempt.resolvedAt,
  };
}

/** The flagged rows of payment_attempts (migration 20261127_0101_payment_attention). */
export class KnexPaymentAttentionStore implements PaymentAttentionStore {
  constructor(private readonly knex: Knex) {}

  async list(limit: number): Promise<PaymentAttentionItem[]> {
    const rows: PaymentAttemptRow[] = await this.knex('payment_attempts').whereNotNull('attention')
      // Unresolved first (a CASE, because NULLs sort first on one engine and last on the other), newest first.
      .orderByRaw('CASE WHEN resolved_at IS NULL THEN 0 ELSE 1 END')
      .orderBy('attention_at', 'desc').orderBy('id', 'desc')
      .limit(limit);
    return rows.map(toItem);
  }

  async resolve(attemptId: number, staffId: number, now: Date): Promise<PaymentAttentionItem | undefined> {
    // Conditional: the first resolution stays (who and when), a repeat changes nothing.
    await this.knex('payment_attempts').where('id', attemptId).whereNotNull('attention').whereNull('resolved_at')
      .update({ resolved_at: now, resolved_by: staffId });
    const row: PaymentAttemptRow | undefined = await this.knex('payment_attempts').where('id', attemptId).whereNotNull('attention').first();
    return row && toItem(row);
  }
}
