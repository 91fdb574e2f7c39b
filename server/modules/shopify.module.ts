import { ContainerModule } from 'inversify';
import { SHOPIFY_ORDERS, type ShopifyOrders } from '../../application/customers/shopify-orders.port';
import { SHOPIFY_SYNC_SCHEDULE, type SyncSchedule } from '../../application/sync/sync-schedule.port';
import { CheckShopifyAuth } from '../../application/shopify/check-shopify-auth';
import { FindShopifyOrder } from '../../application/shopify/find-shopify-order';
import { GetShopifyConnection } from '../../application/shopify/get-shopify-connection';
import { GetShopifySyncStatus } from '../../application/shopify/get-shopify-sync-status';
import { ReceiveShopifyWebhook } from '../../application/shopify/receive-shopify-webhook';
import { RemoveShopifyCredentials } from '../../application/shopify/remove-shopify-credentials';
import { SaveShopifyCredentials } from '../../application/shopify/save-shopify-credentials';
import { SHOP_DOMAINS, type ShopDomains } from '../../application/shopify/shop-domains.port';
import { ShopifyAccess } from '../../application/shopify/shopify-access';
import { SHOPIFY_ADMIN, SHOPIFY_WEBHOOK_VERIFIER, type ShopifyAdmin, type ShopifyWebhookVerifier } from '../../application/shopify/shopify-admin.port';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from '../../application/shopify/shopify-connection.port';
import { SHOPIFY_STOCK, type ShopifyStock } from '../../application/shopify/shopify-stock.port';
import { SHOPIFY_SYNC_RUNS, type ShopifySyncRuns } from '../../application/shopify/shopify-sync-runs.port';
import { SHOPIFY_WEBHOOK_EVENTS, type ShopifyWebhookEvents } from '../../application/shopify/shopify-webhook-events.port';
import { StartShopifySync } from '../../application/shopify/start-shopify-sync';
import { SyncShopifyStock } from '../../application/shopify/sync-shopify-stock';
import { shopifyRoutes } from '../http/routes/shopify-routes';
import { shopifySyncRoutes } from '../http/routes/shopify-sync-routes';
import { PeriodicSyncSchedule } from '../jobs/sync-schedule';
import { logStockSyncStep } from '../jobs/sync-step-logs';
import type { ContextModule } from './context-module';

/**
 * Shopify (issue 12): the connection, the stock sync and its schedule, the webhooks, and link-order's Shopify
 * lookup (SHOPIFY_ORDERS, which the accounts module's LinkOrder takes when bound). JobLeases is the marketplace
 * module's binding (one job_leases table for every job). server/start.ts starts the schedule (SHOPIFY_SYNC_SCHEDULE).
 */
export const shopifyContext: ContextModule = {
  name: 'shopify',
  bindings: ({ config, adapters }) => new ContainerModule(({ bind }) => {
    bind<ShopifyAdmin>(SHOPIFY_ADMIN).toConstantValue(adapters.shopifyAdmin);
    bind<ShopifyWebhookVerifier>(SHOPIFY_WEBHOOK_VERIFIER).toConstantValue(adapters.shopifyWebhookVerifier);
    bind<ShopDomains>(SHOP_DOMAINS).toConstantValue(adapters.shopDomains);
    bind<ShopifyConnectionStore>(SHOPIFY_CONNECTION_STORE).toConstantValue(adapters.shopifyConnections);
    bind<ShopifyStock>(SHOPIFY_STOCK).toConstantValue(adapters.shopifyStock);
    bind<ShopifySyncRuns>(SHOPIFY_SYNC_RUNS).toConstantValue(adapters.shopifySyncRuns);
    bind<ShopifyWebhookEvents>(SHOPIFY_WEBHOOK_EVENTS).toConstantValue(adapters.shopifyWebhookEvents);
    bind<SyncSchedule>(SHOPIFY_SYNC_SCHEDULE).toConstantValue(new PeriodicSyncSchedule('shopify sync', config.shopifyConnection.syncMinutes, logStockSyncStep, adapters.jobSchedules));
    for (const useCase of [
      ShopifyAccess, SyncShopifyStock, GetShopifySyncStatus, StartShopifySync, SaveShopifyCredentials, RemoveShopifyCredentials,
      GetShopifyConnection, CheckShopifyAuth, ReceiveShopifyWebhook, FindShopifyOrder,
    ]) {
      bind(useCase).toSelf();
    }
    bind<ShopifyOrders>(SHOPIFY_ORDERS).toService(FindShopifyOrder);
  }),
  routes: [shopifyRoutes, shopifySyncRoutes],
};
