import { inject, injectable } from 'inversify';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';

/**
 * DELETE /api/cart/clear/{phone}: removes the unconfirmed lines (releasing their units) and keeps the
 * confirmed ones, which checkout has sold and a clear must not give back.
 */
@injectable()
export class ClearCart {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  async execute(cart: CartName): Promise<{ removedCount: number; keptConfirmedCount: number }> {
    const result = await this.store.clearUnconfirmed(cart, this.clock.now());
    if (result.removedCount > 0) this.listInvalidation.invalidate();
    return result;
  }
}
