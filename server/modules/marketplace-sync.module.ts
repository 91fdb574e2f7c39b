import type { ContainerModuleLoadOptions } from 'inversify';
import { hmacShopeeAuthState } from '../../adapters/security/shopee-auth-state';
import { CheckShopeeAuth } from '../../application/marketplace/check-shopee-auth';
import { ConnectShopee } from '../../application/marketplace/connect-shopee';
import { DisconnectShopee } from '../../application/marketplace/disconnect-shopee';
import { GetShopeeAuthUrl } from '../../application/marketplace/get-shopee-auth-url';
import { GetShopeeConnection } from '../../application/marketplace/get-shopee-connection';
import { GetSyncStatus } from '../../application/marketplace/get-sync-status';
import { MARKETPLACE_SOURCE, type MarketplaceSource } from '../../application/marketplace/marketplace-source.port';
import {
  SHOPEE_AUTH_STATE, SHOPEE_REDIRECT_URL, SPENT_SHOPEE_AUTH_STATES, shopeeRedirectUrlAt, type ShopeeAuthState, type SpentShopeeAuthStates,
} from '../../application/marketplace/shopee-auth-state.port';
import { SHOPEE_AUTHORIZATION, type ShopeeAuthorization } from '../../application/marketplace/shopee-authorization.port';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnectionStore } from '../../application/marketplace/shopee-connection.port';
import { StartSync } from '../../application/marketplace/start-sync';
import { SyncMarketplaceCatalogue } from '../../application/marketplace/sync-marketplace-catalogue';
import { SYNC_RUN_STORE, type SyncRunStore } from '../../application/marketplace/sync-run-store.port';
import { JOB_LEASES, type JobLeases } from '../../application/shared/job-leases.port';
import { SYNC_SCHEDULE, type SyncSchedule } from '../../application/sync/sync-schedule.port';
import { PeriodicSyncSchedule } from '../jobs/sync-schedule';
import { logCatalogueSyncStep } from '../jobs/sync-step-logs';
import type { ModuleOptions } from './context-module';

/**
 * The marketplace's Shopee connection and product sync (issue 11), bound by the marketplace context
 * (marketplace.module.ts) beside its catalogue. Binds the Shopee ports (source, authorisation, stored
 * connection), the sync job's state, the signed link state, the schedule, and
 * the use cases. server/start.ts starts the schedule (SYNC_SCHEDULE) with the other jobs.
 */
export function bindMarketplaceSync({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>, { config, adapters }: ModuleOptions): void {
  bind<MarketplaceSource>(MARKETPLACE_SOURCE).toConstantValue(adapters.marketplaceSource);
  bind<ShopeeAuthorization>(SHOPEE_AUTHORIZATION).toConstantValue(adapters.shopeeAuthorization);
  bind<ShopeeConnectionStore>(SHOPEE_CONNECTION_STORE).toConstantValue(adapters.shopeeConnections);
  bind<SyncRunStore>(SYNC_RUN_STORE).toConstantValue(adapters.syncRuns);
  bind<JobLeases>(JOB_LEASES).toConstantValue(adapters.jobLeases);
  bind<ShopeeAuthState>(SHOPEE_AUTH_STATE).toConstantValue(hmacShopeeAuthState(config.tokenSecret));
  bind<SpentShopeeAuthStates>(SPENT_SHOPEE_AUTH_STATES).toConstantValue(adapters.spentShopeeAuthStates);
  bind<string>(SHOPEE_REDIRECT_URL).toConstantValue(shopeeRedirectUrlAt(config.publicBaseUrl));
  bind<SyncSchedule>(SYNC_SCHEDULE).toConstantValue(new PeriodicSyncSchedule('marketplace sync', config.shopee.syncMinutes, logCatalogueSyncStep, adapters.jobSchedules));
  for (const useCase of [
    SyncMarketplaceCatalogue, GetSyncStatus, StartSync, GetShopeeAuthUrl, ConnectShopee, DisconnectShopee, GetShopeeConnection, CheckShopeeAuth,
  ]) {
    bind(useCase).toSelf();
  }
}
