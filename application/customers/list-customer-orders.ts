import { inject, injectable, optional } from 'inversify';
import { INVOICE_READS, type InvoiceReads } from '../invoicing/invoice-reads.port';
import { toOrderInvoiceView } from '../invoicing/invoice-view';
import type { OrderInvoice } from '../invoicing/order-invoice';
import type { Shipment } from '../shipping/shipment';
import { SHIPMENT_STORE, type ShipmentStore } from '../shipping/shipment-store.port';
import { ValidationError } from '../errors';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from './customer-order-store.port';
import { toCustomerOrderView, toLinkedOrderView, type CustomerOrderRecord, type CustomerOrderView } from './customer-order';

export { CUSTOMER_ORDERS_DEFAULT_LIMIT, CUSTOMER_ORDERS_MAX_LIMIT } from '../../domain/orders/customer-order-pages';
import { CUSTOMER_ORDERS_DEFAULT_LIMIT, CUSTOMER_ORDERS_MAX_LIMIT } from '../../domain/orders/customer-order-pages';

export interface CustomerOrdersPage {
  orders: CustomerOrderView[];
  pagination: { page: number; limit: number; total: number };
}

/**
 * The signed-in customer's orders (orders.customer_id: signed-in checkouts and linked orders), newest first.
 * Only ever the caller's own orders: the customer id comes from the token, never from the request.
 * Linked orders of other platforms (issue 11: Shopee, table customer_linked_orders) are listed among them by
 * date. Without any (the usual case) the page is read as before; with some, the first page x limit of both
 * lists are read and merged (a customer's history is short), ties going to our own order first.
 */
@injectable()
export class ListCustomerOrders {
  constructor(
    @inject(CUSTOMER_ORDER_STORE) private readonly store: CustomerOrderStore,
    /** The orders' shipments (issue 12); absent in use-case tests of the history alone: every order 'pending'. */
    @inject(SHIPMENT_STORE) @optional() private readonly shipments?: Pick<ShipmentStore, 'findByOrderIds'>,
    /** The orders' invoices (issue 30); absent in use-case tests of the history alone: no invoice shown. */
    @inject(INVOICE_READS) @optional() private readonly invoices?: Pick<InvoiceReads, 'findByOrderIds'>,
  ) {}

  /** The invoices of a page's orders, by order id: one query per page. */
  private async invoicesOf(records: readonly CustomerOrderRecord[]): Promise<Map<string, OrderInvoice>> {
    if (!this.invoices || records.length === 0) return new Map();
    const found = await this.invoices.findByOrderIds(records.map((record) => record.order.id));
    return new Map(found.map((invoice) => [invoice.orderId, invoice]));
  }

  /** One of our orders in the history, with its shipment and invoice. */
  private viewsOf(shipments: Map<string, Shipment>, invoices: Map<string, OrderInvoice>) {
    return (record: CustomerOrderRecord): CustomerOrderView => {
      const invoice = invoices.get(record.order.id);
      const view = toCustomerOrderView(record, shipments.get(record.order.id));
      return invoice ? { ...view, invoice: toOrderInvoiceView(invoice) } : view;
    };
  }

  /** The shipments of a page's orders, by order id: one query per page. */
  private async shipmentsOf(records: readonly CustomerOrderRecord[]): Promise<Map<string, Shipment>> {
    if (!this.shipments || records.length === 0) return new Map();
    const found = await this.shipments.findByOrderIds(records.map((record) => record.order.id));
    return new Map(found.map((shipment) => [shipment.orderId, shipment]));
  }

  /** @throws ValidationError when page < 1 or limit is outside 1..50 (the HTTP codec refuses those first). */
  async execute(customerId: number, { page = 1, limit = CUSTOMER_ORDERS_DEFAULT_LIMIT }: { page?: number; limit?: number } = {}): Promise<CustomerOrdersPage> {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > CUSTOMER_ORDERS_MAX_LIMIT) {
      throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED');
    }
    const offset = (page - 1) * limit;
    const linked = await this.store.listLinkedOrders(customerId, { limit: offset + limit });
    if (linked.total === 0) {
      const { orders, total } = await this.store.listCustomerOrders(customerId, { offset, limit });
      const [shipments, invoices] = await Promise.all([this.shipmentsOf(orders), this.invoicesOf(orders)]);
      return { orders: orders.map(this.viewsOf(shipments, invoices)), pagination: { page, limit, total } };
    }
    const ours = await this.store.listCustomerOrders(customerId, { offset: 0, limit: offset + limit });
    const [shipments, invoices] = await Promise.all([this.shipmentsOf(ours.orders), this.invoicesOf(ours.orders)]);
    const view = this.viewsOf(shipments, invoices);
    const merged = [
      ...ours.orders.map((record) => ({ at: record.order.createdAt.getTime(), rank: 0, view: view(record) })),
      ...linked.orders.map((record) => ({ at: record.orderDate.getTime(), rank: 1, view: toLinkedOrderView(record) })),
    ].sort((a, b) => b.at - a.at || a.rank - b.rank);
    return { orders: merged.slice(offset, offset + limit).map((entry) => entry.view), pagination: { page, limit, total: ours.total + linked.total } };
  }
}
