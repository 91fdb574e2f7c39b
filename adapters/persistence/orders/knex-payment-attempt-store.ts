import type { Knex } from 'knex';
import { tryAgainError } from '../../../application/cart/cart-store.port';
import {
  PAYMENT_ATTEMPT_STATUSES, type AttemptResult, type NewAttemptRequest, type PaymentAttempt, type PaymentAttemptStatus,
  type PaymentAttemptStore, type PaymentResultSource, type ReconcileCandidate,
} from '../../../application/payments/payment-attempt-store.port';
import { databaseKind } from '../knex-factory';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { inWriteTransaction, isUniqueViolation } from '../write-transaction';

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
  };
}

const NEW_ATTEMPT_TRIES = 5;

/**
 * payment_attempts on SQLite or MySQL. createAttempt runs in a write transaction (write-transaction.ts); on
 * MySQL it locks the order row first, so two prepares of one order number their attempts one after the
 * other; the UNIQUE indexes are the second guard (a violation retries with a fresh max). moveAttempt is one
 * conditional UPDATE: its affected-row count says who won.
 */
export class KnexPaymentAttemptStore implements PaymentAttemptStore {
  constructor(private readonly knex: Knex) {}

  createAttempt(request: NewAttemptRequest): Promise<PaymentAttempt> {
    return inWriteTransaction(this.knex, async (trx) => {
      const mysql = databaseKind(trx) === 'mysql';
      const lock = trx('orders').select('id').where('id', request.orderId);
      await (mysql ? lock.forUpdate() : lock);
      for (let tries = 0; tries < NEW_ATTEMPT_TRIES; tries += 1) {
        const [{ last }] = await trx('payment_attempts').where('order_id', request.orderId).max({ last: 'attempt_no' });
        const attemptNo = Number(last ?? 0) + 1 + tries;
        try {
          await trx('payment_attempts').where('order_id', request.orderId).where('status', 'pending')
            .update({ status: 'superseded', updated_at: request.now });
          const merchantTradeNo = request.tradeNoOf(attemptNo);
          await trx('payment_attempts').insert({
            order_id: request.orderId, merchant_trade_no: merchantTradeNo, attempt_no: attemptNo, amount: request.amount,
            status: 'pending', simulate_paid: false, created_at: request.now, updated_at: request.now,
          });
          const row: PaymentAttemptRow | undefined = await trx('payment_attempts').where('merchant_trade_no', merchantTradeNo).first();
          if (!row) throw new Error(`payment attempt ${merchantTradeNo} missing right after its insert`);
          return toPaymentAttempt(row);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw tryAgainError();
    });
  }

  async findByTradeNo(merchantTradeNo: string): Promise<PaymentAttempt | undefined> {
    const row: PaymentAttemptRow | undefined = await this.knex('payment_attempts').where('merchant_trade_no', merchantTradeNo).first();
    return row && toPaymentAttempt(row);
  }

  async listForOrder(orderId: string): Promise<PaymentAttempt[]> {
    const rows: PaymentAttemptRow[] = await this.knex('payment_attempts').where('order_id', orderId).orderBy('attempt_no', 'asc');
    return rows.map(toPaymentAttempt);
  }

  async moveAttempt(
    id: number, from: readonly PaymentAttemptStatus[], to: PaymentAttemptStatus, now: Date, result?: AttemptResult, claimStaleBefore?: Date,
  ): Promise<boolean> {
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
      if (claimStaleBefore) where.orWhere((stale) => stale.where('status', 'reconciling').andWhere('updated_at', '<=', claimStaleBefore));
    }).update(changes);
    return count === 1;
  }

  async listReconcilable(cutoff: Date, claimStaleBefore: Date, limit: number): Promise<ReconcileCandidate[]> {
    const latest = this.knex.raw('(select max(p2.attempt_no) from payment_attempts p2 where p2.order_id = o.id)');
    const rows: Array<PaymentAttemptRow & { o_id: string; o_updated_at: StoredDateTime; pa_id: number | null }> = await this.knex('orders as o')
      .leftJoin('payment_attempts as pa', (join) => join.on('pa.order_id', '=', 'o.id').andOn('pa.attempt_no', '=', latest))
      .where('o.status', 'PENDING_PAYMENT')
      .andWhere((where) => where
        .where((q) => q.where('pa.status', 'pending').andWhere('pa.created_at', '<=', cutoff))
        .orWhere((q) => q.where('pa.status', 'reconciling').andWhere('pa.updated_at', '<=', claimStaleBefore))
        .orWhere((q) => q.where((open) => open.whereNull('pa.id').orWhereNotIn('pa.status', ['pending', 'reconciling'])).andWhere('o.updated_at', '<=', cutoff)))
      .select('pa.*', 'pa.id as pa_id', 'o.id as o_id', 'o.updated_at as o_updated_at')
      .orderBy('o.updated_at', 'asc')
      .limit(limit);
    return rows.map((row): ReconcileCandidate => (
      row.pa_id !== null && (row.status === 'pending' || row.status === 'reconciling')
        ? { kind: 'query', orderId: row.o_id, attempt: toPaymentAttempt({ ...row, id: row.pa_id }) }
        : { kind: 'expire', orderId: row.o_id }));
  }
}
