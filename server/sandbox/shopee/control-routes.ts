import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { ITEM_STATUSES, MAX_CATALOGUE_SIZE, type ItemStatus } from './catalogue';
import { LOGISTICS_STATUSES, ORDER_STATUSES, type OrderChange } from './orders';
import { controlAnswer as answer, controlBadRequest as bad, controlBody as body } from '../control-requests';
import { parseId } from './request-input';
import { DEMO_SHOP, SANDBOX_SHOPS, type ItemChange, type ShopeeSandbox } from './shopee-sandbox';

/**
 * The simulator's test switches over HTTP (the same as ShopeeSandbox's methods), for the demo, the bench
 * and end-to-end tests that run the server in another process:
 *
 *   GET  /control/state                        partner, shops, catalogue size, pending failures, rate, API calls received
 *                                              and answered error_rate_limit, order numbers
 *   POST /control/fail-next        {count}     the next N API calls answer error_rate_limit
 *   POST /control/expire-tokens    {}          every access token expires now (refresh tokens still work)
 *   POST /control/rate-limit       {per_second}
 *   POST /control/catalogue        {size}      the demo shop's catalogue size (0..50,000)
 *   POST /control/codes            {shop_id?}  an authorisation code without the page -> {code, shop_id}
 *   POST /control/items/:id        {price?, stock?, model_id?}   bumps update_time
 *   POST /control/items/:id/status {item_status}                 bumps update_time
 *   POST /control/items/:id/unlist, /control/items/:id/delete {}  UNLIST / SELLER_DELETE
 *   POST /control/orders/:order_sn {order_status?, tracking_number?, logistics_status?}   moves a past order (issue 22):
 *                                              get_order_detail, get_tracking_number and get_tracking_info answer it
 *
 * No credentials: these routes exist only where the router is mounted, which is PROVIDERS=sandbox alone
 * (never production; server/sandbox-mounts.ts). Every POST must be application/json, so a page on another site cannot
 * flip a switch with a plain form post (a JSON post from another origin needs a CORS preflight nobody answers).
 * Bad input: 400; unknown item: 404; answers are JSON.
 */
export function registerControlRoutes(router: Router, sandbox: ShopeeSandbox): void {
  const notFound = (ctx: Context) => answer(ctx, 404, { error: 'not_found', message: 'No such item in the sandbox catalogue' });
  const count = (value: unknown, max: number): number | undefined => {
    const n = parseId(value);
    return n !== undefined && n <= max ? n : undefined;
  };

  router.get('/control/state', (ctx) => answer(ctx, 200, {
    partner_id: sandbox.partnerId,
    shops: SANDBOX_SHOPS.map((s) => ({ shop_id: s.shopId, shop_name: s.name, items: sandbox.items(s.shopId).length })),
    catalogue_size: sandbox.items().length,
    pending_failures: sandbox.pendingFailures,
    rate_limit_per_second: sandbox.limiter.rate,
    api_calls: sandbox.counters.apiCalls,
    rate_limited: sandbox.counters.rateLimited,
    order_sn_list: sandbox.orders.map((o) => o.orderSn),
  }));

  router.post('/control/fail-next', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const n = count(fields.count, 1_000_000);
    if (n === undefined) return bad(ctx, 'count must be an integer 0..1000000');
    sandbox.failNextCalls(n);
    answer(ctx, 200, { pending_failures: sandbox.pendingFailures });
  });

  router.post('/control/expire-tokens', async (ctx) => {
    if (!(await body(ctx))) return;
    answer(ctx, 200, { expired: sandbox.expireAccessTokens() });
  });

  router.post('/control/rate-limit', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const n = count(fields.per_second, 1_000_000);
    if (n === undefined) return bad(ctx, 'per_second must be an integer 0..1000000 (0: no limit)');
    sandbox.setRateLimit(n);
    answer(ctx, 200, { rate_limit_per_second: n });
  });

  router.post('/control/catalogue', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const size = count(fields.size, MAX_CATALOGUE_SIZE);
    if (size === undefined) return bad(ctx, `size must be an integer 0..${MAX_CATALOGUE_SIZE}`);
    sandbox.setCatalogueSize(size);
    answer(ctx, 200, { catalogue_size: sandbox.items().length });
  });

  router.post('/control/codes', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const shopId = fields.shop_id === undefined ? DEMO_SHOP.shopId : parseId(fields.shop_id);
    if (shopId === undefined || !sandbox.shop(shopId)) return bad(ctx, `shop_id must be one of ${SANDBOX_SHOPS.map((s) => s.shopId).join(', ')}`);
    answer(ctx, 200, { code: sandbox.issueCode(shopId), shop_id: shopId });
  });

  router.post('/control/items/:itemId', async (ctx) => {
    const itemId = parseId(ctx.params.itemId);
    const fields = await body(ctx);
    if (!fields) return;
    if (itemId === undefined) return notFound(ctx);
    const change: ItemChange = {};
    if (fields.price !== undefined) {
      const price = count(fields.price, 10_000_000);
      if (price === undefined || price === 0) return bad(ctx, 'price must be a whole NT$ amount 1..10000000');
      change.price = price;
    }
    if (fields.stock !== undefined) {
      const stock = count(fields.stock, 1_000_000);
      if (stock === undefined) return bad(ctx, 'stock must be an integer 0..1000000');
      change.stock = stock;
    }
    if (fields.model_id !== undefined) {
      const modelId = parseId(fields.model_id);
      if (modelId === undefined) return bad(ctx, 'model_id must be a model id');
      change.modelId = modelId;
    }
    if (change.price === undefined && change.stock === undefined) return bad(ctx, 'give price and/or stock');
    const item = sandbox.updateItem(itemId, change);
    if (!item) return notFound(ctx);
    answer(ctx, 200, { item_id: item.itemId, update_time: item.updateTime });
  });

  const setStatus = async (ctx: Context, status: ItemStatus | undefined) => {
    const itemId = parseId(ctx.params.itemId);
    const fields = await body(ctx);
    if (!fields) return;
    const wanted = status ?? fields.item_status;
    if (!(ITEM_STATUSES as readonly unknown[]).includes(wanted)) return bad(ctx, `item_status must be one of ${ITEM_STATUSES.join(', ')}`);
    const item = itemId === undefined ? undefined : sandbox.setItemStatus(itemId, wanted as ItemStatus);
    if (!item) return notFound(ctx);
    answer(ctx, 200, { item_id: item.itemId, item_status: item.status, update_time: item.updateTime });
  };
  router.post('/control/orders/:orderSn', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const change: OrderChange = {};
    if (fields.order_status !== undefined) {
      if (!(ORDER_STATUSES as readonly unknown[]).includes(fields.order_status)) return bad(ctx, `order_status must be one of ${ORDER_STATUSES.join(', ')}`);
      change.status = fields.order_status as string;
    }
    if (fields.logistics_status !== undefined) {
      if (!(LOGISTICS_STATUSES as readonly unknown[]).includes(fields.logistics_status)) return bad(ctx, `logistics_status must be one of ${LOGISTICS_STATUSES.join(', ')}`);
      change.logisticsStatus = fields.logistics_status as string;
    }
    if (fields.tracking_number !== undefined) {
      if (typeof fields.tracking_number !== 'string' || !/^[0-9A-Za-z]{0,40}$/.test(fields.tracking_number)) return bad(ctx, 'tracking_number must be 0-40 letters or digits');
      change.trackingNumber = fields.tracking_number;
    }
    if (Object.keys(change).length === 0) return bad(ctx, 'give order_status, tracking_number and/or logistics_status');
    const order = sandbox.updateOrder(String(ctx.params.orderSn), change);
    if (!order) return answer(ctx, 404, { error: 'not_found', message: 'No such order in the sandbox shop' });
    answer(ctx, 200, {
      order_sn: order.orderSn, order_status: order.status, tracking_number: order.trackingNumber, logistics_status: order.logisticsStatus, update_time: order.updateTime,
    });
  });

  router.post('/control/items/:itemId/status', (ctx) => setStatus(ctx, undefined));
  router.post('/control/items/:itemId/unlist', (ctx) => setStatus(ctx, 'UNLIST'));
  router.post('/control/items/:itemId/delete', (ctx) => setStatus(ctx, 'SELLER_DELETE'));
}
