import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { GetStoreSelection } from '../../../application/logistics/get-store-selection';
import { OpenStoreMap } from '../../../application/logistics/open-store-map';
import { ReceiveStoreSelection } from '../../../application/logistics/receive-store-selection';
import { GetOrderShipment } from '../../../application/shipping/get-order-shipment';
import { ReceiveShipmentStatusNotice } from '../../../application/shipping/receive-shipment-status-notice';
import { STATUS_NOTIFY_PATH } from '../../../application/shipping/shipment-callback-urls.port';
import { STORE_SELECTION_INVALID_REDIRECT } from '../../../application/logistics/store-map-request';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { APP_CONFIG, LOGGER } from '../../tokens';
import { decodeOrThrow } from '../codecs/decode';
import { readFormFields } from '../form-body';
import { OrderPickupStoreResponse, StoreMapBody, StoreMapRefParams, StoreMapResponse, StoreSelectionResponse } from '../../../application/contracts/logistics';
import { OrderIdParams } from '../../../application/contracts/checkout';
import { NO_STORE, replyToProvider, respond, seeOther } from '../respond';
import { optionalCustomer } from '../auth';
import { orderReaderOf } from '../order-reader';

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
  // The public origin browsers reach this server at (PUBLIC_BASE_URL), read per request: it may only be known once
  // the server listens. The map's reply comes back to `${origin}${MAP_REPLY_PATH}`.
  const config = container.get<AppConfig>(APP_CONFIG);
  const openStoreMap = container.get(OpenStoreMap);
  const receiveStoreSelection = container.get(ReceiveStoreSelection);
  const getStoreSelection = container.get(GetStoreSelection);
  const getOrderShipment = container.get(GetOrderShipment);
  const receiveStatusNotice = container.get(ReceiveShipmentStatusNotice);
  const logger = container.get<Logger>(LOGGER);
  const router = new Router();

  router.post('/api/ecpay/logistics/map', async (ctx) => {
    const body = decodeOrThrow(StoreMapBody, ctx.request.body ?? {});
    const form = await openStoreMap.execute({
      mapRef: body.merchantTradeNo,
      subType: body.logisticsSubType,
      device: body.device,
      returnUrl: body.returnUrl,
      replyUrl: `${config.publicBaseUrl.replace(/\/+$/, '')}${MAP_REPLY_PATH}`,
    });
    respond(ctx, StoreMapResponse, { success: true, mapUrl: form.mapUrl, formData: form.formData }, NO_STORE);
  });

  // The shopper's browser, form-POSTed here by the map (a cross-site top-level POST): always a 303 to a page
  // of the storefront, never JSON, so that the browser lands somewhere a person can read.
  router.post(MAP_REPLY_PATH, async (ctx) => {
    const fields = await readFormFields(ctx, MAX_REPLY_FORM_BYTES);
    const receipt = await receiveStoreSelection.execute(fields);
    if (receipt.accepted) return seeOther(ctx, `${receipt.returnUrl}?storeSelected=true&mapRef=${encodeURIComponent(receipt.mapRef)}`);
    logger.info('store selection refused', { reason: receipt.reason, merchantTradeNo: fields.MerchantTradeNo ?? null });
    seeOther(ctx, STORE_SELECTION_INVALID_REDIRECT);
  });

  router.get('/api/ecpay/logistics/selection/:mapRef', async (ctx) => {
    const { mapRef } = decodeOrThrow(StoreMapRefParams, ctx.params);
    respond(ctx, StoreSelectionResponse, { success: true, ...(await getStoreSelection.execute(mapRef)) }, NO_STORE);
  });

  // ?platform=web (spec 2, section 7) is accepted and has no effect. The pickup store and the shipment (issue 12).
  // The whole view for the order's token or own customer; a stranger's is redacted and limited (issue 22).
  router.get('/api/ecpay/logistics/order/:orderId', optionalCustomer(container), async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    respond(ctx, OrderPickupStoreResponse, await getOrderShipment.execute(orderId, orderReaderOf(ctx)), NO_STORE);
  });

  // ECPay's logistics status notice (ServerReplyURL, server to server): the use case verifies, records and says the reply.
  router.post(STATUS_NOTIFY_PATH, async (ctx) => {
    replyToProvider(ctx, await receiveStatusNotice.execute(await readFormFields(ctx, MAX_STATUS_FORM_BYTES)));
  });

  return router;
}
