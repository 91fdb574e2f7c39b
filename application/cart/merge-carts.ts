import { inject, injectable } from 'inversify';
import { cartLineKey, type CartLine } from '../../domain/cart/cart-line';
import { reservationExpiry } from '../../domain/cart/reservation';
import { parseModelId } from '../../domain/marketplace/cart-line-rules';
import type { HoldCap } from '../../domain/cart/reserve-decision';
import { formatMessage } from '../../domain/validation/messages';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { cartRefOf, type CartName } from './cart-ref';
import { CART_STORE, type CartStore } from './cart-store.port';
import { holdLimitReached } from './hold-cap';

export interface AnonymousCartItem {
  item_type: 'outlet' | 'shopee';
  item_id: number;
  variant_id?: string | number | null;
}

/** At most this many lines per merge (the rule lives in domain/cart/cart-line.ts). */
export { MAX_MERGE_ITEMS } from '../../domain/cart/cart-line';

export interface MergeOptions {
  /** The client's IP (ctx.ip): recorded on each hold, counted for the per-client cap. */
  clientIp?: string;
  /** This caller's hold cap (hold-cap.ts); absent only in use-case tests (no cap). */
  cap?: HoldCap;
  /**
   * The key hash of the calling browser (server/http/cart-access.ts): a line this browser already holds in
   * another of its carts (the guest cart it used before signing in, or under another phone) moves into the
   * target with its hold, instead of a second unit being held (issue 22: one unit, one hold).
   */
  moveFromKeyHash?: string;
}

export interface MergeResult {
  mergedCount: number;
  /** Not merged for any reason, the hold limit included. */
  skippedCount: number;
  /** Of skippedCount: refused by the hold cap (issue 9), with their item ids, and a message saying so. */
  limitedCount: number;
  limitedItemIds: number[];
  message?: string;
  items: CartLine[];
}

/**
 * POST /api/cart/merge: the local (anonymous) cart joins the server cart of the phone that signed in
 * (spec 1, section 4). Each item is added like an add, one atomic store call per item: an outlet item is
 * reserved, a marketplace (Shopee) item is checked against the synced catalogue and added without a hold (it
 * counts toward no cap). An item already in the target cart, sold out, unknown, a marketplace item without
 * the model its product needs or with a variant_id that is not a model id, is skipped, never an error,
 * because the shopper did not ask for it just now. The same line twice in the input counts once.
 * preventDuplicates is accepted from the client but cannot be false in effect: a cart holds a line once.
 * Holds are capped like an add (hold-cap.ts): items beyond the cap are reported (limitedCount, limitedItemIds,
 * message); when the cap refused items and nothing was merged, the whole call is 429 HOLD_LIMIT_REACHED, so
 * that 12 merge calls can no longer hold what 12 adds could not.
 *
 * The target is always the caller's own cart (the member's account cart, or the browser's guest cart of the
 * phone: server/http/cart-access.ts), so the answer lists that whole cart. The browser's holds in its other
 * carts move rather than being taken twice (MergeOptions.moveFromKeyHash).
 */
@injectable()
export class MergeCarts {
  constructor(
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
  ) {}

  /** @throws TooManyRequestsError HOLD_LIMIT_REACHED when the cap refused items and nothing was merged */
  async execute(target: CartName, items: readonly AnonymousCartItem[], options: MergeOptions = {}): Promise<MergeResult> {
    const cart = cartRefOf(target);
    let mergedCount = 0;
    let skippedCount = 0;
    const limitedItemIds: number[] = [];
    let retryAfterMs = 0;
    const seen = new Set<string>();
    for (const item of items) {
      // Outlet items are their own variant, so their identity ignores any variant_id sent with them.
      const key = cartLineKey({ item_type: item.item_type, item_id: item.item_id, variant_id: item.item_type === 'outlet' ? null : item.variant_id });
      if (seen.has(key)) {
        skippedCount += 1;
        continue;
      }
      seen.add(key);
      const now = this.clock.now();
      if (item.item_type === 'shopee') {
        const lineId = await this.addMarketplaceLine(cart, item, now);
        if (lineId === null) skippedCount += 1;
        else mergedCount += 1;
        await this.moveMarketplaceLine(cart, item, lineId !== null, options.moveFromKeyHash, now);
        continue;
      }
      const outcome = await this.store.reserveOutletLine({
        ...cart, itemId: item.item_id, now, expiresAt: reservationExpiry(now), clientIp: options.clientIp, cap: options.cap,
        moveFromKeyHash: options.moveFromKeyHash,
      });
      if (outcome.kind === 'reserved' || outcome.kind === 'renewed') {
        mergedCount += 1;
      } else {
        skippedCount += 1;
        if (outcome.kind === 'over_limit') {
          limitedItemIds.push(item.item_id);
          retryAfterMs = Math.max(retryAfterMs, outcome.retryAfterMs);
        }
      }
    }
    // Marketplace lines hold nothing, and a move may have released a doubled hold without merging anything;
    // invalidating once too often only costs one list rebuild.
    if (mergedCount > 0 || options.moveFromKeyHash !== undefined) this.listInvalidation.invalidate();
    if (mergedCount === 0 && limitedItemIds.length > 0) throw holdLimitReached(retryAfterMs);
    const lines = await this.store.listLines(cart);
    return {
      mergedCount,
      skippedCount,
      limitedCount: limitedItemIds.length,
      limitedItemIds,
      ...(limitedItemIds.length > 0 ? { message: formatMessage('MERGE_HOLD_LIMITED', { n: limitedItemIds.length }) } : {}),
      items: lines,
    };
  }

  /**
   * Issue 28: a marketplace line holds no unit, so nothing moved it, and a guest's Shopee lines stayed in the
   * browser's guest cart of the phone while the account never got them (they came back after logout). Once the
   * target holds the line (merged now, or there already), the browser's guest cart of the same phone drops it:
   * the line moves, as an outlet line does with its hold.
   */
  private async moveMarketplaceLine(cart: { phone: string; keyHash: string }, item: AnonymousCartItem, merged: boolean, moveFromKeyHash: string | undefined, now: Date): Promise<void> {
    if (moveFromKeyHash === undefined || moveFromKeyHash === cart.keyHash) return;
    const key = cartLineKey({ item_type: 'shopee', item_id: item.item_id, variant_id: item.variant_id });
    if (!merged && !(await this.store.listLines(cart)).some((line) => cartLineKey(line) === key)) return;
    const guestCart = { phone: cart.phone, keyHash: moveFromKeyHash };
    for (const line of await this.store.listLines(guestCart)) {
      if (line.item_type === 'shopee' && cartLineKey(line) === key) await this.store.removeLine(guestCart, Number(line.id), now);
    }
  }

  /** The new line's id, or null when the item is skipped (unknown, sold out, no or a wrong model, already there). */
  private async addMarketplaceLine(cart: { phone: string; keyHash: string }, item: AnonymousCartItem, now: Date): Promise<number | null> {
    const absent = item.variant_id === undefined || item.variant_id === null || item.variant_id === '';
    const modelId = absent ? null : parseModelId(item.variant_id);
    if (modelId === undefined) return null;
    const outcome = await this.store.addMarketplaceLine({ ...cart, itemId: item.item_id, modelId, now });
    return outcome.kind === 'added' ? outcome.lineId : null;
  }
}
