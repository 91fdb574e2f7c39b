import { inject, injectable } from 'inversify';
import type { CartItemType, CartLine } from '../../domain/cart/cart-line';
import type { HoldCap } from '../../domain/cart/reserve-decision';
import { reservationExpiry } from '../../domain/cart/reservation';
import { parseModelId } from '../../domain/marketplace/cart-line-rules';
import { ConflictError, fieldProblem, NotFoundError, ValidationError } from '../errors';
import { OUTLET_ITEM_NOT_FOUND } from '../outlet/get-outlet-item';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';
import { holdLimitReached } from './hold-cap';

export interface AddToCartInput {
  phone: string;
  /** The browser's cart of the phone (cart-ref.ts); absent for the account cart (a member on their own phone). */
  keyHash?: string;
  itemType: CartItemType;
  itemId: number;
  /**
   * As sent. An outlet line ignores it (an outlet item is its own variant). A marketplace line: the Shopee model
   * id, a positive integer as a number or decimal text; absent, null or '' for a product without models.
   */
  variantId?: unknown;
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
 *
 * A marketplace (Shopee) line (issue 11) is item + model (variant_id = the Shopee model id), checked against
 * the synced catalogue in one atomic store call and added without any hold: the spec reserves outlet items
 * only, so it counts toward no hold cap, and its stock is checked again at checkout.
 */
@injectable()
export class AddToCart {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  /**
   * @throws NotFoundError OUTLET_ITEM_NOT_FOUND; MARKETPLACE_PRODUCT_NOT_FOUND, MARKETPLACE_VARIANT_NOT_FOUND
   * @throws ValidationError VALIDATION_FAILED (fields.variantId: not a model id), MARKETPLACE_VARIANT_REQUIRED (fields.variantId)
   * @throws ConflictError CART_ITEM_DUPLICATE, OUTLET_ITEM_SOLD_OUT, MARKETPLACE_SOLD_OUT (nothing changed)
   * @throws TooManyRequestsError HOLD_LIMIT_REACHED (nothing changed)
   */
  async execute(input: AddToCartInput): Promise<AddToCartResult> {
    if (input.itemType === 'shopee') return this.addMarketplaceLine(input);
    const { phone, keyHash, itemId, clientIp, cap } = input;
    const now = this.clock.now();
    const outcome = await this.store.reserveOutletLine({ phone, keyHash, itemId, now, expiresAt: reservationExpiry(now), clientIp, cap });
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
    // Availability changed and the transaction has committed: the next list read must not reuse old bytes. Only
    // this item's numbers changed, so only they are read again.
    this.listInvalidation.invalidate([itemId]);
    if (outcome.kind === 'reserved' && outcome.line && outcome.count !== undefined) return { item: outcome.line, count: outcome.count };
    return this.answer({ phone, keyHash }, outcome.lineId);
  }

  private async addMarketplaceLine({ phone, keyHash, itemId, variantId }: AddToCartInput): Promise<AddToCartResult> {
    const absent = variantId === undefined || variantId === null || variantId === '';
    const modelId = absent ? null : parseModelId(variantId);
    if (modelId === undefined) {
      throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', {
        variantId: fieldProblem('MARKETPLACE_VARIANT_ID_INVALID', { code: 'MARKETPLACE_VARIANT_ID_INVALID' }),
      });
    }
    const outcome = await this.store.addMarketplaceLine({ phone, keyHash, itemId, modelId, now: this.clock.now() });
    switch (outcome.kind) {
      case 'not_found':
        throw new NotFoundError('MARKETPLACE_PRODUCT_NOT_FOUND', 'MARKETPLACE_PRODUCT_NOT_FOUND');
      case 'variant_required':
        // The request lacks what this product needs: 400, with the field the storefront's spec picker fills.
        throw new ValidationError('MARKETPLACE_VARIANT_REQUIRED', 'MARKETPLACE_VARIANT_REQUIRED', {
          variantId: fieldProblem('MARKETPLACE_VARIANT_REQUIRED', { code: 'MARKETPLACE_VARIANT_REQUIRED' }),
        });
      case 'variant_not_found':
        throw new NotFoundError('MARKETPLACE_VARIANT_NOT_FOUND', 'MARKETPLACE_VARIANT_NOT_FOUND');
      case 'sold_out':
        throw new ConflictError('MARKETPLACE_SOLD_OUT', 'MARKETPLACE_SOLD_OUT');
      case 'duplicate':
        throw new ConflictError('CART_ITEM_DUPLICATE', 'CART_ITEM_DUPLICATE');
    }
    // Nothing is held, so the outlet list has nothing to invalidate.
    return this.answer({ phone, keyHash }, outcome.lineId);
  }

  private async answer(cart: CartName, lineId: number): Promise<AddToCartResult> {
    const [item, count] = await Promise.all([this.store.findLine(cart, lineId), this.store.countLines(cart)]);
    // The line was committed a moment ago; only a concurrent remove of the same phone could take it away.
    if (!item) throw new ConflictError('CART_LINE_NOT_FOUND', 'CART_LINE_NOT_FOUND');
    return { item, count };
  }
}
