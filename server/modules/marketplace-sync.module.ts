import type { ContainerModuleLoadOptions } from 'inversify';
import { KnexSpentShopeeAuthStates } from '../../adapters/persistence/marketplace/knex-spent-shopee-auth-states';
import { KnexSyncRuns } from '../../adapters/persistence/jobs/knex-sync-runs';
import { MARKETPLACE_SYNC_RUNS } from '../../adapters/persistence/jobs/sync-run-tables';
import { hmacShopeeAuthState } from '../../adapters/security/shopee-auth-state';
import { MARKETPLACE_ORDERS, type MarketplaceOrders } from '../../application/customers/marketplace-orders.port';
import { CheckShopeeAuth } from '../../application/marketplace/check-shopee-auth';
import { ConnectShopee } from '../../application/marketplace/connect-shopee';
import { DisconnectShopee } from '../../application/marketplace/disconnect-shopee';
import { GetShopeeAuthUrl } from '../../application/marketplace/get-shopee-auth-url';
import { GetShopeeConnection } from '../../application/marketplace/get-shopee-connection';
import { GetSyncStatus } from '../../application/marketplace/get-sync-status';
import { MARKETPLACE_SOURCE } from '../../application/marketplace/marketplace-source.port';
import {
  SHOPEE_AUTH_STATE, SHOPEE_REDIRECT_URL, SPENT_SHOPEE_AUTH_STATES, shopeeRedirectUrlAt, type ShopeeAuthState, type SpentShopeeAuthStates,
} from '../../application/marketplace/shopee-auth-state.port';
import { StartSync } from '../../application/marketplace/start-sync';
import { SyncMarketplaceCatalogue } from '../../application/marketplace/sync-marketplace-catalogue';
import { SYNC_RUN_STORE, type SyncRunStore } from '../../application/marketplace/sync-run-store.port';
import { SYNC_SCHEDULE, type SyncSchedule } from '../../application/sync/sync-schedule.port';
import { JOB_SCHEDULES, type JobSchedules } from '../../application/shared/job-schedules.port';
import { PeriodicSyncSchedule } from '../jobs/sync-schedule';
import { logCatalogueSyncStep } from '../jobs/sync-step-logs';
import type { Infrastructure } from './infrastructure';
import { job } from './job';
import { bindShopeeAdapters } from './shopee-wiring';

/**
 * The marketplace's Shopee connection and product sync (issue 11), bound by the marketplace context
 * (marketplace.module.ts) beside its catalogue: the Shopee ports (source, authorisation, stored connection;
 * shopee-wiring.ts), the sync job's state, the signed link state, the schedule, the use cases, and link-order's
 * Shopee lookup (MARKETPLACE_ORDERS, which the accounts module's LinkOrder takes).
 */
export function bindMarketplaceSync(load: Pick<ContainerModuleLoadOptions, 'bind'>, infrastructure: Infrastructure): void {
  const { bind } = load;
  const { config, knex } = infrastructure;
  bindShopeeAdapters(load, infrastructure);
  bind<MarketplaceOrders>(MARKETPLACE_ORDERS).toService(MARKETPLACE_SOURCE);
  bind<SyncRunStore>(SYNC_RUN_STORE).toConstantValue(new KnexSyncRuns(knex, MARKETPLACE_SYNC_RUNS));
  bind<ShopeeAuthState>(SHOPEE_AUTH_STATE).toConstantValue(hmacShopeeAuthState(config.tokenSecret));
  bind<SpentShopeeAuthStates>(SPENT_SHOPEE_AUTH_STATES).toConstantValue(new KnexSpentShopeeAuthStates(knex));
  bind<string>(SHOPEE_REDIRECT_URL).toConstantValue(shopeeRedirectUrlAt(config.publicBaseUrl));
  bind<SyncSchedule>(SYNC_SCHEDULE).toDynamicValue((context) => new PeriodicSyncSchedule('marketplace sync', config.shopee.syncMinutes, logCatalogueSyncStep, context.get<JobSchedules>(JOB_SCHEDULES)));
  for (const useCase of [
    SyncMarketplaceCatalogue, GetSyncStatus, StartSync, GetShopeeAuthUrl, ConnectShopee, DisconnectShopee, GetShopeeConnection, CheckShopeeAuth,
  ]) {
    bind(useCase).toSelf();
  }
}

/**
 * Every SHOPEE_SYNC_MINUTES (0 = off), one run of all processes (the shared schedule, job_schedules); stopping it
 * stops a run in progress after its page (the run stays resumable).
 */
export const marketplaceSyncJob = job('marketplace sync', (container, _config, logger) => {
  const schedule = container.get<PeriodicSyncSchedule<unknown>>(SYNC_SCHEDULE);
  schedule.start(container.get(SyncMarketplaceCatalogue), logger);
  return schedule;
});
