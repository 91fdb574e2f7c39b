import type { Knex } from 'knex';
import type { OrderMove } from '../../../application/payments/payment-attempt-store.port';
import { statusEvent } from '../../../application/order-events/order-event';
import type { OrderEventSubscriptions } from '../../../application/order-events/order-event-subscriptions';
import { canTransition, type OrderStatus } from '../../../domain/orders/order-status';
import { appendOrderEvents } from '../order-events/order-event-outbox';
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
 * THE writer of order moves (issue 30, docs/decisions.md section 51): every change of orders.status goes through
 * here (TransitionOrder's changeStatus, the payment settlement and the attempt reopening), inside the transaction
 * that holds the order's lock. Each move is checked against the domain's transition table (a move off the table is a
 * bug in the caller's plan: it throws and the whole transaction rolls back), then written with its audit row
 * (order_status_events) and its outbox event ('status:<TO>', with the deliveries of its subscribers).
 * @returns the status after the last move.
 */
export async function writeOrderMoves(
  trx: Knex.Transaction, orderId: string, from: OrderStatus, moves: readonly OrderMove[], now: Date, subscriptions?: OrderEventSubscriptions,
): Promise<OrderStatus> {
  let status = from;
  for (const move of moves) {
    if (!canTransition(status, move.to)) throw new Error(`order ${orderId}: ${status} -> ${move.to} is not a move of the domain's table`);
    await trx('orders').where('id', orderId).update({ status: move.to, status_message: move.statusMessage, updated_at: now });
    await trx('order_status_events').insert({ order_id: orderId, from_status: status, to_status: move.to, reason: move.reason, created_at: now });
    await appendOrderEvents(trx, subscriptions, orderId, [{ type: statusEvent(move.to), reason: move.reason }], now);
    status = move.to;
  }
  return status;
}
