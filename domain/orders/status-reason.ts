/**
 * The reasons an order's status history records (order_status_events.reason), as the console names them (issue 28:
 * staff read words, not `ecpay notification RtnCode=1 (...)`). The reasons are written by the use cases that move an
 * order (checkout, application/payments/settle-order-payment.ts, prepare-payment.ts, shipping/create-shipment.ts);
 * this table reads them back. A reason it does not know is 'other', shown with the stored text.
 */
export const STATUS_REASON_KINDS = [
  'checkout', 'provider_paid', 'late_paid', 'timed_out', 'buyer_cancelled', 'settlement', 'payment_retry', 'shipment_created', 'other',
] as const;
export type StatusReasonKind = (typeof STATUS_REASON_KINDS)[number];

/** Where a paid answer came from: ECPay's server notice, our trade query, or the buyer's browser coming back. */
export type PaidAnswerSource = 'notification' | 'query' | 'payment_back' | 'answer';

export interface StatusReason {
  kind: StatusReasonKind;
  /** provider_paid: the trade number paid and the answer's channel. */
  tradeNo?: string;
  source?: PaidAnswerSource;
  /** other: the stored text, as it is. */
  text?: string;
}

const EXACT: Readonly<Record<string, StatusReasonKind>> = {
  checkout: 'checkout',
  'late payment: the provider says paid': 'late_paid',
  'payment reconciliation: not paid in time': 'timed_out',
  'buyer cancelled (attempt cancelled by an older version)': 'buyer_cancelled',
  'payment settlement': 'settlement',
  'payment retry': 'payment_retry',
  'ecpay logistics order created': 'shipment_created',
};

const PAID = /^ecpay (notification|query|payment_back|answer) RtnCode=1 \(([^)]*)\)$/;

/** The kind of a stored reason; null for none. */
export function statusReasonOf(reason: string | null | undefined): StatusReason | null {
  if (reason === null || reason === undefined || reason.trim() === '') return null;
  const exact = EXACT[reason];
  if (exact) return { kind: exact };
  const paid = PAID.exec(reason);
  if (paid) return { kind: 'provider_paid', source: paid[1] as PaidAnswerSource, tradeNo: paid[2] };
  if (reason.startsWith('buyer cancelled')) return { kind: 'buyer_cancelled' };
  return { kind: 'other', text: reason };
}
