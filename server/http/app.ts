import { Router } from '@koa/router';
import type { Container } from 'inversify';
import Koa from 'koa';
import { AddToCart } from '../../application/cart/add-to-cart';
import { ClearCart } from '../../application/cart/clear-cart';
import { CountCart } from '../../application/cart/count-cart';
import { DebugCart } from '../../application/cart/debug-cart';
import { GetCart } from '../../application/cart/get-cart';
import { MergeCarts } from '../../application/cart/merge-carts';
import { ReleaseOutletItem } from '../../application/cart/release-outlet-item';
import { RemoveCartLine } from '../../application/cart/remove-cart-line';
import { CanRetry } from '../../application/orders/can-retry';
import { CheckoutCart } from '../../application/orders/checkout-cart';
import { GetOrder } from '../../application/orders/get-order';
import { GetOrderItems } from '../../application/orders/get-order-items';
import { GetOrderStatus } from '../../application/orders/get-order-status';
import { ConfirmOrder } from '../../application/orders/confirm-order';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/payments/payment-gateway.port';
import { PreparePayment } from '../../application/payments/prepare-payment';
import { CountPaymentPreparation } from '../../application/payments/count-payment-preparation';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from '../../application/payments/provider-message-rejections.port';
import { ReadPaymentResult } from '../../application/payments/read-payment-result';
import { RecordPaymentResult } from '../../application/payments/record-payment-result';
import { RestoreFromOrder } from '../../application/orders/restore-from-order';
import { GetOutletItem } from '../../application/outlet/get-outlet-item';
import { ListOutletVariants } from '../../application/outlet/list-outlet-variants';
import type { AppConfig } from '../config';
import type { DatabaseProbe } from '../database-probe';
import type { Logger } from '../logger';
import { DATABASE_PROBE, LOGGER } from '../tokens';
import { optionalCustomer } from './auth';
import { cartAccessOf } from './cart-access';
import { API_NOT_FOUND, errorBody, METHOD_NOT_ALLOWED } from './error-body';
import { requestLanguage } from './language';
import { errorMapping } from './error-mapping';
import { jsonBody } from './json-body';
import { OutletListReadModel } from './read-models/outlet-list-read-model';
import { requestId } from './request-id';
import { securityHeaders } from './security-headers';
import { refuseUnknownMethods } from './unknown-methods';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { cartRoutes } from './routes/cart-routes';
import { customerAuthRoutes } from './routes/customer-auth-routes';
import { customerOrderRoutes } from './routes/customer-order-routes';
import { passwordResetRoutesOf } from './routes/password-reset-routes';
import { healthRoutes } from './routes/health-routes';
import { logisticsRoutesOf } from './routes/logistics-routes';
import { orderRoutes } from './routes/order-routes';
import { paymentAttentionRoutes } from './routes/payment-attention-routes';
import { paymentRoutes } from './routes/payment-routes';
import { outletRoutes } from './routes/outlet-routes';
import { reservationRoutes } from './routes/reservation-routes';
import { staffAuthRoutes } from './routes/staff-auth-routes';
import { isApiPath, serveAssets, servePublic, spaFallback } from './static-files';

/**
 * The Koa application: middleware order is the contract.
 * 1. request id, 2. security headers (on every answer, errors included), 3. error mapping (everything below
 * may throw), 4. 405 for methods the shop never serves, 5. JSON bodies, 6. /api routes (with 404 and 405
 * answered as JSON), 7. static files (assets, then the Vite build), 8. the SPA fallback.
 * API routes come before the static middleware so the hot API paths never touch the file system.
 * `mounts` (the provider simulators of PROVIDERS=sandbox) come right before the API routes; they read their
 * own form bodies.
 */
export function createApp(container: Container, config: AppConfig, mounts: readonly Router[] = []): Koa {
  const app = new Koa();
  // Our errors are logged by errorMapping with a request id; Koa's default handler would log them twice.
  app.silent = true;

  const api = new Router();
  api.use(healthRoutes(container.get<DatabaseProbe>(DATABASE_PROBE)).routes());
  api.use(customerAuthRoutes(container).routes());
  api.use(passwordResetRoutesOf(container).routes());
  api.use(staffAuthRoutes(container).routes());
  api.use(paymentAttentionRoutes(container).routes());
  api.use(customerOrderRoutes(container).routes());
  // A member's phone names a member's cart: every cart path checks it once (server/http/cart-access.ts).
  const cartAuth = { optionalCustomer: optionalCustomer(container), cartAccess: cartAccessOf(container) };
  api.use(outletRoutes({
    listReadModel: container.get(OutletListReadModel),
    getItem: container.get(GetOutletItem),
    listVariants: container.get(ListOutletVariants),
  }).routes());
  api.use(reservationRoutes(container.get(ReleaseOutletItem), cartAuth).routes());
  api.use(cartRoutes({
    getCart: container.get(GetCart),
    addToCart: container.get(AddToCart),
    removeLine: container.get(RemoveCartLine),
    clearCart: container.get(ClearCart),
    mergeCarts: container.get(MergeCarts),
    countCart: container.get(CountCart),
    // Not registered at all unless enabled, so a production server answers it exactly like an unknown path.
    debugCart: config.cartDebug ? container.get(DebugCart) : undefined,
    ...cartAuth,
  }).routes());
  api.use(logisticsRoutesOf(container).routes()); // the store map (/api/ecpay/logistics/...), before the order routes
  // Before the order routes: their /api/ecpay/:orderId must not see the payment paths first.
  api.use(paymentRoutes({
    preparePayment: container.get(PreparePayment),
    confirmOrder: container.get(ConfirmOrder),
    countPaymentPreparation: container.get(CountPaymentPreparation),
    gateway: container.get<PaymentGateway>(PAYMENT_GATEWAY),
    recordPaymentResult: container.get(RecordPaymentResult),
    readPaymentResult: container.get(ReadPaymentResult),
    rejections: container.get<ProviderMessageRejections>(PROVIDER_MESSAGE_REJECTIONS),
    logger: container.get<Logger>(LOGGER),
  }).routes());
  api.use(orderRoutes({
    checkoutCart: container.get(CheckoutCart),
    getOrder: container.get(GetOrder),
    getOrderItems: container.get(GetOrderItems),
    getOrderStatus: container.get(GetOrderStatus),
    canRetry: container.get(CanRetry),
    restoreFromOrder: container.get(RestoreFromOrder),
    ...cartAuth,
  }).routes());

  // TRUST_PROXY: only then are X-Forwarded-For/-Proto believed (ctx.ip for the rate limits, ctx.secure for HSTS).
  app.proxy = config.trustProxy;
  app.use(requestId());
  const ecpay = container.get(EcpayGateway).config;
  app.use(securityHeaders({ formTargets: [ecpay.aioBaseUrl, ecpay.logisticsBaseUrl] }));
  app.use(errorMapping(container.get<Logger>(LOGGER)));
  app.use(refuseUnknownMethods());
  app.use(jsonBody());
  app.use(apiFallbacks());
  for (const mount of mounts) app.use(mount.routes()).use(mount.allowedMethods());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(serveAssets(config.assetsDir));
  app.use(servePublic(config.publicDir));
  app.use(spaFallback(config.publicDir));
  return app;
}

/** An /api/* request that no route answered gets the API's JSON error shape, never the SPA's HTML. */
function apiFallbacks(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (!isApiPath(ctx.path) || ctx.body != null) return;
    // Koa turns an implicit 404 into 200 when a body is set, so the status is set again explicitly.
    const status = ctx.status;
    if (status === 404) ctx.body = errorBody(API_NOT_FOUND, requestLanguage(ctx));
    else if (status === 405) ctx.body = errorBody(METHOD_NOT_ALLOWED, requestLanguage(ctx));
    ctx.status = status;
  };
}
