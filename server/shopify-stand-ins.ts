import { ProviderUnavailableError } from '../application/errors';
import type { ShopDomains } from '../application/shopify/shop-domains.port';
import type { ShopifyAdmin, ShopifyWebhookVerifier } from '../application/shopify/shopify-admin.port';
import type { ShopifyConnectionStore } from '../application/shopify/shopify-connection.port';

/**
 * The Shopify side of a shop whose Shopify adapter is not wired (issue 12): the Admin API adapter and its
 * simulator (adapters/shopify, server/sandbox/shopify) are built beside this application side, and the
 * integration puts them in Adapters (server/container.ts) in place of these. Until then, and on a server without a
 * SHOPIFY_TOKEN_KEY outside the sandbox: connecting answers 503 (SHOPIFY_UNAVAILABLE / SHOPIFY_NOT_CONNECTED),
 * every webhook is refused as unverifiable (401), and the shop is "not connected".
 */
const unavailable = () => new ProviderUnavailableError('SHOPIFY_UNAVAILABLE', 'SHOPIFY_UNAVAILABLE');
const notConnected = () => new ProviderUnavailableError('SHOPIFY_NOT_CONNECTED', 'SHOPIFY_NOT_CONNECTED');

export const unavailableShopifyAdmin: ShopifyAdmin = {
  checkShop: async () => { throw unavailable(); },
  listProducts: async () => { throw unavailable(); },
  findOrder: async () => { throw unavailable(); },
};

/** Without the app's secret nothing can be verified: every webhook is refused. */
export const refusingWebhookVerifier: ShopifyWebhookVerifier = { verify: () => false };

export const noShopifyConnectionStore: ShopifyConnectionStore = {
  get: async () => null,
  save: async () => { throw notConnected(); },
  clear: async () => undefined,
};

/**
 * The strict part of the address rule (research/platforms.md B1) until the adapter's normaliser is wired (it adds
 * the configured custom domains): 'name', 'name.myshopify.com', 'https://name.myshopify.com/' are
 * 'name.myshopify.com'; any other scheme, a path, a port, user info, or another host is refused.
 */
export const myshopifyOnlyDomains: ShopDomains = {
  normalize(input) {
    let text = input.trim().toLowerCase();
    if (text.startsWith('https://')) text = text.slice('https://'.length);
    text = text.replace(/\/+$/, '');
    if (/^[a-z0-9][a-z0-9-]{0,59}$/.test(text)) text = `${text}.myshopify.com`;
    return /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/.test(text) ? text : null;
  },
};
