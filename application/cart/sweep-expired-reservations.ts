import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CART_STORE, type CartStore } from './cart-store.port';

/**
 * Records expiry on reservations whose 2 hours ran out (released_reason 'expired', released_at = expires_at).
 * Availability never waits for this: expired holds stop counting the moment they expire (the availability
 * query compares with now). The sweep only makes the rows say so, for reports and for checkout, and keeps
 * the active-hold index small. The cart line stays, so the storefront can show 'reservation expired'.
 * Nothing the list shows changes, so the list read model is not invalidated.
 */
@injectable()
export class SweepExpiredReservations {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.store.sweepExpired(this.clock.now());
  }
}
