import type { Knex } from 'knex';
import type { OrderMove } from '../../../application/payments/payment-attempt-store.port';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { databaseKind } from '../knex-factory';
import { toOrderStatus } from './order.mapper';

/**
 * The order row lock that serialises every decision about one order (decisions 6 and 7), inside a write
 * transaction (write-transaction.ts): MySQL `SELECT ... FOR UPDATE`, queued behind any other holder in any
 * process; SQLite already holds the database write lock (the transaction's first statement).
 * @returns the order's status, or undefined for an unknown order.
 */
export async function lockOrderStatus(trx: Knex.Transaction, orderId: string): Promise<OrderStatus | undefined> {
  const query = trx('orders').select('status').where('id', orderId);
  const row: { status: string } | undefined = await (databaseKind(trx) === 'mysql' ? query.forUpdate().first() : query.first());
  return row ? toOrderStatus(row.status) : undefined;
}

/**
 * Writes moves decided by the domain, each audited: the status, status_message and updated_at of the order,
 * and one order_status_events row per move (as TransitionOrder does). The caller holds the order's lock.
 * @returns the status after the last move.
 */
export async function writeOrderMoves(trx: Knex.Transaction, orderId: string, from: OrderStatus, moves: readonly OrderMove[], now: Date): Promise<OrderStatus> {
  let status = from;
  for (const move of moves) {
    await trx('orders').where('id', orderId).update({ status: move.to, status_message: move.statusMessage, updated_at: now });
    await trx('order_status_events').insert({ order_id: orderId, from_status: status, to_status: move.to, reason: move.reason, created_at: now });
    status = move.to;
  }
  return status;
}
