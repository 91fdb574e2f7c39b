import { inject, injectable } from 'inversify';
import { ConflictError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { requireShipment, shipmentNotFound } from './shipment-lookup';
import type { Shipment } from './shipment';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';

export interface MarkDeliveredInput {
  orderId: string;
  /** Who, for the history's message "marked delivered by staff 7" (the console's audit log keeps the rest). */
  staffId: number;
  /** Optional note ("buyer confirmed by phone"); cut to fit. */
  note?: string | null;
}

/**
 * Staff: mark an order's parcel delivered by hand when ECPay stays silent (the console's action; it writes the
 * audit). Recorded as a 'manual' event of the shipment's history and applied like a pickup code: delivered_at
 * is set. Idempotent: an already delivered shipment is answered as it is and gets no second event. A shipment
 * ECPay has not created, or one it reported returned, cannot be marked (409): the parcel is not at the buyer.
 */
@injectable()
export class MarkDelivered {
  constructor(
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws NotFoundError SHIPMENT_NOT_FOUND
   * @throws ConflictError SHIPMENT_CANNOT_MARK_DELIVERED (not created at ECPay, or returned)
   */
  async execute({ orderId, staffId, note = null }: MarkDeliveredInput): Promise<{ changed: boolean; shipment: Shipment }> {
    const shipment = await requireShipment(this.shipments, orderId);
    if (shipment.shippingStatus === 'delivered') return { changed: false, shipment };
    if (shipment.status !== 'created' || shipment.shippingStatus === 'returned') {
      throw new ConflictError('SHIPMENT_CANNOT_MARK_DELIVERED', 'SHIPMENT_CANNOT_MARK_DELIVERED');
    }
    const now = this.clock.now();
    const message = `marked delivered by staff ${staffId}${note ? `: ${note}` : ''}`;
    const outcome = await this.shipments.recordStatus(shipment.merchantTradeNo, {
      statusCode: null, message, source: 'manual', occurredAt: now, receivedAt: now,
      decide: (current) => {
        // Re-decided under the row lock: a notification may have moved it meanwhile (returned wins, delivered stays).
        if (current.stage === 'returned' || current.stage === 'delivered') return { progress: current, attention: null };
        return { progress: { ...current, stage: 'delivered', deliveredAt: current.deliveredAt ?? now }, attention: false };
      },
    });
    if (outcome.kind === 'not_found') throw shipmentNotFound();
    return { changed: outcome.shipment.shippingStatus === 'delivered', shipment: outcome.shipment };
  }
}
