import { inject, injectable } from 'inversify';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { ADMIN_ORDER_READS, type AdminOrderReads } from './admin-order-reads.port';
import { orderTarget, RecordStaffAction } from './record-staff-action';
import { SHIPMENT_ACTIONS, type ShipmentActions, type ShipmentRequestOutcome } from './shipment-actions.port';

/**
 * POST /api/admin/orders/{orderId}/shipment (staff): create the order's logistics order now, or retry the one that
 * keeps failing. Audited as 'shipment.create' (no shipment yet) or 'shipment.retry', once it succeeded.
 */
@injectable()
export class RequestShipment {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(ADMIN_ORDER_READS) private readonly reads: AdminOrderReads,
    @inject(SHIPMENT_ACTIONS) private readonly shipments: ShipmentActions,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; whatever the shipment actions throw (409, 503 LOGISTICS_UNAVAILABLE). */
  async execute(orderId: string, staffId: number): Promise<{ outcome: ShipmentRequestOutcome }> {
    await requireOrder(this.orders, orderId);
    const existing = await this.reads.findShipment(orderId);
    const result = await this.shipments.createOrRetry(orderId, staffId);
    await this.audit.execute(staffId, existing ? 'shipment.retry' : 'shipment.create', orderTarget(orderId), { outcome: result.outcome });
    return result;
  }
}
