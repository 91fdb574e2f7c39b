import type { OrderEvent, OrderEventType } from './order-event';

/**
 * What every process must hear of an order move, rather than one process for the shop: its own in-memory read models
 * (the outlet list, the marketplace catalogue) to invalidate. Unlike an OrderEventConsumer it has no deliveries: each
 * process follows order_events from where it started (follow-order-events.ts). Missing an event costs only the read
 * model's TTL, never a sale, so a listener needs no retries; it must be quick and must not throw.
 */
export interface OrderEventListener {
  readonly name: string;
  readonly subscribes: readonly OrderEventType[];
  notice(event: OrderEvent): void;
}

export const ORDER_EVENT_LISTENERS = Symbol.for('OrderEventListeners');
