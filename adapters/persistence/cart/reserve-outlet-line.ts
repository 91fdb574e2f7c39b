import type { Knex } from 'knex';
import type { ReserveOutcome, ReserveRequest } from '../../../application/cart/cart-store.port';
import { cartRefOf } from '../../../application/cart/cart-ref';
import { HOLD_AWAITS_CHECKOUT } from '../../../domain/cart/hold-rules';
import { decideCappedReservation, existingLineHold, holdCapBreach, type HoldCap } from '../../../domain/cart/reserve-decision';
import { outletLineVariant } from '../../../domain/cart/from-outlet';
import { availableUnits, countActiveHolds } from '../outlet/availability';
import { whereHold } from '../outlet/hold-sql';
import { databaseKind } from '../knex-factory';
import { holdOf, type CartLineRecord } from './cart-line.mapper';
import { linesQuery, NO_VARIANT_KEY } from './cart-lines-query';
import { markHoldsExpired, releaseHolds } from './hold-writes';
import { cartHolderKey, clientHolderKey, clientKeyOf, holderKeysOf, lockHolders, NO_HOLDS, unpaidHolds } from './reservation-holders';

/** The outlet item row a reservation locks: its stock, and the variant the line records. */
interface LockedItem {
  id: number;
  total_quantity: number;
  sku: string | null;
  display_sku: string | null;
  variant_details: string | null;
}

/**
 * The slow path of a reservation (the hot path is hold-counters.ts), inside the write transaction
 * KnexCartStore.reserveOutletLine opened: the item locked first, then (MySQL) the holders' rows, the counters
 * set back to the truth (the lapsed holds they still count are marked expired first), the line of this item
 * looked up, a merge's move tried, the active holds counted, the domain's decision, and the reservation and the
 * line written, with the counters counting the new hold.
 */
export async function reserveOutletLineIn(trx: Knex.Transaction, request: ReserveRequest): Promise<ReserveOutcome> {
  const { itemId, now, expiresAt } = request;
  const { phone, keyHash } = cartRefOf(request);
  const item = await lockItem(trx, itemId);
  if (!item) return { kind: 'not_found' };
  const holderKeys = holderKeysOf(request);
  if (databaseKind(trx) === 'mysql') await lockHolders(trx, holderKeys);
  await resyncCounters(trx, request, now);
  const line: CartLineRecord | undefined = await linesQuery(trx)
    .where({ 'cart_lines.phone': phone, 'cart_lines.cart_key': keyHash, 'cart_lines.item_type': 'outlet', 'cart_lines.item_id': itemId, 'cart_lines.variant_key': NO_VARIANT_KEY })
    .first();
  const existing = existingLineHold(line && { hold: holdOf(line) }, now);
  if (request.moveFromKeyHash !== undefined) {
    const moved = await moveHold(trx, { phone, keyHash }, request.moveFromKeyHash, itemId, existing === 'active' || existing === 'confirmed' ? undefined : line, now);
    if (moved) return moved;
  }
  const available = availableUnits(item.total_quantity, await countActiveHolds(trx, itemId, now));
  const clientKey = request.clientIp === undefined ? null : clientKeyOf(request.clientIp);
  const cap: HoldCap = request.cap ?? { maxPerPhone: null, maxPerClient: null };
  const [byPhone, byClient] = await Promise.all([
    cap.maxPerPhone === null ? NO_HOLDS : unpaidHolds(trx, { reserved_by: phone, cart_key: keyHash }, now),
    cap.maxPerClient === null || clientKey === null ? NO_HOLDS : unpaidHolds(trx, { client_key: clientKey }, now),
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
  await trx('outlet_items').where('id', itemId).increment('held_units', 1);
  await trx('reservation_holders').whereIn('holder_key', holderKeys).increment('held', 1);
  // The variant as the shopper sees it now (issue 22), read from the locked row: checkout copies it to the order.
  const variant = outletLineVariant(item);
  const snapshot = { variant_id: variant.variantId, snapshot_variant_name: variant.label, snapshot_variant_sku: variant.sku };
  if (decision === 'renew' && line) {
    // The lapsed hold is recorded as expired at its expiry (what the sweep would write), then replaced.
    if (line.reservation_id !== null) await markHoldsExpired(trx, trx('outlet_reservations').where('id', line.reservation_id), now);
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
async function moveHold(
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
  const heldByTarget = targetLine === undefined && (await hasLine(trx, target, itemId));
  if (heldByTarget) {
    await releaseHolds(trx('outlet_reservations').where('id', source.reservation_id), now, 'released');
    await trx('cart_lines').where('id', source.line_id).delete();
    return { kind: 'duplicate' };
  }
  await trx('outlet_reservations').where('id', source.reservation_id).update({ reserved_by: target.phone, cart_key: target.keyHash });
  // The target cart now holds it: its counter counts it (the source's stays high until it is set back).
  await trx('reservation_holders').where('holder_key', cartHolderKey(target.phone, target.keyHash)).increment('held', 1);
  if (targetLine) {
    if (targetLine.reservation_id !== null) await markHoldsExpired(trx, trx('outlet_reservations').where('id', targetLine.reservation_id), now);
    await trx('cart_lines').where('id', source.line_id).delete();
    await trx('cart_lines').where('id', targetLine.id).update({ reservation_id: source.reservation_id });
    return { kind: 'renewed', lineId: Number(targetLine.id) };
  }
  await trx('cart_lines').where('id', source.line_id).update({ phone: target.phone, cart_key: target.keyHash });
  return { kind: 'reserved', lineId: Number(source.line_id) };
}

async function hasLine(trx: Knex.Transaction, cart: { phone: string; keyHash: string }, itemId: number): Promise<boolean> {
  const row = await trx('cart_lines').first('id')
    .where({ phone: cart.phone, cart_key: cart.keyHash, item_type: 'outlet', item_id: itemId, variant_key: NO_VARIANT_KEY });
  return row !== undefined;
}

/**
 * The counters of the item and of the holders (hold-counters.ts) set to the truth, under their locks: the lapsed
 * holds among theirs are recorded as expired (what the sweep would write), then the unreleased ones are counted
 * (the item's, confirmed included; a holder's, unconfirmed only).
 */
async function resyncCounters(trx: Knex.Transaction, request: ReserveRequest, now: Date): Promise<void> {
  const { phone, keyHash } = cartRefOf(request);
  const holds = (where: Record<string, string | number>) => trx('outlet_reservations').where(where);
  const item = { outlet_item_id: request.itemId };
  await markHoldsExpired(trx, holds(item), now);
  await trx('outlet_items').where('id', request.itemId).update({ held_units: holds(item).count('*').whereNull('released_at') });
  const holders: Array<[string, Record<string, string>]> = [[cartHolderKey(phone, keyHash), { reserved_by: phone, cart_key: keyHash }]];
  if (request.clientIp !== undefined) {
    const clientKey = clientKeyOf(request.clientIp);
    holders.push([clientHolderKey(clientKey), { client_key: clientKey }]);
  }
  for (const [key, where] of holders) {
    await markHoldsExpired(trx, holds(where), now);
    await trx('reservation_holders').where('holder_key', key)
      .update({ held: holds(where).count('*').whereNull('released_at').whereNull('confirmed_at') });
  }
}

/** MySQL: the row lock that serialises the reservers of one item. SQLite: already the only writer. */
async function lockItem(trx: Knex.Transaction, itemId: number): Promise<LockedItem | undefined> {
  const query = trx('outlet_items').select('id', 'total_quantity', 'sku', 'display_sku', 'variant_details').where('id', itemId);
  return databaseKind(trx) === 'mysql' ? query.forUpdate().first() : query.first();
}
