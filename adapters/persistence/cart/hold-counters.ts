import type { Knex } from 'knex';
import { escape } from 'mysql2';
import type { ReserveOutcome, ReserveRequest } from '../../../application/cart/cart-store.port';
import { cartRefOf } from '../../../application/cart/cart-ref';
import { outletLineVariant } from '../../../domain/cart/from-outlet';
import { decideCappedReservation, existingLineHold, holdCapBreach } from '../../../domain/cart/reserve-decision';
import { availableUnits, countActiveHolds } from '../outlet/availability';
import { databaseKind } from '../knex-factory';
import { inWriteTransaction, isLockConflict, isUniqueViolation } from '../write-transaction';
import { HOT_RESERVE_BATCH_PROCEDURE } from '../migrations/20261202_2904_hot_reserve_batch';
import { CallGroups } from '../grouped-calls';
import { holdOf, toWireCartLine, type CartLineRecord } from './cart-line.mapper';
import { NO_VARIANT_KEY } from './cart-lines-query';
import { cartHolderKey, clientHolderKey, clientKeyOf, NO_HOLDS, unpaidHolds } from './reservation-holders';

/**
 * The hot path of add-to-cart (issue 29, docs/decisions.md sections 34 and 39): a reservation decided by ONE
 * conditional UPDATE of counters, the way the bare `UPDATE ... WHERE held < total` decides, instead of counting
 * rows under locks held across round trips. On MySQL a new line of a new cart is 2 statements:
 *
 * 1. a plain read: the item (everything the answer shows), its counter, the cart's and the client's counters,
 *    and this cart's line of the item with its hold (a live one: 'duplicate', nothing written); its SQL is
 *    compiled once, and the reads of one item that queue behind this process's reads of it go as one statement;
 * 2. CALL cart_hot_reserve_batch (migration 20261202_2904; one call for the adds of this item that queued behind
 *    this process's call in flight, decision 45), for each hold: in one transaction inside the server, the cap rows that do
 *    not exist yet (inserted with 0), the reservation, the line (the identity's UNIQUE index refuses a second
 *    line of the item), and LAST the decision: one multi-table UPDATE that adds 1 to the item's counter and to
 *    each holder's counter, only WHERE the item's counter is below its stock and each holder's below its cap;
 *    a hold it refused rolls back to its savepoint; then one COMMIT for the call. The hot rows are locked from
 *    the first UPDATE to the COMMIT, with no round trip in between.
 * A server without the procedure (CREATE ROUTINE refused) sends 2 as four statements (reserveStatementByStatement):
 * the reservation inserted PENDING (released, so it counts nowhere), the line, then the deciding UPDATE that also
 * activates the reservation; refused, the line and the pending reservation are deleted.
 * Refused either way, the rows say why (below).
 *
 * The counters may be HIGH, never low: every hold is counted in the statement that makes it (the deciding UPDATE, or the slow
 * path's transaction), and taken off only where a release knows it took off one of them (remove-line). Holds
 * that lapse, are swept or are sold leave the counters high. So when a counter says "full", the rows are
 * counted exactly (the old counts, one statement each, only for the counters that said so): truly sold out or
 * over the cap is answered at once; otherwise the counters are stale and the slow path (reserve-outlet-line.ts)
 * reserves under locks, marks the lapsed holds expired and sets the counters back to the truth.
 *
 * SQLite has no multi-table UPDATE and no procedures: the statements one by one, the decision one write
 * transaction of the same conditional UPDATEs (its single writer serialises it anyway).
 */

/** No cap on a side: a bound no counter reaches. */
const NO_CAP = 2_147_483_647;
/** Attempts of the deciding statement when MySQL picks it as a deadlock victim (it changed nothing then). */
const DECIDE_ATTEMPTS = 3;

/** 'slow': the rows must be looked at under locks (a lapsed line to renew, a merge, counters above the truth). */
export type FastReserveOutcome = ReserveOutcome | 'slow';

interface Prechecked {
  id: number;
  total_quantity: number | string;
  held_units: number | string;
  title: string | null;
  price: number | null;
  discount_price: number | null;
  image_url: string | null;
  sku: string | null;
  display_sku: string | null;
  variant_details: string | null;
  variant_title: string | null;
  sku_items: number | string;
  cart_held: number | string | null;
  client_held: number | string | null;
  line_id: number | null;
  line_reservation_id: number | null;
  line_expires_at: Date | string | null;
  line_released_at: Date | string | null;
  line_confirmed_at: Date | string | null;
  line_count: number | string;
}

export async function reserveByCounters(knex: Knex, request: ReserveRequest): Promise<FastReserveOutcome> {
  const { itemId, now, expiresAt } = request;
  const { phone, keyHash } = cartRefOf(request);
  const clientKey = request.clientIp === undefined ? null : clientKeyOf(request.clientIp);
  const cartHolder = cartHolderKey(phone, keyHash);
  const clientHolder = clientKey === null ? null : clientHolderKey(clientKey);
  const capCart = request.cap?.maxPerPhone ?? null;
  const capClient = request.cap?.maxPerClient ?? null;

  const row = await precheck(knex, { itemId, phone, keyHash, cartHolder, clientHolder });
  if (!row) return { kind: 'not_found' };
  if (row.line_id !== null) {
    const existing = existingLineHold({ hold: holdOf({ reservation_id: row.line_reservation_id, expires_at: row.line_expires_at, released_at: row.line_released_at, confirmed_at: row.line_confirmed_at }) }, now);
    // A lapsed line is renewed in place: the slow path, which knows how.
    return existing === 'active' || existing === 'confirmed' ? { kind: 'duplicate' } : 'slow';
  }
  const full = {
    item: Number(row.held_units) >= Number(row.total_quantity),
    cart: capCart !== null && row.cart_held !== null && Number(row.cart_held) >= capCart,
    client: capClient !== null && clientKey !== null && row.client_held !== null && Number(row.client_held) >= capClient,
  };
  if (full.item || full.cart || full.client) return refusedWhy(knex, request, full, Number(row.total_quantity));

  const writes: Writes = {
    itemId, cartHolder, clientHolder, capCart: capCart ?? NO_CAP, capClient: capClient ?? NO_CAP, request, clientKey,
    missing: { cart: row.cart_held === null, client: clientHolder !== null && row.client_held === null },
    variant: outletLineVariant(row),
  };
  const called = await callHotReserve(knex, writes);
  const written = called === 'no_procedure' ? await reserveStatementByStatement(knex, writes) : called;
  // A line of this item appeared meanwhile (a double click): the slow path decides duplicate or renew. Or the
  // call met lock conflicts every time: the slow path reserves under locks.
  if (written === 'line_exists' || written === 'contended') return 'slow';
  if (written === 'refused') {
    return refusedWhy(knex, request, { item: true, cart: capCart !== null, client: capClient !== null && clientKey !== null }, Number(row.total_quantity));
  }
  const { reservationId, lineId } = written;
  const { variant } = writes;
  const record: CartLineRecord = {
    id: Number(lineId), item_id: itemId, item_type: 'outlet', variant_id: variant.variantId,
    title: row.title, price: row.price, discount_price: row.discount_price, image_url: row.image_url, sku: row.sku,
    display_sku: row.display_sku, variant_details: row.variant_details, variant_title: row.variant_title, sku_items: row.sku_items,
    reservation_id: Number(reservationId), expires_at: expiresAt, released_at: null, confirmed_at: null,
    snapshot_variant_name: variant.label, snapshot_variant_sku: variant.sku,
  };
  return { kind: 'reserved', lineId: Number(lineId), line: toWireCartLine(record), count: Number(row.line_count) + 1 };
}

interface Writes extends Decision {
  request: ReserveRequest;
  clientKey: string | null;
  /** The holder rows the read did not find (a new cart, a new client): inserted with 0 first. */
  missing: { cart: boolean; client: boolean };
  variant: ReturnType<typeof outletLineVariant>;
}

type Written = { reservationId: number; lineId: number } | 'refused' | 'line_exists';

/** Knex instances whose database has no HOT_RESERVE_BATCH_PROCEDURE (a server that refused CREATE PROCEDURE). */
const withoutProcedure = new WeakSet<Knex>();

/** The most holds one call decides: a flash sale's queue behind one call, bounded so that one call stays short. */
export const MAX_HOLDS_PER_CALL = 50;

/** 'contended': every attempt of the call met a deadlock or a lock wait timeout (nothing written). */
type CallOutcome = Written | 'no_procedure' | 'contended';

/**
 * The calls of each item, per knex (a pool, a database): decision 41's group commit (grouped-calls.ts), one group
 * in flight per item, so only adds of the same item share a call and another item's adds never wait for it.
 * An item's entry lives while its calls run (dropped when idle: onIdle).
 */
const groupsOf = new WeakMap<Knex, Map<number, CallGroups<Writes, CallOutcome>>>();

function callGroupsOf(knex: Knex, itemId: number): CallGroups<Writes, CallOutcome> {
  const items = groupsOf.get(knex) ?? new Map<number, CallGroups<Writes, CallOutcome>>();
  groupsOf.set(knex, items);
  let groups = items.get(itemId);
  if (!groups) {
    groups = new CallGroups(async (holds, answer) => {
      const outcomes = await callHotReserveBatch(knex, itemId, holds);
      outcomes.forEach((outcome, index) => answer(index, { ok: true, value: outcome }));
    }, { maxGroup: MAX_HOLDS_PER_CALL, concurrency: 1, onIdle: () => items.delete(itemId) });
    items.set(itemId, groups);
  }
  return groups;
}

/**
 * MySQL: statements 2-5 in ONE round trip, the procedure of migration 20261202_2904 (decisions 39 and 45): the
 * adds of this item that arrive while this process's call for the item is in flight go together in the next
 * call, one transaction and one commit, each hold with its own cart, caps and answer. Refused or meeting a line
 * of the item, a hold wrote nothing. 'no_procedure' elsewhere (SQLite, a transaction given as `knex`, whose
 * COMMIT the procedure's own transaction would break, or a server without it).
 */
function callHotReserve(knex: Knex, w: Writes): Promise<CallOutcome> {
  if (databaseKind(knex) !== 'mysql' || knex.isTransaction || withoutProcedure.has(knex)) return Promise.resolve('no_procedure');
  return callGroupsOf(knex, w.itemId).call(w);
}

/**
 * One call for `holds` (all of `itemId`). A deadlock
 * victim's or a lock wait's transaction was rolled back whole (the procedure's handler), so nothing of the batch
 * was written and the call is made again after a short random pause; after DECIDE_ATTEMPTS every add of the batch
 * is 'contended' (the slow path), and on any other error every add of the batch gets the error. A lost connection is an error too (never retried: its COMMIT may have happened).
 */
async function callHotReserveBatch(knex: Knex, itemId: number, holds: readonly Writes[]): Promise<CallOutcome[]> {
  // Each hold keeps its own `now` and expiry, sent as milliseconds after the first hold's (so that the dates
  // themselves are bound, and formatted for the connection's time zone, by the driver as everywhere else).
  const first = holds[0].request;
  const payload = JSON.stringify(holds.map((w) => {
    const { phone, keyHash } = cartRefOf(w.request);
    return {
      phone, cart_key: keyHash, client_key: w.clientKey, cart_holder: w.cartHolder, client_holder: w.clientHolder,
      new_cart: w.missing.cart ? 1 : 0, new_client: w.missing.client ? 1 : 0, cap_cart: w.capCart, cap_client: w.capClient,
      variant_id: w.variant.variantId, variant_name: w.variant.label, variant_sku: w.variant.sku,
      now_ms: w.request.now.getTime() - first.now.getTime(), expires_ms: w.request.expiresAt.getTime() - first.expiresAt.getTime(),
    };
  }));
  const bindings = [itemId, first.now, first.expiresAt, NO_VARIANT_KEY, payload];
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [results] = await knex.raw(HOT_RESERVE_BATCH_CALL, bindings) as [Array<Array<{ outcomes: string }>>];
      return outcomesOf(results[0]?.[0]?.outcomes, holds.length);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ER_SP_DOES_NOT_EXIST') {
        withoutProcedure.add(knex);
        return holds.map(() => 'no_procedure');
      }
      if (!isLockConflict(error)) throw error;
      // Nothing of the batch was written: after the attempts, each add takes the slow path, which waits for the
      // locks it needs (and has its own bounded retry) rather than answering a shopper with the conflict.
      if (attempt >= DECIDE_ATTEMPTS) return holds.map(() => 'contended');
      await pauseAfterConflict(attempt);
    }
  }
}

/** A short random pause, so that the victims of one deadlock do not collide again in step. */
const pauseAfterConflict = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 10 * attempt));

const HOT_RESERVE_BATCH_CALL = `CALL ${HOT_RESERVE_BATCH_PROCEDURE}(?, ?, ?, ?, ?)`;

interface HoldOutcome { n: number | string; outcome: 'reserved' | 'refused' | 'line_exists'; reservation_id?: number; line_id?: number }

/** The procedure's answer, one per hold in order; anything else is an error for the whole batch (never a guess). */
function outcomesOf(text: string | undefined, holds: number): Written[] {
  const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : undefined;
  if (!Array.isArray(parsed) || parsed.length !== holds) throw new Error(`${HOT_RESERVE_BATCH_PROCEDURE} answered ${String(text)} for ${holds} holds`);
  return (parsed as HoldOutcome[]).map((hold, i) => {
    if (Number(hold.n) !== i + 1) throw new Error(`${HOT_RESERVE_BATCH_PROCEDURE} answered hold ${hold.n} in place ${i + 1}`);
    if (hold.outcome === 'refused' || hold.outcome === 'line_exists') return hold.outcome;
    if (hold.outcome !== 'reserved' || hold.reservation_id == null || hold.line_id == null) throw new Error(`${HOT_RESERVE_BATCH_PROCEDURE} answered ${JSON.stringify(hold)}`);
    return { reservationId: Number(hold.reservation_id), lineId: Number(hold.line_id) };
  });
}

/**
 * Statements 2-5 one by one (SQLite, or a MySQL server without the procedure): the reservation inserted PENDING,
 * the line, then the decision (decide); refused, the line and the pending reservation are deleted.
 */
async function reserveStatementByStatement(knex: Knex, w: Writes): Promise<Written> {
  const { itemId, now, expiresAt } = w.request;
  const { phone, keyHash } = cartRefOf(w.request);
  const missing = [w.missing.cart ? w.cartHolder : null, w.missing.client ? w.clientHolder : null]
    .filter((key): key is string => key !== null);
  if (missing.length > 0) await insertHolderRows(knex, missing);

  const [reservationId] = await knex('outlet_reservations').insert({
    outlet_item_id: itemId, reserved_by: phone, cart_key: keyHash, client_key: w.clientKey, created_at: now, expires_at: expiresAt,
    released_at: now, released_reason: PENDING,
  });
  let lineId: number;
  try {
    [lineId] = await knex('cart_lines').insert({
      phone, cart_key: keyHash, item_type: 'outlet', item_id: itemId, variant_key: NO_VARIANT_KEY,
      variant_id: w.variant.variantId, snapshot_variant_name: w.variant.label, snapshot_variant_sku: w.variant.sku,
      reservation_id: reservationId, created_at: now,
    });
  } catch (error) {
    await knex('outlet_reservations').where({ id: reservationId, released_reason: PENDING }).delete();
    if (isUniqueViolation(error)) return 'line_exists';
    throw error;
  }
  const decided = await decide(knex, { ...w, reservationId: Number(reservationId) });
  if (!decided) {
    await knex('cart_lines').where({ id: lineId, reservation_id: reservationId }).delete();
    await knex('outlet_reservations').where({ id: reservationId, released_reason: PENDING }).delete();
    return 'refused';
  }
  return { reservationId: Number(reservationId), lineId: Number(lineId) };
}

/** released_reason of a reservation inserted by the hot path and not yet decided: released, so it counts nowhere. */
export const PENDING = 'pending';

interface PrecheckAt { itemId: number; phone: string; keyHash: string; cartHolder: string; clientHolder: string | null }

/**
 * Statement 1: one plain read, no lock. On MySQL its SQL is compiled once per shape (with or without a client)
 * and sent as it is with this add's values: knex's builder was 7% of a server process's CPU under the hot item.
 */
async function precheck(knex: Knex, at: PrecheckAt): Promise<Prechecked | undefined> {
  if (databaseKind(knex) !== 'mysql') return precheckQuery(knex, at).first();
  return readGroupsOf(knex, at).call(at);
}

/**
 * MySQL: the reads of one item and shape that arrive while this process's reads of it are in flight go together
 * (decision 45, like the calls): one statement, a UNION ALL of the compiled read once per add, each row tagged
 * with its add's place. A plain read, so sharing it changes nothing but when it runs.
 */
const readsOf = new WeakMap<Knex, Map<string, CallGroups<PrecheckAt, Prechecked | undefined>>>();
/** Two reads of one item in flight: the call after them waits on the item's lock anyway. */
const READS_IN_FLIGHT = 2;

function readGroupsOf(knex: Knex, at: PrecheckAt): CallGroups<PrecheckAt, Prechecked | undefined> {
  const shapes = readsOf.get(knex) ?? new Map<string, CallGroups<PrecheckAt, Prechecked | undefined>>();
  readsOf.set(knex, shapes);
  const key = `${at.itemId}:${at.clientHolder !== null}`;
  let groups = shapes.get(key);
  if (!groups) {
    groups = new CallGroups(async (ats, answer) => {
      const rows = await precheckMany(knex, ats);
      rows.forEach((row, index) => answer(index, { ok: true, value: row }));
    }, { maxGroup: MAX_HOLDS_PER_CALL, concurrency: READS_IN_FLIGHT, onIdle: () => shapes.delete(key) });
    shapes.set(key, groups);
  }
  return groups;
}

async function precheckMany(knex: Knex, ats: readonly PrecheckAt[]): Promise<Array<Prechecked | undefined>> {
  const compiled = precheckCompiled(knex, ats[0].clientHolder !== null);
  const text = (at: PrecheckAt) => compiled.parts.map((part, i) => (i === 0 ? part : escapeSql(compiled.slots[i - 1](at)) + part)).join('');
  // The values go into the SQL here, escaped as mysql2 would, once: bound, the statement (1-2 KB per add, up to
  // 50 adds) was scanned twice more for its placeholders, by knex and by mysql2 (issue 29, decision 48).
  if (ats.length === 1) {
    const [rows] = await knex.raw(text(ats[0])) as [Prechecked[]];
    return [rows[0]];
  }
  const sql = ats.map((at, i) => `SELECT ${i} AS read_index, q.* FROM (${text(at)}) q`).join(' UNION ALL ');
  const [rows] = await knex.raw(sql) as [Array<Prechecked & { read_index: number | string }>];
  const byIndex = new Map(rows.map((row) => [Number(row.read_index), row]));
  return ats.map((_, i) => byIndex.get(i));
}

/**
 * mysql2's own escaping of a value: its query() formats every binding with sql-escaper and no SQL mode (only
 * stringifyObjects and the time zone, which strings and numbers ignore), which is what escape() does. Only the
 * strings and numbers of PrecheckAt and of the compiled query's constants come here.
 */
function escapeSql(value: Knex.Value): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`precheck: ${value} is not a value to bind`);
    return String(value);
  }
  if (typeof value !== 'string') throw new Error(`precheck: a ${typeof value} is not a value to bind here`);
  return escape(value);
}

/** Marks a binding of the compiled precheck as the place of one of PrecheckAt's values (only the compiled bindings are looked at, never a value sent). */
const SLOT = '\u0000slot:';

/** The compiled precheck cut at its placeholders: parts[0], value 1, parts[1], ...; each slot gives its value. */
interface CompiledPrecheck {
  parts: readonly string[];
  slots: ReadonlyArray<(at: PrecheckAt) => Knex.Value>;
}

const precheckSql = new WeakMap<Knex, Map<boolean, CompiledPrecheck>>();

function precheckCompiled(knex: Knex, withClient: boolean): CompiledPrecheck {
  const shapes = precheckSql.get(knex) ?? new Map<boolean, CompiledPrecheck>();
  precheckSql.set(knex, shapes);
  const known = shapes.get(withClient);
  if (known) return known;
  const slot = (name: keyof PrecheckAt) => `${SLOT}${name}`;
  const query = precheckQuery(knex, {
    itemId: slot('itemId') as unknown as number, phone: slot('phone'), keyHash: slot('keyHash'), cartHolder: slot('cartHolder'),
    clientHolder: withClient ? slot('clientHolder') : null,
  }).first().toSQL();
  // knex's SQL for it has a `?` for each binding and no other (every value is bound, identifiers are quoted
  // with backticks and hold none); a shape that broke this would be refused here, at the first add.
  const parts = query.sql.split('?');
  if (parts.length !== query.bindings.length + 1 || query.sql.includes('\\')) throw new Error(`precheck: ${query.bindings.length} bindings for ${parts.length - 1} placeholders`);
  const slots = query.bindings.map((value): ((at: PrecheckAt) => Knex.Value) => {
    if (typeof value === 'string' && value.startsWith(SLOT)) {
      const name = value.slice(SLOT.length) as keyof PrecheckAt;
      return (at) => at[name];
    }
    return () => value;
  });
  const compiled = { parts, slots };
  shapes.set(withClient, compiled);
  return compiled;
}

function precheckQuery(knex: Knex, at: PrecheckAt) {
  const line = knex('cart_lines').where({ phone: at.phone, cart_key: at.keyHash, item_type: 'outlet', item_id: at.itemId, variant_key: NO_VARIANT_KEY });
  const lineHold = (column: string, as: string) => knex('outlet_reservations').select(column)
    .whereIn('outlet_reservations.id', line.clone().select('reservation_id')).as(as);
  return knex('outlet_items as i')
    .select(
      'i.id', 'i.total_quantity', 'i.held_units', 'i.title', 'i.price', 'i.discount_price', 'i.image_url', 'i.sku', 'i.display_sku',
      'i.variant_details', 'i.variant_title',
      knex('outlet_items as same_sku').count('*').whereRaw('same_sku.sku = i.sku').as('sku_items'),
      knex('reservation_holders').select('held').where('holder_key', at.cartHolder).as('cart_held'),
      at.clientHolder === null ? knex.raw('NULL as client_held') : knex('reservation_holders').select('held').where('holder_key', at.clientHolder).as('client_held'),
      line.clone().select('id').as('line_id'),
      line.clone().select('reservation_id').as('line_reservation_id'),
      lineHold('expires_at', 'line_expires_at'), lineHold('released_at', 'line_released_at'), lineHold('confirmed_at', 'line_confirmed_at'),
      knex('cart_lines').count('*').where({ phone: at.phone, cart_key: at.keyHash }).as('line_count'),
    )
    .where('i.id', at.itemId);
}

/** Holder rows that do not exist yet, with 0 held (a row inserted meanwhile by another reserver is fine). */
async function insertHolderRows(knex: Knex, keys: string[]): Promise<void> {
  try {
    await knex('reservation_holders').insert(keys.map((holder_key) => ({ holder_key, held: 0 }))).onConflict('holder_key').ignore();
  } catch (error) {
    // MySQL: INSERT IGNORE waits for a shared lock on a duplicate another statement holds; a deadlock report
    // then means the row exists, which is all we need.
    if (!isLockConflict(error)) throw error;
  }
}

interface Decision {
  itemId: number;
  cartHolder: string;
  clientHolder: string | null;
  capCart: number;
  capClient: number;
}

/** Statement 5: the decision. True when the unit was taken and every counter counted it. */
async function decide(knex: Knex, d: Decision & { reservationId: number }): Promise<boolean> {
  if (databaseKind(knex) !== 'mysql') return decideInTransaction(knex, d);
  const client = d.clientHolder !== null;
  const sql = [
    'UPDATE outlet_reservations r',
    'JOIN outlet_items i ON i.id = r.outlet_item_id',
    'JOIN reservation_holders c ON c.holder_key = ?',
    client ? 'JOIN reservation_holders k ON k.holder_key = ?' : '',
    'SET r.released_at = NULL, r.released_reason = NULL, i.held_units = i.held_units + 1, c.held = c.held + 1',
    client ? ', k.held = k.held + 1' : '',
    "WHERE r.id = ? AND r.released_reason = 'pending' AND i.id = ? AND i.held_units < i.total_quantity AND c.held < ?",
    client ? 'AND k.held < ?' : '',
  ].join(' ');
  const bindings = client
    ? [d.cartHolder, d.clientHolder, d.reservationId, d.itemId, d.capCart, d.capClient]
    : [d.cartHolder, d.reservationId, d.itemId, d.capCart];
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [result] = await knex.raw(sql, bindings);
      return Number((result as { affectedRows?: number }).affectedRows ?? 0) > 0;
    } catch (error) {
      // A deadlock victim's statement changed nothing: the pending rows are still there to decide on.
      if (!isLockConflict(error) || attempt >= DECIDE_ATTEMPTS) throw error;
      await pauseAfterConflict(attempt);
    }
  }
}

const REFUSED = Symbol('refused');

async function decideInTransaction(knex: Knex, d: Decision & { reservationId: number }): Promise<boolean> {
  try {
    await inWriteTransaction(knex, async (trx) => {
      const counted = [
        await trx('outlet_items').where('id', d.itemId).andWhere('held_units', '<', trx.ref('total_quantity')).increment('held_units', 1),
        await trx('reservation_holders').where('holder_key', d.cartHolder).andWhere('held', '<', d.capCart).increment('held', 1),
        d.clientHolder === null ? 1 : await trx('reservation_holders').where('holder_key', d.clientHolder).andWhere('held', '<', d.capClient).increment('held', 1),
        await trx('outlet_reservations').where({ id: d.reservationId, released_reason: PENDING }).update({ released_at: null, released_reason: null }),
      ];
      if (counted.some((n) => Number(n) === 0)) throw REFUSED;
    });
    return true;
  } catch (error) {
    if (error === REFUSED) return false;
    throw error;
  }
}

/**
 * A counter said no: the rows, counted exactly (one statement per counter that said so), say whether the add is
 * truly over a cap or sold out (answered, nothing written) or the counters are only stale ('slow').
 * The cap is decided before the stock, as decideCappedReservation does, so a capped cart learns nothing of it.
 */
async function refusedWhy(
  knex: Knex, request: ReserveRequest, full: { item: boolean; cart: boolean; client: boolean }, totalQuantity: number,
): Promise<FastReserveOutcome> {
  const { itemId, now } = request;
  const { phone, keyHash } = cartRefOf(request);
  const cap = request.cap ?? { maxPerPhone: null, maxPerClient: null };
  const clientKey = request.clientIp === undefined ? null : clientKeyOf(request.clientIp);
  const [byPhone, byClient, held] = await Promise.all([
    full.cart && cap.maxPerPhone !== null ? unpaidHolds(knex, { reserved_by: phone, cart_key: keyHash }, now) : NO_HOLDS,
    full.client && cap.maxPerClient !== null && clientKey !== null ? unpaidHolds(knex, { client_key: clientKey }, now) : NO_HOLDS,
    full.item ? countActiveHolds(knex, itemId, now) : undefined,
  ]);
  const breach = holdCapBreach({ byPhone: byPhone.count, byClient: byClient.count }, cap);
  if (breach !== 'none') {
    const firstLapse = (breach === 'phone' ? byPhone : byClient).firstExpiry ?? now.getTime();
    return { kind: 'over_limit', scope: breach, retryAfterMs: firstLapse - now.getTime() };
  }
  if (held === undefined) return 'slow';
  const decision = decideCappedReservation('no_line', availableUnits(totalQuantity, held), breach);
  return decision === 'sold_out' ? { kind: 'sold_out' } : 'slow';
}

/**
 * Inside the transaction that has just released the unsettled hold `reservationId` (its UPDATE changed it): the
 * item's and the holders' counters stop counting it. Only there: a release that does not come here (the sweep,
 * a clear, checkout's) leaves the counters high, which costs the next full counter a count of the rows, never a
 * unit too many.
 */
export async function takeOffCounters(trx: Knex.Transaction, reservationId: number): Promise<void> {
  const hold: { outlet_item_id: number; reserved_by: string; cart_key: string; client_key: string | null } | undefined = await trx('outlet_reservations')
    .first('outlet_item_id', 'reserved_by', 'cart_key', 'client_key').where('id', reservationId);
  if (!hold) return;
  await trx('outlet_items').where('id', hold.outlet_item_id).andWhere('held_units', '>', 0).decrement('held_units', 1);
  const keys = [cartHolderKey(hold.reserved_by, hold.cart_key ?? ''), ...(hold.client_key === null ? [] : [clientHolderKey(hold.client_key)])];
  await trx('reservation_holders').whereIn('holder_key', keys).andWhere('held', '>', 0).decrement('held', 1);
}

/** How old a pending reservation must be before the sweep takes it for a crash's leftover (statements stop within seconds). */
export const PENDING_STALE_MS = 60_000;

/**
 * The sweep's part of the hot path: a process that died between inserting a pending reservation and deciding on
 * it left the reservation (counting nowhere) and maybe its line; both go once they are a minute old.
 */
export async function deleteStalePending(knex: Knex, now: Date): Promise<void> {
  const stale = () => knex('outlet_reservations').where('released_reason', PENDING).andWhere('created_at', '<', new Date(now.getTime() - PENDING_STALE_MS));
  await knex('cart_lines').whereIn('reservation_id', stale().select('id')).delete();
  await stale().delete();
}
