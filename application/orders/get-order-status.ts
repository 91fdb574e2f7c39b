import { inject, injectable } from 'inversify';
import type { OrderStatus } from '../../domain/orders/order-status';
import { OrderReadAccess, type OrderReader } from './order-read-access';

/**
 * GET /api/orders/{orderId}: { status, status_message } (spec 2, section 7), read by checkout's return handler
 * and the confirmation's polling. The status is what a stranger may see; a stranger's read is still counted.
 */
@injectable()
export class GetOrderStatus {
  constructor(@inject(OrderReadAccess) private readonly access: OrderReadAccess) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED */
  async execute(orderId: string, reader: OrderReader): Promise<{ order_id: string; status: OrderStatus; status_message: string | null }> {
    const { order } = await this.access.read(orderId, reader);
    return { order_id: order.id, status: order.status, status_message: order.statusMessage };
  }
}
