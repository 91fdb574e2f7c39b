import { Router } from '@koa/router';
import type { Container } from 'inversify';
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
import { cartAccessOf, requireCart } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import {
  AddToCartBody, AddToCartResponse, CartCountResponse, CartDebugResponse, CartPhoneParams, CartResponse, ClearCartResponse, MergeCartsBody,
  MergeCartsResponse, RemoveLineInput, RemoveLineResponse,
} from '../../../application/contracts/cart';
import { say } from '../language';
import { NO_STORE, respond } from '../respond';

/**
 * The shared cart of spec 1, section 7 ("Cart"); answers are never cached (they change with every add).
 * The spec's paths name a cart by phone; which cart of that phone is the caller's (cart-access.ts): the
 * member's account cart, or the cart this browser made (X-Cart-Key). A stranger (no key) gets exactly what an
 * empty cart gets; the `cart === null` branches below are those answers, never a read or a change of any lines.
 */
export function cartRoutes(container: Container): Router {
  const getCart = container.get(GetCart);
  const addToCart = container.get(AddToCart);
  const removeLine = container.get(RemoveCartLine);
  const clearCart = container.get(ClearCart);
  const mergeCarts = container.get(MergeCarts);
  const countCart = container.get(CountCart);
  // Present only when CART_DEBUG=true: otherwise the debug path is not registered at all, so a production server
  // answers it exactly like an unknown path (404 NOT_FOUND).
  const debugCart = container.get<AppConfig>(APP_CONFIG).cartDebug ? container.get(DebugCart) : undefined;
  // Which cart of the phone the caller uses: a member's phone names a member's cart, and a caller without a cart
  // key sees an empty cart (server/http/cart-access.ts); every cart path checks it once.
  const cartAccess = cartAccessOf(container);
  const router = new Router();
  router.use(optionalCustomer(container));

  router.get('/api/cart/count/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    respond(ctx, CartCountResponse, { success: true, count: caller.cart === null ? 0 : await countCart.execute(caller.cart) }, NO_STORE);
  });

  if (debugCart) {
    router.get('/api/cart/debug/:phone', async (ctx) => {
      const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
      const caller = await cartAccess(ctx, phone);
      respond(ctx, CartDebugResponse, caller.cart === null ? { lines: [], reservations: [] } : await debugCart.execute(caller.cart), NO_STORE);
    });
  }

  router.get('/api/cart/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    respond(ctx, CartResponse, { success: true, ...(caller.cart === null ? { phone, items: [], totals: cartTotals([]) } : await getCart.execute(caller.cart)) }, NO_STORE);
  });

  router.post('/api/cart/add', async (ctx) => {
    const { phone, itemType, itemId, variantId } = decodeOrThrow(AddToCartBody, ctx.request.body);
    // A shopper may reserve under a member's phone before signing in (issue 5): the hold goes into this
    // browser's cart of that phone, and the merge on sign-in moves it into the account's cart. Without a cart
    // key there is no cart to add to (400 fields.cartKey). The count comes back only to the member on their
    // own phone, as before issue 22 (the storefront reads the badge from GET /api/cart/count anyway).
    const caller = await cartAccess(ctx, phone);
    const cart = requireCart(caller);
    const { item, count } = await addToCart.execute({ ...cart, itemType, itemId, variantId, clientIp: caller.clientIp, cap: caller.cap });
    respond(ctx, AddToCartResponse, { success: true, message: say(ctx, 'CART_ITEM_ADDED'), item, ...(caller.kind === 'member_own' ? { count } : {}) }, { status: 201, cache: 'no-store' });
  });

  router.delete('/api/cart/remove/:id', async (ctx) => {
    const { id, phone } = decodeOrThrow(RemoveLineInput, { id: ctx.params.id, phone: ctx.query.phone });
    const caller = await cartAccess(ctx, phone);
    // No cart: the same 404 RemoveCartLine gives for a line that is not in the cart.
    if (caller.cart === null) throw new NotFoundError('CART_LINE_NOT_FOUND', 'CART_LINE_NOT_FOUND');
    respond(ctx, RemoveLineResponse, { success: true, ...(await removeLine.execute(caller.cart, id)) }, NO_STORE);
  });

  router.delete('/api/cart/clear/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    respond(ctx, ClearCartResponse, { success: true, ...(caller.cart === null ? { removedCount: 0, keptConfirmedCount: 0 } : await clearCart.execute(caller.cart)) }, NO_STORE);
  });

  router.post('/api/cart/merge', async (ctx) => {
    const { anonymousCartItems, targetPhone } = decodeOrThrow(MergeCartsBody, ctx.request.body);
    const caller = await cartAccess(ctx, targetPhone);
    // Into the caller's own cart of targetPhone; the lines this browser holds in its other carts (its guest cart
    // before the sign-in, or under another phone) move with their holds instead of being held twice (issue 22).
    const merged = await mergeCarts.execute(requireCart(caller), anonymousCartItems, {
      clientIp: caller.clientIp, cap: caller.cap, ...(caller.keyHash === null ? {} : { moveFromKeyHash: caller.keyHash }),
    });
    // The hold-limit sentence is rendered here, in the request's language (decision 10).
    const limited = merged.limitedItemIds.length > 0 ? { message: say(ctx, 'MERGE_HOLD_LIMITED', { n: merged.limitedItemIds.length }) } : {};
    respond(ctx, MergeCartsResponse, { success: true, ...merged, ...limited }, NO_STORE);
  });

  return router;
}
