import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { createKnex, databaseKind } from '../adapters/persistence/knex-factory';
import { migrateToLatest } from '../adapters/persistence/migrations';
import { seedDemoCatalogueIfEmpty } from '../adapters/persistence/seed/demo-catalogue';
import { sqliteFileOf, type AppConfig } from './config';
import { loadConfig } from './load-config';
import { buildContainer, override, startJobs, type Override } from './container';
import { bootstrapShopeeDemo } from './jobs/shopee-demo-bootstrap';
import { ConnectShopee } from '../application/marketplace/connect-shopee';
import { MARKETPLACE_SOURCE, type MarketplaceSource } from '../application/marketplace/marketplace-source.port';
import { SHOPEE_CONNECTION_STORE, type ShopeeConnectionStore } from '../application/marketplace/shopee-connection.port';
import { LOGISTICS_GATEWAY, type LogisticsGateway } from '../application/shipping/logistics-gateway.port';
import { createApp } from './http/app';
import { createInfrastructure } from './modules';
import { sandboxMounts, type SandboxStartOptions } from './sandbox-mounts';
import { DEMO_SHOP, type ShopeeSandbox } from './sandbox/shopee/shopee-sandbox';
import { DEFAULT_RATE_LIMIT_PER_SECOND } from './sandbox/shopee/shopee-sandbox-options';
import type { ShopifySandbox } from './sandbox/shopify/shopify-sandbox';
import { consoleLogger, type Logger } from './logger';

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

export interface StartOptions extends SandboxStartOptions {
  /**
   * A database the caller opened and migrated (the HTTP suites pass databasesUnderTest's). The server then
   * neither migrates nor seeds it, and close() leaves it open for its owner.
   */
  knex?: Knex;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
  /**
   * The Shopee shop (MARKETPLACE_SOURCE): what link-order asks for a Shopee order's detail. Absent: the Shopee
   * adapter, or its "not connected" stand-in when Shopee is not configured. Tests pass a fake.
   */
  marketplaceSource?: MarketplaceSource;
  /** ECPay C2C logistics (LOGISTICS_GATEWAY): tests pass a fake; absent, the ECPay adapter. */
  logisticsGateway?: LogisticsGateway;
  /** Bindings put in place of the modules' (buildContainer's overrides): a test's fake of any port or use case. */
  overrides?: readonly Override[];
  /**
   * PROVIDERS=sandbox: connect to the simulator's first shop and sync its catalogue when no connection is stored.
   * Default: when the demo catalogue is seeded (the server owns its database and SEED_DEMO is on), as `npm start` does.
   */
  shopeeDemo?: boolean;
}

/**
 * PROVIDERS=sandbox: the Shopee client's pace, 90% of the simulator's limit (a bucket of that many calls a second
 * per shop, 100 by default). Unpaced, the demo's first sync (four get_model_list calls in flight on loopback) ran
 * into it and logged shopee.retry error_rate_limit at a start (issue 28). Live Shopee publishes no limit: its
 * client is unpaced and its busy answers are retried.
 */
function sandboxShopeePace(config: AppConfig, options: StartOptions): number | undefined {
  if (config.providers !== 'sandbox') return undefined;
  const limit = options.shopeeSandbox?.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT_PER_SECOND;
  return limit > 0 ? limit * 0.9 : undefined;
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

    const infrastructure = createInfrastructure({ knex, config, logger, clock: options.clock, shopeeCallsPerSecond: sandboxShopeePace(config, options) });
    const container = buildContainer(infrastructure, { overrides: [...providerOverrides(options), ...(options.overrides ?? [])] });
    const { routers, shopeeSandbox, shopifySandbox } = sandboxMounts(config, container, knex, infrastructure.providers, options, logger);
    const app = createApp(container, config, routers);
    handler = app.callback();
    const jobs = await startJobs(container);
    if (shopeeSandbox && (options.shopeeDemo ?? (ownsKnex && config.seedDemo))) {
      // The demo's automatic connection, with the Shopee simulator's issueCode. In the background: the shop serves
      // at once; marketplace products appear as the first pages are synced.
      void bootstrapShopeeDemo(container.get(ConnectShopee), container.get<ShopeeConnectionStore>(SHOPEE_CONNECTION_STORE), {
        shopId: DEMO_SHOP.shopId, issueCode: (shopId) => shopeeSandbox.issueCode(shopId),
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
        await jobs.stop();
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

/** The providers a caller gives in place of the adapters (StartOptions.marketplaceSource, logisticsGateway). */
function providerOverrides(options: StartOptions): Override[] {
  return [
    ...(options.marketplaceSource ? [override(MARKETPLACE_SOURCE, options.marketplaceSource)] : []),
    ...(options.logisticsGateway ? [override(LOGISTICS_GATEWAY, options.logisticsGateway)] : []),
  ];
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
