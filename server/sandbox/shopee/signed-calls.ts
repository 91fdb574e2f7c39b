import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { isRecord, MALFORMED, parseId, queryOne, readJson } from './request-input';
import { ERRORS, errorBody, requestId, type ShopeeError } from './shopee-errors';
import type { ShopeeSandbox } from './shopee-sandbox';
import { publicBaseString, shopBaseString, signMatches } from './signing';

/** Timestamps more than this far from now (either way) are refused, as Shopee does. */
const TIMESTAMP_WINDOW_S = 5 * 60;

export type Answer = Record<string, unknown>;
export interface Caller { partnerId: number; shopId: number }
/** A handler's result: the answer's fields (merged with error/message/request_id), or an error. */
export type Result = { ok: Answer } | { fail: ShopeeError };
export const ok = (answer: Answer): Result => ({ ok: answer });
export const fail = (error: ShopeeError): Result => ({ fail: error });

/**
 * How the simulator takes a signed API call, as Shopee does: partner_id, timestamp and sign first, then the
 * public call's body or the shop call's access token, then the rate limit (after authentication: nobody can
 * spend a shop's budget unsigned), then the handler; every answer in Shopee's envelope.
 */
export function signedCalls(router: Router, sandbox: ShopeeSandbox) {
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

  return { send, publicCall, shopCall };
}
