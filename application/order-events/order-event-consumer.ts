import type { OrderEvent, OrderEventType } from './order-event';

/**
 * Something that must happen after an order moves (Vendure's onTransitionEnd, as a transactional outbox):
 * the shipment, the invoice, the mail, cache invalidation. A module contributes its consumers to
 * ORDER_EVENT_CONSUMERS; the outbox inserts one delivery per subscribed consumer in the move's transaction, and
 * the dispatcher job (run-order-event-deliveries.ts) hands each delivery to its consumer once across processes.
 *
 * A consumer must be idempotent: a process killed after the consumer's effect and before the delivery is marked
 * done runs it again when the claim expires (the invoice's RelateNumber, the shipment's UNIQUE(order_id), the
 * mail's (event, kind) key make the second run a no-op).
 */
export interface OrderEventConsumer {
  /** Stable, at most 32 characters: the key of its deliveries ('invoice', 'mail', 'shipment', ...). */
  readonly name: string;
  /** The event types it wants; a delivery row is written only for these. */
  readonly subscribes: readonly OrderEventType[];
  /**
   * Handles one event. Resolve 'done' when handled (or nothing to do), `{ retryAt }` to be called again no
   * earlier than that (a provider's rate limit), and throw for a failure to retry with backoff.
   */
  handle(event: OrderEvent): Promise<'done' | { retryAt: Date }>;
}

export const ORDER_EVENT_CONSUMERS = Symbol.for('OrderEventConsumers');
