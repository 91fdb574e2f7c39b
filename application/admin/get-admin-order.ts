import { inject, injectable, optional } from 'inversify';
import { INVOICE_READS, type InvoiceReads } from '../invoicing/invoice-reads.port';
import type { OrderInvoice } from '../invoicing/order-invoice';
import { invoiceOf } from '../invoicing/invoice-view';
import type { OrderStatusEvent, StoredOrder, StoredOrderItem } from '../orders/order';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttempt, type PaymentAttemptStore } from '../payments/payment-attempt-store.port';
import { ADMIN_ORDER_READS, type AdminOrderReads, type AdminShipmentView } from './admin-order-reads.port';

export interface AdminOrderDetail {
  order: StoredOrder;
  items: StoredOrderItem[];
  /** Every payment attempt, oldest first, with the provider's answer and any flag a person must look at. */
  payments: PaymentAttempt[];
  shipment: AdminShipmentView | null;
  /** order_status_events, oldest first. */
  history: OrderStatusEvent[];
  /** The order's e-invoice (issue 30); undefined when it has no invoice row. */
  invoice?: OrderInvoice;
}

/** GET /api/admin/orders/{orderId} (staff): everything the order page shows, unmasked (staff see the buyer). */
@injectable()
export class GetAdminOrder {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(ADMIN_ORDER_READS) private readonly reads: AdminOrderReads,
    /** The invoices (issue 30); absent in use-case tests of the console alone. */
    @inject(INVOICE_READS) @optional() private readonly invoices?: Pick<InvoiceReads, 'findByOrderIds'>,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string): Promise<AdminOrderDetail> {
    const order = await requireOrder(this.orders, orderId);
    const [items, payments, shipment, history, invoice] = await Promise.all([
      this.orders.listItems(orderId), this.attempts.listForOrder(orderId), this.reads.findShipment(orderId), this.orders.listStatusEvents(orderId),
      invoiceOf(this.invoices, orderId),
    ]);
    return { order, items, payments, shipment, history, ...(invoice ? { invoice } : {}) };
  }
}
