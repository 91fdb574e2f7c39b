import { Router } from '@koa/router';
import type * as t from 'io-ts';
import type { Container } from 'inversify';
import { CanRetry } from '../../../application/orders/can-retry';
import { CheckoutCart } from '../../../application/orders/checkout-cart';
import { GetOrder } from '../../../application/orders/get-order';
import { GetOrderItems } from '../../../application/orders/get-order-items';
import { GetOrderStatus } from '../../../application/orders/get-order-status';
import type { OrderReader } from '../../../application/orders/order-read-access';
import { ReadOrderByPhone } from '../../../application/orders/read-order-by-phone';
import { RestoreFromOrder } from '../../../application/orders/restore-from-order';
import { SendOrderLink } from '../../../application/orders/send-order-link';
import { GetInvoiceChoice } from '../../../application/invoicing/get-invoice-choice';
import { toInvoiceInput } from '../../../domain/invoicing/invoice-input';
import { customerOf, optionalCustomer, requireCustomer } from '../auth';
import { cartAccessOf, signedInCustomerOf } from '../cart-access';
import { decodeOrThrow } from '../codecs/decode';
import {
  CanRetryResponse, CheckoutBody, CheckoutResponse, OrderIdParams, OrderItems, OrderStatusResponse, OrderView, RestoreFromOrderInput, RestoreResponse,
} from '../../../application/contracts/checkout';
import { InvoiceChoiceResponse } from '../../../application/contracts/invoicing';
import { OrderDisclosure, ProveOrderBody, SendOrderLinkBody } from '../../../application/contracts/order-disclosure';
import { MessageResponse } from '../../../application/contracts/shared';
import { say } from '../language';
import { accessTokenOf, orderReaderOf } from '../order-reader';
import { NO_STORE, respond } from '../respond';

/**
 * Checkout and the order reads of spec 2, section 7. The ECPay payment calls (prepare-payment, the
 * provider's notifications) belong to the payments capability and are mounted by their own router.
 * Every answer is Cache-Control: no-store (orders change with payment; the full order is personal).
 */
export function orderRoutes(container: Container): Router {
  const checkoutCart = container.get(CheckoutCart);
  const getOrder = container.get(GetOrder);
  const getOrderItems = container.get(GetOrderItems);
  const getOrderStatus = container.get(GetOrderStatus);
  const canRetry = container.get(CanRetry);
  const readOrderByPhone = container.get(ReadOrderByPhone);
  const restoreFromOrder = container.get(RestoreFromOrder);
  const sendOrderLink = container.get(SendOrderLink);
  const getInvoiceChoice = container.get(GetInvoiceChoice);
  // The token's customer (if any) in ctx.state; who calls on which phone (a stranger on a member's phone sees an empty cart).
  const signedIn = optionalCustomer(container);
  const cartAccess = cartAccessOf(container);
  const router = new Router();

  // Signed in: the account's name and phone and the account's cart, and the order is the customer's (the body's
  // name and phone are ignored). A guest checks out this browser's cart of the phone (X-Cart-Key); without a
  // key, the phone is an empty cart like on any other cart call (cart-access.ts).
  router.post('/api/cart/checkout', signedIn, async (ctx) => {
    const body = decodeOrThrow(CheckoutBody, ctx.request.body);
    const customer = signedInCustomerOf(ctx);
    const caller = !customer && body.phone.trim() !== '' ? await cartAccess(ctx, body.phone.trim()) : undefined;
    const result = await checkoutCart.execute({
      cartVisible: customer ? true : caller?.cart != null,
      keyHash: caller?.cart?.keyHash,
      name: body.name, phone: body.phone, deliveryMethod: body.deliveryMethod, paymentMethod: body.paymentMethod, store: body.storeData,
      invoice: body.invoice, email: body.email, clientIp: ctx.ip,
      customer: customer ? { id: customer.id, name: customer.name, phone: customer.phone, email: customer.email } : null,
    });
    respond(ctx, CheckoutResponse, { success: true, message: say(ctx, 'CHECKOUT_COMPLETED'), ...result }, { status: 201, cache: 'no-store' });
  });

  // The checkout form's invoice section starts from the member's last choice (issue 30): their own data, members only.
  router.get('/api/customers/invoice-choice', requireCustomer(container), async (ctx) => {
    const { choice, remembered } = await getInvoiceChoice.execute(customerOf(ctx).customer.id);
    respond(ctx, InvoiceChoiceResponse, { choice: toInvoiceInput(choice), remembered }, NO_STORE);
  });

  router.get('/api/cart/can-retry/:orderId', signedIn, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const answer = await canRetry.execute(orderId, orderReaderOf(ctx));
    // The reason is rendered here, in the request's language, from its code (decision 10).
    respond(ctx, CanRetryResponse, answer.code === null ? answer : { ...answer, reason: say(ctx, answer.code) }, NO_STORE);
  });

  router.post('/api/cart/restore-from-order/:orderId', signedIn, async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const { orderId, phone } = decodeOrThrow(RestoreFromOrderInput, { orderId: ctx.params.orderId, phone: typeof body === 'object' ? body.phone : undefined });
    const caller = await cartAccess(ctx, phone);
    const restored = await restoreFromOrder.execute({
      orderId, phone, keyHash: caller.cart?.keyHash, clientIp: caller.clientIp, accessToken: accessTokenOf(ctx), mayUseCart: caller.cart !== null, cap: caller.cap,
    });
    // The counts' sentence is rendered here, in the request's language (decision 10).
    const message = say(ctx, 'ORDER_ITEMS_RESTORED', { n: restored.restoredCount })
      + (restored.skippedCount > 0 ? say(ctx, 'ORDER_ITEMS_SOLD_OUT', { m: restored.skippedCount }) : '');
    respond(ctx, RestoreResponse, { success: true, ...restored, message }, NO_STORE);
  });

  // The reads of an order by its number: whole for the buyer's token and for the order's own customer; anyone else
  // reads the stranger's view, limited per client IP (application/orders/order-redaction.ts, order-read-access.ts).
  const orderRead = <C extends t.Mixed>(path: string, codec: C, read: (orderId: string, reader: OrderReader) => Promise<t.TypeOf<C>>) => {
    router.get(path, signedIn, async (ctx) => {
      const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
      respond(ctx, codec, await read(orderId, orderReaderOf(ctx)), NO_STORE);
    });
  };
  orderRead('/api/ecpay/:orderId', OrderView, (orderId, reader) => getOrder.execute(orderId, reader));
  orderRead('/api/ecpay/:orderId/items', OrderItems, (orderId, reader) => getOrderItems.execute(orderId, reader));

  // The buyer without the token (another browser): the order's phone proves it, under the proof limits.
  router.post('/api/ecpay/:orderId/proof', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const { phone } = decodeOrThrow(ProveOrderBody, ctx.request.body ?? {});
    respond(ctx, OrderDisclosure, await readOrderByPhone.execute({ orderId, phone, clientIp: ctx.ip }), NO_STORE);
  });

  // The guest lookup's "send me the link" (issue 30): one sentence whatever happened; only the proof's 429 differs.
  router.post('/api/orders/send-link', async (ctx) => {
    const { orderId, phone } = decodeOrThrow(SendOrderLinkBody, ctx.request.body ?? {});
    await sendOrderLink.execute({ orderId, phone, clientIp: ctx.ip });
    respond(ctx, MessageResponse, { message: say(ctx, 'ORDER_LINK_REQUESTED') }, NO_STORE);
  });

  orderRead('/api/orders/:orderId', OrderStatusResponse, (orderId, reader) => getOrderStatus.execute(orderId, reader));

  return router;
}
