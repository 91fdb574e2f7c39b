import { parseInstant, toEpochMs, type Instant } from '../shared/time';
import type { CartLine, CartReservation } from './cart-line';

/** An outlet line holds one unit for 2 hours awaiting checkout (spec 2, sections 1 and 9). */
export const RESERVATION_HOLD_MS = 2 * 60 * 60 * 1000;

/** When a reservation made at `reservedAt` expires. */
export function reservationExpiry(reservedAt: Instant): Date {
  return new Date(toEpochMs(reservedAt) + RESERVATION_HOLD_MS);
}

/**
 * The reservation state of a cart line (spec 2, section 4): confirmed (checkout confirmed it; cannot be
 * removed), expired, active with the time left, or none (Shopee lines, lines without a reservation or
 * without an expiry). Confirmed wins over expiry: a sold unit does not come back. A line whose expiry
 * instant equals `now` is expired (the hold is [reserved, expires)).
 */
export type ReservationState =
  | { kind: 'none' }
  | { kind: 'confirmed' }
  | { kind: 'expired' }
  | { kind: 'active'; remainingMs: number; expiresAt: number };

export function reservationStateOf(reservation: CartReservation | null | undefined, now: Instant): ReservationState {
  if (!reservation) return { kind: 'none' };
  if (reservation.is_confirmed) return { kind: 'confirmed' };
  const expiresAt = parseInstant(reservation.expires_at);
  if (expiresAt === null) return { kind: 'none' };
  const remainingMs = expiresAt - toEpochMs(now);
  return remainingMs > 0 ? { kind: 'active', remainingMs, expiresAt } : { kind: 'expired' };
}

export function reservationState(line: Pick<CartLine, 'item_type' | 'reservation'>, now: Instant): ReservationState {
  // Reservations are an outlet concept (spec 1, section 3: "outlet only"); a Shopee line never expires.
  if (line.item_type !== 'outlet') return { kind: 'none' };
  return reservationStateOf(line.reservation, now);
}

export function isExpiredLine(line: Pick<CartLine, 'item_type' | 'reservation'>, now: Instant): boolean {
  return reservationState(line, now).kind === 'expired';
}

/** A confirmed outlet line cannot be removed (spec 2, section 5). */
export function isConfirmedLine(line: Pick<CartLine, 'item_type' | 'reservation'>): boolean {
  return line.item_type === 'outlet' && line.reservation?.is_confirmed === true;
}
