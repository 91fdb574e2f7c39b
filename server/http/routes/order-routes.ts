import { Router } from '@koa/router';
import { respond } from '../respond';
import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { CanRetry } from '../../../application/orders/can-retry';
import { CheckoutCart } from '../../../application/orders/checkout-cart';
import { GetOrder } from '../../../application/orders/get-order';
import { GetOrderItems } from '../../../application/orders/get-order-items';
import { GetOrderStatus } from '../../../application/orders/get-order-status';
import type { OrderReader } from '../../../application/orders/order-read-access';
import { ReadOrderByPhone } from '../../../application/orders/read-order-by-phone';
import { RestoreFromOrder } from '../../../application/orders/restore-from-order';
import { optionalCustomer } from '../auth';
import { cartAccessOf, signedInCustomerOf, type CartAccess } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import {
  CanRetryResponse, CheckoutBody, CheckoutResponse, OrderIdParams, OrderItems, OrderStatusResponse, OrderView, RestoreFromOrderInput, RestoreResponse,
} from '../../../application/contracts/checkout';
import { OrderDisclosure, ProveOrderBody } from '../../../application/contracts/order-disclosure';
import { say } from '../language';

export interface OrderRouteDeps {
  checkoutCart: CheckoutCart;
  getOrder: GetOrder;
  getOrderItems: GetOrderItems;
  getOrderStatus: GetOrderStatus;
  canRetry: CanRetry;
  readOrderByPhone: ReadOrderByPhone;
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
 * Who reads an order by its number (issue 22; application/orders/order-read-access.ts): the order's token, the
 * signed-in customer (after optionalCustomer), and the client IP that a read without proof is counted against.
 */
export function orderReaderOf(ctx: Context): OrderReader {
  return { accessToken: accessTokenOf(ctx), customerId: signedInCustomerOf(ctx)?.id ?? null, clientIp: ctx.ip };
}

/**
 * Checkout and the order reads of spec 2, section 7. The ECPay payment calls (prepare-payment, the
 * provider's notifications) belong to the payments capability and are mounted by their own router.
 * Every answer is Cache-Control: no-store (orders change with payment; the full order is personal).
 */
export function orderRoutes(container: Container): Router {
  const deps: OrderRouteDeps = {
    checkoutCart: container.get(CheckoutCart),
    getOrder: container.get(GetOrder),
    getOrderItems: container.get(GetOrderItems),
    getOrderStatus: container.get(GetOrderStatus),
    canRetry: container.get(CanRetry),
    readOrderByPhone: container.get(ReadOrderByPhone),
    restoreFromOrder: container.get(RestoreFromOrder),
    optionalCustomer: optionalCustomer(container),
    cartAccess: cartAccessOf(container),
  };
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  // Signed in: the account's name and phone and the account's cart, and the order is the customer's (the body's
  // name and phone are ignored). A guest checks out this browser's cart of the phone (X-Cart-Key); without a
  // key, the phone is an empty cart like on any other cart call (cart-access.ts).
  router.post('/api/cart/checkout', deps.optionalCustomer, async (ctx) => {
    const body = decodeOrThrow(CheckoutBody, ctx.request.body);
    const customer = signedInCustomerOf(ctx);
    const caller = !customer && body.phone.trim() !== '' ? await deps.cartAccess(ctx, body.phone.trim()) : undefined;
    const result = await deps.checkoutCart.execute({
      cartVisible: customer ? true : caller?.cart != null,
      keyHash: caller?.cart?.keyHash,
      name: body.name, phone: body.phone, deliveryMethod: body.deliveryMethod, paymentMethod: body.paymentMethod, store: body.storeData,
      customer: customer ? { id: customer.id, name: customer.name, phone: customer.phone } : null,
    });
    noStore(ctx);
    ctx.status = 201;
    respond(ctx, CheckoutResponse, { success: true, message: say(ctx, 'CHECKOUT_COMPLETED'), ...result });
  });

  router.get('/api/cart/can-retry/:orderId', deps.optionalCustomer, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    noStore(ctx);
    const answer = await deps.canRetry.execute(orderId, orderReaderOf(ctx));
    // The reason is rendered here, in the request's language, from its code (decision 10).
    respond(ctx, CanRetryResponse, answer.code === null ? answer : { ...answer, reason: say(ctx, answer.code) });
  });

  router.post('/api/cart/restore-from-order/:orderId', deps.optionalCustomer, async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const { orderId, phone } = decodeOrThrow(RestoreFromOrderInput, { orderId: ctx.params.orderId, phone: typeof body === 'object' ? body.phone : undefined });
    const caller = await deps.cartAccess(ctx, phone);
    const restored = await deps.restoreFromOrder.execute({
      orderId, phone, keyHash: caller.cart?.keyHash, clientIp: caller.clientIp, accessToken: accessTokenOf(ctx), mayUseCart: caller.cart !== null, cap: caller.cap,
    });
    noStore(ctx);
    // The counts' sentence is rendered here, in the request's language (decision 10).
    const message = say(ctx, 'ORDER_ITEMS_RESTORED', { n: restored.restoredCount })
      + (restored.skippedCount > 0 ? say(ctx, 'ORDER_ITEMS_SOLD_OUT', { m: restored.skippedCount }) : '');
    respond(ctx, RestoreResponse, { success: true, ...restored, message });
  });

  // Whole for the buyer's token and for the order's own customer; anyone else reads the stranger's view,
  // limited per client IP (application/orders/order-redaction.ts, order-read-access.ts).
  router.get('/api/ecpay/:orderId', deps.optionalCustomer, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const order = await deps.getOrder.execute(orderId, orderReaderOf(ctx));
    noStore(ctx);
    respond(ctx, OrderView, order);
  });

  router.get('/api/ecpay/:orderId/items', deps.optionalCustomer, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    noStore(ctx);
    respond(ctx, OrderItems, await deps.getOrderItems.execute(orderId, orderReaderOf(ctx)));
  });

  // The buyer without the token (another browser): the order's phone proves it, under the proof limits.
  router.post('/api/ecpay/:orderId/proof', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const { phone } = decodeOrThrow(ProveOrderBody, ctx.request.body ?? {});
    const disclosure = await deps.readOrderByPhone.execute({ orderId, phone, clientIp: ctx.ip });
    noStore(ctx);
    respond(ctx, OrderDisclosure, disclosure);
  });

  router.get('/api/orders/:orderId', deps.optionalCustomer, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    noStore(ctx);
    respond(ctx, OrderStatusResponse, await deps.getOrderStatus.execute(orderId, orderReaderOf(ctx)));
  });

  return router;
}
