import type { Knex } from 'knex';
import type { CartStore, MarketplaceAddOutcome, MarketplaceLineRequest, RemoveOutcome, ReserveOutcome, ReserveRequest } from '../../../application/cart/cart-store.port';
import { cartRefOf, type CartName } from '../../../application/cart/cart-ref';
import type { CartLine } from '../../../domain/cart/cart-line';
import { HOLD_SOLD, HOLD_UNSETTLED, holdMatches } from '../../../domain/cart/hold-rules';
import { isHoldActive, isHoldSold } from '../../../domain/cart/reserve-decision';
import { decideMarketplaceAdd } from '../../../domain/marketplace/cart-line-rules';
import { whereHold } from '../outlet/hold-sql';
import { inWriteTransaction, isUniqueViolation } from '../write-transaction';
import { holdOf, toWireCartLine, toWireMarketplaceLine, type CartLineRecord } from './cart-line.mapper';
import { countLinesIn, lineOf, linesQuery, NO_VARIANT_KEY } from './cart-lines-query';
import { isHoldSoldIn, markHoldsExpired, releaseHolds } from './hold-writes';
import { marketplaceLineFacts, modelOf, productOf, readShopeeRows, stockedModel, stockedProduct } from './marketplace-lines';
import { ensureHolderRows, holderKeysOf } from './reservation-holders';
import { deleteStalePending, reserveByCounters, takeOffCounters } from './hold-counters';
import { reserveOutletLineIn } from './reserve-outlet-line';

/**
 * The server cart and the outlet reservations on SQLite or MySQL.
 *
 * reserveOutletLine is the one place where stock is taken, and it never reads-then-writes without a guard.
 * Two paths (docs/decisions.md section 34):
 * - the hot path (hold-counters.ts, issue 29): counters of unreleased holds per item (outlet_items.held_units)
 *   and per cart and client IP (reservation_holders.held), and ONE conditional UPDATE that activates the hold and
 *   counts it in every counter only while each is below its stock or cap. The decision is that one statement,
 *   on any number of server processes, like a bare `UPDATE ... WHERE held < total`. Counters may be high, never
 *   low: a full one is checked against the rows before anyone is told "sold out" or "over the cap";
 * - the slow path (reserve-outlet-line.ts), for what the counters cannot decide (a lapsed line to renew, a
 *   merge's move, counters above the truth): ONE transaction that locks the item (MySQL: SELECT ... FOR UPDATE,
 *   which queues every other reserver of that item; SQLite: the database write lock, write-transaction.ts), then
 *   the holders' rows (after the item, in key order), sets the counters back to the truth, counts the active
 *   holds with `now`, decides with the domain rule, and inserts the reservation and the line.
 * The UNIQUE index on cart_lines is the second guard against two lines of one identity. The writes that end
 * holds: hold-writes.ts; a remove also takes its hold off the counters (takeOffCounters).
 */
export class KnexCartStore implements CartStore {
  constructor(private readonly knex: Knex) {}

  async reserveOutletLine(request: ReserveRequest): Promise<ReserveOutcome> {
    // The hot path (hold-counters.ts): a new line decided by one conditional UPDATE of counters. A merge's move,
    // a lapsed line to renew or counters above the truth take the slow path below.
    if (request.moveFromKeyHash === undefined) {
      const fast = await reserveByCounters(this.knex, request);
      if (fast !== 'slow') return fast;
    }
    await ensureHolderRows(this.knex, holderKeysOf(request));
    try {
      return await inWriteTransaction(this.knex, (trx) => reserveOutletLineIn(trx, request));
    } catch (error) {
      // Rolled back whole: a line of this identity appeared concurrently (the reservation went with it).
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  /**
   * One write transaction (the same as a reservation's: SQLite's write lock first, READ COMMITTED and bounded
   * retry on MySQL): read the product and model, decide, look for the same line, insert it with its snapshot.
   * Nothing is locked on MySQL: no stock is taken here, so two shoppers adding the last unit both get a line
   * and checkout, which locks the rows, decides who buys it. A racing add of the same line meets the UNIQUE
   * index (cart_lines_identity_unique): 'duplicate'.
   */
  async addMarketplaceLine(request: MarketplaceLineRequest): Promise<MarketplaceAddOutcome> {
    const { itemId, modelId, now } = request;
    const { phone, keyHash } = cartRefOf(request);
    try {
      return await inWriteTransaction(this.knex, async (trx): Promise<MarketplaceAddOutcome> => {
        const rows = await readShopeeRows(trx, [itemId], { lock: false });
        const product = productOf(rows, itemId);
        const model = modelOf(rows, itemId, modelId);
        const decision = decideMarketplaceAdd(stockedProduct(product), modelId !== null, stockedModel(model));
        if (decision === 'not_found' || decision === 'variant_required' || decision === 'variant_not_found') return { kind: decision };
        const variantKey = modelId === null ? NO_VARIANT_KEY : String(modelId);
        const existing = await trx('cart_lines').where({ phone, cart_key: keyHash, item_type: 'shopee', item_id: itemId, variant_key: variantKey }).first('id');
        if (existing) return { kind: 'duplicate' };
        if (decision === 'sold_out') return { kind: 'sold_out' };
        const facts = marketplaceLineFacts(rows, { itemId, variantId: modelId === null ? null : String(modelId) });
        const [lineId] = await trx('cart_lines').insert({
          phone, cart_key: keyHash, item_type: 'shopee', item_id: itemId, variant_key: variantKey, variant_id: modelId === null ? null : String(modelId),
          reservation_id: null, created_at: now,
          snapshot_title: facts.live?.title ?? null, snapshot_variant_name: facts.live?.variantName ?? null,
          snapshot_price: facts.live?.price ?? null, snapshot_image_url: facts.live?.imageUrl ?? null,
        });
        return { kind: 'added', lineId: Number(lineId) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async listLines(cart: CartName): Promise<CartLine[]> {
    const records: CartLineRecord[] = await linesQuery(this.knex).where(lineOf(cart)).orderBy('cart_lines.id', 'asc');
    return this.toWire(records);
  }

  async findLine(cart: CartName, lineId: number): Promise<CartLine | undefined> {
    const record: CartLineRecord | undefined = await linesQuery(this.knex).where({ ...lineOf(cart), 'cart_lines.id': lineId }).first();
    return record && (await this.toWire([record]))[0];
  }

  /** Outlet lines come whole from the lines query; marketplace lines are filled from the synced rows (one read for all). */
  private async toWire(records: CartLineRecord[]): Promise<CartLine[]> {
    const marketplace = records.filter((record) => record.item_type === 'shopee');
    const rows = await readShopeeRows(this.knex, marketplace.map((record) => Number(record.item_id)), { lock: false });
    return records.map((record) => (record.item_type === 'shopee'
      ? toWireMarketplaceLine(record, marketplaceLineFacts(rows, { itemId: Number(record.item_id), variantId: record.variant_id }))
      : toWireCartLine(record)));
  }

  async countLines(cart: CartName): Promise<number> {
    return countLinesIn(this.knex, cart);
  }

  async removeLine(cart: CartName, lineId: number, now: Date): Promise<RemoveOutcome> {
    return inWriteTransaction(this.knex, async (trx): Promise<RemoveOutcome> => {
      const line: CartLineRecord | undefined = await linesQuery(trx).where({ ...lineOf(cart), 'cart_lines.id': lineId }).first();
      if (!line) return { kind: 'not_found' };
      const hold = holdOf(line);
      if (hold && isHoldSold(hold)) return { kind: 'confirmed' };
      let released = false;
      if (hold && line.reservation_id !== null && holdMatches(HOLD_UNSETTLED, hold, now)) {
        // Conditional on confirmed_at IS NULL: if a checkout confirmed the hold after our read, its UPDATE
        // and ours were serialised on the row and ours matched nothing; then the line is a sale and stays.
        const changed = await releaseHolds(trx('outlet_reservations').where('id', line.reservation_id), now, 'removed');
        if (changed === 0 && (await isHoldSoldIn(trx, line.reservation_id, now))) return { kind: 'confirmed' };
        if (changed > 0) await takeOffCounters(trx, line.reservation_id);
        released = changed > 0 && isHoldActive(hold, now);
      }
      await trx('cart_lines').where('id', line.id).delete();
      return { kind: 'removed', released };
    });
  }

  async clearUnconfirmed(cart: CartName, now: Date): Promise<{ removedCount: number; keptConfirmedCount: number }> {
    return inWriteTransaction(this.knex, async (trx) => {
      const reservationsOfCart = trx('cart_lines').select('reservation_id').where(lineOf(cart)).whereNotNull('reservation_id');
      await releaseHolds(trx('outlet_reservations').whereIn('id', reservationsOfCart), now, 'cleared');
      // Everything of this phone except lines whose reservation is confirmed (a sale is never cleared).
      const confirmed = whereHold(trx('outlet_reservations').select('id'), HOLD_SOLD, now);
      const removedCount = await trx('cart_lines')
        .where(lineOf(cart))
        .andWhere((q) => q.whereNull('reservation_id').orWhereNotIn('reservation_id', confirmed))
        .delete();
      return { removedCount, keptConfirmedCount: await countLinesIn(trx, cart) };
    });
  }

  async releaseOutletItem(cart: CartName, itemId: number, now: Date): Promise<boolean> {
    const { phone, keyHash } = cartRefOf(cart);
    return inWriteTransaction(this.knex, async (trx) => {
      const holdsOfPhone = () => trx('outlet_reservations').where({ outlet_item_id: itemId, reserved_by: phone, cart_key: keyHash });
      // Lapsed holds are recorded as expired first, so that what remains unreleased is exactly the active ones.
      await markHoldsExpired(trx, holdsOfPhone(), now);
      const released = await releaseHolds(holdsOfPhone(), now, 'released');
      const confirmed = whereHold(trx('outlet_reservations').select('id'), HOLD_SOLD, now);
      await trx('cart_lines')
        .where({ phone, cart_key: keyHash, item_type: 'outlet', item_id: itemId, variant_key: NO_VARIANT_KEY })
        .andWhere((q) => q.whereNull('reservation_id').orWhereNotIn('reservation_id', confirmed))
        .delete();
      return released > 0;
    });
  }

  /**
   * One UPDATE whose WHERE is the whole decision, so it is idempotent and safe on any number of processes at
   * once: a row already swept no longer matches, two sweeps racing for a row both write the same values
   * (released_at = its own expires_at), and a hold confirmed or released meanwhile no longer matches.
   */
  async sweepExpired(now: Date): Promise<number> {
    await deleteStalePending(this.knex, now);
    return markHoldsExpired(this.knex, this.knex('outlet_reservations'), now);
  }

  async debugSnapshot(cart: CartName): Promise<{ lines: unknown[]; reservations: unknown[] }> {
    const { phone, keyHash } = cartRefOf(cart);
    const [lines, reservations] = await Promise.all([
      this.knex('cart_lines').where({ phone, cart_key: keyHash }).orderBy('id'),
      this.knex('outlet_reservations').where({ reserved_by: phone, cart_key: keyHash }).orderBy('id'),
    ]);
    return { lines, reservations };
  }


}
