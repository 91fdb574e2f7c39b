import { Router } from '@koa/router';
import type { Context } from 'koa';
import { readFormFields } from '../../http/form-body';
import { shopUrlCheck } from '../ecpay/request-checks';
import { categoryEntry, itemBaseInfo, itemListEntry, modelList, orderDetail } from './api-views';
import { authErrorPage, authPage, authPagePolicy, cancelledPage } from './auth-page';
import { ITEM_STATUSES, SANDBOX_CATEGORIES, type ItemStatus } from './catalogue';
import { registerControlRoutes } from './control-routes';
import { gallerySvg, IMAGE_NAME, swatchSvg } from './images';
import { isRecord, MALFORMED, parseId, queryAll, queryOne, readJson } from './request-input';
import { ERRORS, errorBody, requestId, type ShopeeError } from './shopee-errors';
import type { SandboxOrder } from './orders';
import { SANDBOX_SHOPS, ShopeeSandbox } from './shopee-sandbox';
import type { ShopeeSandboxOptions } from './shopee-sandbox-options';
import { publicBaseString, shopBaseString, signMatches } from './signing';

/**
 * The Shopee simulator over HTTP: the API calls, the authorisation page, the pictures and the control
 * routes. What it checks and serves is listed in shopee-sandbox.ts's header.
 *
 * Mounted by server/sandbox-mounts.ts ONLY when PROVIDERS=sandbox (which production refuses at start-up,
 * server/production-refusals.ts): the control routes under /control need no credentials, so they must never
 * exist anywhere else.
 */

/** Timestamps more than this far from now (either way) are refused, as Shopee does. */
const TIMESTAMP_WINDOW_S = 5 * 60;
const MAX_ITEM_IDS = 50;
const MAX_ORDER_SNS = 50;
const MAX_PAGE_SIZE = 100;

type Answer = Record<string, unknown>;
interface Caller { partnerId: number; shopId: number }
/** A handler's result: the answer's fields (merged with error/message/request_id), or an error. */
type Result = { ok: Answer } | { fail: ShopeeError };
const ok = (answer: Answer): Result => ({ ok: answer });
const fail = (error: ShopeeError): Result => ({ fail: error });

export interface ShopeeSandboxMount {
  sandbox: ShopeeSandbox;
  router: Router;
}

export function shopeeSandboxRouter(options: ShopeeSandboxOptions): ShopeeSandboxMount {
  const sandbox = new ShopeeSandbox(options);
  return { sandbox, router: routerFor(sandbox) };
}

export function routerFor(sandbox: ShopeeSandbox): Router {
  const { options } = sandbox;
  const base = new URL(options.publicBaseUrl);
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const prefix = base.pathname.replace(/\/+$/, '');
  const router = new Router(prefix === '' ? {} : { prefix });
  const isShopUrl = shopUrlCheck(options.shopBaseUrl);
  const policy = authPagePolicy([base.origin, new URL(options.shopBaseUrl).origin]);

  // ---- the API ------------------------------------------------------------------------------------------

  const send = (ctx: Context, result: Result, status = 200) => {
    ctx.status = status;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = 'fail' in result
      ? errorBody(result.fail)
      : { error: '', message: '', request_id: requestId(), ...result.ok };
  };

  /** partner_id, timestamp and sign of every call; undefined when they pass. */
  const commonProblem = (ctx: Context): ShopeeError | undefined => {
    const partner = queryOne(ctx, 'partner_id');
    if (partner === undefined || partner === '') return ERRORS.noPartnerId;
    if (parseId(partner) !== sandbox.partnerId) return ERRORS.invalidPartnerId;
    const timestamp = queryOne(ctx, 'timestamp');
    if (timestamp === undefined || timestamp === '') return ERRORS.noTimestamp;
    if (!/^\d{1,16}$/.test(timestamp)) return ERRORS.invalidTimestamp;
    if (Math.abs(sandbox.nowSeconds() - Number(timestamp)) > TIMESTAMP_WINDOW_S) return ERRORS.expiredTimestamp;
    const sign = queryOne(ctx, 'sign');
    if (sign === undefined || sign === '') return ERRORS.noSign;
    return undefined;
  };

  /** Rate limit (forced failures first), after the caller is authenticated: nobody can spend a shop's budget unsigned. */
  const limited = (ctx: Context, caller: Caller): boolean => {
    sandbox.counters.apiCalls += 1;
    if (sandbox.takeForcedFailure() || !sandbox.limiter.take(`${caller.partnerId}:${caller.shopId}`, sandbox.clock.now().getTime())) {
      sandbox.counters.rateLimited += 1;
      send(ctx, fail(ERRORS.rateLimit), sandbox.rateLimitStatus);
      return true;
    }
    return false;
  };

  /** A public call (POST, JSON body, base string partner_id + path + timestamp). */
  const publicCall = (apiPath: string, handler: (body: Record<string, unknown>, caller: Caller) => Result) => {
    router.post(apiPath, async (ctx) => {
      const problem = commonProblem(ctx);
      if (problem) return send(ctx, fail(problem));
      if (!signMatches(sandbox.partnerKey, publicBaseString(queryOne(ctx, 'partner_id')!, apiPath, queryOne(ctx, 'timestamp')!), queryOne(ctx, 'sign')!)) {
        return send(ctx, fail(ERRORS.wrongSign));
      }
      const body = await readJson(ctx);
      if (body === MALFORMED || !isRecord(body)) return send(ctx, fail(ERRORS.param('the body must be a JSON object')));
      // The body names the partner again; it must be the one that signed.
      if (parseId(body.partner_id) !== sandbox.partnerId) return send(ctx, fail(ERRORS.invalidPartnerId));
      const shopId = parseId(body.shop_id);
      if (shopId === undefined || shopId === 0) return send(ctx, fail(ERRORS.invalidShopId));
      const caller = { partnerId: sandbox.partnerId, shopId };
      if (limited(ctx, caller)) return;
      send(ctx, handler(body, caller));
    });
  };

  /** A shop call (GET, base string partner_id + path + timestamp + access_token + shop_id). */
  const shopCall = (apiPath: string, handler: (ctx: Context, caller: Caller) => Result) => {
    router.get(apiPath, (ctx) => {
      const problem = commonProblem(ctx);
      if (problem) return send(ctx, fail(problem));
      const accessToken = queryOne(ctx, 'access_token');
      if (accessToken === undefined || accessToken === '') return send(ctx, fail(ERRORS.noAccessToken));
      const shopParam = queryOne(ctx, 'shop_id') ?? '';
      const base = shopBaseString(queryOne(ctx, 'partner_id')!, apiPath, queryOne(ctx, 'timestamp')!, accessToken, shopParam);
      if (!signMatches(sandbox.partnerKey, base, queryOne(ctx, 'sign')!)) return send(ctx, fail(ERRORS.wrongSign));
      const shopId = parseId(shopParam);
      if (shopId === undefined || !sandbox.tokens.accessTokenValid(accessToken, sandbox.partnerId, shopId, sandbox.nowSeconds())) {
        return send(ctx, fail(ERRORS.invalidAccessToken));
      }
      const caller = { partnerId: sandbox.partnerId, shopId };
      if (limited(ctx, caller)) return;
      send(ctx, handler(ctx, caller));
    });
  };

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
    return ok({ response: { order_list: found.map((order) => orderDetail(order, optional)) } });
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

  // ---- the seller's authorisation page -------------------------------------------------------------------

  const htmlAnswer = (ctx: Context, body: string, status = 200) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', policy);
    ctx.body = body;
  };

  /** The checks of the link and of the page's form: undefined, or the page's error text. */
  const authProblem = (fields: Record<string, string | undefined>): string | undefined => {
    if (parseId(fields.partner_id) !== sandbox.partnerId) return 'partner_id 無效（Invalid partner_id.）';
    if (fields.auth_type !== undefined && fields.auth_type !== 'seller') return '模擬器僅支援 auth_type=seller';
    if (fields.response_type !== undefined && fields.response_type !== 'code') return 'response_type 須為 code';
    const redirect = fields.redirect_uri ?? '';
    if (redirect === '') return '缺少 redirect_uri';
    if (!isShopUrl(redirect)) {
      return `The domain of redirect_uri is not consistent with the Redirect URL Domain declared in console（模擬器只導回 ${options.shopBaseUrl}）`;
    }
    return undefined;
  };

  router.get('/auth', (ctx) => {
    const fields = { partner_id: queryOne(ctx, 'partner_id'), auth_type: queryOne(ctx, 'auth_type') ?? '', response_type: queryOne(ctx, 'response_type') ?? '', redirect_uri: queryOne(ctx, 'redirect_uri') };
    const problem = authProblem(fields);
    if (problem) return htmlAnswer(ctx, authErrorPage(problem), 400);
    htmlAnswer(ctx, authPage(publicBase, { partnerId: String(sandbox.partnerId), redirectUri: fields.redirect_uri!, state: queryOne(ctx, 'state') }, SANDBOX_SHOPS, `partner ${sandbox.partnerId}`));
  });

  router.post('/auth/approve', async (ctx) => {
    const fields = await readFormFields(ctx);
    const problem = authProblem(fields);
    if (problem) return htmlAnswer(ctx, authErrorPage(problem), 400);
    const shopId = parseId(fields.shop_id);
    if (shopId === undefined || !sandbox.shop(shopId)) return htmlAnswer(ctx, authErrorPage('請選擇要授權的商店'), 400);
    const target = new URL(fields.redirect_uri);
    target.searchParams.set('code', sandbox.issueCode(shopId));
    target.searchParams.set('shop_id', String(shopId));
    if (fields.state !== undefined) target.searchParams.set('state', fields.state);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(target.toString());
  });

  router.post('/auth/cancel', async (ctx) => {
    const fields = await readFormFields(ctx);
    const problem = authProblem(fields);
    if (problem) return htmlAnswer(ctx, authErrorPage(problem), 400);
    htmlAnswer(ctx, cancelledPage(fields.redirect_uri));
  });

  // ---- pictures ------------------------------------------------------------------------------------------

  router.get('/images/:file', (ctx) => {
    const match = /^(.+)\.svg$/.exec(ctx.params.file);
    const name = match ? IMAGE_NAME.exec(match[1]) : null;
    const item = name ? sandbox.item(Number(name[1])) : undefined;
    const index = name ? Number(name[3]) : 0;
    let body: string | undefined;
    if (item && name) {
      if (name[2] === 'o') {
        const tier = item.tiers[0];
        if (tier?.optionImages && index < tier.options.length) body = swatchSvg(tier.options[index]);
      } else if (index >= 1 && index <= item.imageCount) {
        body = gallerySvg(item, index);
      }
    }
    if (body === undefined) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not Found';
      return;
    }
    ctx.type = 'image/svg+xml';
    // An SVG opened directly is a document: nothing in it may run or load.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = body;
  });

  registerControlRoutes(router, sandbox);

  // Anything else under /api/v2: Shopee's not-found answer (404, never the shop's pages).
  router.all('/api/v2/*rest', (ctx) => send(ctx, fail(ERRORS.apiNotFound), 404));

  return router;
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
