import { inject, injectable } from 'inversify';
import type { OrderItemView } from './order';
import { OrderReadAccess, type OrderReader } from './order-read-access';
import { strangerView } from './order-redaction';
import { ORDER_STORE, type OrderStore } from './order-store.port';
import { toOrderItemView } from './order-view';

/** GET /api/ecpay/{orderId}/items: the order's items, id ascending, for its buyer (a stranger: none). */
@injectable()
export class GetOrderItems {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(OrderReadAccess) private readonly access: OrderReadAccess,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED */
  async execute(orderId: string, reader: OrderReader): Promise<OrderItemView[]> {
    const { proven } = await this.access.read(orderId, reader);
    if (!proven) return strangerView.items();
    return (await this.orders.listItems(orderId)).map(toOrderItemView);
  }
}
