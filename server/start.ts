import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { createKnex, databaseKind } from '../adapters/persistence/knex-factory';
import { migrateToLatest } from '../adapters/persistence/migrations';
import { seedDemoCatalogueIfEmpty } from '../adapters/persistence/seed/demo-catalogue';
import { EcpayGateway } from '../adapters/ecpay/ecpay-gateway';
import { SANDBOX_ECPAY_PATH, sqliteFileOf, type AppConfig } from './config';
import { loadConfig } from './load-config';
import type { Clock } from '../application/shared/clock.port';
import { SweepExpiredReservations } from '../application/cart/sweep-expired-reservations';
import { ReconcilePayments } from '../application/payments/reconcile-payments';
import { RefreshLinkedOrders } from '../application/customers/refresh-linked-orders';
import { buildContainer, knexAdapters } from './container';
import { effectiveShopeeConfig } from './shopee-config';
import { bootstrapShopeeDemo } from './jobs/shopee-demo-bootstrap';
import { ConnectShopee } from '../application/marketplace/connect-shopee';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnectionStore } from '../application/marketplace/shopee-connection.port';
import { hmacTokenHasher } from '../adapters/security/token-hasher';
import { createApp } from './http/app';
import { startLinkedOrderRefresh } from './jobs/linked-order-refresh';
import { startPaymentReconciliation } from './jobs/payment-reconciliation';
import { startShipmentCreation } from './jobs/shipment-creation';
import { RunShipmentCreation } from '../application/shipping/run-shipment-creation';
import { startReservationSweep } from './jobs/reservation-sweep';
import type { PeriodicSyncSchedule } from './jobs/sync-schedule';
import { SHOPIFY_SYNC_SCHEDULE, SYNC_SCHEDULE } from '../application/sync/sync-schedule.port';
import { SyncShopifyStock } from '../application/shopify/sync-shopify-stock';
import { effectiveShopifyTokenKey } from './shopify-connection-config';
import { SyncMarketplaceCatalogue } from '../application/marketplace/sync-marketplace-catalogue';
import { ecpaySandboxRouter } from './sandbox/ecpay/ecpay-sandbox-router';
import type { EcpaySandboxOptions } from './sandbox/ecpay/sandbox-options';
import { mailboxRouter } from './sandbox/mail/mailbox-router';
import { SANDBOX_SHOPEE_PATH } from './sandbox/shopee/sandbox-credentials';
import { DEMO_SHOP, type ShopeeSandbox } from './sandbox/shopee/shopee-sandbox';
import type { ShopeeSandboxOptions } from './sandbox/shopee/shopee-sandbox-options';
import { shopeeSandboxRouter } from './sandbox/shopee/shopee-sandbox-router';
import type { ShopifySandbox } from './sandbox/shopify/shopify-sandbox';
import type { ShopifySandboxOptions } from './sandbox/shopify/shopify-sandbox-options';
import { shopifySandboxRouter } from './sandbox/shopify/shopify-sandbox-router';
import { effectiveShopifyConfig, SANDBOX_SHOPIFY_PATH } from './shopify-config';
import { SmtpMailer } from '../adapters/mail/smtp-mailer';
import { KnexOutbox } from '../adapters/persistence/mail/knex-outbox';
import { MAILER } from '../application/mail/mailer.port';
import { consoleLogger, type Logger } from './logger';
import type { MarketplaceSource } from '../application/marketplace/marketplace-source.port';
import type { LogisticsGateway } from '../application/shipping/logistics-gateway.port';

export interface RunningServer {
  /** http://localhost:PORT (or the HOST it listens on when that is not a wildcard). */
  url: string;
  port: number;
  config: AppConfig;
  /** The composition root, for in-process callers (tests, future background jobs). */
  container: Container;
  knex: Knex;
  /** PROVIDERS=sandbox only: the Shopee simulator, for in-process test switches (issueCode, failNextCalls, ...). */
  shopeeSandbox?: ShopeeSandbox;
  /** PROVIDERS=sandbox only: the Shopify simulator, for in-process test switches (setInventory, createOrder, throttleNext, revokeToken). */
  shopifySandbox?: ShopifySandbox;
  /** Stops accepting connections, ends idle keep-alive ones, then closes the database unless the caller owns it. */
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * A database the caller opened and migrated (the HTTP suites pass databasesUnderTest's). The server then
   * neither migrates nor seeds it, and close() leaves it open for its owner.
   */
  knex?: Knex;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
  /** Tests pass a fake clock to move past the 2-hour reservation hold; the system clock otherwise. */
  clock?: Clock;
  /**
   * The Shopee shop (Adapters.marketplaceSource): what link-order asks for a Shopee order's detail. Absent: a
   * Shopee link-order is 503 SHOPEE_NOT_CONNECTED. Tests pass a fake; the Shopee integration passes its adapter.
   */
  marketplaceSource?: MarketplaceSource;
  /** ECPay C2C logistics (Adapters.logisticsGateway): tests pass a fake; absent, knexAdapters' own. */
  logisticsGateway?: LogisticsGateway;
  /** PROVIDERS=sandbox only: options of the mounted ECPay simulator (tests: no redelivery, a fetch that drops). */
  ecpaySandbox?: Pick<EcpaySandboxOptions, 'fetch' | 'retryDelaysMs' | 'notifyTimeoutMs' | 'onDelivery'>;
  /** PROVIDERS=sandbox only: options of the mounted Shopee simulator (catalogue size for the bench, rate limit, partner). */
  shopeeSandbox?: Omit<Partial<ShopeeSandboxOptions>, 'publicBaseUrl' | 'shopBaseUrl'>;
  /**
   * PROVIDERS=sandbox only: options of the mounted Shopify simulator (bucket, throttled status, webhook delivery).
   * webhookAddress: undefined here means the default, PUBLIC_BASE_URL/api/shopify/webhooks; null: no webhooks.
   */
  shopifySandbox?: Omit<Partial<ShopifySandboxOptions>, 'publicBaseUrl' | 'shopBaseUrl' | 'webhookAddress'> & { webhookAddress?: string | null };
  /**
   * PROVIDERS=sandbox: connect to the simulator's first shop and sync its catalogue when no connection is stored.
   * Default: when the demo catalogue is seeded (the server owns its database and SEED_DEMO is on), as `npm start` does.
   */
  shopeeDemo?: boolean;
}

/** How long close() lets in-flight requests finish before it cuts the remaining connections. */
const CLOSE_GRACE_MS = 5000;

/**
 * Starts the shop: configuration (overrides win over the environment), the database (created, migrated and,
 * when configured, seeded with the demo catalogue), the container, the Koa app, and the listening socket.
 */
export async function startServer(overrides: Partial<AppConfig> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const loaded = loadConfig(options.env ?? process.env, overrides);
  const logger = options.logger ?? consoleLogger;
  const ownsKnex = options.knex === undefined;
  const knex = options.knex ?? createKnex({ databaseUrl: loaded.databaseUrl, sqliteFile: sqliteFileOf(loaded), timeouts: loaded.databaseTimeouts });
  let server: Server | undefined;
  try {
    if (ownsKnex) {
      await migrateWithoutStatementLimit(knex, loaded);
      if (loaded.seedDemo) {
        const inserted = await seedDemoCatalogueIfEmpty(knex, new Date());
        if (inserted > 0) logger.info(`Seeded the demo catalogue: ${inserted} outlet items`);
      }
    }
    // Listen first, then build: with PORT=0 the port (and so the default PUBLIC_BASE_URL, which the ECPay
    // callback URLs and the simulator's address derive from) is known only now. Until the app is ready the
    // socket answers 503 (in practice nothing connects to a port nobody has been told about yet).
    let handler: RequestListener = (_req, res) => {
      res.statusCode = 503;
      res.end();
    };
    server = await listen((req, res) => handler(req, res), loaded);
    const { port } = server.address() as AddressInfo;
    const host = loaded.host === '0.0.0.0' || loaded.host === '::' ? 'localhost' : loaded.host;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const config: AppConfig = loaded.publicBaseUrlFromListener ? { ...loaded, publicBaseUrl: url } : loaded;

    const clock = options.clock;
    const shopeeSettings = { config: effectiveShopeeConfig(config), log: (event: string, details: Record<string, unknown>) => logger.info(`shopee: ${event}`, details) };
    const shopifySettings = {
      config: effectiveShopifyConfig(config), tokenKey: effectiveShopifyTokenKey(config),
      log: (event: string, details: Record<string, unknown>) => logger.info(`shopify: ${event}`, details),
    };
    const adapters = knexAdapters(knex, clock, hmacTokenHasher(config.tokenSecret), shopeeSettings, shopifySettings);
    const container = buildContainer(config, logger, {
      ...adapters,
      ...(options.marketplaceSource ? { marketplaceSource: options.marketplaceSource } : {}),
      ...(options.logisticsGateway ? { logisticsGateway: options.logisticsGateway } : {}),
    });
    const mounts: Router[] = [];
    let shopeeSandbox: ShopeeSandbox | undefined;
    let shopifySandbox: ShopifySandbox | undefined;
    if (config.providers === 'sandbox') {
      mounts.push(sandboxRouter(config, container, logger, options));
      // The Shopee simulator, control routes included: mounted here and nowhere else (never outside PROVIDERS=sandbox).
      const simulatorCredentials = shopeeSettings.config?.api;
      const shopee = shopeeSandboxRouter({
        publicBaseUrl: `${config.publicBaseUrl}${SANDBOX_SHOPEE_PATH}`,
        // The simulator checks the signs of the partner the adapter signs as (the demo one unless SHOPEE_* say otherwise).
        partnerId: simulatorCredentials?.partnerId,
        partnerKey: simulatorCredentials?.partnerKey,
        // The authorisation page redirects only to the shop itself (no open redirect).
        shopBaseUrl: config.publicBaseUrl,
        clock: options.clock,
        // SANDBOX_SHOPEE_ITEMS: a bigger demo shop for a child process (the bench's 10,000 items); code may still override it.
        ...(config.shopee.sandboxItems === undefined ? {} : { catalogueSize: config.shopee.sandboxItems }),
        ...options.shopeeSandbox,
      });
      shopeeSandbox = shopee.sandbox;
      mounts.push(shopee.router);
      // The Shopify simulator (SHOPIFY_API_BASE defaults to it): the shop's app secret signs its webhooks, which go
      // to the shop's own webhook route (as if the app had subscribed to orders/create and inventory_levels/update).
      const { webhookAddress, ...shopifyOptions } = options.shopifySandbox ?? {};
      const shopify = shopifySandboxRouter({
        publicBaseUrl: `${config.publicBaseUrl}${SANDBOX_SHOPIFY_PATH}`,
        shopBaseUrl: config.publicBaseUrl,
        clientSecret: effectiveShopifyConfig(config).webhookSecret,
        webhookAddress: webhookAddress === null ? undefined : webhookAddress ?? `${config.publicBaseUrl}/api/shopify/webhooks`,
        clock: options.clock,
        ...shopifyOptions,
      });
      shopifySandbox = shopify.sandbox;
      mounts.push(shopify.router);
    }
    // The outbox's mailbox page: only while mail goes to the outbox (no SMTP_URL), never in production.
    if (config.sandboxMailbox) mounts.push(mailboxRouter({ outbox: new KnexOutbox(knex) }));
    else if (config.smtpUrl === undefined) logger.info('SMTP_URL is not set: mail is only written to the mail_outbox table');
    const app = createApp(container, config, mounts);
    handler = app.callback();
    const sweep = startReservationSweep(container.get(SweepExpiredReservations), config.reservationSweepMs, logger);
    const reconciliation = startPaymentReconciliation(container.get(ReconcilePayments), config.reconcileEveryMs, config.paymentTimeoutMs, logger);
    const shipmentCreation = startShipmentCreation(container.get(RunShipmentCreation), config.shipmentJobEveryMs, logger);
    const linkedOrderRefresh = startLinkedOrderRefresh(container.get(RefreshLinkedOrders), config.linkedOrderRefreshEveryMs, adapters.jobSchedules, logger);
    // Every SHOPEE_SYNC_MINUTES (0 = off), one run of all processes (the shared schedule, job_schedules). The demo's automatic
    // connection (server/jobs/shopee-demo-bootstrap.ts) is wired here with the Shopee simulator's issueCode.
    const marketplaceSync = container.get<PeriodicSyncSchedule<unknown>>(SYNC_SCHEDULE);
    marketplaceSync.start(container.get(SyncMarketplaceCatalogue), logger);
    // Every SHOPIFY_SYNC_MINUTES (0 = off), one run of all processes (job_schedules); the 'shopify-sync' lease stops overlaps.
    const shopifySync = container.get<PeriodicSyncSchedule<unknown>>(SHOPIFY_SYNC_SCHEDULE);
    shopifySync.start(container.get(SyncShopifyStock), logger);
    if (shopeeSandbox && (options.shopeeDemo ?? (ownsKnex && config.seedDemo))) {
      const simulator = shopeeSandbox;
      // In the background: the shop serves at once; marketplace products appear as the first pages are synced.
      void bootstrapShopeeDemo(container.get(ConnectShopee), container.get<ShopeeConnectionStore>(SHOPEE_CONNECTION_STORE), {
        shopId: DEMO_SHOP.shopId, issueCode: (shopId) => simulator.issueCode(shopId),
      }, logger);
    }
    const listening = server;
    return {
      url,
      port,
      config,
      container,
      knex,
      shopeeSandbox,
      shopifySandbox,
      close: async () => {
        await sweep.stop();
        await reconciliation.stop();
        await shipmentCreation.stop();
        await linkedOrderRefresh.stop();
        await marketplaceSync.stop();
        await shopifySync.stop();
        const mailer = container.get(MAILER);
        if (mailer instanceof SmtpMailer) await mailer.close();
        await closeServer(listening);
        if (ownsKnex) await knex.destroy();
      },
    };
  } catch (error) {
    if (server) await closeServer(server).catch(() => undefined);
    if (ownsKnex) await knex.destroy().catch(() => undefined);
    throw error;
  }
}

/**
 * Migrations may rebuild a large table (a column widened to BIGINT copies every row), which must not hit the
 * statement limit of DB_STATEMENT_TIMEOUT_MS: on MySQL they run on a short-lived pool of their own without it.
 * SQLite has no statement limit (only the lock wait), and an in-memory database lives on its one connection.
 */
async function migrateWithoutStatementLimit(knex: Knex, config: AppConfig): Promise<void> {
  if (databaseKind(knex) !== 'mysql') return migrateToLatest(knex);
  const unlimited = createKnex({ databaseUrl: config.databaseUrl, timeouts: { ...config.databaseTimeouts, statementMs: 0 } });
  try {
    await migrateToLatest(unlimited);
  } finally {
    await unlimited.destroy();
  }
}

/**
 * The offline ECPay simulator (PROVIDERS=sandbox), mounted at SANDBOX_ECPAY_PATH under PUBLIC_BASE_URL and
 * playing ECPay for the gateway's own accounts (the same credentials, so every signature checks out).
 */
function sandboxRouter(config: AppConfig, container: Container, logger: Logger, options: StartOptions): Router {
  const gateway = container.get(EcpayGateway);
  return ecpaySandboxRouter({
    credentials: gateway.config,
    publicBaseUrl: `${config.publicBaseUrl}${SANDBOX_ECPAY_PATH}`,
    // Notifications and redirects only to the shop itself (no SSRF, no open redirect).
    shopBaseUrl: config.publicBaseUrl,
    clock: options.clock,
    logisticsAutoAdvanceMs: config.sandboxLogisticsAutoMs,
    ...options.ecpaySandbox,
    onDelivery: (delivery) => {
      if (!delivery.acknowledged) logger.info('ecpay sandbox: notification not acknowledged', { ...delivery });
      options.ecpaySandbox?.onDelivery?.(delivery);
    },
  });
}

async function listen(handler: RequestListener, config: AppConfig): Promise<Server> {
  const server = createServer(handler);
  // Node's 5 s default is shorter than a load balancer's idle timeout, which then reuses closed sockets.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    force.unref();
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
