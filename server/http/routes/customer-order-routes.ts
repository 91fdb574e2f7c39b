import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { GetLinkedOrder } from '../../../application/customers/get-linked-order';
import { GetStorePreference } from '../../../application/customers/get-store-preference';
import { LinkOrder } from '../../../application/customers/link-order';
import { ListCustomerOrders } from '../../../application/customers/list-customer-orders';
import { SaveStorePreference } from '../../../application/customers/save-store-preference';
import { customerOf, requireCustomer } from '../auth';
import {
  CustomerOrdersPage, CustomerOrdersQuery, LinkedOrderDetails, LinkedOrderParams, LinkOrderBody, StorePreferenceBody, StorePreferenceResponse,
} from '../../../application/contracts/accounts';
import { Success, SuccessMessage } from '../../../application/contracts/shared';
import { decodeOrThrow } from '../codecs/decode';
import { NO_STORE, respond } from '../respond';
import { sayText } from '../language';

/**
 * The signed-in customer's orders, order linking and store preference (docs/accounts-contract.md; spec 1,
 * sections 2 and 7; spec 2, sections 4, 6 and 7). Every route needs a customer token (401 otherwise) and
 * acts on the token's customer only: no customer id is ever read from the request. Answers are no-store.
 *
 *   GET  /api/customers/orders?page&limit       { orders: CustomerOrder[], pagination: { page, limit, total } }
 *   POST /api/customers/link-order              { success, message }
 *   GET  /api/customers/linked-orders/:source/:orderId   { order, checked_at, stale } (issue 22; 404 unless the caller linked it)
 *   GET  /api/customers/store-preference        { success, storeId, storeName, storeAddress, logisticsSubType }
 *   POST /api/customers/store-preference        { success }
 */
export function customerOrderRoutes(container: Container): Router {
  const router = new Router();
  const listOrders = container.get(ListCustomerOrders);
  const linkOrder = container.get(LinkOrder);
  const getLinkedOrder = container.get(GetLinkedOrder);
  const getPreference = container.get(GetStorePreference);
  const savePreference = container.get(SaveStorePreference);
  const authenticated = requireCustomer(container);

  router.get('/api/customers/orders', authenticated, async (ctx) => {
    const { page, limit } = decodeOrThrow(CustomerOrdersQuery, { page: ctx.query.page, limit: ctx.query.limit });
    respond(ctx, CustomerOrdersPage, await listOrders.execute(customerOf(ctx).customer.id, { page, limit }), NO_STORE);
  });

  router.post('/api/customers/link-order', authenticated, async (ctx) => {
    const body = decodeOrThrow(LinkOrderBody, ctx.request.body ?? {});
    const { message } = await linkOrder.execute(customerOf(ctx).customer.id, {
      orderId: body.orderId ?? '', orderSource: body.orderSource, phoneNumber: body.phoneNumber ?? '', name: body.name, clientIp: ctx.ip,
    });
    respond(ctx, SuccessMessage, { success: true, message: sayText(ctx, message) }, NO_STORE);
  });

  router.get('/api/customers/linked-orders/:source/:orderId', authenticated, async (ctx) => {
    const { source, orderId } = decodeOrThrow(LinkedOrderParams, { source: ctx.params.source, orderId: ctx.params.orderId });
    respond(ctx, LinkedOrderDetails, await getLinkedOrder.execute(customerOf(ctx).customer.id, source, orderId), NO_STORE);
  });

  router.get('/api/customers/store-preference', authenticated, async (ctx) => {
    respond(ctx, StorePreferenceResponse, { success: true, ...(await getPreference.execute(customerOf(ctx).customer.id)) }, NO_STORE);
  });

  router.post('/api/customers/store-preference', authenticated, async (ctx) => {
    const body = decodeOrThrow(StorePreferenceBody, ctx.request.body ?? {});
    await savePreference.execute(customerOf(ctx).customer.id, body);
    respond(ctx, Success, { success: true }, NO_STORE);
  });

  return router;
}
