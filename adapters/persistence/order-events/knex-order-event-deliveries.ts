import type { Knex } from 'knex';
import type { OrderEventType } from '../../../application/order-events/order-event';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import type { ClaimedDelivery, FailedDelivery, OrderEventDeliveries } from '../../../application/order-events/order-event-deliveries.port';

interface ClaimRow {
  event_id: number;
  consumer: string;
  attempts: number;
  order_id: string;
  type: string;
  reason: string | null;
  created_at: StoredDateTime;
}

const date = (value: StoredDateTime): Date => new Date(toIsoUtc(value));

/**
 * The outbox's deliveries on SQLite or MySQL (migration 20261203_3001). A claim is a conditional UPDATE on the row as it
 * was read (pending and due, or its lease expired): on MySQL a concurrent UPDATE re-reads the committed row and no longer
 * matches, SQLite serialises writers, so of two processes exactly one gets each delivery. The lease (claimed_until) is
 * what survives a kill -9: the delivery is due again when it runs out.
 */
export class KnexOrderEventDeliveries implements OrderEventDeliveries {
  constructor(private readonly knex: Knex) {}

  async claimDue(consumer: string, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
    // Due: pending, its time come, and not held by a live lease (a claimed delivery stays pending until it is settled).
    const due = (query: Knex.QueryBuilder) => query.where({ 'd.consumer': consumer, 'd.state': 'pending' }).where('d.next_attempt_at', '<=', now)
      .where((free) => free.whereNull('d.claimed_until').orWhere('d.claimed_until', '<', now));
    const rows: ClaimRow[] = await due(this.knex('order_event_deliveries as d').join('order_events as e', 'e.id', 'd.event_id'))
      .select('d.event_id', 'd.consumer', 'd.attempts', 'e.order_id', 'e.type', 'e.reason', 'e.created_at')
      .orderBy('d.event_id', 'asc').limit(limit);
    const claimed: ClaimedDelivery[] = [];
    const until = new Date(now.getTime() + leaseMs);
    for (const row of rows) {
      const taken = await this.knex('order_event_deliveries')
        .where({ event_id: row.event_id, consumer, state: 'pending', attempts: row.attempts })
        .where((free) => free.whereNull('claimed_until').orWhere('claimed_until', '<', now))
        .update({ claimed_until: until, attempts: Number(row.attempts) + 1, updated_at: now });
      if (taken !== 1) continue;
      claimed.push({
        consumer, attempts: Number(row.attempts),
        event: { id: Number(row.event_id), orderId: row.order_id, type: row.type as OrderEventType, reason: row.reason, createdAt: date(row.created_at) },
      });
    }
    return claimed;
  }

  async complete(eventId: number, consumer: string, now: Date): Promise<void> {
    await this.knex('order_event_deliveries').where({ event_id: eventId, consumer })
      .update({ state: 'done', claimed_until: null, last_error: null, updated_at: now });
  }

  async retryLater(eventId: number, consumer: string, retryAt: Date, error: string | null, now: Date): Promise<void> {
    await this.knex('order_event_deliveries').where({ event_id: eventId, consumer }).whereNot('state', 'done')
      .update({ state: 'pending', next_attempt_at: retryAt, claimed_until: null, last_error: error?.slice(0, 2000) ?? null, updated_at: now });
  }

  async fail(eventId: number, consumer: string, error: string, now: Date): Promise<void> {
    await this.knex('order_event_deliveries').where({ event_id: eventId, consumer }).whereNot('state', 'done')
      .update({ state: 'failed', claimed_until: null, last_error: error.slice(0, 2000), updated_at: now });
  }

  async listFailed(limit: number): Promise<FailedDelivery[]> {
    const rows: Array<{ event_id: number; order_id: string; consumer: string; type: string; attempts: number; last_error: string | null; updated_at: StoredDateTime }> =
      await this.knex('order_event_deliveries as d').join('order_events as e', 'e.id', 'd.event_id').where('d.state', 'failed')
        .select('d.event_id', 'd.order_id', 'd.consumer', 'e.type', 'd.attempts', 'd.last_error', 'd.updated_at')
        .orderBy('d.updated_at', 'desc').orderBy('d.event_id', 'desc').limit(limit);
    return rows.map((row) => ({
      eventId: Number(row.event_id), orderId: row.order_id, consumer: row.consumer, type: row.type,
      attempts: Number(row.attempts), lastError: row.last_error, updatedAt: date(row.updated_at),
    }));
  }

  async retryFailed(eventId: number, consumer: string, now: Date): Promise<string | null> {
    const changed = await this.knex('order_event_deliveries').where({ event_id: eventId, consumer, state: 'failed' })
      .update({ state: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null, updated_at: now });
    if (changed !== 1) return null;
    // The conditional UPDATE decided; the order id read after it never changes.
    const row: { order_id: string } | undefined = await this.knex('order_event_deliveries').where({ event_id: eventId, consumer }).first('order_id');
    return row?.order_id ?? null;
  }
}
