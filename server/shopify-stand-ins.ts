import { ProviderUnavailableError } from '../application/errors';
import type { ShopifyConnectionStore } from '../application/shopify/shopify-connection.port';

const notConnected = () => new ProviderUnavailableError('SHOPIFY_NOT_CONNECTED', 'SHOPIFY_NOT_CONNECTED');

/**
 * The stored Shopify connection of a server without SHOPIFY_TOKEN_KEY outside the sandbox (server/modules/
 * shopify-wiring.ts): nothing can be stored encrypted, so the shop is "not connected" and connecting answers 503
 * SHOPIFY_NOT_CONNECTED.
 */
export const noShopifyConnectionStore: ShopifyConnectionStore = {
  get: async () => null,
  save: async () => { throw notConnected(); },
  clear: async () => undefined,
};
