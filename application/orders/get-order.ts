import { inject, injectable } from 'inversify';
import type { OrderView } from './order';
import { OrderReadAccess, type OrderReader } from './order-read-access';
import { strangerView } from './order-redaction';
import { toOrderView } from './order-view';

/**
 * GET /api/ecpay/{orderId} (spec 2, section 7; also the confirmation screen's first read). The buyer (the
 * order's access token, decision 5, or the order's own signed-in customer; docs/accounts-contract.md) reads
 * the whole order; anyone else reads the stranger's view (order-redaction.ts), counted by the read limit
 * (order-read-access.ts). A wrong token reads exactly like no token: no oracle.
 */
@injectable()
export class GetOrder {
  constructor(@inject(OrderReadAccess) private readonly access: OrderReadAccess) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED */
  async execute(orderId: string, reader: OrderReader): Promise<OrderView> {
    const { order, proven } = await this.access.read(orderId, reader);
    return proven ? toOrderView(order, { masked: false }) : strangerView.order(order);
  }
}
