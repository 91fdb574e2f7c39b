import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { CanRetry } from '../../../application/orders/can-retry';
import type { CheckoutCart } from '../../../application/orders/checkout-cart';
import type { GetOrder } from '../../../application/orders/get-order';
import type { GetOrderItems } from '../../../application/orders/get-order-items';
import type { GetOrderStatus } from '../../../application/orders/get-order-status';
import type { RestoreFromOrder } from '../../../application/orders/restore-from-order';
import { signedInCustomerOf, type CartAccess } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import { CheckoutBody, OrderIdParams, RestoreFromOrderInput } from '../codecs/order-params';
import { say } from '../language';

export interface OrderRouteDeps {
  checkoutCart: CheckoutCart;
  getOrder: GetOrder;
  getOrderItems: GetOrderItems;
  getOrderStatus: GetOrderStatus;
  canRetry: CanRetry;
  restoreFromOrder: RestoreFromOrder;
  /** server/http/auth.ts optionalCustomer: the token's customer (if any) in ctx.state. */
  optionalCustomer: Middleware;
  /** Who calls on which phone: a stranger on a member's phone sees an empty cart (server/http/cart-access.ts). */
  cartAccess: CartAccess;
}

/** The header (or ?token=) carrying the buyer's access token of an order (docs/decisions.md, decision 5). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

export function accessTokenOf(ctx: Context): string | undefined {
  const header = ctx.get(ORDER_TOKEN_HEADER);
  if (header !== '') return header;
  const query = ctx.query.token;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/**
 * Checkout and the order reads of spec 2, section 7. The ECPay payment calls (prepare-payment, the
 * provider's notifications) belong to the payments capability and are mounted by their own router.
 * Every answer is Cache-Control: no-store (orders change with payment; the full order is personal).
 */
export function orderRoutes(deps: OrderRouteDeps): Router {
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  // Signed in: the account's name and phone, and the order is the customer's (the body's name and phone are
  // ignored). A guest checking out a member's phone sees it as an empty cart, like any other call on that cart.
  router.post('/api/cart/checkout', deps.optionalCustomer, async (ctx) => {
    const body = decodeOrThrow(CheckoutBody, ctx.request.body);
    const customer = signedInCustomerOf(ctx);
    const caller = !customer && body.phone.trim() !== '' ? await deps.cartAccess(ctx, body.phone.trim()) : undefined;
    const result = await deps.checkoutCart.execute({
      cartVisible: caller?.kind !== 'stranger',
      name: body.name, phone: body.phone, deliveryMethod: body.deliveryMethod, paymentMethod: body.paymentMethod, store: body.storeData,
      customer: customer ? { id: customer.id, name: customer.name, phone: customer.phone } : null,
    });
    noStore(ctx);
    ctx.status = 201;
    ctx.body = { success: true, message: say(ctx, 'CHECKOUT_COMPLETED'), ...result };
  });

  router.get('/api/cart/can-retry/:orderId', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    noStore(ctx);
    ctx.body = await deps.canRetry.execute(orderId);
  });

  router.post('/api/cart/restore-from-order/:orderId', deps.optionalCustomer, async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const { orderId, phone } = decodeOrThrow(RestoreFromOrderInput, { orderId: ctx.params.orderId, phone: typeof body === 'object' ? body.phone : undefined });
    const caller = await deps.cartAccess(ctx, phone);
    const restored = await deps.restoreFromOrder.execute({
      orderId, phone, clientIp: caller.clientIp, accessToken: accessTokenOf(ctx), mayUseCart: caller.kind !== 'stranger', cap: caller.cap,
    });
    noStore(ctx);
    ctx.body = { success: true, ...restored };
  });

  // Unmasked for the buyer token, and for the order's own customer (a customer token; items and the pickup
  // store carry nothing personal and are never masked).
  router.get('/api/ecpay/:orderId', deps.optionalCustomer, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const order = await deps.getOrder.execute(orderId, accessTokenOf(ctx), signedInCustomerOf(ctx)?.id ?? null);
    noStore(ctx);
    ctx.body = order;
  });

  router.get('/api/ecpay/:orderId/items', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    noStore(ctx);
    ctx.body = await deps.getOrderItems.execute(orderId);
  });

  router.get('/api/orders/:orderId', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    noStore(ctx);
    ctx.body = await deps.getOrderStatus.execute(orderId);
  });

  return router;
}
