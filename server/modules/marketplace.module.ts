import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { GetMarketplaceProduct } from '../../application/marketplace/get-marketplace-product';
import { ListMarketplaceCategories } from '../../application/marketplace/list-marketplace-categories';
import { ListMarketplaceProducts } from '../../application/marketplace/list-marketplace-products';
import {
  MARKETPLACE_CATALOGUE_INVALIDATION, type MarketplaceCatalogueInvalidation,
} from '../../application/marketplace/marketplace-catalogue-invalidation.port';
import {
  MARKETPLACE_CATALOGUE, MARKETPLACE_CATALOGUE_WRITER, type MarketplaceCatalogue, type MarketplaceCatalogueWriter,
} from '../../application/marketplace/marketplace-catalogue.port';
import { SearchMarketplaceProducts } from '../../application/marketplace/search-marketplace-products';
import { MarketplaceReadModel } from '../http/read-models/marketplace-read-model';
import { marketplaceCatalogueRoutes } from '../http/routes/marketplace-catalogue-routes';
import { marketplaceSyncRoutes } from '../http/routes/marketplace-sync-routes';
import { shopeeAuthRoutes } from '../http/routes/shopee-auth-routes';
import type { ContextModule, ModuleOptions } from './context-module';
import { bindMarketplaceSync } from './marketplace-sync.module';

/**
 * The catalogue part of the marketplace: both catalogue ports (one adapter: the storefront reads, the sync job
 * writes) and the four read use cases. The sync job and the Shopee connection bind theirs beside it
 * (marketplace-sync.module.ts), in marketplaceContext below.
 */
export function bindMarketplaceCatalogue(
  { bind }: Pick<ContainerModuleLoadOptions, 'bind'>, { config, adapters }: Pick<ModuleOptions, 'config' | 'adapters'>,
): void {
  bind<MarketplaceCatalogue>(MARKETPLACE_CATALOGUE).toConstantValue(adapters.marketplaceCatalogue);
  bind<MarketplaceCatalogueWriter>(MARKETPLACE_CATALOGUE_WRITER).toConstantValue(adapters.marketplaceCatalogue);
  for (const useCase of [ListMarketplaceCategories, ListMarketplaceProducts, SearchMarketplaceProducts, GetMarketplaceProduct]) bind(useCase).toSelf();
  // One read model per process: the writers (sync job, checkout) invalidate the instance the routes read.
  bind(MarketplaceReadModel).toConstantValue(new MarketplaceReadModel(config.marketplaceCacheTtlMs));
  bind<MarketplaceCatalogueInvalidation>(MARKETPLACE_CATALOGUE_INVALIDATION).toService(MarketplaceReadModel);
}

/** Marketplace (issue 11): the synced Shopee catalogue, the sync job and the Shopee connection. */
export const marketplaceContext: ContextModule = {
  name: 'marketplace',
  bindings: (options) => new ContainerModule((load) => {
    bindMarketplaceCatalogue(load, options);
    bindMarketplaceSync(load, options);
  }),
  routes: [marketplaceCatalogueRoutes, shopeeAuthRoutes, marketplaceSyncRoutes],
};
