import { Tag } from '@blueprintjs/core';
import { TickCircleIcon, TimeIcon, WarningSignIcon } from '@blueprintjs/icons';
import { RESERVATION_COUNTDOWN_REFRESH_MS, reservationCountdown, type CartLine } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { useNow } from './use-now';

/**
 * An outlet line's hold (spec 2 §2.3, §9): confirmed, expired, or hours and minutes left, re-read every
 * 60 s. The words and the rounding are the domain's reservationCountdown.
 */
export function ReservationStatus({ reservation }: { reservation: NonNullable<CartLine['reservation']> }) {
  const now = useNow(RESERVATION_COUNTDOWN_REFRESH_MS);
  const countdown = reservationCountdown(reservation.expires_at, now, { confirmed: reservation.is_confirmed });
  const view = {
    confirmed: { intent: 'success' as const, icon: <TickCircleIcon />, text: countdown.text },
    expired: { intent: 'danger' as const, icon: <WarningSignIcon />, text: countdown.text },
    active: { intent: 'warning' as const, icon: <TimeIcon />, text: `${messages.checkout.reservationRemaining} ${countdown.text}` },
    'not-applicable': { intent: 'none' as const, icon: <TimeIcon />, text: countdown.text },
  }[countdown.kind];
  return (
    <Tag minimal intent={view.intent} icon={view.icon} className="reservation-status" data-testid="reservation-status" data-kind={countdown.kind}>
      {view.text}
    </Tag>
  );
}
