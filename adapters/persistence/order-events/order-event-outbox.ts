import type { Knex } from 'knex';
import type { OrderEventType } from '../../../application/order-events/order-event';
import type { OrderEventSubscriptions } from '../../../application/order-events/order-event-subscriptions';

export interface NewOrderEvent {
  type: OrderEventType;
  reason: string | null;
}

/**
 * The outbox's write (docs/decisions.md section 51), called only inside the transaction that makes the move: the
 * event row, and one pending delivery for each consumer subscribed to its type, due now. Committed with the move
 * or rolled back with it: there is never a move without its event, nor an event of a move that did not happen.
 */
export async function appendOrderEvents(
  trx: Knex.Transaction, subscriptions: OrderEventSubscriptions | undefined, orderId: string, events: readonly NewOrderEvent[], now: Date,
): Promise<void> {
  for (const event of events) {
    const [inserted] = await trx('order_events').insert({ order_id: orderId, type: event.type, reason: event.reason?.slice(0, 255) ?? null, created_at: now });
    const consumers = subscriptions?.subscribersOf(event.type) ?? [];
    if (consumers.length === 0) continue;
    const eventId = insertedId(inserted);
    await trx('order_event_deliveries').insert(consumers.map((consumer) => ({
      event_id: eventId, consumer, order_id: orderId, state: 'pending', attempts: 0,
      next_attempt_at: now, claimed_until: null, last_error: null, created_at: now, updated_at: now,
    })));
  }
}

/** knex's insert answers the new id on both engines for one row (MySQL's insertId, SQLite's last_insert_rowid). */
function insertedId(inserted: unknown): number {
  const id = Number(inserted);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`order event insert answered no id (${String(inserted)})`);
  return id;
}
