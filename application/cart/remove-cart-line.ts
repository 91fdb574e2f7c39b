import { inject, injectable } from 'inversify';
import { ConflictError, NotFoundError } from '../errors';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';

/**
 * DELETE /api/cart/remove/{id}?phone=: removes an unconfirmed line and releases its reservation (spec 2,
 * section 4). The store decides inside its transaction, so a checkout confirming the line at the same
 * moment cannot be undone by a remove that read the line a moment earlier.
 */
@injectable()
export class RemoveCartLine {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  /**
   * @throws NotFoundError CART_LINE_NOT_FOUND when the line is not in this cart (another cart's line,
   * the same phone's in another browser included, is "not found" too: a caller must not learn about other carts)
   * @throws ConflictError CART_ITEM_CONFIRMED for a confirmed line ('Confirmed items cannot be removed')
   */
  async execute(cart: CartName, lineId: number): Promise<{ released: boolean; count: number }> {
    const outcome = await this.store.removeLine(cart, lineId, this.clock.now());
    if (outcome.kind === 'not_found') throw new NotFoundError('CART_LINE_NOT_FOUND', 'CART_LINE_NOT_FOUND');
    if (outcome.kind === 'confirmed') throw new ConflictError('CART_ITEM_CONFIRMED', 'CART_ITEM_CONFIRMED');
    if (outcome.released) this.listInvalidation.invalidate();
    return { released: outcome.released, count: await this.store.countLines(cart) };
  }
}
