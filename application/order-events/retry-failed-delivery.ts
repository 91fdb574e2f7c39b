import { inject, injectable } from 'inversify';
import { ConflictError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { ORDER_EVENT_DELIVERIES, type OrderEventDeliveries } from './order-event-deliveries.port';

/**
 * Staff's retry of a failed delivery: due again now, with a fresh count of attempts. The consumer is idempotent, so a
 * retry of a mail that in fact went out, or of an invoice ECPay did issue, does not do it twice.
 * @throws ConflictError DELIVERY_NOT_FAILED when it is not failed (already retried, or done meanwhile).
 */
@injectable()
export class RetryFailedDelivery {
  constructor(
    @inject(ORDER_EVENT_DELIVERIES) private readonly deliveries: OrderEventDeliveries,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(eventId: number, consumer: string): Promise<void> {
    if (!(await this.deliveries.retryFailed(eventId, consumer, this.clock.now()))) {
      throw new ConflictError('DELIVERY_NOT_FAILED', { code: 'DELIVERY_NOT_FAILED' });
    }
  }
}
