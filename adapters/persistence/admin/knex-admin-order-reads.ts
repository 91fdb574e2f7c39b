import type { Knex } from 'knex';
import type {
  AdminOrderFilter, AdminOrderReads, AdminOrderSummary, AdminShipmentEvent, AdminShipmentView,
} from '../../../application/admin/admin-order-reads.port';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { toStoredOrder, type OrderRow } from '../orders/order.mapper';
import { toDateOrNull } from './stored-date';

type Row = Record<string, unknown>;

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const date = (value: unknown): Date | null => toDateOrNull(value as StoredDateTime | null | undefined);

/** A shipments row (migration 20261129_1101) as staff see it: the ECPay status code as text, dates as Dates. */
function toShipmentView(row: Row, events: AdminShipmentEvent[]): AdminShipmentView {
  return {
    merchantTradeNo: text(row.merchant_trade_no), subType: text(row.sub_type), status: text(row.status),
    shippingStatus: text(row.shipping_status), statusCode: text(row.status_code), attempts: Number(row.attempts ?? 0),
    nextAttemptAt: date(row.next_attempt_at), lastError: text(row.last_error), logisticsId: text(row.logistics_id),
    paymentNo: text(row.payment_no), validationNo: text(row.validation_no), shippedAt: date(row.shipped_at),
    deliveredAt: date(row.delivered_at), createdAt: date(row.created_at), updatedAt: date(row.updated_at), events,
  };
}

/**
 * The console's order reads (application/admin/admin-order-reads.port.ts).
 *
 * The list is two statements over orders: the count, and the page (created_at DESC, id DESC). The phone search
 * uses orders_customer_phone_index, the status filter orders_status_index; an order id is the primary key.
 *
 * The shipment is the order's row of shipments (UNIQUE order_id) and its shipment_events, as the shipment job
 * writes them (adapters/persistence/shipping/knex-shipment-store.ts).
 */
export class KnexAdminOrderReads implements AdminOrderReads {
  constructor(private readonly knex: Knex) {}

  async listOrders(filter: AdminOrderFilter): Promise<{ orders: AdminOrderSummary[]; total: number }> {
    const filtered = () => {
      const query = this.knex('orders');
      if (filter.status !== undefined) query.where('orders.status', filter.status);
      if (filter.source !== undefined) query.where('orders.order_source', filter.source);
      if (filter.from !== undefined) query.where('orders.created_at', '>=', filter.from);
      if (filter.to !== undefined) query.where('orders.created_at', '<', filter.to);
      if (filter.orderId !== undefined) query.where('orders.id', filter.orderId);
      if (filter.phone !== undefined) query.where('orders.customer_phone', filter.phone);
      return query;
    };
    const [countRow] = await filtered().count({ total: '*' });
    const rows: OrderRow[] = await filtered().select('orders.*')
      .orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc')
      .limit(filter.limit).offset((filter.page - 1) * filter.limit);
    return {
      total: Number((countRow as { total: number | string }).total),
      orders: rows.map((row) => {
        const order = toStoredOrder(row);
        return {
          id: order.id, status: order.status, customerName: order.customerName, customerPhone: order.customerPhone,
          totalAmount: order.totalAmount, paymentMethod: order.paymentMethod, deliveryMethod: order.deliveryMethod,
          orderSource: order.orderSource, createdAt: order.createdAt, updatedAt: order.updatedAt,
        };
      }),
    };
  }

  async findShipment(orderId: string): Promise<AdminShipmentView | null> {
    const row: Row | undefined = await this.knex('shipments').where('order_id', orderId).first();
    if (!row) return null;
    const eventRows: Row[] = await this.knex('shipment_events').where('shipment_id', row.id as number)
      .orderBy('occurred_at', 'asc').orderBy('id', 'asc');
    return toShipmentView(row, eventRows.map((event) => ({
      statusCode: String(event.status_code ?? ''), message: text(event.message), source: text(event.source),
      occurredAt: date(event.occurred_at), receivedAt: date(event.received_at),
    })));
  }
}
