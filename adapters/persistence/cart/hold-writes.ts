import type { Knex } from 'knex';
import type { ReleaseReason } from '../../../application/cart/cart-store.port';
import { HOLD_LAPSED, HOLD_SOLD, HOLD_UNSETTLED } from '../../../domain/cart/hold-rules';
import { whereHold } from '../outlet/hold-sql';

/**
 * The writes that end outlet holds (outlet_reservations), shared by the reservation, the cart's removals and the
 * sweep. Each is one UPDATE whose WHERE is the domain's hold rule (hold-sql.ts), so a hold confirmed, released
 * or swept meanwhile no longer matches.
 */

/** Releases the unsettled holds (neither released nor sold) among `reservations` at `now`; returns how many. */
export function releaseHolds(reservations: Knex.QueryBuilder, now: Date, reason: ReleaseReason): Promise<number> {
  return whereHold(reservations, HOLD_UNSETTLED, now, { table: null }).update({ released_at: now, released_reason: reason });
}

/** Records the lapsed holds among `reservations` (unsettled, expires_at <= now) as expired at their own expiry. */
export function markHoldsExpired(knex: Knex, reservations: Knex.QueryBuilder, now: Date): Promise<number> {
  return whereHold(reservations, HOLD_LAPSED, now, { table: null })
    .update({ released_at: knex.ref('expires_at'), released_reason: 'expired' });
}

/** Whether the reservation is a sale (confirmed by a checkout). */
export async function isHoldSoldIn(trx: Knex, reservationId: number, now: Date): Promise<boolean> {
  const row = await whereHold(trx('outlet_reservations').select('id').where('id', reservationId), HOLD_SOLD, now).first();
  return row !== undefined;
}
