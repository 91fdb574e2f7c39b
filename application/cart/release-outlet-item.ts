import { inject, injectable } from 'inversify';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';

/**
 * POST /api/outlet/release: the checkout screen calls it when an unconfirmed outlet line is removed
 * (spec 2, section 7). Idempotent: releasing what is not held answers released: false, not an error, because
 * the storefront may call it after the cart remove already released the unit.
 */
@injectable()
export class ReleaseOutletItem {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  async execute(itemId: number, cart: CartName): Promise<{ released: boolean }> {
    const released = await this.store.releaseOutletItem(cart, itemId, this.clock.now());
    if (released) this.listInvalidation.invalidate();
    return { released };
  }
}
