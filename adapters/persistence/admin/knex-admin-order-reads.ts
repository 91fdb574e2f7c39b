import type { Knex } from 'knex';
import type { AdminOrderFilter, AdminOrderReads, AdminOrderSummary, AdminShipmentView } from '../../../application/admin/admin-order-reads.port';
import { toStoredOrder, type OrderRow } from '../orders/order.mapper';
import { KnexShipmentStore } from '../shipping/knex-shipment-store';

/**
 * The console's order reads (application/admin/admin-order-reads.port.ts).
 *
 * The list is two statements over orders: the count, and the page (created_at DESC, id DESC). The phone search
 * uses orders_customer_phone_index, the status filter orders_status_index; an order id is the primary key.
 *
 * The shipment is the order's row of shipments (UNIQUE order_id) and its shipment_events, read as the shipment job
 * reads them (adapters/persistence/shipping/knex-shipment-store.ts).
 */
export class KnexAdminOrderReads implements AdminOrderReads {
  private readonly shipments: KnexShipmentStore;

  constructor(private readonly knex: Knex) {
    this.shipments = new KnexShipmentStore(knex);
  }

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
    // The order's shipment once ECPay has it (UNIQUE order_id: at most one row per order).
    const rows: Array<OrderRow & { shipment_stage: string | null; shipment_code: number | string | null }> = await filtered()
      .leftJoin('shipments', (join) => join.on('shipments.order_id', '=', 'orders.id').andOn('shipments.status', '=', this.knex.raw('?', ['created'])))
      .select('orders.*', 'shipments.shipping_status as shipment_stage', 'shipments.status_code as shipment_code')
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
          shipment: row.shipment_stage === null || row.shipment_stage === undefined ? null
            : { stage: row.shipment_stage, statusCode: row.shipment_code === null ? null : Number(row.shipment_code) },
        };
      }),
    };
  }

  async findShipment(orderId: string): Promise<AdminShipmentView | null> {
    const shipment = await this.shipments.findByOrderId(orderId);
    if (!shipment) return null;
    return { ...shipment, events: await this.shipments.listEvents(shipment.id) };
  }
}
