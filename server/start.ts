import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { createKnex } from '../adapters/persistence/knex-factory';
import { migrateToLatest } from '../adapters/persistence/migrations';
import { seedDemoCatalogueIfEmpty } from '../adapters/persistence/seed/demo-catalogue';
import { loadConfig, sqliteFileOf, type AppConfig } from './config';
import type { Clock } from '../application/shared/clock.port';
import { SweepExpiredReservations } from '../application/cart/sweep-expired-reservations';
import { buildContainer, knexAdapters } from './container';
import { createApp } from './http/app';
import { startReservationSweep } from './jobs/reservation-sweep';
import { consoleLogger, type Logger } from './logger';

export interface RunningServer {
  /** http://localhost:PORT (or the HOST it listens on when that is not a wildcard). */
  url: string;
  port: number;
  config: AppConfig;
  /** The composition root, for in-process callers (tests, future background jobs). */
  container: Container;
  knex: Knex;
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
}

/** How long close() lets in-flight requests finish before it cuts the remaining connections. */
const CLOSE_GRACE_MS = 5000;

/**
 * Starts the shop: configuration (overrides win over the environment), the database (created, migrated and,
 * when configured, seeded with the demo catalogue), the container, the Koa app, and the listening socket.
 */
export async function startServer(overrides: Partial<AppConfig> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env, overrides);
  const logger = options.logger ?? consoleLogger;
  const ownsKnex = options.knex === undefined;
  const knex = options.knex ?? createKnex({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config) });
  try {
    if (ownsKnex) {
      await migrateToLatest(knex);
      if (config.seedDemo) {
        const inserted = await seedDemoCatalogueIfEmpty(knex, new Date());
        if (inserted > 0) logger.info(`Seeded the demo catalogue: ${inserted} outlet items`);
      }
    }
    const container = buildContainer(config, logger, knexAdapters(knex, options.clock));
    const app = createApp(container, config);
    const server = await listen(app.callback(), config);
    const sweep = startReservationSweep(container.get(SweepExpiredReservations), config.reservationSweepMs, logger);
    const { port } = server.address() as AddressInfo;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      config,
      container,
      knex,
      close: async () => {
        await sweep.stop();
        await closeServer(server);
        if (ownsKnex) await knex.destroy();
      },
    };
  } catch (error) {
    if (ownsKnex) await knex.destroy().catch(() => undefined);
    throw error;
  }
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
