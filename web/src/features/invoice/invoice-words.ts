import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import { cardInvoiceUnderway, invoiceNeverIssued, type PaymentMethod } from '../../domain';
import { invoiceMessages as t } from './invoice-messages';

/** One line of the invoice block: its label and its value. */
export type InvoiceFact = readonly [label: string, value: string, testId: string];

/** What the invoice's words need of its order: the method (null where the screen does not know it) and the status. */
export interface InvoiceOrder {
  paymentMethod: PaymentMethod | null;
  status: string | null;
}

/**
 * What an order's pages say of its invoice (issue 30): once issued its number, date and random code; before, when it
 * will be issued (a store payment's at pickup, a card's once paid; unknown method: once paid), or that it is being
 * issued (a paid card order: the job issues it a second after PAID, and "once paid" would contradict the paid chip);
 * after, its state in words.
 */
export function invoiceFacts(invoice: OrderInvoiceView, order: InvoiceOrder, formatDate: (iso: string) => string): InvoiceFact[] {
  const facts: InvoiceFact[] = [[t.kindLabel, carrierText(invoice), 'invoice-kind']];
  if (invoice.number && (invoice.state === 'ISSUED' || invoice.state === 'VOID_FAILED' || invoice.state === 'NEEDS_ALLOWANCE')) {
    facts.push([t.number, invoice.number, 'invoice-number']);
    if (invoice.issued_at) facts.push([t.issuedAt, formatDate(invoice.issued_at), 'invoice-date']);
    if (invoice.random_code) facts.push([t.randomCode, invoice.random_code, 'invoice-random-code']);
  }
  const state = stateText(invoice, order);
  if (state) facts.push([t.sectionTitle, state, 'invoice-state']);
  return facts;
}

function stateText(invoice: OrderInvoiceView, order: InvoiceOrder): string | null {
  if (invoiceNeverIssued(order.status, invoice.state)) return t.states.none;
  switch (invoice.state) {
    case 'NOT_ISSUED':
      if (cardInvoiceUnderway(order, invoice.state)) return t.states.underway;
      return order.paymentMethod === 'store_cod' ? t.states.afterPickup : t.states.afterPayment;
    case 'ISSUED':
      return null;
    default:
      return t.states[invoice.state];
  }
}

/** The choice as the buyer made it, with its (masked) carrier, love code or company. */
function carrierText(invoice: OrderInvoiceView): string {
  const kind = t.kinds[invoice.kind];
  if (invoice.kind === 'company' && invoice.tax_id) return t.kindWith(kind, t.taxIdOf(invoice.tax_id, invoice.title ?? ''));
  const detail = invoice.barcode ?? invoice.certificate ?? invoice.love_code;
  return detail ? t.kindWith(kind, detail) : kind;
}
