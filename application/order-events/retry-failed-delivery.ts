import { inject, injectable } from 'inversify';
import { orderTarget, RecordStaffAction } from '../admin/record-staff-action';
import { ConflictError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { ORDER_EVENT_DELIVERIES, type OrderEventDeliveries } from './order-event-deliveries.port';

/**
 * POST /api/admin/order-events/{eventId}/{consumer}/retry (staff): a failed delivery is due again now, with a fresh
 * count of attempts. The consumer is idempotent, so a retry of a mail that in fact went out, or of an invoice ECPay
 * did issue, does not do it twice. Audited 'order_event.retry' on the delivery's order, after the retry and only
 * when it happened (a refused one changed nothing).
 */
@injectable()
export class RetryFailedDelivery {
  constructor(
    @inject(ORDER_EVENT_DELIVERIES) private readonly deliveries: OrderEventDeliveries,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws ConflictError DELIVERY_NOT_FAILED when it is not failed (unknown, already retried, or done meanwhile). */
  async execute(eventId: number, consumer: string, staffId: number): Promise<void> {
    const orderId = await this.deliveries.retryFailed(eventId, consumer, this.clock.now());
    if (orderId === null) throw new ConflictError('DELIVERY_NOT_FAILED', { code: 'DELIVERY_NOT_FAILED' });
    await this.audit.execute(staffId, 'order_event.retry', orderTarget(orderId), { eventId, consumer });
  }
}
