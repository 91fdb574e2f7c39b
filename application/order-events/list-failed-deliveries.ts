import { inject, injectable } from 'inversify';
import { ORDER_EVENT_DELIVERIES, type FailedDelivery, type OrderEventDeliveries } from './order-event-deliveries.port';

/** The console's list of order moves whose consequence kept failing (a mail, an invoice, a shipment), newest first. */
@injectable()
export class ListFailedDeliveries {
  constructor(@inject(ORDER_EVENT_DELIVERIES) private readonly deliveries: OrderEventDeliveries) {}

  execute(limit = 100): Promise<FailedDelivery[]> {
    return this.deliveries.listFailed(Math.min(Math.max(1, limit), 500));
  }
}
