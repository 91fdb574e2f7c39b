import { inject, injectable, multiInject, optional } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { ORDER_EVENT_CONSUMERS, type OrderEventConsumer } from './order-event-consumer';
import { ORDER_EVENT_DELIVERIES, type OrderEventDeliveries } from './order-event-deliveries.port';

/** How long a claimed delivery is this process's: longer than any consumer's call (ECPay's 10 s timeouts, SMTP's). */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** Tries before a delivery is given up and listed to staff (about 2 hours of backoff in all). */
export const DELIVERY_ATTEMPTS = 8;
/** Deliveries one consumer handles per run; the next run takes the rest. */
export const DELIVERY_BATCH = 25;

/** The wait after the n-th failure (n from 1): 30 s, 1, 2, 4, 8, 16, 32 min, capped at an hour. */
export function deliveryBackoffMs(failures: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, failures - 1));
}

export interface DeliveryRunReport {
  done: number;
  retrying: number;
  failed: Array<{ eventId: number; orderId: string; consumer: string; error: string }>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One run of the outbox's dispatcher (server/jobs/order-event-deliveries.ts), safe on any number of processes: each
 * consumer's due deliveries are claimed (the store's conditional UPDATE hands each to one process) and handed to the
 * consumer one by one, then settled: done, retried later (the consumer's own time, or backoff after a throw), or after
 * DELIVERY_ATTEMPTS failed for good (listed to staff). A consumer's failure never touches the order: the move it
 * reacts to is already committed, which is the point of the outbox.
 */
@injectable()
export class RunOrderEventDeliveries {
  constructor(
    @inject(ORDER_EVENT_DELIVERIES) private readonly deliveries: OrderEventDeliveries,
    @inject(CLOCK) private readonly clock: Clock,
    @multiInject(ORDER_EVENT_CONSUMERS) @optional() private readonly consumers: readonly OrderEventConsumer[] = [],
  ) {}

  async execute({ batch = DELIVERY_BATCH }: { batch?: number } = {}): Promise<DeliveryRunReport> {
    const report: DeliveryRunReport = { done: 0, retrying: 0, failed: [] };
    for (const consumer of this.consumers) {
      const claimed = await this.deliveries.claimDue(consumer.name, this.clock.now(), DELIVERY_LEASE_MS, batch);
      for (const { event, attempts } of claimed) {
        try {
          const outcome = await consumer.handle(event);
          if (outcome === 'done') {
            await this.deliveries.complete(event.id, consumer.name, this.clock.now());
            report.done += 1;
          } else {
            await this.deliveries.retryLater(event.id, consumer.name, outcome.retryAt, 'waiting for the provider', this.clock.now());
            report.retrying += 1;
          }
        } catch (error) {
          const failures = attempts + 1;
          const now = this.clock.now();
          if (failures >= DELIVERY_ATTEMPTS) {
            await this.deliveries.fail(event.id, consumer.name, messageOf(error), now);
            report.failed.push({ eventId: event.id, orderId: event.orderId, consumer: consumer.name, error: messageOf(error) });
          } else {
            await this.deliveries.retryLater(event.id, consumer.name, new Date(now.getTime() + deliveryBackoffMs(failures)), messageOf(error), now);
            report.retrying += 1;
          }
        }
      }
    }
    return report;
  }
}
