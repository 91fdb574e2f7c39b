import type { AttentionReason } from './payment-attempt';

/** What the refund rule reads of a payment attempt (the server's Date or the wire's ISO text for resolvedAt). */
export interface RefundCandidate {
  attention: AttentionReason | null;
  resolvedAt: Date | string | null;
}

/**
 * A refund is recorded against a second charge only: an attempt flagged 'duplicate_payment' (the order was paid
 * by another attempt; the money is given back in ECPay's back office, decision 7). An amount mismatch is not a
 * refund: it is settled from the payments card. Recording again on a resolved attempt is allowed (idempotent).
 */
export function isRefundable(attempt: Pick<RefundCandidate, 'attention'>): boolean {
  return attempt.attention === 'duplicate_payment';
}

/** The staff's "refund recorded" action is offered while a refundable attempt is not resolved yet. */
export function awaitsRefund(attempt: RefundCandidate): boolean {
  return isRefundable(attempt) && !attempt.resolvedAt;
}
