import * as t from 'io-ts';
import { messageRef } from '../../domain/messages';
import { described, ErrorBody, nullable, Success, type Endpoints } from './shared';

/**
 * The Shopify connection, stock sync and webhooks (issue 12). Staff connect the shop with an Admin API token, or a
 * client id + secret (the client-credentials grant); nothing secret ever comes back. The webhook route reads its
 * body raw (the HMAC is over the bytes), so its body is not a codec here.
 */

export const SHOP_URL_MAX = 255;
export const CREDENTIAL_MAX = 512;

/** Text of at most `max` characters, or absent; anything else fails with the catalogue entry `code`. */
function optionalText(max: number, code: 'SHOPIFY_DOMAIN_INVALID' | 'SHOPIFY_CREDENTIAL_INVALID') {
  const ok = (input: unknown): input is string => typeof input === 'string' && input.length <= max;
  return described(new t.Type<string | undefined, string | undefined, unknown>(
    code,
    (input): input is string | undefined => input === undefined || ok(input),
    (input, context) => (input === undefined || input === null ? t.success(undefined)
      : ok(input) ? t.success(input) : t.failure(input, context, messageRef(code, { max }))),
    t.identity,
  ), { type: 'string', maxLength: max });
}

/** POST /api/shopify/credentials (staff). shopUrl: 'outlet-demo', 'outlet-demo.myshopify.com', 'https://outlet-demo.myshopify.com/'. */
export const ShopifyCredentialsBody = t.type({
  shopUrl: optionalText(SHOP_URL_MAX, 'SHOPIFY_DOMAIN_INVALID'),
  accessToken: optionalText(CREDENTIAL_MAX, 'SHOPIFY_CREDENTIAL_INVALID'),
  clientId: optionalText(CREDENTIAL_MAX, 'SHOPIFY_CREDENTIAL_INVALID'),
  clientSecret: optionalText(CREDENTIAL_MAX, 'SHOPIFY_CREDENTIAL_INVALID'),
});

/** GET /api/shopify/auth/check: public, the boolean only. */
export const ShopifyAuthCheck = t.type({ authenticated: t.boolean, shopifyAuthenticated: t.boolean }, 'ShopifyAuthCheck');

/** The staff view of the connection: never the token or the client secret. */
export const ShopifyConnectionStatus = t.type({
  success: t.literal(true),
  connected: t.boolean,
  shopDomain: nullable(t.string),
  shopName: nullable(t.string),
  mode: nullable(t.keyof({ token: null, client_credentials: null })),
  /** ISO times. */
  tokenExpiresAt: nullable(t.string),
  connectedAt: nullable(t.string),
  status: nullable(t.keyof({ connected: null, reauthorize: null })),
}, 'ShopifyConnectionStatus');

export const ShopifySyncRunView = t.type({
  id: t.number,
  status: t.keyof({ running: null, done: null, failed: null }),
  /** Variants handled, and the estimate of all. */
  done: t.number,
  total: t.number,
  created: t.number,
  updated: t.number,
  conflicts: t.number,
  itemFailures: t.number,
  errors: t.array(t.string),
  startedAt: t.string,
  finishedAt: nullable(t.string),
}, 'ShopifySyncRunView');

/** A variant whose Shopify quantity is below the units held or sold here: the stock was kept at `totalQuantity`. */
export const ShopifyStockConflictView = t.type({
  variantId: t.string,
  outletItemId: t.number,
  shopifyQuantity: t.number,
  committed: t.number,
  totalQuantity: t.number,
  detectedBy: t.keyof({ sync: null, webhook: null }),
  detectedAt: t.string,
}, 'ShopifyStockConflictView');

export const ShopifySyncStatus = t.type({
  success: t.literal(true),
  connection: ShopifyConnectionStatus,
  running: nullable(ShopifySyncRunView),
  last: nullable(ShopifySyncRunView),
  /** Minutes between scheduled syncs; 0 when the schedule is off. */
  scheduleMinutes: t.number,
  nextRunAt: nullable(t.string),
  /** Outlet items that came from Shopify. */
  itemCount: t.number,
  conflicts: t.array(ShopifyStockConflictView),
  conflictCount: t.number,
  /**
   * PROVIDERS=sandbox only (issue 28): the simulator's shop and its public demo token, which the connect form offers;
   * null for a live shop.
   */
  demo: nullable(t.type({ shopUrl: t.string, accessToken: t.string }, 'ShopifyDemoCredentials')),
}, 'ShopifySyncStatus');

/** POST /api/shopify/webhooks: what was done (Shopify only reads the status). */
export const ShopifyWebhookAnswer = t.type({ success: t.literal(true), outcome: t.keyof({ applied: null, duplicate: null, ignored: null }) }, 'ShopifyWebhookAnswer');

export const shopifyEndpoints = {
  shopifyAuthCheck: { method: 'GET', path: '/api/shopify/auth/check', summary: 'Whether the shop is connected to Shopify (public)', responses: { 200: ShopifyAuthCheck } },
  saveShopifyCredentials: {
    method: 'POST', path: '/api/shopify/credentials', summary: 'Connect the Shopify shop: checked with Shopify, stored encrypted, never echoed', auth: 'staff',
    body: ShopifyCredentialsBody, responses: { 200: ShopifyConnectionStatus, 400: ErrorBody },
  },
  removeShopifyCredentials: { method: 'DELETE', path: '/api/shopify/credentials', summary: 'Disconnect the Shopify shop', auth: 'staff', responses: { 200: Success } },
  shopifyConnection: { method: 'GET', path: '/api/admin/shopify/connection', summary: 'The Shopify connection as staff see it', auth: 'staff', responses: { 200: ShopifyConnectionStatus } },
  shopifySyncStatus: { method: 'GET', path: '/api/admin/shopify/sync', summary: 'The stock sync: connection, progress, last result, conflicts', auth: 'staff', responses: { 200: ShopifySyncStatus } },
  shopifySyncStart: {
    method: 'POST', path: '/api/admin/shopify/sync', summary: 'Start the stock sync now', auth: 'staff', responses: { 202: ShopifySyncStatus, 409: ErrorBody },
  },
  shopifyWebhook: {
    method: 'POST', path: '/api/shopify/webhooks', summary: 'Shopify webhooks (orders/create, inventory_levels/update), verified by HMAC on the raw body',
    responses: { 200: ShopifyWebhookAnswer, 401: ErrorBody },
  },
} as const satisfies Endpoints;
