import type { InvoiceReads } from '../invoicing/invoice-reads.port';
import { invoiceOf, toOrderInvoiceView } from '../invoicing/invoice-view';
import type { OrderView, StoredOrder } from './order';
import { toOrderView } from './order-view';

/**
 * The order as its proven buyer reads it, unmasked and with its e-invoice (issue 30): the one shape of GET
 * /api/ecpay/{id} with the order's token or its owner's session, and of the phone proof (the guest lookup). A
 * stranger's view has neither (order-redaction.ts). Without the invoice port (use-case tests) or a row, no invoice.
 */
export async function buyerOrderView(order: StoredOrder, invoices: Pick<InvoiceReads, 'findByOrderIds'> | undefined): Promise<OrderView> {
  const invoice = await invoiceOf(invoices, order.id);
  return { ...toOrderView(order, { masked: false }), ...(invoice ? { invoice: toOrderInvoiceView(invoice) } : {}) };
}
