import type { InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import type { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import type { InvoiceReads } from '../invoice-reads.port';
import type { OrderInvoice } from '../order-invoice';

/** InvoiceReads over the rows InMemoryOrderStore's checkout writes, as the knex adapter reads the tables checkout writes. */
export class InMemoryInvoiceReads implements InvoiceReads {
  constructor(private readonly orders: InMemoryOrderStore) {}

  async findByOrderIds(orderIds: readonly string[]): Promise<OrderInvoice[]> {
    return orderIds.flatMap((id) => {
      const invoice = this.orders.invoices.get(id);
      return invoice ? [{ ...invoice }] : [];
    });
  }

  async findCustomerChoice(customerId: number): Promise<InvoiceChoice | null> {
    return this.orders.invoiceChoices.get(customerId) ?? null;
  }
}
