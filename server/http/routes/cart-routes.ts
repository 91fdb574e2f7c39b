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
import { cartAccessOf, type CartAccess } from '../cart-access';
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
  /** Who calls on which phone: a stranger on a member's phone sees an empty cart (server/http/cart-access.ts). */
  cartAccess: CartAccess;
}

/**
 * The shared cart of spec 1, section 7 ("Cart"); answers are never cached (they change with every add).
 * A stranger on a member's phone (cart-access.ts) gets exactly what a phone with an empty cart gets; the
 * `stranger` branches below are those answers, never a read or a change of the member's lines.
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
    respond(ctx, CartCountResponse, { success: true, count: caller.kind === 'stranger' ? 0 : await deps.countCart.execute(phone) });
  });

  const { debugCart } = deps;
  if (debugCart) {
    router.get('/api/cart/debug/:phone', async (ctx) => {
      const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
      const caller = await cartAccess(ctx, phone);
      noStore(ctx);
      respond(ctx, CartDebugResponse, caller.kind === 'stranger' ? { lines: [], reservations: [] } : await debugCart.execute(phone));
    });
  }

  router.get('/api/cart/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    respond(ctx, CartResponse, { success: true, ...(caller.kind === 'stranger' ? { phone, items: [], totals: cartTotals([]) } : await deps.getCart.execute(phone)) });
  });

  router.post('/api/cart/add', async (ctx) => {
    const { phone, itemType, itemId, variantId } = decodeOrThrow(AddToCartBody, ctx.request.body);
    // A shopper may reserve under a member's phone before signing in (issue 5: reserve as a guest, then sign
    // in and find the hold in the account's cart), so a stranger's add is a real add. The cart's count comes
    // back only to the member on their own phone: for anyone else it would differ between a member's phone
    // and a guest's (the storefront reads the badge from GET /api/cart/count anyway).
    const caller = await cartAccess(ctx, phone);
    const { item, count } = await deps.addToCart.execute({ phone, itemType, itemId, variantId, clientIp: caller.clientIp, cap: caller.cap });
    noStore(ctx);
    ctx.status = 201;
    respond(ctx, AddToCartResponse, { success: true, message: say(ctx, 'CART_ITEM_ADDED'), item, ...(caller.kind === 'member_own' ? { count } : {}) });
  });

  router.delete('/api/cart/remove/:id', async (ctx) => {
    const { id, phone } = decodeOrThrow(RemoveLineInput, { id: ctx.params.id, phone: ctx.query.phone });
    const caller = await cartAccess(ctx, phone);
    // A phone with no such line: the same 404 RemoveCartLine gives.
    if (caller.kind === 'stranger') throw new NotFoundError('CART_LINE_NOT_FOUND', 'CART_LINE_NOT_FOUND');
    noStore(ctx);
    respond(ctx, RemoveLineResponse, { success: true, ...(await deps.removeLine.execute(phone, id)) });
  });

  router.delete('/api/cart/clear/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    respond(ctx, ClearCartResponse, { success: true, ...(caller.kind === 'stranger' ? { removedCount: 0, keptConfirmedCount: 0 } : await deps.clearCart.execute(phone)) });
  });

  router.post('/api/cart/merge', async (ctx) => {
    const { anonymousCartItems, targetPhone } = decodeOrThrow(MergeCartsBody, ctx.request.body);
    const caller = await cartAccess(ctx, targetPhone);
    const merged = await deps.mergeCarts.execute(targetPhone, anonymousCartItems, {
      clientIp: caller.clientIp, cap: caller.cap, view: caller.kind === 'stranger' ? 'merged_only' : 'whole_cart',
    });
    noStore(ctx);
    // The hold-limit sentence is rendered here, in the request's language (decision 10).
    const limited = merged.limitedItemIds.length > 0 ? { message: say(ctx, 'MERGE_HOLD_LIMITED', { n: merged.limitedItemIds.length }) } : {};
    respond(ctx, MergeCartsResponse, { success: true, ...merged, ...limited });
  });

  return router;
}
