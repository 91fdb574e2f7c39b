import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { GetStoreSelection } from '../../../application/logistics/get-store-selection';
import { OpenStoreMap } from '../../../application/logistics/open-store-map';
import { ReceiveStoreSelection } from '../../../application/logistics/receive-store-selection';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from '../../../application/payments/provider-message-rejections.port';
import { GetOrderShipment } from '../../../application/shipping/get-order-shipment';
import { isSignedRejection, LOGISTICS_GATEWAY, type LogisticsGateway } from '../../../application/shipping/logistics-gateway.port';
import { RecordShipmentStatus } from '../../../application/shipping/record-shipment-status';
import { STATUS_NOTIFY_PATH } from '../../../application/shipping/shipment-callback-urls.port';
import { STORE_SELECTION_INVALID_REDIRECT } from '../../../application/logistics/store-map-request';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { APP_CONFIG, LOGGER } from '../../tokens';
import { decodeOrThrow } from '../codecs/decode';
import { readFormFields } from '../form-body';
import { OrderPickupStoreResponse, StoreMapBody, StoreMapRefParams, StoreMapResponse, StoreSelectionResponse } from '../../../application/contracts/logistics';
import { OrderIdParams } from '../../../application/contracts/checkout';
import { respond } from '../respond';
import { optionalCustomer } from '../auth';
import { orderReaderOf } from './order-routes';

export interface LogisticsRouteDeps {
  openStoreMap: OpenStoreMap;
  receiveStoreSelection: ReceiveStoreSelection;
  getStoreSelection: GetStoreSelection;
  getOrderShipment: GetOrderShipment;
  logisticsGateway: LogisticsGateway;
  recordShipmentStatus: RecordShipmentStatus;
  rejections: ProviderMessageRejections;
  /**
   * The public origin browsers reach this server at (PUBLIC_BASE_URL), asked per request: it may only be
   * known once the server listens. The map's reply comes back to `${origin}${MAP_REPLY_PATH}`.
   */
  publicBaseUrl: () => string;
  logger: Logger;
}

export const MAP_REPLY_PATH = '/api/ecpay/logistics/map-reply';

/** A status notification is about 18 short fields; anything far larger is not ECPay's. */
const MAX_STATUS_FORM_BYTES = 16 * 1024;

/** The map's reply is a small form (9 short fields); anything far larger is not ECPay's. */
const MAX_REPLY_FORM_BYTES = 16 * 1024;

/**
 * The convenience-store map (spec 2, sections 4 "Store selection flow" and 7). Every path has at least two
 * segments under /api/ecpay/logistics/, so the order routes' GET /api/ecpay/{orderId} never sees them;
 * the router is registered before the order routes anyway. Every answer is Cache-Control: no-store.
 */
export function logisticsRoutes(container: Container): Router {
  // PUBLIC_BASE_URL is read from the bound configuration.
  const config = container.get<AppConfig>(APP_CONFIG);
  const deps: LogisticsRouteDeps = {
    openStoreMap: container.get(OpenStoreMap),
    receiveStoreSelection: container.get(ReceiveStoreSelection),
    getStoreSelection: container.get(GetStoreSelection),
    getOrderShipment: container.get(GetOrderShipment),
    logisticsGateway: container.get<LogisticsGateway>(LOGISTICS_GATEWAY),
    recordShipmentStatus: container.get(RecordShipmentStatus),
    rejections: container.get<ProviderMessageRejections>(PROVIDER_MESSAGE_REJECTIONS),
    publicBaseUrl: () => config.publicBaseUrl,
    logger: container.get<Logger>(LOGGER),
  };
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  router.post('/api/ecpay/logistics/map', async (ctx) => {
    const body = decodeOrThrow(StoreMapBody, ctx.request.body ?? {});
    const form = await deps.openStoreMap.execute({
      mapRef: body.merchantTradeNo,
      subType: body.logisticsSubType,
      device: body.device,
      returnUrl: body.returnUrl,
      replyUrl: `${deps.publicBaseUrl().replace(/\/+$/, '')}${MAP_REPLY_PATH}`,
    });
    noStore(ctx);
    respond(ctx, StoreMapResponse, { success: true, mapUrl: form.mapUrl, formData: form.formData });
  });

  // The shopper's browser, form-POSTed here by the map (a cross-site top-level POST): always a 303 to a page
  // of the storefront, never JSON, so that the browser lands somewhere a person can read.
  router.post(MAP_REPLY_PATH, async (ctx) => {
    const fields = await readFormFields(ctx, MAX_REPLY_FORM_BYTES);
    const receipt = await deps.receiveStoreSelection.execute(fields);
    noStore(ctx);
    if (receipt.accepted) {
      ctx.redirect(`${receipt.returnUrl}?storeSelected=true&mapRef=${encodeURIComponent(receipt.mapRef)}`);
    } else {
      deps.logger.info('store selection refused', { reason: receipt.reason, merchantTradeNo: fields.MerchantTradeNo ?? null });
      ctx.redirect(STORE_SELECTION_INVALID_REDIRECT);
    }
    ctx.status = 303;
  });

  router.get('/api/ecpay/logistics/selection/:mapRef', async (ctx) => {
    const { mapRef } = decodeOrThrow(StoreMapRefParams, ctx.params);
    const selection = await deps.getStoreSelection.execute(mapRef);
    noStore(ctx);
    respond(ctx, StoreSelectionResponse, { success: true, ...selection });
  });

  // ?platform=web (spec 2, section 7) is accepted and has no effect. The pickup store and the shipment (issue 12).
  // The whole view for the order's token or own customer; a stranger's is redacted and limited (issue 22).
  router.get('/api/ecpay/logistics/order/:orderId', optionalCustomer(container), async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const view = await deps.getOrderShipment.execute(orderId, orderReaderOf(ctx));
    noStore(ctx);
    respond(ctx, OrderPickupStoreResponse, view);
  });

  // ECPay's logistics status notification (ServerReplyURL, server to server): verified by the gateway (MD5
  // CheckMacValue, merchant, fields), recorded once, applied forward only. ECPay resends until it reads exactly
  // '1|OK'; anything else ('0|reason') asks for a resend, which is what we want when we could not handle it.
  router.post(STATUS_NOTIFY_PATH, async (ctx) => {
    const fields = await readFormFields(ctx, MAX_STATUS_FORM_BYTES);
    const merchantTradeNo = String(fields.MerchantTradeNo ?? '').slice(0, 40);
    const verification = deps.logisticsGateway.verifyStatusNotification(fields);
    let answer = '1|OK';
    if (!verification.ok) {
      const { rejection } = verification;
      const signed = isSignedRejection(rejection);
      deps.logger.error('ecpay logistics notification rejected', {
        code: rejection.code, reason: rejection.message, merchantTradeNo, rtnCode: String(fields.RtnCode ?? '').slice(0, 10), recorded: signed,
      });
      if (signed) {
        // Signed by ECPay (or with our keys) but another merchant's or with a field that does not fit (RtnCode -1 or
        // 2^31, a date that does not exist, a 400-digit number): nothing is applied, and it is kept for a person like
        // a notice about a number we do not know. The answer says the truth, '0|NOTIFICATION_MALFORMED' (or
        // '0|MERCHANT_ID_MISMATCH'), as the payment notification does, rather than '1|OK': we did not take the
        // status, and '1|OK' would tell ECPay (and whoever reads its back office) that we had. ECPay's resends of
        // it are bounded and each is recorded again, which shows staff that the notice keeps coming.
        await deps.rejections.record({
          provider: 'ecpay', messageKind: 'logistics_status', reason: rejection.code, detail: rejection.message, merchantTradeNo, fields,
        });
        answer = `0|${rejection.code}`;
      } else {
        // Forged, tampered or without a mac: only logged. Writing it would let anyone without the merchant keys fill
        // the database through this public address (provider-message-rejections.port.ts).
        answer = '0|CheckMacValue Error';
      }
    } else {
      const { notification } = verification;
      const outcome = await deps.recordShipmentStatus.execute(notification);
      if (outcome.kind === 'unknown_shipment') {
        // Signed by ECPay but about no shipment of ours: kept for a person, and not acknowledged.
        deps.logger.error('ecpay logistics notification for an unknown shipment', { merchantTradeNo, statusCode: notification.statusCode });
        await deps.rejections.record({
          provider: 'ecpay', messageKind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND',
          detail: 'no shipment has this MerchantTradeNo', merchantTradeNo, fields,
        });
        answer = '0|MerchantTradeNo not found';
      } else {
        deps.logger.info('ecpay logistics notification', {
          merchantTradeNo, statusCode: notification.statusCode, first: outcome.first, shippingStatus: outcome.shipment.shippingStatus,
        });
      }
    }
    noStore(ctx);
    ctx.status = 200;
    ctx.type = 'text/plain';
    ctx.body = answer;
  });

  return router;
}
