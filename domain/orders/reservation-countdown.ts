import { reservationStateOf } from '../cart/reservation';
import type { Instant } from '../shared/time';
import { formatMessage, type MessageCode } from '../validation/messages';

/**
 * The reservation line of an outlet cart line (spec 2, sections 2.3 and 9): remaining hours and minutes
 * ('{h} 小時 {m} 分'), 'expired', or 'not applicable' when there is no expiry; 'confirmed' once checkout
 * confirmed it. Minutes are rounded UP: a line with 30 seconds left reads '0 小時 1 分', never '0 小時 0 分'
 * while it can still be bought; the screen refreshes every 60 s (RESERVATION_COUNTDOWN_REFRESH_MS).
 */
export const RESERVATION_COUNTDOWN_REFRESH_MS = 60_000;

export type ReservationCountdown =
  | { kind: 'active'; hours: number; minutes: number; code: MessageCode; text: string }
  | { kind: 'expired' | 'not-applicable' | 'confirmed'; code: MessageCode; text: string };

export function reservationCountdown(
  expiresAt: string | Date | null | undefined,
  now: Instant,
  options: { confirmed?: boolean } = {},
): ReservationCountdown {
  const state = reservationStateOf(
    { expires_at: expiresAt instanceof Date ? expiresAt.toISOString() : (expiresAt ?? null), is_confirmed: options.confirmed === true },
    now,
  );
  switch (state.kind) {
    case 'confirmed':
      return { kind: 'confirmed', code: 'RESERVATION_CONFIRMED', text: formatMessage('RESERVATION_CONFIRMED') };
    case 'expired':
      return { kind: 'expired', code: 'RESERVATION_EXPIRED', text: formatMessage('RESERVATION_EXPIRED') };
    case 'none':
      return { kind: 'not-applicable', code: 'RESERVATION_NOT_APPLICABLE', text: formatMessage('RESERVATION_NOT_APPLICABLE') };
    case 'active': {
      const totalMinutes = Math.ceil(state.remainingMs / 60_000);
      const hours = Math.floor(totalMinutes / 60);
      const minutes = totalMinutes % 60;
      return { kind: 'active', hours, minutes, code: 'RESERVATION_REMAINING', text: formatMessage('RESERVATION_REMAINING', { h: hours, m: minutes }) };
    }
  }
}
