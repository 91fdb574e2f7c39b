import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AddToCart } from '../../../application/cart/add-to-cart';
import type { ClearCart } from '../../../application/cart/clear-cart';
import type { CountCart } from '../../../application/cart/count-cart';
import type { DebugCart } from '../../../application/cart/debug-cart';
import type { GetCart } from '../../../application/cart/get-cart';
import type { MergeCarts } from '../../../application/cart/merge-carts';
import type { RemoveCartLine } from '../../../application/cart/remove-cart-line';
import { NotFoundError } from '../../../application/errors';
import { cartTotals } from '../../../domain/cart/totals';
import type { CartAccess } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import { AddToCartBody, CartPhoneParams, MergeCartsBody, RemoveLineInput } from '../codecs/cart-params';
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
export function cartRoutes(deps: CartRouteDeps): Router {
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  const { cartAccess } = deps;
  router.use(deps.optionalCustomer);

  router.get('/api/cart/count/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    ctx.body = { success: true, count: caller.kind === 'stranger' ? 0 : await deps.countCart.execute(phone) };
  });

  const { debugCart } = deps;
  if (debugCart) {
    router.get('/api/cart/debug/:phone', async (ctx) => {
      const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
      const caller = await cartAccess(ctx, phone);
      noStore(ctx);
      ctx.body = caller.kind === 'stranger' ? { lines: [], reservations: [] } : await debugCart.execute(phone);
    });
  }

  router.get('/api/cart/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    ctx.body = { success: true, ...(caller.kind === 'stranger' ? { phone, items: [], totals: cartTotals([]) } : await deps.getCart.execute(phone)) };
  });

  router.post('/api/cart/add', async (ctx) => {
    const { phone, itemType, itemId } = decodeOrThrow(AddToCartBody, ctx.request.body);
    // A shopper may reserve under a member's phone before signing in (issue 5: reserve as a guest, then sign
    // in and find the hold in the account's cart), so a stranger's add is a real add. The cart's count comes
    // back only to the member on their own phone: for anyone else it would differ between a member's phone
    // and a guest's (the storefront reads the badge from GET /api/cart/count anyway).
    const caller = await cartAccess(ctx, phone);
    const { item, count } = await deps.addToCart.execute({ phone, itemType, itemId, clientIp: caller.clientIp, cap: caller.cap });
    noStore(ctx);
    ctx.status = 201;
    ctx.body = { success: true, message: say(ctx, 'CART_ITEM_ADDED'), item, ...(caller.kind === 'member_own' ? { count } : {}) };
  });

  router.delete('/api/cart/remove/:id', async (ctx) => {
    const { id, phone } = decodeOrThrow(RemoveLineInput, { id: ctx.params.id, phone: ctx.query.phone });
    const caller = await cartAccess(ctx, phone);
    // A phone with no such line: the same 404 RemoveCartLine gives.
    if (caller.kind === 'stranger') throw new NotFoundError('CART_LINE_NOT_FOUND', 'CART_LINE_NOT_FOUND');
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.removeLine.execute(phone, id)) };
  });

  router.delete('/api/cart/clear/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    const caller = await cartAccess(ctx, phone);
    noStore(ctx);
    ctx.body = { success: true, ...(caller.kind === 'stranger' ? { removedCount: 0, keptConfirmedCount: 0 } : await deps.clearCart.execute(phone)) };
  });

  router.post('/api/cart/merge', async (ctx) => {
    const { anonymousCartItems, targetPhone } = decodeOrThrow(MergeCartsBody, ctx.request.body);
    const caller = await cartAccess(ctx, targetPhone);
    const merged = await deps.mergeCarts.execute(targetPhone, anonymousCartItems, {
      clientIp: caller.clientIp, cap: caller.cap, view: caller.kind === 'stranger' ? 'merged_only' : 'whole_cart',
    });
    noStore(ctx);
    ctx.body = { success: true, ...merged };
  });

  return router;
}
