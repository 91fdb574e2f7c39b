import { inject, injectable } from 'inversify';
import { orderEnding } from '../../domain/orders/order-ending';
import { ConflictError } from '../errors';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { TransitionOrder } from '../orders/transition-order';
import { SHIPMENT_STORE, type ShipmentStore } from '../shipping/shipment-store.port';
import { orderTarget, RecordStaffAction } from './record-staff-action';

/**
 * POST /api/admin/orders/{orderId}/end (staff, issue 30): cancel an order nothing was paid for, or record that its money
 * was given back. Which of the two is the domain's (orderEnding), from the payment method and the parcel; staff send the
 * one the console showed them, and a different one (the order moved meanwhile) is refused, so a click never does what
 * the person did not read. The move goes through the one writer (TransitionOrder), whose event voids the invoice.
 * Audited 'order.cancelled' or 'order.refunded'.
 */
@injectable()
export class EndOrder {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(TransitionOrder) private readonly transition: TransitionOrder,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  /**
   * @throws NotFoundError ORDER_NOT_FOUND
   * @throws ConflictError ORDER_TRANSITION_NOT_ALLOWED when the order cannot end as `expected` (now)
   */
  async execute(orderId: string, expected: 'CANCELLED' | 'REFUNDED', staffId: number, note: string | null): Promise<{ status: 'CANCELLED' | 'REFUNDED'; changed: boolean }> {
    const order = await requireOrder(this.orders, orderId);
    if (order.status === expected) return { status: expected, changed: false };
    const pickedUp = Boolean((await this.shipments.findByOrderId(orderId))?.deliveredAt);
    const ending = orderEnding(order, pickedUp);
    if (ending !== expected) {
      throw new ConflictError('ORDER_TRANSITION_NOT_ALLOWED', { code: 'ORDER_TRANSITION_NOT_ALLOWED', params: { from: order.status, to: expected } });
    }
    const result = await this.transition.execute({ orderId, to: ending, reason: `staff ${staffId}${note ? `: ${note}` : ''}`.slice(0, 255) });
    await this.audit.execute(staffId, ending === 'CANCELLED' ? 'order.cancelled' : 'order.refunded', orderTarget(orderId), { from: result.from, note });
    return { status: ending, changed: result.changed };
  }
}
