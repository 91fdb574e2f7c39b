import { isSale } from '../orders/order-figures';
import { isOrderStatus, ORDER_TRANSITIONS } from '../orders/order-status';
import type { PaymentMethod } from '../orders/payment-methods';
import type { InvoiceState } from './invoice-states';

/*
 * The invoice a buyer waits for (issue 30): what the order pages say of a paid card order's invoice before it is
 * issued, and how long the order page reads it again. Apart from order-invoice.ts (the job's lines, for the server)
 * so that the history and the order page load only these few lines (the weight budget, test/architecture).
 */

/**
 * A paid card order whose invoice is on its way: a card sale (PAID or PROCESSING; ended orders are not sales) still
 * NOT_ISSUED. The invoice job runs on PAID through the outbox, about a second later, so the order page must not say
 * "once paid" meanwhile. The history does not send the method: a status that is a card order's sale and never a
 * store payment's (PAID) still tells it; PROCESSING without the method could be a store payment, issued at pickup.
 */
export function cardInvoiceUnderway(
  order: { status: string | null | undefined; paymentMethod: PaymentMethod | null | undefined }, invoiceState: InvoiceState | null | undefined,
): boolean {
  if (invoiceState !== 'NOT_ISSUED' || !order.status) return false;
  const cardSale = isSale({ status: order.status, paymentMethod: 'credit_card' });
  if (order.paymentMethod == null) return cardSale && !isSale({ status: order.status, paymentMethod: 'store_cod' });
  return order.paymentMethod === 'credit_card' && cardSale;
}

/** The order page reads a paid card order again until its invoice is issued: every 3 s (the payment poll's pace), 5 reads at most. */
export const INVOICE_POLL_INTERVAL_MS = 3000;
export const INVOICE_POLL_MAX_READS = 5;

/**
 * Whether the order page reads the order once more for its invoice, after `reads` reads (a failed one counts): while
 * the invoice is underway and the reads last; an invoice out of NOT_ISSUED (issued, or ISSUE_FAILED) stops it.
 */
export function readsInvoiceAgain(
  order: { status: string | null | undefined; paymentMethod: PaymentMethod | null | undefined }, invoiceState: InvoiceState | null | undefined, reads: number,
): boolean {
  return reads < INVOICE_POLL_MAX_READS && cardInvoiceUnderway(order, invoiceState);
}

/**
 * An order that ended (CANCELLED, REFUNDED: a status with no way on) before its invoice was issued: none will be, and
 * "once paid" or "being issued" would contradict the ended chip beside it. The job never issues for an ended order.
 */
export function invoiceNeverIssued(status: string | null | undefined, invoiceState: InvoiceState | null | undefined): boolean {
  if (invoiceState !== 'NOT_ISSUED' && invoiceState !== 'ISSUE_FAILED') return false;
  return isOrderStatus(status) && ORDER_TRANSITIONS[status].length === 0;
}
