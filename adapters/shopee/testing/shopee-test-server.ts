import { createHmac } from 'node:crypto';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Clock } from '../../../application/shared/clock.port';
import type { ShopeeApiSettings } from '../shopee-settings';

/**
 * msw handlers that stand for Shopee in the adapter's tests: each one checks the request as Shopee does
 * (research/platforms.md A3: partner_id, a timestamp equal to the test clock's, and the sign, recomputed here
 * with node:crypto rather than with the adapter's signer, so a signer bug cannot agree with itself) and answers
 * Shopee's envelope. A request that fails a check is answered like Shopee (error_sign "Wrong sign." ...) and
 * recorded, so the test sees it.
 */
export const TEST_SHOPEE: ShopeeApiSettings = Object.freeze({
  partnerId: 2001887,
  partnerKey: 'test-partner-key',
  // A path prefix like the simulator's: the sign still covers /api/v2/... only.
  apiBaseUrl: 'https://partner.shopee.test/sandbox/shopee',
  authUrl: 'https://open.shopee.test/auth',
});

export interface ShopeeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  /** Shop calls: the token and shop the request was signed with. */
  accessToken: string | null;
  shopId: number | null;
  timestamp: number;
}

export type Responder = (call: ShopeeCall) => Response | Promise<Response>;

let requestCounter = 0;
const requestId = () => `test-${(requestCounter += 1).toString(16).padStart(8, '0')}`;

/** A successful product/order answer: the payload under `response`. */
export const shopeeOk = (response: JsonBodyType) => HttpResponse.json({ error: '', message: '', warning: '', request_id: requestId(), response });
/** A successful token or shop-info answer: fields at the top level. */
export const shopeeTopLevel = (fields: Record<string, JsonBodyType>) => HttpResponse.json({ error: '', message: '', request_id: requestId(), ...fields });
/** Shopee's error body (HTTP 200 unless told: its status for errors is not documented). */
export const shopeeError = (error: string, message: string, status = 200) => HttpResponse.json({ error, message, request_id: requestId() }, { status });

export function shopeeHandler(method: 'GET' | 'POST', path: string, clock: Clock, calls: ShopeeCall[], respond: Responder) {
  const route = method === 'GET' ? http.get : http.post;
  return route(`${TEST_SHOPEE.apiBaseUrl}${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const query = url.searchParams;
    const timestamp = Number(query.get('timestamp'));
    const accessToken = query.get('access_token');
    const shopId = query.get('shop_id') === null ? null : Number(query.get('shop_id'));
    const body = method === 'POST' ? (await request.json()) as Record<string, unknown> : null;
    const call: ShopeeCall = { method, path, query, body, accessToken, shopId, timestamp };
    calls.push(call);
    if (query.get('partner_id') !== String(TEST_SHOPEE.partnerId)) return shopeeError('error_param', 'Invalid partner_id.');
    if (timestamp !== Math.floor(clock.now().getTime() / 1000)) return shopeeError('error_param', 'Timestamp is expired.');
    const base = `${TEST_SHOPEE.partnerId}${path}${timestamp}${accessToken !== null ? `${accessToken}${shopId}` : ''}`;
    const expected = createHmac('sha256', TEST_SHOPEE.partnerKey).update(base).digest('hex');
    if (query.get('sign') !== expected) return shopeeError('error_sign', 'Wrong sign.');
    return respond(call);
  });
}

export { inTurn } from '../../testing/in-turn';
