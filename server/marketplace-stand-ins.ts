import type { MarketplaceSource } from '../application/marketplace/marketplace-source.port';
import type { ShopeeAuthorization } from '../application/marketplace/shopee-authorization.port';
import type { ShopeeConnectionStore } from '../application/marketplace/shopee-connection.port';
import { ProviderUnavailableError } from '../application/errors';

/**
 * The Shopee side of a shop that does not use Shopee: PROVIDERS=ecpay without SHOPEE_PARTNER_ID,
 * SHOPEE_PARTNER_KEY and SHOPEE_TOKEN_KEY (server/shopee-config.ts). The marketplace module (server/modules/
 * shopee-wiring.ts) binds these in place of the Shopee adapter, so the marketplace answers "not connected" instead of failing to start:
 * the synced catalogue (if any) stays readable, connecting and syncing answer 503 SHOPEE_NOT_CONNECTED.
 */
const notConnected = () => new ProviderUnavailableError('SHOPEE_NOT_CONNECTED', 'SHOPEE_NOT_CONNECTED');
const unavailable = () => new ProviderUnavailableError('SHOPEE_UNAVAILABLE', 'SHOPEE_UNAVAILABLE');

export const notConnectedMarketplaceSource: MarketplaceSource = {
  listItems: async () => { throw notConnected(); },
  getProducts: async () => { throw notConnected(); },
  getCategories: async () => { throw notConnected(); },
  getOrder: async () => { throw notConnected(); },
};

export const unavailableShopeeAuthorization: ShopeeAuthorization = {
  authorizationUrl: () => { throw unavailable(); },
  exchangeCode: async () => { throw unavailable(); },
  shopInfo: async () => { throw unavailable(); },
};

export const noShopeeConnectionStore: ShopeeConnectionStore = {
  get: async () => null,
  save: async () => { throw unavailable(); },
  clear: async () => undefined,
  rotate: async () => null,
};
