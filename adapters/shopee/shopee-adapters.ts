import type { ShopeeConnectionStore } from '../../application/marketplace/shopee-connection.port';
import type { Clock } from '../../application/shared/clock.port';
import { ShopeeAuthorizationAdapter } from './shopee-authorization';
import { ShopeeHttpClient, type ShopeeHttpOptions, type ShopeeLog } from './shopee-http-client';
import { ShopeeMarketplaceSource } from './shopee-marketplace-source';
import type { ShopeeApiSettings } from './shopee-settings';
import { ShopeeTokenKeeper } from './shopee-token-keeper';

/**
 * The Shopee adapters wired together for the composition root: one HTTP client and one token keeper shared by
 * the source and the authorisation (so the in-process refresh is shared too). `store` is the knex
 * ShopeeConnectionStore built with createTokenCipher(effectiveShopeeConfig(...).tokenKey).
 */
export function createShopeeAdapters(settings: ShopeeApiSettings, store: ShopeeConnectionStore, clock: Clock, options: { log?: ShopeeLog; http?: Partial<ShopeeHttpOptions> } = {}) {
  const http = new ShopeeHttpClient(settings, { clock, log: options.log, ...options.http });
  const keeper = new ShopeeTokenKeeper(store, http, settings, clock, options.log);
  return {
    marketplaceSource: new ShopeeMarketplaceSource(http, keeper),
    authorization: new ShopeeAuthorizationAdapter(settings, http),
    tokenKeeper: keeper,
  };
}
