import type { AttentionReason } from '../../domain/orders/payment-attempt';

/**
 * Payment attempts whose money the order does not keep (docs/decisions.md, decision 7): a second charge of an
 * order already paid ('duplicate_payment': refund it) or a charge of another amount ('amount_mismatch').
 * Flagged by the order's settlement; listed to staff until someone marks them handled.
 */
export interface PaymentAttentionItem {
  attemptId: number;
  orderId: string;
  merchantTradeNo: string;
  providerTradeNo: string | null;
  /** What the attempt asked for (whole NT$). */
  amount: number;
  /** What the provider says it charged. */
  tradeAmt: number | null;
  reason: AttentionReason;
  paidAt: Date | null;
  /** When the settlement flagged it. */
  recordedAt: Date;
  resolvedAt: Date | null;
}

export interface PaymentAttentionStore {
  /** Unresolved first, then newest first; at most `limit`. */
  list(limit: number): Promise<PaymentAttentionItem[]>;
  /**
   * Marks a flagged attempt handled by this staff user; a second call keeps the first resolution (idempotent).
   * @returns the item, or undefined when the attempt does not exist or was never flagged.
   */
  resolve(attemptId: number, staffId: number, now: Date): Promise<PaymentAttentionItem | undefined>;
}

export const PAYMENT_ATTENTION_STORE = Symbol.for('PaymentAttentionStore');
