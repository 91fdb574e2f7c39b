import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { KnexMarketplaceCatalogue } from '../../adapters/persistence/marketplace/knex-marketplace-catalogue';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { MARKETPLACE_ORDERS } from '../../application/customers/marketplace-orders.port';
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
import { JOB_LEASES } from '../../application/shared/job-leases.port';
import { CLOCK } from '../../application/shared/clock.port';
import { EVENT_LOG } from '../../application/shared/event-log.port';
import { JOB_SCHEDULES } from '../../application/shared/job-schedules.port';
import { CheckShopifyAuth } from '../../application/shopify/check-shopify-auth';
import { MarketplaceReadModel } from '../http/read-models/marketplace-read-model';
import { marketplaceCatalogueRoutes } from '../http/routes/marketplace-catalogue-routes';
import { marketplaceSyncRoutes } from '../http/routes/marketplace-sync-routes';
import { shopeeAuthRoutes } from '../http/routes/shopee-auth-routes';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';
import type { Infrastructure } from './infrastructure';
import { bindMarketplaceSync, marketplaceSyncJob } from './marketplace-sync.module';

/**
 * The catalogue part of the marketplace: both catalogue ports (one adapter: the storefront reads, the sync job
 * writes) and the four read use cases. The sync job and the Shopee connection bind theirs beside it
 * (marketplace-sync.module.ts), in marketplaceContext below.
 */
export function bindMarketplaceCatalogue({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>, { config, knex }: Pick<Infrastructure, 'config' | 'knex'>): void {
  const catalogue = new KnexMarketplaceCatalogue(knex);
  bind<MarketplaceCatalogue>(MARKETPLACE_CATALOGUE).toConstantValue(catalogue);
  bind<MarketplaceCatalogueWriter>(MARKETPLACE_CATALOGUE_WRITER).toConstantValue(catalogue);
  for (const useCase of [ListMarketplaceCategories, ListMarketplaceProducts, SearchMarketplaceProducts, GetMarketplaceProduct]) bind(useCase).toSelf();
  // One read model per process: the writers (sync job, checkout) invalidate the instance the routes read.
  bind(MarketplaceReadModel).toConstantValue(new MarketplaceReadModel(config.marketplaceCacheTtlMs));
  bind<MarketplaceCatalogueInvalidation>(MARKETPLACE_CATALOGUE_INVALIDATION).toService(MarketplaceReadModel);
}

/**
 * Marketplace (issue 11): the synced Shopee catalogue, the sync job and the Shopee connection. The public connection
 * flag also answers Shopify's (CheckShopifyAuth): "not connected" when the Shopify context is not listed.
 */
export const marketplaceContext: ContextModule = {
  name: 'marketplace',
  bindings: (infrastructure) => new ContainerModule((load) => {
    bindMarketplaceCatalogue(load, infrastructure);
    bindMarketplaceSync(load, infrastructure);
  }),
  routes: [marketplaceCatalogueRoutes, shopeeAuthRoutes, marketplaceSyncRoutes],
  jobs: [marketplaceSyncJob],
  needs: [APP_CONFIG, LOGGER, CLOCK, EVENT_LOG, JOB_LEASES, JOB_SCHEDULES, RecordStaffAction, GetCurrentCustomer, GetCurrentStaff],
  optionalNeeds: [{ token: CheckShopifyAuth, fallback: (): Pick<CheckShopifyAuth, 'execute'> => ({ execute: async () => false }) }],
  provides: [MARKETPLACE_ORDERS, MARKETPLACE_CATALOGUE_INVALIDATION],
};
