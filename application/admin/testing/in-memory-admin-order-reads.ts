import type { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import type { InMemoryShipmentStore } from '../../shipping/testing/in-memory-shipment-store';
import type { AdminOrderFilter, AdminOrderReads, AdminOrderSummary, AdminShipmentView } from '../admin-order-reads.port';

/**
 * AdminOrderReads in memory over the order fake and the shipment fake, for the console's use-case tests: the same
 * filters, order (newest first, then id) and paging as the knex adapter, and the shipment as the shipment fake keeps
 * it (admin-order-reads.contract.test.ts).
 */
export class InMemoryAdminOrderReads implements AdminOrderReads {
  constructor(private readonly orders: InMemoryOrderStore, private readonly shipments: InMemoryShipmentStore) {}

  async listOrders(filter: AdminOrderFilter): Promise<{ orders: AdminOrderSummary[]; total: number }> {
    const matching = [...this.orders.orders.values()].filter((order) => (filter.status === undefined || order.status === filter.status)
      && (filter.source === undefined || order.orderSource === filter.source)
      && (filter.from === undefined || order.createdAt >= filter.from)
      && (filter.to === undefined || order.createdAt < filter.to)
      && (filter.orderId === undefined || order.id === filter.orderId)
      && (filter.phone === undefined || order.customerPhone === filter.phone))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
    const page = matching.slice((filter.page - 1) * filter.limit, filter.page * filter.limit);
    const orders: AdminOrderSummary[] = [];
    for (const order of page) {
      const shipment = await this.shipments.findByOrderId(order.id);
      orders.push({
        id: order.id, status: order.status, customerName: order.customerName, customerPhone: order.customerPhone, totalAmount: order.totalAmount,
        paymentMethod: order.paymentMethod, deliveryMethod: order.deliveryMethod, orderSource: order.orderSource,
        createdAt: new Date(order.createdAt), updatedAt: new Date(order.updatedAt),
        shipment: shipment && shipment.status === 'created' ? { stage: shipment.shippingStatus, statusCode: shipment.statusCode } : null,
      });
    }
    return { total: matching.length, orders };
  }

  async findShipment(orderId: string): Promise<AdminShipmentView | null> {
    const shipment = await this.shipments.findByOrderId(orderId);
    if (!shipment) return null;
    return { ...shipment, events: await this.shipments.listEvents(shipment.id) };
  }
}
