import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CreateShipment, SHIPMENT_CLAIM_MS } from './create-shipment';
import { requireShipment } from './shipment-lookup';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';
import { toStaffResult, type StaffShipmentResult } from './staff-shipment-action';

/**
 * Staff: try the ECPay creation of an order's shipment again now (the console's "retry"; the console writes
 * the audit). A failed shipment is reopened (attempts start over) and tried at once; one waiting for its
 * backoff is tried at once; a created one is answered as it is, and one another process is creating right now
 * is left to it: idempotent, and never a second ECPay shipment (the claim, and the order's one MerchantTradeNo).
 */
@injectable()
export class RetryShipment {
  constructor(
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(CreateShipment) private readonly create: CreateShipment,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws NotFoundError SHIPMENT_NOT_FOUND when the order has no shipment (create-shipment-now makes one). */
  async execute(orderId: string): Promise<StaffShipmentResult> {
    const shipment = await requireShipment(this.shipments, orderId);
    return tryNow(this.shipments, this.create, this.clock, shipment.id, orderId);
  }
}

/** Reopens a failed shipment, claims it and creates it at ECPay, or says why nothing was called. */
export async function tryNow(shipments: ShipmentStore, create: CreateShipment, clock: Clock, shipmentId: number, orderId: string): Promise<StaffShipmentResult> {
  const now = clock.now();
  await shipments.reopen(shipmentId, now);
  const claimed = await shipments.claimNow(shipmentId, now, SHIPMENT_CLAIM_MS);
  if (claimed) return toStaffResult(await create.execute(claimed), claimed);
  const current = await requireShipment(shipments, orderId);
  if (current.status === 'created') {
    // The order may still wait if a crash came between the two writes: move it now.
    await create.moveOrder(orderId);
    return { result: 'already_created', shipment: current };
  }
  return { result: 'in_progress', shipment: current };
}
