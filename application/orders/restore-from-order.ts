import { inject, injectable } from 'inversify';
import { reservationExpiry } from '../../domain/cart/reservation';
import { formatMessage } from '../../domain/validation/messages';
import { CART_STORE, type CartStore } from '../cart/cart-store.port';
import type { HoldCap } from '../../domain/cart/reserve-decision';
import { orderNotFound } from './order-lookup';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { OwnershipProof } from './ownership-proof';
import { ORDER_STORE, type OrderStore } from './order-store.port';

export interface RestoreRequest {
  orderId: string;
  phone: string;
  /** The caller's cart of the phone (application/cart/cart-ref.ts): a guest's key hash; absent for the account cart. */
  keyHash?: string;
  /** The client's IP (ctx.ip): the proof's per-client limit and the hold cap's client. */
  clientIp: string;
  /** X-Order-Token, if sent: proves the order without the phone (decision 5). */
  accessToken?: string | null;
  /**
   * false when the caller has no cart of this phone (no cart key, server/http/cart-access.ts): the proof then
   * fails like a wrong phone, so the answer tells nothing about the phone.
   */
  mayUseCart: boolean;
  /** The hold cap of this caller (application/cart/hold-cap.ts). */
  cap: HoldCap;
}

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
 * unknown order, so the call neither fills a stranger's cart nor confirms whose order it is. The proof is
 * OwnershipProof's (limited per order and per IP, logged); the holds are capped like an add (hold-cap.ts).
 */
@injectable()
export class RestoreFromOrder {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(OwnershipProof) private readonly proof: OwnershipProof,
    @inject(CART_STORE) private readonly cart: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_PROOF_LIMITED */
  async execute({ orderId, phone, keyHash, clientIp, accessToken, mayUseCart, cap }: RestoreRequest): Promise<RestoreResult> {
    const claim = { orderId, phone, clientIp, accessToken, purpose: 'restore' as const };
    if (!mayUseCart) await this.proof.refuse(claim);
    const order = await this.proof.prove(claim);
    // A token proves the order, not the phone: the items only ever go back into the order's own cart.
    if (order.customerPhone !== phone) throw orderNotFound();
    let restoredCount = 0;
    let skippedCount = 0;
    let reserved = false;
    for (const item of await this.orders.listItems(orderId)) {
      if (item.itemType !== 'outlet') {
        skippedCount += 1;
        continue;
      }
      const now = this.clock.now();
      const outcome = await this.cart.reserveOutletLine({ phone, keyHash, itemId: item.itemId, now, expiresAt: reservationExpiry(now), clientIp, cap });
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
