import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { categoryEntry, itemBaseInfo, itemListEntry, modelList, orderDetail } from './api-views';
import { ITEM_STATUSES, SANDBOX_CATEGORIES, type ItemStatus } from './catalogue';
import type { SandboxOrder } from './orders';
import { parseId, queryAll, queryOne } from './request-input';
import { ERRORS, type ShopeeError } from './shopee-errors';
import { SANDBOX_SHOPS, type ShopeeSandbox } from './shopee-sandbox';
import { fail, ok, signedCalls, type Caller } from './signed-calls';

const MAX_ITEM_IDS = 50;
const MAX_ORDER_SNS = 50;
const MAX_PAGE_SIZE = 100;

/** The Shopee API calls the shop makes (auth tokens, shop, products, orders, logistics), each as Shopee answers it. */
export function registerApiRoutes(router: Router, sandbox: ShopeeSandbox, publicBase: string): ReturnType<typeof signedCalls>['send'] {
  const { send, publicCall, shopCall } = signedCalls(router, sandbox);

  publicCall('/api/v2/auth/token/get', (body, caller) => {
    if (typeof body.code !== 'string' || body.code === '') return fail(ERRORS.param('code is required'));
    const result = sandbox.tokens.exchangeCode(body.code, caller.partnerId, caller.shopId, sandbox.nowSeconds());
    if ('refused' in result) return fail(result.refused === 'unknown' ? ERRORS.invalidCode : ERRORS.usedCode);
    return ok({ access_token: result.pair.accessToken, refresh_token: result.pair.refreshToken, expire_in: result.pair.expireIn });
  });

  publicCall('/api/v2/auth/access_token/get', (body, caller) => {
    if (typeof body.refresh_token !== 'string' || body.refresh_token === '') return fail(ERRORS.param('refresh_token is required'));
    const result = sandbox.tokens.refreshPair(body.refresh_token, caller.partnerId, caller.shopId, sandbox.nowSeconds());
    if ('refused' in result) return fail(result.refused === 'invalid' ? ERRORS.invalidRefreshToken : ERRORS.refreshTokenExpired);
    return ok({
      partner_id: caller.partnerId, shop_id: caller.shopId,
      access_token: result.pair.accessToken, refresh_token: result.pair.refreshToken, expire_in: result.pair.expireIn,
    });
  });

  shopCall('/api/v2/shop/get_shop_info', (_ctx, caller) => {
    const shop = sandbox.shop(caller.shopId)!;
    const authorization = sandbox.tokens.authorization(caller.partnerId, caller.shopId);
    // Fields at the top level, not under `response` (Shopee's own shape for this call).
    return ok({
      shop_name: shop.name, region: 'TW', status: 'NORMAL', is_cb: false, is_sip: false, is_upgraded_cbsc: false,
      merchant_id: null, shop_fulfillment_flag: 'Others', is_main_shop: false, is_direct_shop: false,
      auth_time: authorization?.authTime ?? 0, expire_time: authorization?.expireTime ?? 0,
    });
  });

  shopCall('/api/v2/product/get_category', (ctx) => {
    const language = queryOne(ctx, 'language') ?? 'en';
    if (language !== 'en' && language !== 'zh-hant') return fail(ERRORS.invalidLanguage);
    return ok({ response: { category_list: SANDBOX_CATEGORIES.map((c) => categoryEntry(c, language)) } });
  });

  shopCall('/api/v2/product/get_item_list', (ctx, caller) => {
    const offset = parseId(queryOne(ctx, 'offset'));
    if (offset === undefined) return fail(ERRORS.param('offset must be a non-negative integer'));
    const pageSize = parseId(queryOne(ctx, 'page_size'));
    if (pageSize === undefined || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return fail(ERRORS.param('page_size should be in [1, 100]'));
    const statuses = queryAll(ctx, 'item_status');
    if (statuses.length === 0) return fail(ERRORS.param('item_status is required'));
    if (!statuses.every((s): s is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(s))) return fail(ERRORS.itemStatus);
    const fromParam = queryOne(ctx, 'update_time_from');
    const toParam = queryOne(ctx, 'update_time_to');
    const from = fromParam === undefined ? undefined : parseId(fromParam);
    const to = toParam === undefined ? undefined : parseId(toParam);
    if ((fromParam !== undefined && from === undefined) || (toParam !== undefined && to === undefined)) return fail(ERRORS.param('update_time_from and update_time_to must be timestamps'));
    if (from !== undefined && to !== undefined && to < from) return fail(ERRORS.updateTimeRange);

    const wanted = new Set<string>(statuses);
    // Newest listing first (item_id descending): an order an update cannot reshuffle while a client pages.
    const matching = sandbox.items(caller.shopId).filter((item) => wanted.has(item.status)
      && (from === undefined || item.updateTime >= from) && (to === undefined || item.updateTime <= to));
    const page = [...matching].reverse().slice(offset, offset + pageSize);
    const hasNextPage = offset + page.length < matching.length;
    return ok({ response: {
      item: page.map(itemListEntry), total_count: matching.length, has_next_page: hasNextPage,
      next_offset: hasNextPage ? offset + page.length : 0,
    } });
  });

  shopCall('/api/v2/product/get_item_base_info', (ctx, caller) => {
    const ids = itemIdList(queryAll(ctx, 'item_id_list'));
    if (ids === undefined) return fail(ERRORS.param('item_id_list must be item ids joined by commas'));
    if (ids.length === 0) return fail(ERRORS.param('item_id_list is required'));
    if (ids.length > MAX_ITEM_IDS) return fail(ERRORS.param(`item_id_list should contain at most ${MAX_ITEM_IDS} ids`));
    // Unknown ids (and other shops' items) are left out, as Shopee does.
    const items = [...new Set(ids)].map((id) => sandbox.item(id, caller.shopId)).filter((item) => item !== undefined);
    return ok({ response: { item_list: items.map((item) => itemBaseInfo(item, publicBase)) } });
  });

  shopCall('/api/v2/product/get_model_list', (ctx, caller) => {
    const itemId = parseId(queryOne(ctx, 'item_id'));
    if (itemId === undefined || itemId === 0) return fail(ERRORS.param('item_id is required'));
    const item = sandbox.item(itemId, caller.shopId);
    if (!item) return fail(ERRORS.itemNotFound);
    return ok({ response: modelList(item, publicBase) });
  });

  shopCall('/api/v2/order/get_order_detail', (ctx, caller) => {
    const sns = (queryOne(ctx, 'order_sn_list') ?? '').split(',').map((sn) => sn.trim()).filter((sn) => sn !== '');
    if (sns.length === 0) return fail(ERRORS.param('order_sn_list is required'));
    if (sns.length > MAX_ORDER_SNS) return fail(ERRORS.param(`order_sn_list should contain at most ${MAX_ORDER_SNS} order_sn`));
    const optional = new Set((queryOne(ctx, 'response_optional_fields') ?? '').split(',').map((f) => f.trim()));
    const shopOrders = caller.shopId === SANDBOX_SHOPS[0].shopId ? sandbox.orders : [];
    const found = [...new Set(sns)].map((sn) => shopOrders.find((o) => o.orderSn === sn)).filter((o) => o !== undefined);
    // Shopee's documented answer when nothing matches (error_example of v2.order.get_order_detail).
    if (found.length === 0) return fail(ERRORS.orderNotFound);
    return ok({ response: { order_list: found.map((order) => orderDetail(order, optional, publicBase)) } });
  });

  /** One demo-shop order by ?order_sn, for the logistics calls; the same not-found answer as get_order_detail. */
  const orderOf = (ctx: Context, caller: Caller): { order: SandboxOrder } | { fail: ShopeeError } => {
    const sn = (queryOne(ctx, 'order_sn') ?? '').trim();
    if (sn === '') return { fail: ERRORS.param('order_sn is required') };
    const order = caller.shopId === SANDBOX_SHOPS[0].shopId ? sandbox.orders.find((o) => o.orderSn === sn) : undefined;
    return order ? { order } : { fail: ERRORS.orderNotFound };
  };

  // v2.logistics.get_tracking_number: { tracking_number } ('' with a hint until the parcel has one).
  shopCall('/api/v2/logistics/get_tracking_number', (ctx, caller) => {
    const found = orderOf(ctx, caller);
    if ('fail' in found) return fail(found.fail);
    const { trackingNumber } = found.order;
    return ok({ response: trackingNumber ? { tracking_number: trackingNumber } : { tracking_number: '', hint: 'The tracking number is not generated yet.' } });
  });

  // v2.logistics.get_tracking_info: { order_sn, package_number, logistics_status, tracking_info[] } (newest event first).
  shopCall('/api/v2/logistics/get_tracking_info', (ctx, caller) => {
    const found = orderOf(ctx, caller);
    if ('fail' in found) return fail(found.fail);
    const { order } = found;
    return ok({ response: { order_sn: order.orderSn, package_number: `OFG${order.orderSn.slice(-9)}`, logistics_status: order.logisticsStatus, tracking_info: order.trackingInfo } });
  });

  return send;
}

/** item_id_list as comma-joined ids, repeated parameters, or the reference's '[1,2]'; undefined when any id is bad. */
function itemIdList(values: readonly string[]): number[] | undefined {
  const ids: number[] = [];
  for (const value of values) {
    const inner = value.trim().replace(/^\[(.*)\]$/, '$1');
    for (const part of inner.split(',')) {
      if (part.trim() === '') continue;
      const id = parseId(part.trim());
      if (id === undefined || id === 0) return undefined;
      ids.push(id);
    }
  }
  return ids;
}
