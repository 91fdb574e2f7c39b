import type { Knex } from 'knex';
import type { OrderEvent, OrderEventType } from '../../../application/order-events/order-event';
import type { OrderEventLog } from '../../../application/order-events/order-event-log.port';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

interface EventRow { id: number; order_id: string; type: string; reason: string | null; created_at: StoredDateTime }

/** order_events read in id order (the primary key), for each process's follower. */
export class KnexOrderEventLog implements OrderEventLog {
  constructor(private readonly knex: Knex) {}

  async lastId(): Promise<number> {
    const row = await this.knex('order_events').max({ id: 'id' }).first() as { id: number | null } | undefined;
    return Number(row?.id ?? 0);
  }

  async listAfter(afterId: number, limit: number): Promise<OrderEvent[]> {
    const rows: EventRow[] = await this.knex('order_events').where('id', '>', afterId).orderBy('id', 'asc').limit(limit);
    return rows.map((row) => ({ id: Number(row.id), orderId: row.order_id, type: row.type as OrderEventType, reason: row.reason, createdAt: new Date(toIsoUtc(row.created_at)) }));
  }
}
