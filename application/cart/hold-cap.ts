import type { HoldCap } from '../../domain/cart/reserve-decision';
import { TooManyRequestsError } from '../errors';
import type { AbuseLimits } from '../shared/abuse-limits';

export const HOLD_LIMIT_REACHED = 'HOLD_LIMIT_REACHED';

/**
 * The hold cap of a request (docs/security/carts-and-order-proofs.md): a guest phone may hold holdsPerGuestPhone units,
 * a member adding to their own phone while signed in holdsPerMemberPhone; every hold also counts against the
 * client IP it came from (holdsPerClient), member or not, so that many phones from one address cannot
 * empty the outlet either. The HTTP edge decides `ownCart` (server/http/cart-access.ts).
 */
export function holdCapFor(limits: AbuseLimits, ownCart: 'member' | 'guest'): HoldCap {
  return {
    maxPerPhone: ownCart === 'member' ? limits.holdsPerMemberPhone : limits.holdsPerGuestPhone,
    maxPerClient: limits.holdsPerClient,
  };
}

/** 429 HOLD_LIMIT_REACHED, Retry-After: when the first of the counted holds lapses. */
export function holdLimitReached(retryAfterMs: number): TooManyRequestsError {
  return new TooManyRequestsError(HOLD_LIMIT_REACHED, 'HOLD_LIMIT_REACHED', retryAfterMs);
}
