import { inject, injectable } from 'inversify';
import type { OrderStatus } from '../../domain/orders/order-status';
import { requireOrder } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';

/** GET /api/orders/{orderId}: { status, status_message } (spec 2, section 7), read by checkout's return handler. */
@injectable()
export class GetOrderStatus {
  constructor(@inject(ORDER_STORE) private readonly orders: OrderStore) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string): Promise<{ order_id: string; status: OrderStatus; status_message: string | null }> {
    const order = await requireOrder(this.orders, orderId);
    return { order_id: order.id, status: order.status, status_message: order.statusMessage };
  }
}
