import { inject, injectable } from 'inversify';
import type { OrderItemView } from './order';
import { requireOrder } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';
import { toOrderItemView } from './order-view';

/** GET /api/ecpay/{orderId}/items: the order's items, id ascending (they carry nothing personal). */
@injectable()
export class GetOrderItems {
  constructor(@inject(ORDER_STORE) private readonly orders: OrderStore) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string): Promise<OrderItemView[]> {
    await requireOrder(this.orders, orderId);
    return (await this.orders.listItems(orderId)).map(toOrderItemView);
  }
}
