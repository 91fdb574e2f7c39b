import type { InvoiceChoice } from '../../domain/invoicing/invoice-choice';
import type { OrderInvoice } from './order-invoice';

/**
 * What the order pages and the checkout form read about invoices (issue 30). The rows are written by checkout,
 * in its transaction (OrderStore.checkoutCart: the order's invoice and the member's last choice). Implemented by
 * adapters/persistence/invoicing/knex-invoice-reads.ts and, for unit tests, InMemoryInvoiceReads.
 */
export interface InvoiceReads {
  /** The invoices of these orders, in any order; an order without an invoice row has none in the answer. */
  findByOrderIds(orderIds: readonly string[]): Promise<OrderInvoice[]>;
  /** The member's choice at their last checkout; null before the first. */
  findCustomerChoice(customerId: number): Promise<InvoiceChoice | null>;
}

export const INVOICE_READS = Symbol.for('InvoiceReads');
