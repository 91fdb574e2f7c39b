import type { OrderEvent } from './order-event';

/**
 * The outbox's deliveries (order_event_deliveries): one per (event, consumer), written with the event by the one
 * writer of order moves. Implemented by adapters/persistence/order-events/knex-order-event-deliveries.ts and, for
 * unit tests, by InMemoryOrderEventDeliveries; both pass order-event-deliveries.contract.test.ts.
 */
export interface ClaimedDelivery {
  event: OrderEvent;
  consumer: string;
  /** How many times it was tried before this claim. */
  attempts: number;
}

export interface FailedDelivery {
  eventId: number;
  orderId: string;
  consumer: string;
  type: string;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
}

export interface OrderEventDeliveries {
  /**
   * Claims up to `limit` due deliveries of `consumer` (pending with next_attempt_at <= now, or claimed with an
   * expired lease), oldest event first, each with a conditional UPDATE: two processes never hold one delivery.
   */
  claimDue(consumer: string, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /** The consumer handled it: done for good. */
  complete(eventId: number, consumer: string, now: Date): Promise<void>;
  /** Try again at `retryAt` (a failure with backoff, or the provider's own wait); `error` is kept for staff. */
  retryLater(eventId: number, consumer: string, retryAt: Date, error: string | null, now: Date): Promise<void>;
  /** Given up after too many attempts: listed to staff until retried. */
  fail(eventId: number, consumer: string, error: string, now: Date): Promise<void>;
  /** Failed deliveries, newest first (the console's "needs a person" list). */
  listFailed(limit: number): Promise<FailedDelivery[]>;
  /**
   * Staff retry: a failed delivery is due again now. @returns its order's id (the audit's target), or null when it is
   * not failed (nothing changed).
   */
  retryFailed(eventId: number, consumer: string, now: Date): Promise<string | null>;
}

export const ORDER_EVENT_DELIVERIES = Symbol.for('OrderEventDeliveries');
