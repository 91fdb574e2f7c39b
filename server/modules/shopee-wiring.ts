import type { ContainerModuleLoadOptions } from 'inversify';
import { KnexShopeeConnectionStore } from '../../adapters/persistence/marketplace/knex-shopee-connection-store';
import { createTokenCipher } from '../../adapters/security/token-cipher';
import { createShopeeAdapters } from '../../adapters/shopee/shopee-adapters';
import { MARKETPLACE_SOURCE, type MarketplaceSource } from '../../application/marketplace/marketplace-source.port';
import { SHOPEE_AUTHORIZATION, type ShopeeAuthorization } from '../../application/marketplace/shopee-authorization.port';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnectionStore } from '../../application/marketplace/shopee-connection.port';
import { noShopeeConnectionStore, notConnectedMarketplaceSource, unavailableShopeeAuthorization } from '../marketplace-stand-ins';
import type { Infrastructure } from './infrastructure';

type ShopeeAdapters = ReturnType<typeof createShopeeAdapters>;
/** The source and the authorisation share one HTTP client and one token keeper (so the in-process refresh is shared too). */
const SHOPEE_ADAPTERS = Symbol('ShopeeAdapters');

/**
 * The Shopee ports: the adapter (adapters/shopee) over the encrypted connection store, or, when Shopee is not
 * configured (PROVIDERS=ecpay without SHOPEE_* credentials), the stand-ins of a shop that is not connected. The
 * adapter takes the store from the container, so a test that puts a fake store in place is the one it reads.
 */
export function bindShopeeAdapters({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>, { knex, clock, providers }: Infrastructure): void {
  const shopee = providers.shopee;
  if (!shopee) {
    bind<MarketplaceSource>(MARKETPLACE_SOURCE).toConstantValue(notConnectedMarketplaceSource);
    bind<ShopeeAuthorization>(SHOPEE_AUTHORIZATION).toConstantValue(unavailableShopeeAuthorization);
    bind<ShopeeConnectionStore>(SHOPEE_CONNECTION_STORE).toConstantValue(noShopeeConnectionStore);
    return;
  }
  bind<ShopeeConnectionStore>(SHOPEE_CONNECTION_STORE).toConstantValue(new KnexShopeeConnectionStore(knex, createTokenCipher(shopee.tokenKey), clock));
  bind<ShopeeAdapters>(SHOPEE_ADAPTERS).toDynamicValue((context) => createShopeeAdapters(
    shopee.api, context.get<ShopeeConnectionStore>(SHOPEE_CONNECTION_STORE), clock,
    { log: providers.shopeeLog, http: { maxCallsPerSecond: providers.shopeeCallsPerSecond } },
  ));
  bind<MarketplaceSource>(MARKETPLACE_SOURCE).toDynamicValue((context) => context.get<ShopeeAdapters>(SHOPEE_ADAPTERS).marketplaceSource);
  bind<ShopeeAuthorization>(SHOPEE_AUTHORIZATION).toDynamicValue((context) => context.get<ShopeeAdapters>(SHOPEE_ADAPTERS).authorization);
}
