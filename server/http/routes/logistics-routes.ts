import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { GetOrderPickupStore } from '../../../application/logistics/get-order-pickup-store';
import { GetStoreSelection } from '../../../application/logistics/get-store-selection';
import { OpenStoreMap } from '../../../application/logistics/open-store-map';
import { ReceiveStoreSelection } from '../../../application/logistics/receive-store-selection';
import { STORE_SELECTION_INVALID_REDIRECT } from '../../../application/logistics/store-map-request';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { APP_CONFIG, LOGGER } from '../../tokens';
import { decodeOrThrow } from '../codecs/decode';
import { readFormFields } from '../form-body';
import { OrderPickupStoreResponse, StoreMapBody, StoreMapRefParams, StoreMapResponse, StoreSelectionResponse } from '../../../application/contracts/logistics';
import { OrderIdParams } from '../../../application/contracts/checkout';
import { respond } from '../respond';

export interface LogisticsRouteDeps {
  openStoreMap: OpenStoreMap;
  receiveStoreSelection: ReceiveStoreSelection;
  getStoreSelection: GetStoreSelection;
  getOrderPickupStore: GetOrderPickupStore;
  /**
   * The public origin browsers reach this server at (PUBLIC_BASE_URL), asked per request: it may only be
   * known once the server listens. The map's reply comes back to `${origin}${MAP_REPLY_PATH}`.
   */
  publicBaseUrl: () => string;
  logger: Logger;
}

export const MAP_REPLY_PATH = '/api/ecpay/logistics/map-reply';

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
    getOrderPickupStore: container.get(GetOrderPickupStore),
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

  // ?platform=web (spec 2, section 7) is accepted and has no effect.
  router.get('/api/ecpay/logistics/order/:orderId', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const store = await deps.getOrderPickupStore.execute(orderId);
    noStore(ctx);
    respond(ctx, OrderPickupStoreResponse, store);
  });

  return router;
}
