import { inject, injectable } from 'inversify';
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
}

/** GET /api/admin/orders/{orderId} (staff): everything the order page shows, unmasked (staff see the buyer). */
@injectable()
export class GetAdminOrder {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(ADMIN_ORDER_READS) private readonly reads: AdminOrderReads,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string): Promise<AdminOrderDetail> {
    const order = await requireOrder(this.orders, orderId);
    const [items, payments, shipment, history] = await Promise.all([
      this.orders.listItems(orderId), this.attempts.listForOrder(orderId), this.reads.findShipment(orderId), this.orders.listStatusEvents(orderId),
    ]);
    return { order, items, payments, shipment, history };
  }
}
