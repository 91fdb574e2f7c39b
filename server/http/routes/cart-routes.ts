import { Router } from '@koa/router';
import { respond } from '../respond';
import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { AddToCart } from '../../../application/cart/add-to-cart';
import { ClearCart } from '../../../application/cart/clear-cart';
import { CountCart } from '../../../application/cart/count-cart';
import { DebugCart } from '../../../application/cart/debug-cart';
import { GetCart } from '../../../application/cart/get-cart';
import { MergeCarts } from '../../../application/cart/merge-carts';
import { RemoveCartLine } from '../../../application/cart/remove-cart-line';
import { NotFoundError } from '../../../application/errors';
import { cartTotals } from '../../../domain/cart/totals';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { optionalCustomer } from '../auth';
import { cartAccessOf, requireCart, type CartAccess } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import {
  AddToCartBody, AddToCartResponse, CartCountResponse, CartDebugResponse, CartPhoneParams, CartResponse, ClearCartResponse, MergeCartsBody,
  MergeCartsResponse, RemoveLineInput, RemoveLineResponse,
} from '../../../application/contracts/cart';
import { say } from '../language';

export interface CartRouteDeps {
  getCart: GetCart;
  addToCart: AddToCart;
  removeLine: RemoveCartLine;
  clearCart: ClearCart;
  mergeCarts: MergeCarts;
  countCart: CountCart;
  /** Present only when CART_DEBUG=true; otherwise the debug path is an unknown route (404 NOT_FOUND). */
  debugCart?: DebugCart;
  /** server/http/auth.ts optionalCustomer: puts the token's customer (if any) in ctx.state for cartAccess. */
  optionalCustomer: Middleware;
  /** Which cart of the phone the caller uses: a caller without a cart key sees an empty cart (server/http/cart-access.ts). */
  cartAccess: CartAccess;
}

/**
 * The shared cart of spec 1, section 7 ("Cart"); answers are never cached (they change with every add).
 * The spec's paths name a cart by phone; which cart of that phone is the caller's (cart-access.ts): the
 * member's account cart, or the cart this browser made (X-Cart-Key). A stranger (no key) gets exactly what an
 * empty cart gets; the `cart === null` branches below are those answers, never a read or a change of any lines.
 */
export function cartRoutes(container: Container): Router {
  const deps: CartRouteDeps = {
    getCart: container.get(GetCart),
    addToCart: container.get(AddToCart),
    removeLine: container.get(RemoveCartLine),
    clearCart: container.get(ClearCart),
    mergeCarts: container.get(MergeCarts),
    countCart: container.get(CountCart),
    // Not registered at all unless enabled, so a production server answers it exactly like an unknown path.
    debugCart: container.get<AppConfig>(APP_CONFIG).cartDebug ? container.get(DebugCart) : undefined,
    // A member's phone names a member's cart: every cart path checks it once (server/http/cart-access.ts).
    optionalCustomer: optionalCustomer(container),
    cartAccess: cartAccessOf(container),
  };
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  const { cartAccess } = deps;
  router.use(deps.optionalCustomer);

  router.get('/api/cart/count/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    respond(ctx, CartCountResponse, { success: true, count: caller.cart === null ? 0 : await deps.countCart.execute(caller.cart) });
  });

  const { debugCart } = deps;
  if (debugCart) {
    router.get('/api/cart/debug/:phone', async (ctx) => {
      const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
      const caller = await cartAccess(ctx, phone);
      noStore(ctx);
      respond(ctx, CartDebugResponse, caller.cart === null ? { lines: [], reservations: [] } : await debugCart.execute(caller.cart));
    });
  }

  router.get('/api/cart/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    respond(ctx, CartResponse, { success: true, ...(caller.cart === null ? { phone, items: [], totals: cartTotals([]) } : await deps.getCart.execute(caller.cart)) });
  });

  router.post('/api/cart/add', async (ctx) => {
    const { phone, itemType, itemId, variantId } = decodeOrThrow(AddToCartBody, ctx.request.body);
    // A shopper may reserve under a member's phone before signing in (issue 5): the hold goes into this
    // browser's cart of that phone, and the merge on sign-in moves it into the account's cart. Without a cart
    // key there is no cart to add to (400 fields.cartKey). The count comes back only to the member on their
    // own phone, as before issue 22 (the storefront reads the badge from GET /api/cart/count anyway).
    const caller = await cartAccess(ctx, phone);
    const cart = requireCart(caller);
    const { item, count } = await deps.addToCart.execute({ ...cart, itemType, itemId, variantId, clientIp: caller.clientIp, cap: caller.cap });
    noStore(ctx);
    ctx.status = 201;
    respond(ctx, AddToCartResponse, { success: true, message: say(ctx, 'CART_ITEM_ADDED'), item, ...(caller.kind === 'member_own' ? { count } : {}) });
  });

  router.delete('/api/cart/remove/:id', async (ctx) => {
    const { id, phone } = decodeOrThrow(RemoveLineInput, { id: ctx.params.id, phone: ctx.query.phone });
    const caller = await cartAccess(ctx, phone);
    // No cart: the same 404 RemoveCartLine gives for a line that is not in the cart.
    if (caller.cart === null) throw new NotFoundError('CART_LINE_NOT_FOUND', 'CART_LINE_NOT_FOUND');
    noStore(ctx);
    respond(ctx, RemoveLineResponse, { success: true, ...(await deps.removeLine.execute(caller.cart, id)) });
  });

  router.delete('/api/cart/clear/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    respond(ctx, ClearCartResponse, { success: true, ...(caller.cart === null ? { removedCount: 0, keptConfirmedCount: 0 } : await deps.clearCart.execute(caller.cart)) });
  });

  router.post('/api/cart/merge', async (ctx) => {
    const { anonymousCartItems, targetPhone } = decodeOrThrow(MergeCartsBody, ctx.request.body);
    const caller = await cartAccess(ctx, targetPhone);
    // Into the caller's own cart of targetPhone; the lines this browser holds in its other carts (its guest cart
    // before the sign-in, or under another phone) move with their holds instead of being held twice (issue 22).
    const merged = await deps.mergeCarts.execute(requireCart(caller), anonymousCartItems, {
      clientIp: caller.clientIp, cap: caller.cap, ...(caller.keyHash === null ? {} : { moveFromKeyHash: caller.keyHash }),
    });
    noStore(ctx);
    // The hold-limit sentence is rendered here, in the request's language (decision 10).
    const limited = merged.limitedItemIds.length > 0 ? { message: say(ctx, 'MERGE_HOLD_LIMITED', { n: merged.limitedItemIds.length }) } : {};
    respond(ctx, MergeCartsResponse, { success: true, ...merged, ...limited });
  });

  return router;
}
