import type { OrderEvent, OrderEventType } from '../order-event';
import type { ClaimedDelivery, FailedDelivery, OrderEventDeliveries } from '../order-event-deliveries.port';

interface Delivery {
  event: OrderEvent;
  consumer: string;
  state: 'pending' | 'done' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
  lastError: string | null;
  updatedAt: Date;
}

/**
 * OrderEventDeliveries in memory, for unit tests (passes order-event-deliveries.contract.test.ts). `append` plays
 * the outbox's write: an event and a pending delivery per named consumer.
 */
export class InMemoryOrderEventDeliveries implements OrderEventDeliveries {
  private readonly deliveries: Delivery[] = [];
  private nextEventId = 1;

  append(orderId: string, type: OrderEventType, consumers: readonly string[], now: Date, reason: string | null = null): OrderEvent {
    const event: OrderEvent = { id: this.nextEventId, orderId, type, reason, createdAt: now };
    this.nextEventId += 1;
    for (const consumer of consumers) {
      this.deliveries.push({ event, consumer, state: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null, lastError: null, updatedAt: now });
    }
    return event;
  }

  /** What a test reads: the delivery's row as the database would hold it. */
  delivery(eventId: number, consumer: string): Readonly<Delivery> | undefined {
    return this.find(eventId, consumer);
  }

  async claimDue(consumer: string, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
    const due = this.deliveries
      .filter((d) => d.consumer === consumer && d.state === 'pending' && d.nextAttemptAt <= now && (d.claimedUntil === null || d.claimedUntil < now))
      .sort((a, b) => a.event.id - b.event.id)
      .slice(0, limit);
    return due.map((d) => {
      const claimed = { event: { ...d.event }, consumer, attempts: d.attempts };
      Object.assign(d, { claimedUntil: new Date(now.getTime() + leaseMs), attempts: d.attempts + 1, updatedAt: now });
      return claimed;
    });
  }

  async complete(eventId: number, consumer: string, now: Date): Promise<void> {
    const d = this.find(eventId, consumer);
    if (d) Object.assign(d, { state: 'done', claimedUntil: null, lastError: null, updatedAt: now });
  }

  async retryLater(eventId: number, consumer: string, retryAt: Date, error: string | null, now: Date): Promise<void> {
    const d = this.find(eventId, consumer);
    if (d && d.state !== 'done') Object.assign(d, { state: 'pending', nextAttemptAt: retryAt, claimedUntil: null, lastError: error?.slice(0, 2000) ?? null, updatedAt: now });
  }

  async fail(eventId: number, consumer: string, error: string, now: Date): Promise<void> {
    const d = this.find(eventId, consumer);
    if (d && d.state !== 'done') Object.assign(d, { state: 'failed', claimedUntil: null, lastError: error.slice(0, 2000), updatedAt: now });
  }

  async listFailed(limit: number): Promise<FailedDelivery[]> {
    return this.deliveries.filter((d) => d.state === 'failed')
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.event.id - a.event.id)
      .slice(0, limit)
      .map((d) => ({ eventId: d.event.id, orderId: d.event.orderId, consumer: d.consumer, type: d.event.type, attempts: d.attempts, lastError: d.lastError, updatedAt: d.updatedAt }));
  }

  async retryFailed(eventId: number, consumer: string, now: Date): Promise<string | null> {
    const d = this.find(eventId, consumer);
    if (!d || d.state !== 'failed') return null;
    Object.assign(d, { state: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null, updatedAt: now });
    return d.event.orderId;
  }

  private find(eventId: number, consumer: string): Delivery | undefined {
    return this.deliveries.find((d) => d.event.id === eventId && d.consumer === consumer);
  }
}
