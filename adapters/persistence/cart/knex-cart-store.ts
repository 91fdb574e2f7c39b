import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type {
  CartStore, MarketplaceAddOutcome, MarketplaceLineRequest, ReleaseReason, RemoveOutcome, ReserveOutcome, ReserveRequest,
} from '../../../application/cart/cart-store.port';
import { cartRefOf, type CartName } from '../../../application/cart/cart-ref';
import type { CartLine } from '../../../domain/cart/cart-line';
import { HOLD_AWAITS_CHECKOUT, HOLD_LAPSED, HOLD_SOLD, HOLD_UNSETTLED, holdMatches } from '../../../domain/cart/hold-rules';
import { decideCappedReservation, existingLineHold, holdCapBreach, isHoldActive, isHoldSold, type HoldCap } from '../../../domain/cart/reserve-decision';
import { outletLineVariant } from '../../../domain/cart/from-outlet';
import { decideMarketplaceAdd } from '../../../domain/marketplace/cart-line-rules';
import { availableUnits, countActiveHolds } from '../outlet/availability';
import { whereHold } from '../outlet/hold-sql';
import { databaseKind } from '../knex-factory';
import { inWriteTransaction, isLockConflict, isUniqueViolation } from '../write-transaction';
import { holdOf, toWireCartLine, toWireMarketplaceLine, type CartLineRecord } from './cart-line.mapper';
import { marketplaceLineFacts, modelOf, productOf, readShopeeRows, stockedModel, stockedProduct } from './marketplace-lines';

/** Outlet lines have no variant of their own: their identity's variant part is always ''. */
const NO_VARIANT_KEY = '';

/** The WHERE of a cart's lines: its phone and key hash (application/cart/cart-ref.ts). */
function lineOf(cart: CartName): { 'cart_lines.phone': string; 'cart_lines.cart_key': string } {
  const { phone, keyHash } = cartRefOf(cart);
  return { 'cart_lines.phone': phone, 'cart_lines.cart_key': keyHash };
}

interface HoldCount {
  count: number;
  /** epoch ms of the earliest expiry among them; null when none */
  firstExpiry: number | null;
}

const NO_HOLDS: HoldCount = { count: 0, firstExpiry: null };

/** The outlet item row a reservation locks: its stock, and the variant the line records. */
interface LockedItem {
  id: number;
  total_quantity: number;
  sku: string | null;
  display_sku: string | null;
  variant_details: string | null;
}

/**
 * outlet_reservations.client_key: the first 32 hex digits of SHA-256 of the IP, so that the table does not
 * keep raw addresses (migration 20261127_0201). Enough to count one client's holds; no secret, so not a
 * protection against someone who can read the table and try every IPv4 address.
 */
export function clientKeyOf(clientIp: string): string {
  return createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
}

/**
 * The reservation_holders rows a capped reservation locks: its cart's and, with a client IP, its client's. An
 * account cart keeps its old key (phone:...); a guest cart's is a hash of phone and key hash, to fit 48 characters.
 */
function holderKeysOf(request: ReserveRequest): string[] {
  const { phone, keyHash } = cartRefOf(request);
  const keys = [keyHash === '' ? `phone:${phone}` : `cart:${createHash('sha256').update(`${phone}:${keyHash}`).digest('hex').slice(0, 32)}`];
  if (request.clientIp !== undefined) keys.push(`client:${clientKeyOf(request.clientIp)}`);
  return keys;
}

/**
 * The server cart and the outlet reservations on SQLite or MySQL.
 *
 * reserveOutletLine is the one place where stock is taken, and it never reads-then-writes without a lock:
 * in ONE transaction it locks the item (MySQL: SELECT ... FOR UPDATE on the outlet_items row, which queues
 * every other reserver of that item behind us, on any number of server processes; SQLite: the database
 * write lock, taken by the transaction's first statement, see write-transaction.ts), then counts the active
 * holds with `now`, decides with the domain rule, and inserts the reservation and the line. The next
 * reserver of the item can only count after we commit, so it sees our hold: no two shoppers can take the
 * same last unit. The UNIQUE index on cart_lines is the second guard against two lines of one identity.
 *
 * The hold cap (issue 9) is decided in the same transaction: on MySQL the phone's and the client's rows of
 * reservation_holders are locked too (after the item, always in key order, so no lock cycle), so that racing
 * reservations of different items by one phone or one client count each other's holds; SQLite's single
 * writer serialises them already. Then the active unconfirmed holds of the phone and of the client are
 * counted and domain/cart/reserve-decision.ts decides.
 */
export class KnexCartStore implements CartStore {
  constructor(private readonly knex: Knex) {}

  async reserveOutletLine(request: ReserveRequest): Promise<ReserveOutcome> {
    if (request.cap && databaseKind(this.knex) === 'mysql') await this.ensureHolderRows(holderKeysOf(request));
    try {
      return await inWriteTransaction(this.knex, (trx) => this.reserveIn(trx, request));
    } catch (error) {
      // Rolled back whole: a line of this identity appeared concurrently (the reservation went with it).
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  private async reserveIn(trx: Knex.Transaction, request: ReserveRequest): Promise<ReserveOutcome> {
    const { itemId, now, expiresAt } = request;
    const { phone, keyHash } = cartRefOf(request);
    const item = await this.lockItem(trx, itemId);
    if (!item) return { kind: 'not_found' };
    if (request.cap && databaseKind(trx) === 'mysql') await this.lockHolders(trx, holderKeysOf(request));
    const line: CartLineRecord | undefined = await this.linesQuery(trx)
      .where({ 'cart_lines.phone': phone, 'cart_lines.cart_key': keyHash, 'cart_lines.item_type': 'outlet', 'cart_lines.item_id': itemId, 'cart_lines.variant_key': NO_VARIANT_KEY })
      .first();
    const existing = existingLineHold(line && { hold: holdOf(line) }, now);
    if (request.moveFromKeyHash !== undefined) {
      const moved = await this.moveHold(trx, { phone, keyHash }, request.moveFromKeyHash, itemId, existing === 'active' || existing === 'confirmed' ? undefined : line, now);
      if (moved) return moved;
    }
    const available = availableUnits(item.total_quantity, await countActiveHolds(trx, itemId, now));
    const clientKey = request.clientIp === undefined ? null : clientKeyOf(request.clientIp);
    const cap: HoldCap = request.cap ?? { maxPerPhone: null, maxPerClient: null };
    const [byPhone, byClient] = await Promise.all([
      cap.maxPerPhone === null ? NO_HOLDS : this.unpaidHolds(trx, { reserved_by: phone, cart_key: keyHash }, now),
      cap.maxPerClient === null || clientKey === null ? NO_HOLDS : this.unpaidHolds(trx, { client_key: clientKey }, now),
    ]);
    const breach = holdCapBreach({ byPhone: byPhone.count, byClient: byClient.count }, cap);
    const decision = decideCappedReservation(existing, available, breach);
    if (decision === 'over_limit') {
      const firstLapse = (breach === 'phone' ? byPhone : byClient).firstExpiry ?? now.getTime();
      return { kind: 'over_limit', scope: breach === 'phone' ? 'phone' : 'client', retryAfterMs: firstLapse - now.getTime() };
    }
    if (decision === 'duplicate' || decision === 'sold_out') return { kind: decision };

    const [reservationId] = await trx('outlet_reservations').insert({
      outlet_item_id: itemId, reserved_by: phone, cart_key: keyHash, client_key: clientKey, created_at: now, expires_at: expiresAt,
    });
    // The variant as the shopper sees it now (issue 22), read from the locked row: checkout copies it to the order.
    const variant = outletLineVariant(item);
    const snapshot = { variant_id: variant.variantId, snapshot_variant_name: variant.label, snapshot_variant_sku: variant.sku };
    if (decision === 'renew' && line) {
      // The lapsed hold is recorded as expired at its expiry (what the sweep would write), then replaced.
      if (line.reservation_id !== null) await this.markExpired(trx('outlet_reservations').where('id', line.reservation_id), now);
      await trx('cart_lines').where('id', line.id).update({ reservation_id: reservationId, ...snapshot });
      return { kind: 'renewed', lineId: Number(line.id) };
    }
    const [lineId] = await trx('cart_lines').insert({
      phone, cart_key: keyHash, item_type: 'outlet', item_id: itemId, variant_key: NO_VARIANT_KEY, ...snapshot,
      reservation_id: reservationId, created_at: now,
    });
    return { kind: 'reserved', lineId: Number(lineId) };
  }

  /**
   * A merge's move (ReserveRequest.moveFromKeyHash): the line of this item in another cart of the same browser
   * whose hold is active and unconfirmed. Locked on MySQL (the line and its reservation, after the item, like a
   * checkout's lines and reservations), so a checkout of that cart and this move decide one after the other.
   * - the target holds the item already (`targetLine` undefined when its hold is active): the other hold is
   *   released and its line removed, so the unit is held once; answered 'duplicate' like any item already there;
   * - the target has a lapsed line of it: that line takes the moved hold ('renewed') and the other line goes;
   * - else the line itself moves into the target cart, with its hold ('reserved').
   * Nothing to move: undefined, and the caller reserves as usual.
   */
  private async moveHold(
    trx: Knex.Transaction, target: { phone: string; keyHash: string }, fromKeyHash: string, itemId: number,
    targetLine: CartLineRecord | undefined, now: Date,
  ): Promise<ReserveOutcome | undefined> {
    const candidates = whereHold(
      trx('cart_lines').join('outlet_reservations', 'outlet_reservations.id', 'cart_lines.reservation_id')
        .select('cart_lines.id as line_id', 'outlet_reservations.id as reservation_id')
        .where({ 'cart_lines.cart_key': fromKeyHash, 'cart_lines.item_type': 'outlet', 'cart_lines.item_id': itemId, 'cart_lines.variant_key': NO_VARIANT_KEY })
        .whereNot((q) => q.where({ 'cart_lines.phone': target.phone, 'cart_lines.cart_key': target.keyHash }))
        .orderBy('cart_lines.id'),
      HOLD_AWAITS_CHECKOUT, now,
    );
    const source: { line_id: number; reservation_id: number } | undefined = await (databaseKind(trx) === 'mysql' ? candidates.forUpdate() : candidates).first();
    if (!source) return undefined;
    const heldByTarget = targetLine === undefined && (await this.hasLine(trx, target, itemId));
    if (heldByTarget) {
      await this.release(trx('outlet_reservations').where('id', source.reservation_id), now, 'released');
      await trx('cart_lines').where('id', source.line_id).delete();
      return { kind: 'duplicate' };
    }
    await trx('outlet_reservations').where('id', source.reservation_id).update({ reserved_by: target.phone, cart_key: target.keyHash });
    if (targetLine) {
      if (targetLine.reservation_id !== null) await this.markExpired(trx('outlet_reservations').where('id', targetLine.reservation_id), now);
      await trx('cart_lines').where('id', source.line_id).delete();
      await trx('cart_lines').where('id', targetLine.id).update({ reservation_id: source.reservation_id });
      return { kind: 'renewed', lineId: Number(targetLine.id) };
    }
    await trx('cart_lines').where('id', source.line_id).update({ phone: target.phone, cart_key: target.keyHash });
    return { kind: 'reserved', lineId: Number(source.line_id) };
  }

  private async hasLine(trx: Knex.Transaction, cart: { phone: string; keyHash: string }, itemId: number): Promise<boolean> {
    const row = await trx('cart_lines').first('id')
      .where({ phone: cart.phone, cart_key: cart.keyHash, item_type: 'outlet', item_id: itemId, variant_key: NO_VARIANT_KEY });
    return row !== undefined;
  }

  /** The active, unconfirmed holds (what the cap limits) matching `where`, and when the first lapses. */
  private async unpaidHolds(trx: Knex.Transaction, where: Record<string, string>, now: Date): Promise<HoldCount> {
    const row = await whereHold(trx('outlet_reservations').where(where), HOLD_AWAITS_CHECKOUT, now)
      .count({ count: '*' }).min({ first_expiry: 'expires_at' }).first();
    const first = (row as { first_expiry?: Date | string | null } | undefined)?.first_expiry;
    return { count: Number((row as { count?: number | string } | undefined)?.count ?? 0), firstExpiry: first ? new Date(first).getTime() : null };
  }

  /**
   * Outside the transaction (autocommit): the rows exist before anyone locks them. A plain read first, so the
   * usual case writes nothing; an insert that meets a row locked by a reserver (a deadlock report, since
   * INSERT IGNORE waits for a shared lock on the duplicate) means the row exists, which is all we need.
   */
  private async ensureHolderRows(keys: string[]): Promise<void> {
    const existing: string[] = await this.knex('reservation_holders').whereIn('holder_key', keys).pluck('holder_key');
    for (const holder_key of keys.filter((key) => !existing.includes(key))) {
      try {
        await this.knex('reservation_holders').insert({ holder_key }).onConflict('holder_key').ignore();
      } catch (error) {
        if (!isLockConflict(error)) throw error;
      }
    }
  }

  /** MySQL: one locking read of the phone's and the client's rows, in key order (no cycles between reservers). */
  private async lockHolders(trx: Knex.Transaction, keys: string[]): Promise<void> {
    await trx('reservation_holders').select('holder_key').whereIn('holder_key', keys).orderBy('holder_key').forUpdate();
  }

  /** MySQL: the row lock that serialises the reservers of one item. SQLite: already the only writer. */
  private async lockItem(trx: Knex.Transaction, itemId: number): Promise<LockedItem | undefined> {
    const query = trx('outlet_items').select('id', 'total_quantity', 'sku', 'display_sku', 'variant_details').where('id', itemId);
    return databaseKind(trx) === 'mysql' ? query.forUpdate().first() : query.first();
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
    const records: CartLineRecord[] = await this.linesQuery(this.knex).where(lineOf(cart)).orderBy('cart_lines.id', 'asc');
    return this.toWire(records);
  }

  async findLine(cart: CartName, lineId: number): Promise<CartLine | undefined> {
    const record: CartLineRecord | undefined = await this.linesQuery(this.knex).where({ ...lineOf(cart), 'cart_lines.id': lineId }).first();
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
    return this.countIn(this.knex, cart);
  }

  async removeLine(cart: CartName, lineId: number, now: Date): Promise<RemoveOutcome> {
    return inWriteTransaction(this.knex, async (trx): Promise<RemoveOutcome> => {
      const line: CartLineRecord | undefined = await this.linesQuery(trx).where({ ...lineOf(cart), 'cart_lines.id': lineId }).first();
      if (!line) return { kind: 'not_found' };
      const hold = holdOf(line);
      if (hold && isHoldSold(hold)) return { kind: 'confirmed' };
      let released = false;
      if (hold && line.reservation_id !== null && holdMatches(HOLD_UNSETTLED, hold, now)) {
        // Conditional on confirmed_at IS NULL: if a checkout confirmed the hold after our read, its UPDATE
        // and ours were serialised on the row and ours matched nothing; then the line is a sale and stays.
        const changed = await this.release(trx('outlet_reservations').where('id', line.reservation_id), now, 'removed');
        if (changed === 0 && (await this.isSold(trx, line.reservation_id, now))) return { kind: 'confirmed' };
        released = changed > 0 && isHoldActive(hold, now);
      }
      await trx('cart_lines').where('id', line.id).delete();
      return { kind: 'removed', released };
    });
  }

  private async isSold(trx: Knex, reservationId: number, now: Date): Promise<boolean> {
    const row = await whereHold(trx('outlet_reservations').select('id').where('id', reservationId), HOLD_SOLD, now).first();
    return row !== undefined;
  }

  async clearUnconfirmed(cart: CartName, now: Date): Promise<{ removedCount: number; keptConfirmedCount: number }> {
    return inWriteTransaction(this.knex, async (trx) => {
      const reservationsOfCart = trx('cart_lines').select('reservation_id').where(lineOf(cart)).whereNotNull('reservation_id');
      await this.release(trx('outlet_reservations').whereIn('id', reservationsOfCart), now, 'cleared');
      // Everything of this phone except lines whose reservation is confirmed (a sale is never cleared).
      const confirmed = whereHold(trx('outlet_reservations').select('id'), HOLD_SOLD, now);
      const removedCount = await trx('cart_lines')
        .where(lineOf(cart))
        .andWhere((q) => q.whereNull('reservation_id').orWhereNotIn('reservation_id', confirmed))
        .delete();
      return { removedCount, keptConfirmedCount: await this.countIn(trx, cart) };
    });
  }

  async releaseOutletItem(cart: CartName, itemId: number, now: Date): Promise<boolean> {
    const { phone, keyHash } = cartRefOf(cart);
    return inWriteTransaction(this.knex, async (trx) => {
      const holdsOfPhone = () => trx('outlet_reservations').where({ outlet_item_id: itemId, reserved_by: phone, cart_key: keyHash });
      // Lapsed holds are recorded as expired first, so that what remains unreleased is exactly the active ones.
      await this.markExpired(holdsOfPhone(), now);
      const released = await this.release(holdsOfPhone(), now, 'released');
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
    return this.markExpired(this.knex('outlet_reservations'), now);
  }

  async debugSnapshot(cart: CartName): Promise<{ lines: unknown[]; reservations: unknown[] }> {
    const { phone, keyHash } = cartRefOf(cart);
    const [lines, reservations] = await Promise.all([
      this.knex('cart_lines').where({ phone, cart_key: keyHash }).orderBy('id'),
      this.knex('outlet_reservations').where({ reserved_by: phone, cart_key: keyHash }).orderBy('id'),
    ]);
    return { lines, reservations };
  }

  /** Releases the unsettled holds (neither released nor sold) among `reservations` at `now`; returns how many. */
  private release(reservations: Knex.QueryBuilder, now: Date, reason: ReleaseReason): Promise<number> {
    return whereHold(reservations, HOLD_UNSETTLED, now, { table: null }).update({ released_at: now, released_reason: reason });
  }

  /** Records the lapsed holds among `reservations` (unsettled, expires_at <= now) as expired at their own expiry. */
  private markExpired(reservations: Knex.QueryBuilder, now: Date): Promise<number> {
    return whereHold(reservations, HOLD_LAPSED, now, { table: null })
      .update({ released_at: this.knex.ref('expires_at'), released_reason: 'expired' });
  }

  private countIn(knex: Knex, cart: CartName): Promise<number> {
    return knex('cart_lines').where(lineOf(cart)).count({ count: '*' }).then(([row]) => Number((row as { count: number | string }).count));
  }

  /** The lines with their outlet item and reservation, as the wire CartLine needs them. */
  private linesQuery(knex: Knex) {
    return knex('cart_lines')
      .leftJoin('outlet_items', (join) => join.on('outlet_items.id', '=', 'cart_lines.item_id').andOnVal('cart_lines.item_type', '=', 'outlet'))
      .leftJoin('outlet_reservations', 'outlet_reservations.id', 'cart_lines.reservation_id')
      .select(
        'cart_lines.id', 'cart_lines.item_id', 'cart_lines.item_type', 'cart_lines.variant_id', 'cart_lines.reservation_id',
        'outlet_items.title', 'outlet_items.price', 'outlet_items.discount_price', 'outlet_items.image_url', 'outlet_items.sku',
        'outlet_items.display_sku', 'outlet_items.variant_details', 'outlet_items.variant_title',
        'outlet_reservations.expires_at', 'outlet_reservations.released_at', 'outlet_reservations.confirmed_at',
        'cart_lines.snapshot_title', 'cart_lines.snapshot_variant_name', 'cart_lines.snapshot_price', 'cart_lines.snapshot_image_url',
        'cart_lines.snapshot_variant_sku',
        knex('outlet_items as same_sku').count('*').whereRaw('same_sku.sku = outlet_items.sku').as('sku_items'),
      );
  }
}
