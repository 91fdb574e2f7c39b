import type { MarketplaceCatalogueWriter } from '../application/marketplace/marketplace-catalogue.port';
import type { MarketplaceSource } from '../application/marketplace/marketplace-source.port';
import type { ShopeeAuthorization } from '../application/marketplace/shopee-authorization.port';
import type { ShopeeConnectionStore } from '../application/marketplace/shopee-connection.port';
import { ProviderUnavailableError } from '../application/errors';

/**
 * Stand-ins for the marketplace adapters built on other branches of issue 11, so that this branch's server
 * starts and its sync routes answer: the Shopee adapter (adapters/shopee: MarketplaceSource,
 * ShopeeAuthorization; adapters/persistence/marketplace/knex-shopee-connection-store.ts) and the knex catalogue
 * (adapters/persistence/marketplace/knex-marketplace-catalogue.ts). They behave like a shop that was never
 * connected. The integration replaces each one in knexAdapters() (server/container.ts) and deletes this file.
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

export const emptyMarketplaceCatalogueWriter: MarketplaceCatalogueWriter = {
  upsertProducts: async () => { throw unavailable(); },
  removeProducts: async () => 0,
  removeUnseen: async () => 0,
  replaceCategories: async () => { throw unavailable(); },
  categoryNames: async () => new Map(),
  latestUpdateTime: async () => null,
  countProducts: async () => 0,
};
