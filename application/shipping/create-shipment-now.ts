import { inject, injectable } from 'inversify';
import { isReadyToShip } from '../../domain/orders/shipment-job';
import { ConflictError } from '../errors';
import { orderNotFound } from '../orders/order-lookup';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CreateShipment } from './create-shipment';
import { tryNow } from './retry-shipment';
import { shipmentTradeNo } from './shipment';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';
import type { StaffShipmentResult } from './staff-shipment-action';

/**
 * Staff: create the order's shipment at ECPay now instead of waiting for the job (the console's "create
 * shipment"; the console writes the audit). Idempotent: the order's one shipment row is made if missing
 * (UNIQUE(order_id)), then handled as RetryShipment does; a created shipment is answered as it is.
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
    return tryNow(this.shipments, this.create, this.clock, shipment.id, orderId);
  }
}
