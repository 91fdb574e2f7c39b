import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { CanRetry } from '../../../application/orders/can-retry';
import type { CheckoutCart } from '../../../application/orders/checkout-cart';
import type { GetOrder } from '../../../application/orders/get-order';
import type { GetOrderItems } from '../../../application/orders/get-order-items';
import type { GetOrderStatus } from '../../../application/orders/get-order-status';
import type { RestoreFromOrder } from '../../../application/orders/restore-from-order';
import { MESSAGES } from '../../../domain/validation/messages';
import { decodeOrThrow } from '../codecs/decode';
import { CheckoutBody, OrderIdParams, RestoreFromOrderInput } from '../codecs/order-params';

export interface OrderRouteDeps {
  checkoutCart: CheckoutCart;
  getOrder: GetOrder;
  getOrderItems: GetOrderItems;
  getOrderStatus: GetOrderStatus;
  canRetry: CanRetry;
  restoreFromOrder: RestoreFromOrder;
}

/** The header (or ?token=) carrying the buyer's access token of an order (docs/decisions.md, decision 5). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

function accessTokenOf(ctx: Context): string | undefined {
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

  router.post('/api/cart/checkout', async (ctx) => {
    const body = decodeOrThrow(CheckoutBody, ctx.request.body);
    const result = await deps.checkoutCart.execute({
      name: body.name, phone: body.phone, deliveryMethod: body.deliveryMethod, paymentMethod: body.paymentMethod, store: body.storeData,
    });
    noStore(ctx);
    ctx.status = 201;
    ctx.body = { success: true, message: MESSAGES.CHECKOUT_COMPLETED, ...result };
  });

  router.get('/api/cart/can-retry/:orderId', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    noStore(ctx);
    ctx.body = await deps.canRetry.execute(orderId);
  });

  router.post('/api/cart/restore-from-order/:orderId', async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const { orderId, phone } = decodeOrThrow(RestoreFromOrderInput, { orderId: ctx.params.orderId, phone: typeof body === 'object' ? body.phone : undefined });
    noStore(ctx);
    ctx.body = { success: true, ...(await deps.restoreFromOrder.execute(orderId, phone)) };
  });

  router.get('/api/ecpay/:orderId', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const order = await deps.getOrder.execute(orderId, accessTokenOf(ctx));
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
