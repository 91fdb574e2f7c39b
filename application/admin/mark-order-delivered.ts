import { inject, injectable } from 'inversify';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { orderTarget, RecordStaffAction } from './record-staff-action';
import { SHIPMENT_ACTIONS, type ShipmentActions } from './shipment-actions.port';

/** POST /api/admin/orders/{orderId}/mark-delivered (staff): by hand, when ECPay stays silent. Audited 'order.mark_delivered'. */
@injectable()
export class MarkOrderDelivered {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(SHIPMENT_ACTIONS) private readonly shipments: ShipmentActions,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; whatever the shipment actions throw. */
  async execute(orderId: string, staffId: number): Promise<{ changed: boolean }> {
    await requireOrder(this.orders, orderId);
    const result = await this.shipments.markDelivered(orderId, staffId);
    await this.audit.execute(staffId, 'order.mark_delivered', orderTarget(orderId), { changed: result.changed });
    return result;
  }
}
