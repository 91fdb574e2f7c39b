import { inject, injectable } from 'inversify';
import { isReadyToShip } from '../../domain/orders/shipment-job';
import { ConflictError } from '../errors';
import { orderNotFound } from '../orders/order-lookup';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CreateShipment, SHIPMENT_CLAIM_MS } from './create-shipment';
import { shipmentTradeNo } from './shipment';
import { requireShipment } from './shipment-lookup';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';
import { toStaffResult, type StaffShipmentResult } from './staff-shipment-action';

/**
 * Staff: create the order's shipment at ECPay now instead of waiting for the job, or try it again (the console's
 * "create shipment" and "retry"; the console writes the audit). The order's one shipment row is made if missing
 * (UNIQUE(order_id)). A failed shipment is reopened (attempts start over) and tried at once; one waiting for its
 * backoff is tried at once; a created one is answered as it is, and one another process is creating right now is
 * left to it: idempotent, and never a second ECPay shipment (the claim, and the order's one MerchantTradeNo).
 */
@injectable()
export class CreateShipmentNow {
  constructor(
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(CreateShipment) private readonly create: CreateShipment,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws NotFoundError ORDER_NOT_FOUND
   * @throws ConflictError SHIPMENT_ORDER_NOT_READY (a card order not paid, or a failed/unknown state), when it has no shipment yet
   */
  async execute(orderId: string): Promise<StaffShipmentResult> {
    let shipment = await this.shipments.findByOrderId(orderId);
    if (!shipment) {
      const facts = await this.shipments.orderFacts(orderId);
      if (!facts) throw orderNotFound();
      if (!isReadyToShip(facts)) throw new ConflictError('SHIPMENT_ORDER_NOT_READY', 'SHIPMENT_ORDER_NOT_READY');
      shipment = await this.shipments.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: facts.subType, now: this.clock.now() });
    }
    return this.tryNow(shipment.id, orderId);
  }

  /** Reopens a failed shipment, claims it and creates it at ECPay, or says why nothing was called. */
  private async tryNow(shipmentId: number, orderId: string): Promise<StaffShipmentResult> {
    const now = this.clock.now();
    await this.shipments.reopen(shipmentId, now);
    const claimed = await this.shipments.claimNow(shipmentId, now, SHIPMENT_CLAIM_MS);
    if (claimed) return toStaffResult(await this.create.execute(claimed), claimed);
    const current = await requireShipment(this.shipments, orderId);
    if (current.status === 'created') {
      // The order may still wait if a crash came between the two writes: move it now.
      await this.create.moveOrder(orderId);
      return { result: 'already_created', shipment: current };
    }
    return { result: 'in_progress', shipment: current };
  }
}
