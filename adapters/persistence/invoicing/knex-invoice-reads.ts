import type { Knex } from 'knex';
import type { InvoiceReads } from '../../../application/invoicing/invoice-reads.port';
import type { OrderInvoice } from '../../../application/invoicing/order-invoice';
import type { InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import { toInvoiceChoice, toOrderInvoice, type ChoiceColumns, type InvoiceRow } from './invoice-rows';

/** The invoice reads of the order pages and the checkout form, on SQLite or MySQL (tables of migration 20261203_3001). */
export class KnexInvoiceReads implements InvoiceReads {
  constructor(private readonly knex: Knex) {}

  async findByOrderIds(orderIds: readonly string[]): Promise<OrderInvoice[]> {
    if (orderIds.length === 0) return [];
    const rows: InvoiceRow[] = await this.knex('invoices')
      .select('order_id', 'kind', 'barcode', 'certificate', 'love_code', 'tax_id', 'title', 'state', 'invoice_number', 'issued_at', 'random_code')
      .whereIn('order_id', [...orderIds]);
    return rows.map(toOrderInvoice);
  }

  async findCustomerChoice(customerId: number): Promise<InvoiceChoice | null> {
    const row: ChoiceColumns | undefined = await this.knex('customer_invoice_choices')
      .select('kind', 'barcode', 'certificate', 'love_code', 'tax_id', 'title').where('customer_id', customerId).first();
    return row ? toInvoiceChoice(row) : null;
  }
}
