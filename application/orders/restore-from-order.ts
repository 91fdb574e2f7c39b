import { inject, injectable } from 'inversify';
import { reservationExpiry } from '../../domain/cart/reservation';
import { formatMessage } from '../../domain/validation/messages';
import { CART_STORE, type CartStore } from '../cart/cart-store.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { orderNotFound } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';

export interface RestoreResult {
  message: string;
  restoredCount: number;
  skippedCount: number;
}

/**
 * POST /api/cart/restore-from-order/{orderId} { phone } (spec 2, section 4, retry flow): puts the order's
 * outlet items back into the phone's cart, each through the one atomic reserve path (a new 2-hour hold, or
 * the existing line when it already holds its unit). A sold-out or vanished item, or a marketplace item
 * (no catalogue yet), is skipped, never an error. The order itself is not touched.
 *
 * Only the order's own phone may restore it: another phone gets 404 ORDER_NOT_FOUND, the same answer as an
 * unknown order, so the call neither fills a stranger's cart nor confirms whose order it is.
 */
@injectable()
export class RestoreFromOrder {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(CART_STORE) private readonly cart: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string, phone: string): Promise<RestoreResult> {
    const order = await this.orders.findOrder(orderId);
    if (!order || order.customerPhone !== phone) throw orderNotFound();
    let restoredCount = 0;
    let skippedCount = 0;
    let reserved = false;
    for (const item of await this.orders.listItems(orderId)) {
      if (item.itemType !== 'outlet') {
        skippedCount += 1;
        continue;
      }
      const now = this.clock.now();
      const outcome = await this.cart.reserveOutletLine({ phone, itemId: item.itemId, now, expiresAt: reservationExpiry(now) });
      if (outcome.kind === 'reserved' || outcome.kind === 'renewed') reserved = true;
      // Already in the cart and holding its unit counts as restored: the item is in the cart, which is what was asked.
      if (outcome.kind === 'reserved' || outcome.kind === 'renewed' || outcome.kind === 'duplicate') restoredCount += 1;
      else skippedCount += 1;
    }
    if (reserved) this.listInvalidation.invalidate();
    const message = formatMessage('ORDER_ITEMS_RESTORED', { n: restoredCount }) + (skippedCount > 0 ? formatMessage('ORDER_ITEMS_SOLD_OUT', { m: skippedCount }) : '');
    return { message, restoredCount, skippedCount };
  }
}
