import { maskInvoiceChoice } from '../../domain/invoicing/invoice-masking';
import type { OrderInvoiceView } from '../contracts/invoicing';
import type { OrderInvoice } from './order-invoice';

/**
 * The wire invoice of an order page (the buyer's and the console's: a stranger gets none, order-redaction.ts):
 * its state and, once issued, number, date and random code, with the choice's carrier masked (invoice-masking.ts).
 */
export function toOrderInvoiceView(invoice: OrderInvoice): OrderInvoiceView {
  const choice = maskInvoiceChoice(invoice.choice);
  return {
    kind: choice.kind,
    state: invoice.state,
    number: invoice.number,
    issued_at: invoice.issuedAt?.toISOString() ?? null,
    random_code: invoice.randomCode,
    ...(choice.kind === 'mobile-barcode' ? { barcode: choice.barcode } : {}),
    ...(choice.kind === 'certificate' ? { certificate: choice.certificate } : {}),
    ...(choice.kind === 'donation' ? { love_code: choice.loveCode } : {}),
    ...(choice.kind === 'company' ? { tax_id: choice.taxId, title: choice.title } : {}),
  };
}

/** The invoice of one order, read through the optional port: undefined without the port or without a row. */
export async function invoiceOf(reads: { findByOrderIds(ids: readonly string[]): Promise<OrderInvoice[]> } | undefined, orderId: string): Promise<OrderInvoice | undefined> {
  if (!reads) return undefined;
  const [invoice] = await reads.findByOrderIds([orderId]);
  return invoice;
}
