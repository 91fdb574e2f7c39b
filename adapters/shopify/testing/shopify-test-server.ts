import { graphql, http, HttpResponse, type JsonBodyType } from 'msw';
import type { ShopifyApiSettings } from '../shopify-settings';

/**
 * msw handlers that stand for a Shopify shop in the adapter's tests. graphql.link(...).query(name) matches the
 * operation by name after msw has PARSED the document with the graphql package, so a document with a syntax
 * error fails every test that uses it. Each handler records the call (headers, variables) and answers with
 * Shopify's shapes (research/platforms.md B3, B6).
 */
export const TEST_SHOP = 'outlet-demo.myshopify.com';
export const TEST_TOKEN = 'shpat_0123456789abcdef0123456789abcdef';
export const TEST_SETTINGS: ShopifyApiSettings = Object.freeze({ apiVersion: '2026-10', customDomains: [] });
export const TEST_GRAPHQL_URL = `https://${TEST_SHOP}/admin/api/2026-10/graphql.json`;
export const TEST_TOKEN_URL = `https://${TEST_SHOP}/admin/oauth/access_token`;

export interface ShopifyCall {
  operation: string;
  variables: Record<string, unknown>;
  token: string | null;
  contentType: string | null;
}

export type Responder = (call: ShopifyCall) => Response | Promise<Response>;

/** throttleStatus with Shopify's classic figures (1000-point bucket, 50 points/s). */
export function cost(requested: number, available = 1000 - requested, actual: number | null = requested) {
  return { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: { maximumAvailable: 1000.0, currentlyAvailable: available, restoreRate: 50.0 } };
}

export const ok = (data: JsonBodyType, requested = 10, available?: number) => HttpResponse.json({ data, extensions: { cost: cost(requested, available) } });

/** B6's documented throttled answer. */
export const throttled = (requested = 752, available = 666, status = 200) => HttpResponse.json({
  errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
  extensions: { cost: cost(requested, available, null) },
}, { status });

/** B3's 401. */
export const invalidToken = () => HttpResponse.json(
  { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
  { status: 401, headers: { 'www-authenticate': 'Basic Realm="Shopify API Authentication"' } },
);

export function shopifyQuery(operation: string, calls: ShopifyCall[], respond: Responder, url = TEST_GRAPHQL_URL) {
  return graphql.link(url).query(operation, async ({ request, variables }) => {
    const call: ShopifyCall = { operation, variables, token: request.headers.get('x-shopify-access-token'), contentType: request.headers.get('content-type') };
    calls.push(call);
    return respond(call);
  });
}

export function tokenEndpoint(calls: Array<{ form: URLSearchParams; contentType: string | null }>, respond: (form: URLSearchParams) => Response, url = TEST_TOKEN_URL) {
  return http.post(url, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    calls.push({ form, contentType: request.headers.get('content-type') });
    return respond(form);
  });
}

export { inTurn } from '../../testing/in-turn';

export function variantNode(n: number, fields: Record<string, unknown> = {}) {
  return {
    id: `gid://shopify/ProductVariant/${n}`, title: `M / 黑色`, sku: `SKU-${n}`, price: '1280.00', compareAtPrice: '1980.00',
    inventoryQuantity: 4, inventoryItem: { id: `gid://shopify/InventoryItem/${n}` }, ...fields,
  };
}

export function productNode(n: number, variants: unknown[], fields: Record<string, unknown> = {}, hasMoreVariants = false) {
  return {
    id: `gid://shopify/Product/${n}`, title: `商品 ${n}`, status: 'ACTIVE', updatedAt: '2026-11-20T02:00:00Z', descriptionHtml: '<p>好穿</p>',
    media: { nodes: [{ image: { url: `https://cdn.shopify.com/${n}-1.jpg` } }, {}, { image: { url: `https://cdn.shopify.com/${n}-2.jpg` } }] },
    variants: { pageInfo: { hasNextPage: hasMoreVariants, endCursor: hasMoreVariants ? `v-cursor-${n}` : null }, nodes: variants },
    ...fields,
  };
}
