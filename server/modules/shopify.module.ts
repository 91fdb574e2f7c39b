import { ContainerModule } from 'inversify';
import { KnexShopifyStock } from '../../adapters/persistence/shopify/knex-shopify-stock';
import { KnexSyncRuns } from '../../adapters/persistence/jobs/knex-sync-runs';
import { SHOPIFY_SYNC_RUNS_TABLE } from '../../adapters/persistence/jobs/sync-run-tables';
import { KnexShopifyWebhookEvents } from '../../adapters/persistence/shopify/knex-shopify-webhook-events';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { SHOPIFY_ORDERS, type ShopifyOrders } from '../../application/customers/shopify-orders.port';
import { JOB_LEASES } from '../../application/shared/job-leases.port';
import { OUTLET_ITEMS_INVALIDATION, OUTLET_LIST_INVALIDATION } from '../../application/outlet/outlet-list-invalidation.port';
import { CLOCK } from '../../application/shared/clock.port';
import { EVENT_LOG } from '../../application/shared/event-log.port';
import { JOB_SCHEDULES, type JobSchedules } from '../../application/shared/job-schedules.port';
import { SHOPIFY_SYNC_SCHEDULE, type SyncSchedule } from '../../application/sync/sync-schedule.port';
import { CheckShopifyAuth } from '../../application/shopify/check-shopify-auth';
import { FindShopifyOrder } from '../../application/shopify/find-shopify-order';
import { GetShopifyConnection } from '../../application/shopify/get-shopify-connection';
import { GetShopifySyncStatus } from '../../application/shopify/get-shopify-sync-status';
import { ReceiveShopifyWebhook } from '../../application/shopify/receive-shopify-webhook';
import { RemoveShopifyCredentials } from '../../application/shopify/remove-shopify-credentials';
import { SaveShopifyCredentials } from '../../application/shopify/save-shopify-credentials';
import { ShopifyAccess } from '../../application/shopify/shopify-access';
import { SHOPIFY_DEMO_CREDENTIALS, type ShopifyDemoCredentials } from '../../application/shopify/shopify-demo.port';
import { SHOPIFY_STOCK, type ShopifyStock } from '../../application/shopify/shopify-stock.port';
import { SHOPIFY_SYNC_RUNS, type ShopifySyncRuns } from '../../application/shopify/shopify-sync-runs.port';
import { SHOPIFY_WEBHOOK_EVENTS, type ShopifyWebhookEvents } from '../../application/shopify/shopify-webhook-events.port';
import { StartShopifySync } from '../../application/shopify/start-shopify-sync';
import { SyncShopifyStock } from '../../application/shopify/sync-shopify-stock';
import { shopifyRoutes } from '../http/routes/shopify-routes';
import { shopifySyncRoutes } from '../http/routes/shopify-sync-routes';
import { PeriodicSyncSchedule } from '../jobs/sync-schedule';
import { SANDBOX_SHOPIFY_ACCESS_TOKEN } from '../sandbox/shopify/shopify-sandbox';
import { SANDBOX_SHOPIFY_SHOP_DOMAIN } from '../shopify-config';
import { logStockSyncStep } from '../jobs/sync-step-logs';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';
import { job } from './job';
import { bindShopifyAdapters } from './shopify-wiring';

/**
 * Shopify (issue 12): the connection, the stock sync and its schedule, the webhooks, and link-order's Shopify
 * lookup (SHOPIFY_ORDERS, which the accounts module's LinkOrder takes). The sync's lease and the shared schedule
 * are the platform's (one job_leases and one job_schedules table for every job).
 */
export const shopifyContext: ContextModule = {
  name: 'shopify',
  bindings: (infrastructure) => new ContainerModule((load) => {
    const { bind } = load;
    const { config, knex } = infrastructure;
    bindShopifyAdapters(load, infrastructure);
    bind<ShopifyStock>(SHOPIFY_STOCK).toConstantValue(new KnexShopifyStock(knex));
    bind<ShopifySyncRuns>(SHOPIFY_SYNC_RUNS).toConstantValue(new KnexSyncRuns(knex, SHOPIFY_SYNC_RUNS_TABLE));
    bind<ShopifyWebhookEvents>(SHOPIFY_WEBHOOK_EVENTS).toConstantValue(new KnexShopifyWebhookEvents(knex));
    // The simulator's shop and public token (issue 28), offered to staff only where the simulator answers: PROVIDERS=sandbox
    // with the default SHOPIFY_API_BASE (the simulator's mount; NODE_ENV=production refuses the sandbox).
    const demo = config.providers === 'sandbox' && config.shopify.apiBaseUrl === undefined;
    bind<ShopifyDemoCredentials | null>(SHOPIFY_DEMO_CREDENTIALS).toConstantValue(demo ? { shopUrl: SANDBOX_SHOPIFY_SHOP_DOMAIN, accessToken: SANDBOX_SHOPIFY_ACCESS_TOKEN } : null);
    bind<SyncSchedule>(SHOPIFY_SYNC_SCHEDULE).toDynamicValue((context) => new PeriodicSyncSchedule('shopify sync', config.shopifyConnection.syncMinutes, logStockSyncStep, context.get<JobSchedules>(JOB_SCHEDULES)));
    for (const useCase of [
      ShopifyAccess, SyncShopifyStock, GetShopifySyncStatus, StartShopifySync, SaveShopifyCredentials, RemoveShopifyCredentials,
      GetShopifyConnection, CheckShopifyAuth, ReceiveShopifyWebhook, FindShopifyOrder,
    ]) {
      bind(useCase).toSelf();
    }
    bind<ShopifyOrders>(SHOPIFY_ORDERS).toService(FindShopifyOrder);
  }),
  routes: [shopifyRoutes, shopifySyncRoutes],
  // Every SHOPIFY_SYNC_MINUTES (0 = off), one run of all processes (job_schedules); the 'shopify-sync' lease stops overlaps.
  jobs: [job('shopify sync', (container, _config, logger) => {
    const schedule = container.get<PeriodicSyncSchedule<unknown>>(SHOPIFY_SYNC_SCHEDULE);
    schedule.start(container.get(SyncShopifyStock), logger);
    return schedule;
  })],
  needs: [APP_CONFIG, LOGGER, CLOCK, EVENT_LOG, RecordStaffAction, JOB_LEASES, JOB_SCHEDULES, OUTLET_LIST_INVALIDATION, OUTLET_ITEMS_INVALIDATION, GetCurrentCustomer, GetCurrentStaff],
  provides: [SHOPIFY_ORDERS, CheckShopifyAuth],
};
