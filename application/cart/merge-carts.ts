import { inject, injectable } from 'inversify';
import { cartLineKey, type CartLine } from '../../domain/cart/cart-line';
import { reservationExpiry } from '../../domain/cart/reservation';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CART_STORE, type CartStore } from './cart-store.port';

export interface AnonymousCartItem {
  item_type: 'outlet' | 'shopee';
  item_id: number;
  variant_id?: string | number | null;
}

/** At most this many lines per merge: a local cart larger than that is not a shopper's. */
export const MAX_MERGE_ITEMS = 100;

export interface MergeResult {
  mergedCount: number;
  skippedCount: number;
  items: CartLine[];
}

/**
 * POST /api/cart/merge: the local (anonymous) outlet cart joins the server cart of the phone that signed in
 * (spec 1, section 4). Each item is reserved like an add, one atomic store call per item; an item already in
 * the target cart, sold out, unknown or from the marketplace (no catalogue yet) is skipped, never an error,
 * because the shopper did not ask for it just now. The same line twice in the input counts once.
 * preventDuplicates is accepted from the client but cannot be false in effect: a cart holds a line once.
 */
@injectable()
export class MergeCarts {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  async execute(targetPhone: string, items: readonly AnonymousCartItem[]): Promise<MergeResult> {
    let mergedCount = 0;
    let skippedCount = 0;
    const seen = new Set<string>();
    for (const item of items) {
      // Outlet items are their own variant, so their identity ignores any variant_id sent with them.
      const key = cartLineKey({ item_type: item.item_type, item_id: item.item_id, variant_id: item.item_type === 'outlet' ? null : item.variant_id });
      if (item.item_type !== 'outlet' || seen.has(key)) {
        skippedCount += 1;
        continue;
      }
      seen.add(key);
      const now = this.clock.now();
      const outcome = await this.store.reserveOutletLine({ phone: targetPhone, itemId: item.item_id, now, expiresAt: reservationExpiry(now) });
      if (outcome.kind === 'reserved' || outcome.kind === 'renewed') mergedCount += 1;
      else skippedCount += 1;
    }
    if (mergedCount > 0) this.listInvalidation.invalidate();
    return { mergedCount, skippedCount, items: await this.store.listLines(targetPhone) };
  }
}
