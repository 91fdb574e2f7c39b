import type { Knex } from 'knex';
import type { RecordStatusOutcome, ShipmentStatusInput } from '../../../application/shipping/shipment-store.port';
import type { Settled } from '../grouped-calls';
import { databaseKind } from '../knex-factory';
import { inWriteTransaction } from '../write-transaction';
import {
  applyStatus, eventKey, eventRowOf, STATUS_COLUMNS, toShipment, type ShipmentRow, type StatusChanges,
} from './shipment-rows';

/** One recordStatus call waiting in a group. */
export interface StatusCall {
  merchantTradeNo: string;
  input: ShipmentStatusInput;
}

type Answer = (index: number, outcome: Settled<RecordStatusOutcome>) => void;

const distinct = (values: string[]) => [...new Set(values)];

/** The coded events of these shipments (staff events have no code and are never a repeat). */
async function eventKeysOf(knex: Knex, shipmentIds: number[]): Promise<Set<string>> {
  if (shipmentIds.length === 0) return new Set();
  const rows: { shipment_id: number; status_code: number; occurred_at: string }[] = await knex('shipment_events')
    .whereIn('shipment_id', shipmentIds).whereNotNull('status_code').select('shipment_id', 'status_code', 'occurred_at');
  return new Set(rows.map((row) => eventKey(Number(row.shipment_id), Number(row.status_code), row.occurred_at)));
}

/**
 * A group of status calls (decision 41), in two steps like the single call's (knex-shipment-store.ts recordStatus):
 * 1. a plain read of the group's coded history and of its shipments (two statements, no lock): a resend is
 *    answered from it at once, without waiting for any row lock (an event row only exists committed together with
 *    its effect, so "seen" is final).
 * 2. the new ones in one write transaction: the shipments' row locks (one SELECT ... FOR UPDATE for all; InnoDB
 *    takes them in the unique index's order, so two groups cannot deadlock on each other), their history read
 *    again under the locks, each call applied in arrival order to the row as the previous one left it (a resend
 *    inside the group is `first: false`), one multi-row INSERT of the events, one UPDATE for every shipment touched,
 *    COMMIT. Every new call is answered only then.
 * `single` is the one-call path: for a trade number the group's read did not find as sent (MySQL compares it by its
 * collation, the group by exact text: the one-call path answers exactly as before) and, when the group's transaction
 * fails, for each of its calls on its own, so that one bad call cannot fail the others.
 */
export async function recordStatusGroup(
  knex: Knex, calls: StatusCall[], answer: Answer, single: (call: StatusCall) => Promise<RecordStatusOutcome>,
): Promise<void> {
  const tradeNos = distinct(calls.map((call) => call.merchantTradeNo));
  // The history first, then the shipments: an event seen was committed before the shipment row is read, so a resend's
  // answer is the row with that event's effect in it (two plain reads are two moments, not one snapshot).
  const seenRows: { shipment_id: number; status_code: number; occurred_at: string }[] = await knex('shipment_events')
    .join('shipments', 'shipments.id', 'shipment_events.shipment_id').whereIn('shipments.merchant_trade_no', tradeNos)
    .whereNotNull('shipment_events.status_code').select('shipment_events.shipment_id', 'shipment_events.status_code', 'shipment_events.occurred_at');
  const seen = new Set(seenRows.map((row) => eventKey(Number(row.shipment_id), Number(row.status_code), row.occurred_at)));
  const rows: ShipmentRow[] = await knex('shipments').whereIn('merchant_trade_no', tradeNos);
  const found = new Map(rows.map((row) => [row.merchant_trade_no, row]));
  const fresh: number[] = [];
  const alone: number[] = [];
  calls.forEach(({ merchantTradeNo, input }, index) => {
    const row = found.get(merchantTradeNo);
    if (!row) alone.push(index);
    else if (input.statusCode !== null && seen.has(eventKey(Number(row.id), input.statusCode, input.occurredAt))) {
      answer(index, { ok: true, value: { kind: 'recorded', first: false, shipment: toShipment(row) } });
    } else fresh.push(index);
  });
  const one = (index: number) => single(calls[index]).then(
    (value) => answer(index, { ok: true, value }),
    (error: unknown) => answer(index, { ok: false, error }),
  );
  const aloneDone = Promise.all(alone.map(one));
  if (fresh.length > 0) {
    let outcomes: RecordStatusOutcome[] | undefined;
    try {
      outcomes = await inWriteTransaction(knex, (trx) => writeNew(trx, fresh.map((index) => calls[index])), { isolation: 'engine default' });
    } catch {
      // Rolled back whole (a lock conflict past its retries, a refused row): each call again on its own.
      await Promise.all(fresh.map(one));
    }
    outcomes?.forEach((value, at) => answer(fresh[at], { ok: true, value }));
  }
  await aloneDone;
}

/**
 * MySQL at the engine's isolation (no SET TRANSACTION statement): the history is read after the locking read, and
 * under REPEATABLE READ a transaction's snapshot is taken at its first plain read, so it holds everything the
 * previous holders of these row locks committed (an event is only written under its shipment's lock). Should a
 * duplicate get past it all the same, UNIQUE(shipment, code, date) refuses the insert and the group is rolled back.
 */
async function writeNew(trx: Knex.Transaction, calls: StatusCall[]): Promise<RecordStatusOutcome[]> {
  const query = trx('shipments').whereIn('merchant_trade_no', distinct(calls.map((call) => call.merchantTradeNo)));
  const locked: ShipmentRow[] = await (databaseKind(trx) === 'mysql' ? query.forUpdate() : query);
  const state = new Map(locked.map((row) => [row.merchant_trade_no, row]));
  const seen = await eventKeysOf(trx, locked.map((row) => Number(row.id)));
  const events: Record<string, unknown>[] = [];
  const changed = new Map<number, StatusChanges>();
  const outcomes = calls.map(({ merchantTradeNo, input }): RecordStatusOutcome => {
    const row = state.get(merchantTradeNo);
    if (!row) return { kind: 'not_found' };
    if (input.statusCode !== null) {
      const key = eventKey(Number(row.id), input.statusCode, input.occurredAt);
      if (seen.has(key)) return { kind: 'recorded', first: false, shipment: toShipment(row) };
      seen.add(key);
    }
    events.push(eventRowOf(Number(row.id), input));
    const next = applyStatus(row, input);
    state.set(merchantTradeNo, next.row);
    changed.set(Number(row.id), next.changes);
    return { kind: 'recorded', first: true, shipment: toShipment(next.row) };
  });
  if (events.length > 0) await trx('shipment_events').insert(events);
  await updateShipments(trx, changed);
  return outcomes;
}

/** One UPDATE for every shipment of the group: each column a CASE on the id (one plain UPDATE for one shipment). */
async function updateShipments(trx: Knex.Transaction, changed: Map<number, StatusChanges>): Promise<void> {
  if (changed.size === 0) return;
  if (changed.size === 1) {
    const [[id, changes]] = [...changed];
    await trx('shipments').where({ id }).update(changes);
    return;
  }
  const entries = [...changed];
  const set: Record<string, Knex.Raw> = {};
  for (const column of STATUS_COLUMNS) {
    set[column] = trx.raw(`CASE ?? ${entries.map(() => 'WHEN ? THEN ?').join(' ')} ELSE ?? END`,
      ['id', ...entries.flatMap(([id, changes]) => [id, changes[column]]), column]);
  }
  await trx('shipments').whereIn('id', entries.map(([id]) => id)).update(set);
}
