import { inject, injectable } from 'inversify';
import type { CartItemType, CartLine } from '../../domain/cart/cart-line';
import type { HoldCap } from '../../domain/cart/reserve-decision';
import { reservationExpiry } from '../../domain/cart/reservation';
import { ConflictError, NotFoundError } from '../errors';
import { OUTLET_ITEM_NOT_FOUND } from '../outlet/get-outlet-item';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CART_STORE, type CartStore } from './cart-store.port';
import { holdLimitReached } from './hold-cap';

export interface AddToCartInput {
  phone: string;
  itemType: CartItemType;
  itemId: number;
  /** The client's IP (ctx.ip): recorded on the hold, counted for the per-client cap. The HTTP edge always sets it. */
  clientIp?: string;
  /** This caller's hold cap (hold-cap.ts); the HTTP edge always sets it, use-case tests may leave it out (no cap). */
  cap?: HoldCap;
}

export interface AddToCartResult {
  item: CartLine;
  count: number;
}

/**
 * POST /api/cart/add: one outlet unit is reserved for 2 hours and its line added, in one atomic store call.
 * Quantity is always 1 (spec 1, section 9) so the request's quantity is not an input at all. An outlet item
 * is its own variant (variant_id null), so a variantId sent for it does not change the line's identity.
 * Holds are capped per phone and per client IP (hold-cap.ts), decided inside the same atomic call.
 */
@injectable()
export class AddToCart {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  /**
   * @throws NotFoundError PRODUCT_NOT_FOUND (marketplace items: no catalogue yet), OUTLET_ITEM_NOT_FOUND
   * @throws ConflictError CART_ITEM_DUPLICATE, OUTLET_ITEM_SOLD_OUT (nothing changed)
   * @throws TooManyRequestsError HOLD_LIMIT_REACHED (nothing changed)
   */
  async execute({ phone, itemType, itemId, clientIp, cap }: AddToCartInput): Promise<AddToCartResult> {
    if (itemType !== 'outlet') throw new NotFoundError('PRODUCT_NOT_FOUND', 'PRODUCT_NOT_FOUND');
    const now = this.clock.now();
    const outcome = await this.store.reserveOutletLine({ phone, itemId, now, expiresAt: reservationExpiry(now), clientIp, cap });
    switch (outcome.kind) {
      case 'not_found':
        throw new NotFoundError(OUTLET_ITEM_NOT_FOUND, 'OUTLET_ITEM_NOT_FOUND');
      case 'duplicate':
        throw new ConflictError('CART_ITEM_DUPLICATE', 'CART_ITEM_DUPLICATE');
      case 'sold_out':
        throw new ConflictError('OUTLET_ITEM_SOLD_OUT', 'OUTLET_ITEM_SOLD_OUT');
      case 'over_limit':
        throw holdLimitReached(outcome.retryAfterMs);
    }
    // Availability changed and the transaction has committed: the next list read must not reuse old bytes.
    this.listInvalidation.invalidate();
    const [item, count] = await Promise.all([this.store.findLine(phone, outcome.lineId), this.store.countLines(phone)]);
    // The line was committed a moment ago; only a concurrent remove of the same phone could take it away.
    if (!item) throw new ConflictError('CART_LINE_NOT_FOUND', 'CART_LINE_NOT_FOUND');
    return { item, count };
  }
}
