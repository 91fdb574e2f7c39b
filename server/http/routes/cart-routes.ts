import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { AddToCart } from '../../../application/cart/add-to-cart';
import type { ClearCart } from '../../../application/cart/clear-cart';
import type { CountCart } from '../../../application/cart/count-cart';
import type { DebugCart } from '../../../application/cart/debug-cart';
import type { GetCart } from '../../../application/cart/get-cart';
import type { MergeCarts } from '../../../application/cart/merge-carts';
import type { RemoveCartLine } from '../../../application/cart/remove-cart-line';
import { MESSAGES } from '../../../domain/validation/messages';
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
}

/** The shared cart of spec 1, section 7 ("Cart"); answers are never cached (they change with every add). */
export function cartRoutes(deps: CartRouteDeps): Router {
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  router.get('/api/cart/count/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    noStore(ctx);
    ctx.body = { success: true, count: await deps.countCart.execute(phone) };
  });

  const { debugCart } = deps;
  if (debugCart) {
    router.get('/api/cart/debug/:phone', async (ctx) => {
      const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
      noStore(ctx);
      ctx.body = await debugCart.execute(phone);
    });
  }

  router.get('/api/cart/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.getCart.execute(phone)) };
  });

  router.post('/api/cart/add', async (ctx) => {
    const { phone, itemType, itemId } = decodeOrThrow(AddToCartBody, ctx.request.body);
    const { item, count } = await deps.addToCart.execute({ phone, itemType, itemId });
    noStore(ctx);
    ctx.status = 201;
    ctx.body = { success: true, message: MESSAGES.CART_ITEM_ADDED, item, count };
  });

  router.delete('/api/cart/remove/:id', async (ctx) => {
    const { id, phone } = decodeOrThrow(RemoveLineInput, { id: ctx.params.id, phone: ctx.query.phone });
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.removeLine.execute(phone, id)) };
  });

  router.delete('/api/cart/clear/:phone', async (ctx) => {
    const { phone } = decodeOrThrow(CartPhoneParams, ctx.params);
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.clearCart.execute(phone)) };
  });

  router.post('/api/cart/merge', async (ctx) => {
    const { anonymousCartItems, targetPhone } = decodeOrThrow(MergeCartsBody, ctx.request.body);
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.mergeCarts.execute(targetPhone, anonymousCartItems)) };
  });

  return router;
}
