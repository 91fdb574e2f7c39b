import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CreateShipment, SHIPMENT_CLAIM_MS, type CreateShipmentOutcome } from './create-shipment';
import { shipmentTradeNo } from './shipment';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';

export interface ShipmentCreationReport {
  /** Shipments inserted for orders that became ready. */
  enqueued: number;
  /** Orders moved to PROCESSING whose shipment had been created before a crash. */
  healed: number;
  outcomes: Array<{ orderId: string; outcome: CreateShipmentOutcome }>;
}

/** How many orders one run takes on (the next tick takes the rest). */
export const SHIPMENT_BATCH = 50;

/**
 * One run of the shipment job (server/jobs/shipment-creation.ts), safe on any number of processes at once:
 * 1. the sweep: every order ready to ship without a shipment gets one (status creating, due now); UNIQUE(order_id)
 *    lets one insert win a race. A sweep rather than a hook in the payment settlement and checkout: whatever path
 *    made the order ready (notification, reconciliation, staff) and whatever crashed afterwards, the next run
 *    finds it, and checkout and payments stay untouched;
 * 2. the healing: a created shipment whose order still waits (crash between our two writes) moves the order;
 * 3. the claim: due shipments are claimed one at a time by conditional UPDATE, each just before it is created at ECPay.
 */
@injectable()
export class RunShipmentCreation {
  constructor(
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
    @inject(CreateShipment) private readonly create: CreateShipment,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ batch = SHIPMENT_BATCH }: { batch?: number } = {}): Promise<ShipmentCreationReport> {
    let enqueued = 0;
    for (const orderId of await this.shipments.listReadyOrders(batch)) {
      const facts = await this.shipments.orderFacts(orderId);
      if (!facts) continue;
      const shipment = await this.shipments.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: facts.subType, now: this.clock.now() });
      if (shipment.attempts === 0) enqueued += 1;
    }
    let healed = 0;
    for (const orderId of await this.shipments.listCreatedUnmoved(batch)) {
      if (await this.create.moveOrder(orderId)) healed += 1;
    }
    const outcomes: ShipmentCreationReport['outcomes'] = [];
    // One claim per shipment, just before its ECPay call (issue 23): a process that dies during a call holds only
    // the shipment in flight for SHIPMENT_CLAIM_MS; the rest of the batch was never claimed, so another process (or
    // this one restarted) takes it on at once. Claiming the whole batch up front held up to 50 orders 5 minutes.
    for (let taken = 0; taken < batch; taken += 1) {
      const [claimed] = await this.shipments.claimDue(this.clock.now(), SHIPMENT_CLAIM_MS, 1);
      if (!claimed) break;
      outcomes.push({ orderId: claimed.orderId, outcome: await this.create.execute(claimed) });
    }
    return { enqueued, healed, outcomes };
  }
}
