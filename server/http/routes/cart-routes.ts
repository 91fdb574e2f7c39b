import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AddToCart } from '../../../application/cart/add-to-cart';
import type { ClearCart } from '../../../application/cart/clear-cart';
import type { CountCart } from '../../../application/cart/count-cart';
import type { DebugCart } from '../../../application/cart/debug-cart';
import type { GetCart } from '../../../application/cart/get-cart';
import type { MergeCarts } from '../../../application/cart/merge-carts';
import type { RemoveCartLine } from '../../../application/cart/remove-cart-line';
import { UnauthorizedError } from '../../../application/errors';
import { MESSAGES } from '../../../domain/validation/messages';
import type { CartAccess } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import { AddToCartBody, CartPhoneParams, MergeCartsBody, RemoveLineInput } from '../codecs/cart-params';

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
  /** A member's phone needs that member's token (server/http/cart-access.ts). */
  cartAccess: CartAccess;
}

/** The shared cart of spec 1, section 7 ("Cart"); answers are never cached (they change with every add). */
export function cartRoutes(deps: CartRouteDeps): Router {
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  const { cartAccess } = deps;
  router.use(deps.optionalCustomer);

  router.get('/api/cart/count/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    await cartAccess(ctx, phone);
    noStore(ctx);
    ctx.body = { success: true, count: await deps.countCart.execute(phone) };
  });

  const { debugCart } = deps;
  if (debugCart) {
    router.get('/api/cart/debug/:phone', async (ctx) => {
      const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
      await cartAccess(ctx, phone);
      noStore(ctx);
      ctx.body = await debugCart.execute(phone);
    });
  }

  router.get('/api/cart/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    await cartAccess(ctx, phone);
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.getCart.execute(phone)) };
  });

  router.post('/api/cart/add', async (ctx) => {
    const { phone, itemType, itemId } = decodeOrThrow(AddToCartBody, ctx.request.body);
    // A shopper may reserve under a member's phone before signing in (issue 5: reserve as a guest, then sign
    // in and find the hold in the account's cart). Adding only creates a hold; reading, removing or clearing
    // that cart still needs the member's token, so a signed-out add does not get the cart's count back.
    // Another member's token is still refused (403).
    const mayRead = await cartAccess(ctx, phone).then(
      () => true,
      (error: unknown) => {
        if (error instanceof UnauthorizedError) return false;
        throw error;
      },
    );
    const { item, count } = await deps.addToCart.execute({ phone, itemType, itemId });
    noStore(ctx);
    ctx.status = 201;
    ctx.body = { success: true, message: MESSAGES.CART_ITEM_ADDED, item, ...(mayRead ? { count } : {}) };
  });

  router.delete('/api/cart/remove/:id', async (ctx) => {
    const { id, phone } = decodeOrThrow(RemoveLineInput, { id: ctx.params.id, phone: ctx.query.phone });
    await cartAccess(ctx, phone);
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.removeLine.execute(phone, id)) };
  });

  router.delete('/api/cart/clear/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    await cartAccess(ctx, phone);
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.clearCart.execute(phone)) };
  });

  router.post('/api/cart/merge', async (ctx) => {
    const { anonymousCartItems, targetPhone } = decodeOrThrow(MergeCartsBody, ctx.request.body);
    await cartAccess(ctx, targetPhone);
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.mergeCarts.execute(targetPhone, anonymousCartItems)) };
  });

  return router;
}
