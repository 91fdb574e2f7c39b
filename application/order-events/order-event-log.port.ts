import type { OrderEvent } from './order-event';

/** The outbox's events read in order (order_events), for the processes that follow them (follow-order-events.ts). */
export interface OrderEventLog {
  /** The newest event's id, 0 when there is none. */
  lastId(): Promise<number>;
  /** Events with an id above `afterId`, oldest first, at most `limit`. */
  listAfter(afterId: number, limit: number): Promise<OrderEvent[]>;
}

export const ORDER_EVENT_LOG = Symbol.for('OrderEventLog');
