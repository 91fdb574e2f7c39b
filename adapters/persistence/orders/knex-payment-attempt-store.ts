import type { Knex } from 'knex';
import { tryAgainError } from '../../../application/cart/cart-store.port';
import {
  PAYMENT_ATTEMPT_STATUSES, type AttemptResult, type AttentionReason, type NewAttemptRequest, type OpenAttemptOutcome, type OpenAttemptPlan,
  type PaymentAttempt, type PaymentAttemptStatus, type PaymentAttemptStore, type PaymentResultSource, type ReconcileCandidate,
  type SettlementPlan, type SettleOutcome,
} from '../../../application/payments/payment-attempt-store.port';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { attemptSourcesOf, CLAIMED_ATTEMPT_STATUS, isOpenAttempt, OPEN_ATTEMPT_STATUSES } from '../../../domain/orders/payment-attempt';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { inWriteTransaction, isUniqueViolation } from '../write-transaction';
import type { OrderEventSubscriptions } from '../../../application/order-events/order-event-subscriptions';
import { lockOrderStatus, writeOrderMoves } from './order-moves';

export interface PaymentAttemptRow {
  id: number;
  order_id: string;
  merchant_trade_no: string;
  attempt_no: number | string;
  amount: number | string;
  status: string;
  rtn_code: number | string | null;
  rtn_msg: string | null;
  provider_trade_no: string | null;
  trade_amt: number | string | null;
  paid_at: StoredDateTime | null;
  simulate_paid: number | boolean | string;
  result_source: string | null;
  result_at: StoredDateTime | null;
  created_at: StoredDateTime;
  updated_at: StoredDateTime;
  attention: string | null;
  attention_at: StoredDateTime | null;
  resolved_at: StoredDateTime | null;
  resolved_by: number | string | null;
}

const dateOrNull = (value: StoredDateTime | null) => (value === null || value === undefined ? null : new Date(toIsoUtc(value)));
const numberOrNull = (value: number | string | null) => (value === null || value === undefined ? null : Number(value));

export function toPaymentAttempt(row: PaymentAttemptRow): PaymentAttempt {
  if (!(PAYMENT_ATTEMPT_STATUSES as readonly string[]).includes(row.status)) throw new Error(`Unknown payment attempt status in the database: '${row.status}'`);
  return {
    id: Number(row.id),
    orderId: row.order_id,
    merchantTradeNo: row.merchant_trade_no,
    attemptNo: Number(row.attempt_no),
    amount: Number(row.amount),
    status: row.status as PaymentAttemptStatus,
    rtnCode: numberOrNull(row.rtn_code),
    rtnMsg: row.rtn_msg,
    providerTradeNo: row.provider_trade_no,
    tradeAmt: numberOrNull(row.trade_amt),
    paidAt: dateOrNull(row.paid_at),
    simulatePaid: row.simulate_paid === true || Number(row.simulate_paid) === 1,
    resultSource: row.result_source as PaymentResultSource | null,
    resultAt: dateOrNull(row.result_at),
    createdAt: new Date(toIsoUtc(row.created_at)),
    updatedAt: new Date(toIsoUtc(row.updated_at)),
    attention: row.attention === 'duplicate_payment' || row.attention === 'amount_mismatch' ? row.attention : null,
    attentionAt: dateOrNull(row.attention_at),
    resolvedAt: dateOrNull(row.resolved_at),
    resolvedBy: numberOrNull(row.resolved_by),
  };
}

const NEW_ATTEMPT_TRIES = 5;

/**
 * payment_attempts on SQLite or MySQL. openAttempt and settleOrder run in a write transaction
 * (write-transaction.ts) that first locks the order row (order-moves.ts), so that every decision about one
 * order's payment is taken on fresh rows, one after the other, in any number of processes. moveAttempt is
 * one conditional UPDATE (its WHERE list from the domain's ATTEMPT_TRANSITIONS): its affected-row count says
 * who won.
 */
export class KnexPaymentAttemptStore implements PaymentAttemptStore {
  /** subscriptions: the consumers of order events (the outbox writes their deliveries with each move). */
  constructor(private readonly knex: Knex, private readonly subscriptions?: OrderEventSubscriptions) {}

  openAttempt(request: NewAttemptRequest, plan: (status: OrderStatus, attempts: PaymentAttempt[]) => OpenAttemptPlan): Promise<OpenAttemptOutcome> {
    return inWriteTransaction(this.knex, async (trx): Promise<OpenAttemptOutcome> => {
      const status = await lockOrderStatus(trx, request.orderId);
      if (!status) return { kind: 'not_found' };
      const decision = plan(status, await this.attemptsIn(trx, request.orderId));
      if (!decision.ok) return { kind: 'refused', status };
      if (decision.reopen) await writeOrderMoves(trx, request.orderId, status, [decision.reopen], request.now, this.subscriptions);
      // The retry voids what is still open: a late answer for it is still recorded and still settles the order.
      await trx('payment_attempts').where('order_id', request.orderId).whereIn('status', attemptSourcesOf('superseded'))
        .update({ status: 'superseded', updated_at: request.now });
      for (let tries = 0; tries < NEW_ATTEMPT_TRIES; tries += 1) {
        const [{ last }] = await trx('payment_attempts').where('order_id', request.orderId).max({ last: 'attempt_no' });
        const attemptNo = Number(last ?? 0) + 1 + tries;
        const merchantTradeNo = request.tradeNoOf(attemptNo);
        try {
          await trx('payment_attempts').insert({
            order_id: request.orderId, merchant_trade_no: merchantTradeNo, attempt_no: attemptNo, amount: request.amount,
            status: 'pending', simulate_paid: false, created_at: request.now, updated_at: request.now,
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          continue;
        }
        const row: PaymentAttemptRow | undefined = await trx('payment_attempts').where('merchant_trade_no', merchantTradeNo).first();
        if (!row) throw new Error(`payment attempt ${merchantTradeNo} missing right after its insert`);
        return { kind: 'opened', attempt: toPaymentAttempt(row) };
      }
      throw tryAgainError();
    });
  }

  settleOrder(orderId: string, plan: (status: OrderStatus, attempts: PaymentAttempt[]) => SettlementPlan, now: Date): Promise<SettleOutcome> {
    return inWriteTransaction(this.knex, async (trx): Promise<SettleOutcome> => {
      const from = await lockOrderStatus(trx, orderId);
      if (!from) return { kind: 'not_found' };
      // Read inside the lock (READ COMMITTED on MySQL: every attempt move committed before we got the lock).
      const decision = plan(from, await this.attemptsIn(trx, orderId));
      const status = await writeOrderMoves(trx, orderId, from, decision.moves, now, this.subscriptions);
      for (const { attemptId, reason } of decision.flag) {
        await trx('payment_attempts').where({ id: attemptId, order_id: orderId }).whereNull('attention')
          .update({ attention: reason satisfies AttentionReason, attention_at: now });
      }
      return { kind: 'settled', from, status, changed: decision.moves.length > 0, flagged: decision.flag };
    });
  }

  async findByTradeNo(merchantTradeNo: string): Promise<PaymentAttempt | undefined> {
    const row: PaymentAttemptRow | undefined = await this.knex('payment_attempts').where('merchant_trade_no', merchantTradeNo).first();
    return row && toPaymentAttempt(row);
  }

  listForOrder(orderId: string): Promise<PaymentAttempt[]> {
    return this.attemptsIn(this.knex, orderId);
  }

  private async attemptsIn(knex: Knex, orderId: string): Promise<PaymentAttempt[]> {
    const rows: PaymentAttemptRow[] = await knex('payment_attempts').where('order_id', orderId).orderBy('attempt_no', 'asc');
    return rows.map(toPaymentAttempt);
  }

  async moveAttempt(id: number, to: PaymentAttemptStatus, now: Date, result?: AttemptResult, claimStaleBefore?: Date): Promise<boolean> {
    const from = attemptSourcesOf(to);
    const changes: Record<string, unknown> = { status: to, updated_at: now };
    if (result) {
      if (result.rtnCode !== undefined) changes.rtn_code = result.rtnCode;
      if (result.rtnMsg !== undefined) changes.rtn_msg = result.rtnMsg;
      if (result.providerTradeNo !== undefined) changes.provider_trade_no = result.providerTradeNo;
      if (result.tradeAmt !== undefined) changes.trade_amt = result.tradeAmt;
      if (result.paidAt !== undefined) changes.paid_at = result.paidAt;
      if (result.simulatePaid !== undefined) changes.simulate_paid = result.simulatePaid;
      if (result.source !== undefined) {
        changes.result_source = result.source;
        changes.result_at = now;
      }
    }
    const count = await this.knex('payment_attempts').where('id', id).andWhere((where) => {
      where.whereIn('status', [...from]);
      if (claimStaleBefore && to === CLAIMED_ATTEMPT_STATUS) {
        where.orWhere((stale) => stale.where('status', CLAIMED_ATTEMPT_STATUS).andWhere('updated_at', '<=', claimStaleBefore));
      }
    }).update(changes);
    return count === 1;
  }

  async listReconcilable(cutoff: Date, claimStaleBefore: Date, limit: number): Promise<ReconcileCandidate[]> {
    const latest = this.knex.raw('(select max(p2.attempt_no) from payment_attempts p2 where p2.order_id = o.id)');
    const rows: Array<PaymentAttemptRow & { o_id: string; o_updated_at: StoredDateTime; pa_id: number | null }> = await this.knex('orders as o')
      .leftJoin('payment_attempts as pa', (join) => join.on('pa.order_id', '=', 'o.id').andOn('pa.attempt_no', '=', latest))
      .where('o.status', 'PENDING_PAYMENT')
      .andWhere((where) => where
        .where((q) => q.whereIn('pa.status', attemptSourcesOf(CLAIMED_ATTEMPT_STATUS)).andWhere('pa.created_at', '<=', cutoff))
        .orWhere((q) => q.where('pa.status', CLAIMED_ATTEMPT_STATUS).andWhere('pa.updated_at', '<=', claimStaleBefore))
        .orWhere((q) => q.where((open) => open.whereNull('pa.id').orWhereNotIn('pa.status', [...OPEN_ATTEMPT_STATUSES])).andWhere('o.updated_at', '<=', cutoff)))
      .select('pa.*', 'pa.id as pa_id', 'o.id as o_id', 'o.updated_at as o_updated_at')
      .orderBy('o.updated_at', 'asc')
      .limit(limit);
    return rows.map((row): ReconcileCandidate => {
      const attempt = row.pa_id === null ? null : toPaymentAttempt({ ...row, id: row.pa_id });
      return attempt && isOpenAttempt(attempt.status) ? { kind: 'query', orderId: row.o_id, attempt } : { kind: 'expire', orderId: row.o_id };
    });
  }
}
