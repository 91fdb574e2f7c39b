import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../application/accounts/account-settings';
import type { Clock } from '../../../application/shared/clock.port';
import { buildContainer, type Override } from '../../container';
import { loadConfig } from '../../load-config';
import { silentLogger } from '../../logger';
import { createInfrastructure } from '../../modules';
import { createApp } from '../app';

export interface ServedApp {
  container: Container;
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

/**
 * The app alone on a free port: the modules' container with the suite's fakes in place (overrides), and no
 * jobs and no sandbox (startServer's), so what a suite sees is what its own calls did. The caller owns the
 * database, and stops any background run it started before close().
 */
export async function serveApp(knex: Knex, options: {
  clock: Clock; staffSecret: string; overrides: readonly Override[]; publicBaseUrl?: string;
}): Promise<ServedApp> {
  const config = loadConfig({}, {
    port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, publicBaseUrl: options.publicBaseUrl ?? 'http://shop.example.test',
    accounts: { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: options.staffSecret },
  });
  const container = buildContainer(createInfrastructure({ knex, config, logger: silentLogger, clock: options.clock }), { overrides: options.overrides });
  const server = createServer(createApp(container, config).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    container,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
