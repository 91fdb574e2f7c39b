import type { PaymentAttentionItem } from '../../../application/contracts/payments';

// The payments context's wire mappers (application/contracts/payments.ts).

/** The port's item (Dates) as it goes on the wire: the staff console's payments that need a person. */
export function toPaymentAttentionWire(item: {
  attemptId: number; orderId: string; merchantTradeNo: string; providerTradeNo: string | null; amount: number; tradeAmt: number | null;
  reason: PaymentAttentionItem['reason']; paidAt: Date | null; recordedAt: Date; resolvedAt: Date | null;
}): PaymentAttentionItem {
  return {
    attemptId: item.attemptId, orderId: item.orderId, merchantTradeNo: item.merchantTradeNo, providerTradeNo: item.providerTradeNo,
    amount: item.amount, tradeAmt: item.tradeAmt, reason: item.reason, paidAt: item.paidAt?.toISOString() ?? null,
    recordedAt: item.recordedAt.toISOString(), resolvedAt: item.resolvedAt?.toISOString() ?? null,
  };
}
