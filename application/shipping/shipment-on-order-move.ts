import { inject, injectable } from 'inversify';
import { isReadyToShip } from '../../domain/orders/shipment-job';
import type { OrderEvent } from '../order-events/order-event';
import type { OrderEventConsumer } from '../order-events/order-event-consumer';
import type { OrderEventSubscription } from '../order-events/order-event-subscriptions';
import { CLOCK, type Clock } from '../shared/clock.port';
import { shipmentTradeNo } from './shipment';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';

/** A paid card order, or a placed store-payment order, is ready to ship. */
export const SHIPMENT_CONSUMER_SUBSCRIPTION: OrderEventSubscription = { name: 'shipment', subscribes: ['status:PAID', 'order:placed'] };

/**
 * The shipment's consumer of order moves (issue 30): the order that became ready to ship gets its shipment row (status
 * creating, due now) the moment the move commits, and the shipment job creates it at ECPay on its next tick. Idempotent:
 * UNIQUE(order_id) makes a second run (a retry, another process) find the row it made. The job's sweep of ready orders
 * stays as the net under it, for orders that moved before the outbox existed.
 */
@injectable()
export class ShipmentOnOrderMove implements OrderEventConsumer {
  readonly name = SHIPMENT_CONSUMER_SUBSCRIPTION.name;
  readonly subscribes = SHIPMENT_CONSUMER_SUBSCRIPTION.subscribes;

  constructor(
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(event: OrderEvent): Promise<'done'> {
    const facts = await this.shipments.orderFacts(event.orderId);
    // Checked on the order as it is now: a store-payment order cancelled before the run, or a card order's
    // 'order:placed' (it ships once paid), gets none.
    if (!facts || !isReadyToShip(facts)) return 'done';
    await this.shipments.ensureShipment({ orderId: event.orderId, merchantTradeNo: shipmentTradeNo(event.orderId), subType: facts.subType, now: this.clock.now() });
    return 'done';
  }
}
