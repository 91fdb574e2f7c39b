import type { Instant } from '../shared/time';
import { HOLD_AWAITS_CHECKOUT, HOLD_SOLD, HOLD_TAKES_UNIT, holdMatches, type StoredHold } from './hold-rules';

/**
 * The rules of reserving an outlet unit for a cart line (design.md, section 2, "Reservations"), pure so that
 * the database adapter (inside its locked transaction) and the in-memory fake of the tests decide alike.
 * What a hold IS (takes a unit, awaits checkout, sold) is written once in hold-rules.ts; the SQL is compiled
 * from the same descriptions (adapters/persistence/outlet/hold-sql.ts).
 */

export type { StoredHold } from './hold-rules';

/**
 * Whether a reservation still takes a unit away: not released, and either confirmed (a sale counts forever)
 * or not yet expired. The hold is [created, expires): at the expiry instant the unit is free again.
 */
export function isHoldActive(hold: StoredHold, now: Instant): boolean {
  return holdMatches(HOLD_TAKES_UNIT, hold, now);
}

/** An active, unconfirmed hold: what the hold cap counts. */
export function isHoldAwaitingCheckout(hold: StoredHold, now: Instant): boolean {
  return holdMatches(HOLD_AWAITS_CHECKOUT, hold, now);
}

/** A sale: confirmed by checkout, never released. Reads no clock (HOLD_SOLD tests no expiry), so any instant will do. */
export function isHoldSold(hold: StoredHold): boolean {
  return holdMatches(HOLD_SOLD, hold, hold.expiresAt);
}

/** What the shopper's existing line for the same item holds: nothing, a live hold, a sale, or a lapsed hold. */
export type ExistingLineHold = 'no_line' | 'active' | 'confirmed' | 'lapsed';

export function existingLineHold(line: { hold: StoredHold | null } | undefined, now: Instant): ExistingLineHold {
  if (!line) return 'no_line';
  if (!line.hold) return 'lapsed';
  if (isHoldSold(line.hold)) return 'confirmed';
  return isHoldActive(line.hold, now) ? 'active' : 'lapsed';
}

/**
 * Add to cart for an outlet item:
 * - a line already holding the unit (active or confirmed) is a duplicate: 'This item is already in your cart.';
 * - otherwise a unit must be available: none left is sold out, and nothing changes;
 * - a line whose hold lapsed (expired, or released by the sweep) is renewed in place, keeping its id, so the
 *   storefront's 'reservation expired' line comes back to life instead of being refused as a duplicate;
 * - no line: a new line with a new reservation.
 */
export type ReserveDecision = 'insert' | 'renew' | 'duplicate' | 'sold_out';

export function decideReservation(existing: ExistingLineHold, available: number): ReserveDecision {
  if (existing === 'active' || existing === 'confirmed') return 'duplicate';
  if (available <= 0) return 'sold_out';
  return existing === 'lapsed' ? 'renew' : 'insert';
}

/**
 * The hold cap (issue 9, docs/security/carts-and-order-proofs.md): how many active, unconfirmed outlet holds one phone
 * and one client (network address) may have at once. Counted inside the reservation's locked transaction,
 * so racing adds cannot exceed it. null: no cap on that side (the adapters' own tests, staff tools).
 */
export interface HoldCap {
  maxPerPhone: number | null;
  maxPerClient: number | null;
}

/** The active unconfirmed holds already counted for the phone and for the client. */
export interface HeldNow {
  byPhone: number;
  byClient: number;
}

/** Which cap a new hold would break, if any; 'none' when there is room on both sides. */
export type HoldCapBreach = 'none' | 'phone' | 'client';

export function holdCapBreach(held: HeldNow, cap: HoldCap): HoldCapBreach {
  if (cap.maxPerPhone !== null && held.byPhone >= cap.maxPerPhone) return 'phone';
  if (cap.maxPerClient !== null && held.byClient >= cap.maxPerClient) return 'client';
  return 'none';
}

/**
 * decideReservation with the cap: a duplicate stays a duplicate (nothing new is held), a new or renewed hold
 * beyond the cap is 'over_limit' and nothing changes. The cap is checked before availability so that a
 * capped phone learns nothing about the stock.
 */
export type CappedReserveDecision = ReserveDecision | 'over_limit';

export function decideCappedReservation(existing: ExistingLineHold, available: number, breach: HoldCapBreach): CappedReserveDecision {
  if (existing === 'active' || existing === 'confirmed') return 'duplicate';
  if (breach !== 'none') return 'over_limit';
  return decideReservation(existing, available);
}
