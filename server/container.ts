import { Container } from 'inversify';
import type { Knex } from 'knex';
import { systemClock } from '../adapters/clock/system-clock';
import { KnexCartStore } from '../adapters/persistence/cart/knex-cart-store';
import { KnexStoreSelectionStore } from '../adapters/persistence/logistics/knex-store-selection-store';
import { KnexOrderStore } from '../adapters/persistence/orders/knex-order-store';
import { KnexPaymentAttemptStore } from '../adapters/persistence/orders/knex-payment-attempt-store';
import { KnexPaymentAttentionStore } from '../adapters/persistence/orders/knex-payment-attention-store';
import { KnexMarketplaceCatalogue } from '../adapters/persistence/marketplace/knex-marketplace-catalogue';
import { KnexOutletCatalogue } from '../adapters/persistence/outlet/knex-outlet-catalogue';
import { cryptoOrderAccessTokens } from '../adapters/security/order-access-tokens';
import type { TokenHasher } from '../adapters/security/token-hasher';
import { KnexCustomerStore } from '../adapters/persistence/accounts/knex-customer-store';
import { KnexCustomerOrderStore } from '../adapters/persistence/customers/knex-customer-order-store';
import { KnexStorePreferenceStore } from '../adapters/persistence/customers/knex-store-preference-store';
import { KnexRateLimiter } from '../adapters/persistence/accounts/knex-rate-limiter';
import { KnexSessionStore } from '../adapters/persistence/accounts/knex-session-store';
import { KnexStaffStore } from '../adapters/persistence/accounts/knex-staff-store';
import { ScryptPasswordHasher } from '../adapters/security/scrypt-password-hasher';
import type { CustomerStore } from '../application/accounts/customer-store.port';
import type { PasswordHasher } from '../application/accounts/password-hasher.port';
import type { RateLimiter } from '../application/accounts/rate-limiter.port';
import type { SessionStore } from '../application/accounts/session-store.port';
import type { StaffStore } from '../application/accounts/staff-store.port';
import type { OutboxWriter } from '../adapters/mail/outbox-mailer';
import { KnexResetCodeStore } from '../adapters/persistence/accounts/knex-reset-code-store';
import { KnexOutbox } from '../adapters/persistence/mail/knex-outbox';
import { KnexProviderMessageRejections } from '../adapters/persistence/providers/knex-provider-message-rejections';
import type { ProviderMessageRejections } from '../application/payments/provider-message-rejections.port';
import type { ResetCodeStore } from '../application/accounts/reset-code-store.port';
import type { CustomerOrderStore } from '../application/customers/customer-order-store.port';
import type { StorePreferenceStore } from '../application/customers/store-preference-store.port';
import type { CartStore } from '../application/cart/cart-store.port';
import type { StoreSelectionStore } from '../application/logistics/store-selection-store.port';
import type { OrderAccessTokens } from '../application/orders/order-access-token.port';
import type { OrderStore } from '../application/orders/order-store.port';
import type { PaymentAttemptStore } from '../application/payments/payment-attempt-store.port';
import type { PaymentAttentionStore } from '../application/payments/payment-attention.port';
import type { Clock } from '../application/shared/clock.port';
import type { MarketplaceCatalogue, MarketplaceCatalogueWriter } from '../application/marketplace/marketplace-catalogue.port';
import type { OutletCatalogue } from '../application/outlet/outlet-catalogue.port';
import type { MarketplaceSource } from '../application/marketplace/marketplace-source.port';
import type { ShopeeAuthorization } from '../application/marketplace/shopee-authorization.port';
import type { ShopeeConnectionStore } from '../application/marketplace/shopee-connection.port';
import type { SyncRunStore } from '../application/marketplace/sync-run-store.port';
import type { JobLeases } from '../application/shared/job-leases.port';
import { KnexJobLeases } from '../adapters/persistence/marketplace/knex-job-leases';
import { KnexJobSchedules } from '../adapters/persistence/jobs/knex-job-schedules';
import { KnexSpentShopeeAuthStates } from '../adapters/persistence/marketplace/knex-spent-shopee-auth-states';
import type { SpentShopeeAuthStates } from '../application/marketplace/shopee-auth-state.port';
import type { JobSchedules } from '../application/shared/job-schedules.port';
import { KnexSyncRuns } from '../adapters/persistence/jobs/knex-sync-runs';
import { MARKETPLACE_SYNC_RUNS, SHOPIFY_SYNC_RUNS_TABLE } from '../adapters/persistence/jobs/sync-run-tables';
import {
  noShopeeConnectionStore, notConnectedMarketplaceSource, unavailableShopeeAuthorization,
} from './marketplace-stand-ins';
import { KnexShopeeConnectionStore } from '../adapters/persistence/marketplace/knex-shopee-connection-store';
import { KnexShipmentStore } from '../adapters/persistence/shipping/knex-shipment-store';
import type { LogisticsGateway } from '../application/shipping/logistics-gateway.port';
import type { ShipmentStore } from '../application/shipping/shipment-store.port';
import { createTokenCipher } from '../adapters/security/token-cipher';
import { createShopeeAdapters } from '../adapters/shopee/shopee-adapters';
import type { ShopeeLog } from '../adapters/shopee/shopee-http-client';
import type { EffectiveShopeeConfig } from './shopee-config';
import type { AppConfig } from './config';
import { KnexDatabaseProbe, type DatabaseProbe } from './database-probe';
import type { Logger } from './logger';
import { CONTEXTS, type ContextModule } from './modules';
import type { ShopDomains } from '../application/shopify/shop-domains.port';
import type { ShopifyAdmin, ShopifyWebhookVerifier } from '../application/shopify/shopify-admin.port';
import type { ShopifyConnectionStore } from '../application/shopify/shopify-connection.port';
import type { ShopifyStock } from '../application/shopify/shopify-stock.port';
import type { ShopifySyncRuns } from '../application/shopify/shopify-sync-runs.port';
import type { ShopifyWebhookEvents } from '../application/shopify/shopify-webhook-events.port';
import { KnexConnectionStore } from '../adapters/persistence/connections/knex-connection-store';
import { SHOPIFY_CONNECTION_TABLE } from '../adapters/persistence/connections/connection-tables';
import { KnexShopifyStock } from '../adapters/persistence/shopify/knex-shopify-stock';
import { KnexShopifyWebhookEvents } from '../adapters/persistence/shopify/knex-shopify-webhook-events';
import { myshopifyOnlyDomains, noShopifyConnectionStore, refusingWebhookVerifier, unavailableShopifyAdmin } from './shopify-stand-ins';
import { createShopifyAdapters } from '../adapters/shopify/shopify-adapters';
import type { ShopifyLog } from '../adapters/shopify/shopify-graphql-client';
import { normaliseShopDomain } from '../domain/shopify/shop-domain';
import type { EffectiveShopifyConfig } from './shopify-config';
import type { AdminOrderReads } from '../application/admin/admin-order-reads.port';
import type { InventoryReads } from '../application/admin/inventory-reads.port';
import type { ShipmentActions } from '../application/admin/shipment-actions.port';
import type { AuditLog } from '../application/shared/audit-log.port';
import { KnexAdminOrderReads } from '../adapters/persistence/admin/knex-admin-order-reads';
import { KnexAuditLog } from '../adapters/persistence/admin/knex-audit-log';
import { KnexOutletInventory } from '../adapters/persistence/outlet/knex-outlet-inventory';

/** The driven adapters the server runs on: the real ones come from knexAdapters(), tests may pass fakes. */
export interface Adapters {
  catalogue: OutletCatalogue;
  cartStore: CartStore;
  orderStore: OrderStore;
  orderAccessTokens: OrderAccessTokens;
  paymentAttempts: PaymentAttemptStore;
  paymentAttention: PaymentAttentionStore;
  storeSelections: StoreSelectionStore;
  clock: Clock;
  databaseProbe: DatabaseProbe;
  customerStore: CustomerStore;
  staffStore: StaffStore;
  sessionStore: SessionStore;
  rateLimiter: RateLimiter;
  passwordHasher: PasswordHasher;
  resetCodes: ResetCodeStore;
  /** Where mail goes when SMTP_URL is unset (table mail_outbox). */
  mailOutbox: OutboxWriter;
  customerOrders: CustomerOrderStore;
  storePreferences: StorePreferenceStore;
  /** Signed provider messages refused for their content (table provider_message_rejections). */
  providerMessageRejections: ProviderMessageRejections;
  /** The marketplace sync job's runs and its lease (tables marketplace_sync_runs, job_leases). */
  syncRuns: SyncRunStore;
  jobLeases: JobLeases;
  /** The shared schedule of the periodic syncs: one run per interval of all processes (table job_schedules). */
  jobSchedules: JobSchedules;
  /** The Shopee shop (its calls, the authorisation, the stored connection) and the synced catalogue's write side. */
  marketplaceSource: MarketplaceSource;
  shopeeAuthorization: ShopeeAuthorization;
  shopeeConnections: ShopeeConnectionStore;
  /** The Shopee authorisation states already used (table shopee_auth_states_spent): a state is single use. */
  spentShopeeAuthStates: SpentShopeeAuthStates;
  /** The synced Shopee catalogue (tables shopee_*): read by the storefront, written by the sync job. */
  marketplaceCatalogue: MarketplaceCatalogue & MarketplaceCatalogueWriter;
  /**
   * Shopify (issue 12): the Admin API, the webhook verifier and the shop-address rule are the adapter's
   * (adapters/shopify; stand-ins until it is wired: server/shopify-stand-ins.ts); the stored connection
   * (encrypted), the stock writes, the sync runs and the webhook ids are tables.
   */
  shopifyAdmin: ShopifyAdmin;
  shopifyWebhookVerifier: ShopifyWebhookVerifier;
  shopDomains: ShopDomains;
  shopifyConnections: ShopifyConnectionStore;
  shopifyStock: ShopifyStock;
  shopifySyncRuns: ShopifySyncRuns;
  shopifyWebhookEvents: ShopifyWebhookEvents;
  /** Shipments and their history (tables shipments, shipment_events; issue 12). */
  shipments: ShipmentStore;
  /** ECPay C2C logistics: absent, the platform module builds the real gateway (adapters/ecpay) from the ECPay configuration; tests pass a fake. */
  logisticsGateway?: LogisticsGateway;
  /** The staff audit log (table staff_audit_log, issue 12); any context's use case may inject AUDIT_LOG. */
  auditLog: AuditLog;
  /** The staff console's reads: orders with filters and shipments, the outlet inventory. */
  adminOrderReads: AdminOrderReads;
  inventory: InventoryReads;
  /** The console's shipment actions: a 503 stand-in until the shipment use cases of application/shipping are bound. */
  /** The console's shipment actions: absent, the admin module binds the shipment use cases (tests may pass their own). */
  shipmentActions?: ShipmentActions;
}

/**
 * `clock`: the system clock, or a fake one a test moves past the 2-hour hold. `tokenHasher`: the keyed hash of
 * stored session and order tokens (hmacTokenHasher(config.tokenSecret)).
 */
export function knexAdapters(
  knex: Knex, clock: Clock = systemClock, tokenHasher: TokenHasher, shopee: ShopeeWiring | null = null, shopify: ShopifyWiring | null = null,
): Adapters {
  const shopifyTokenKey = shopify?.tokenKey;
  return {
    ...shopeeAdapters(knex, clock, shopee),
    ...shopifyAdapters(clock, shopify),
    // No SHOPIFY_TOKEN_KEY (outside the sandbox): nothing can be stored encrypted, so the shop is not connected.
    shopifyConnections: shopifyTokenKey ? new KnexConnectionStore(knex, SHOPIFY_CONNECTION_TABLE, createTokenCipher(shopifyTokenKey), clock) : noShopifyConnectionStore,
    shopifyStock: new KnexShopifyStock(knex),
    shopifySyncRuns: new KnexSyncRuns(knex, SHOPIFY_SYNC_RUNS_TABLE),
    shopifyWebhookEvents: new KnexShopifyWebhookEvents(knex),
    catalogue: new KnexOutletCatalogue(knex, clock),
    cartStore: new KnexCartStore(knex),
    orderStore: new KnexOrderStore(knex),
    orderAccessTokens: cryptoOrderAccessTokens(tokenHasher),
    paymentAttempts: new KnexPaymentAttemptStore(knex),
    paymentAttention: new KnexPaymentAttentionStore(knex),
    storeSelections: new KnexStoreSelectionStore(knex),
    clock,
    databaseProbe: new KnexDatabaseProbe(knex),
    customerStore: new KnexCustomerStore(knex),
    staffStore: new KnexStaffStore(knex),
    sessionStore: new KnexSessionStore(knex, clock, tokenHasher),
    rateLimiter: new KnexRateLimiter(knex, clock),
    passwordHasher: new ScryptPasswordHasher(),
    resetCodes: new KnexResetCodeStore(knex),
    mailOutbox: new KnexOutbox(knex),
    customerOrders: new KnexCustomerOrderStore(knex),
    storePreferences: new KnexStorePreferenceStore(knex),
    providerMessageRejections: new KnexProviderMessageRejections(knex, clock),
    syncRuns: new KnexSyncRuns(knex, MARKETPLACE_SYNC_RUNS),
    jobLeases: new KnexJobLeases(knex),
    jobSchedules: new KnexJobSchedules(knex),
    spentShopeeAuthStates: new KnexSpentShopeeAuthStates(knex),
    marketplaceCatalogue: new KnexMarketplaceCatalogue(knex),
    shipments: new KnexShipmentStore(knex),
    auditLog: new KnexAuditLog(knex),
    adminOrderReads: new KnexAdminOrderReads(knex),
    inventory: new KnexOutletInventory(knex),
  };
}

/** The Shopify settings of effectiveShopifyConfig, the key of the stored credentials, and where the adapter logs. */
export interface ShopifyWiring {
  config: EffectiveShopifyConfig;
  tokenKey: Buffer | undefined;
  log?: ShopifyLog;
}

/**
 * The Shopify adapter (adapters/shopify): the Admin API, the webhook verifier (refuses everything without
 * SHOPIFY_WEBHOOK_SECRET) and the shop-address rule with the configured custom domains. Without wiring (tests
 * that build adapters by hand): the stand-ins of a shop that cannot reach Shopify (server/shopify-stand-ins.ts).
 */
function shopifyAdapters(clock: Clock, wiring: ShopifyWiring | null): Pick<Adapters, 'shopifyAdmin' | 'shopifyWebhookVerifier' | 'shopDomains'> {
  if (!wiring) return { shopifyAdmin: unavailableShopifyAdmin, shopifyWebhookVerifier: refusingWebhookVerifier, shopDomains: myshopifyOnlyDomains };
  const shopify = createShopifyAdapters(wiring.config, clock, { log: wiring.log });
  const customDomains = wiring.config.customDomains;
  return {
    shopifyAdmin: shopify.admin,
    shopifyWebhookVerifier: shopify.webhookVerifier,
    shopDomains: { normalize: (input) => { const result = normaliseShopDomain(input, customDomains); return result.ok ? result.domain : null; } },
  };
}

/** The Shopee settings of effectiveShopeeConfig (null: Shopee is not configured) and where its adapter logs. */
export interface ShopeeWiring {
  config: EffectiveShopeeConfig | null;
  log?: ShopeeLog;
}

/**
 * The Shopee adapter (adapters/shopee) over the encrypted connection store, or, when Shopee is not configured
 * (PROVIDERS=ecpay without SHOPEE_* credentials), the stand-ins of a shop that is not connected.
 */
function shopeeAdapters(knex: Knex, clock: Clock, wiring: ShopeeWiring | null): Pick<Adapters, 'marketplaceSource' | 'shopeeAuthorization' | 'shopeeConnections'> {
  if (!wiring?.config) {
    return { marketplaceSource: notConnectedMarketplaceSource, shopeeAuthorization: unavailableShopeeAuthorization, shopeeConnections: noShopeeConnectionStore };
  }
  const shopeeConnections = new KnexShopeeConnectionStore(knex, createTokenCipher(wiring.config.tokenKey), clock);
  const shopee = createShopeeAdapters(wiring.config.api, shopeeConnections, clock, { log: wiring.log });
  return { marketplaceSource: shopee.marketplaceSource, shopeeAuthorization: shopee.authorization, shopeeConnections };
}

/**
 * The composition root: it lists the bounded contexts' modules (server/modules/), each of which binds its
 * ports' adapters and its use cases. Everything is a singleton: use cases and adapters are stateless, and the
 * list read model must be one per process so that invalidate() reaches the instance the route reads.
 */
export function buildContainer(config: AppConfig, logger: Logger, adapters: Adapters, contexts: readonly ContextModule[] = CONTEXTS): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.loadSync(...contexts.map((context) => context.bindings({ config, logger, adapters })));
  return container;
}
