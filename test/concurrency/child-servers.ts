import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { withDatabase } from '../../adapters/persistence/database-url';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { migrateToLatest } from '../../adapters/persistence/migrations';
import type { TestDatabase } from '../support/databases';
import { startChild, stopChild } from '../bench/child-process';

/** The compiled server, built by `npm run build:server` (npm test builds it before jest). */
export const SERVER_MAIN = path.resolve(__dirname, '../../dist/server/server/main.js');

export function assertServerBuilt(): void {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${path.relative(process.cwd(), SERVER_MAIN)} is missing: run \`npm run build:server\` (tsc -p tsconfig.build.json) before this suite.`);
  }
}

export interface ChildServer {
  baseUrl: string;
  stop(): Promise<void>;
  /** kill -9: the process dies at once, in the middle of whatever it was doing (no shutdown, no cleanup). */
  crash(): Promise<void>;
}

/** The compiled server in a child process on a free port, pointed at a database by `env`. */
export async function startChildServer(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const { child, baseUrl } = await startChild(SERVER_MAIN, { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env }, path.resolve(__dirname, '../..'));
  return {
    baseUrl,
    stop: () => stopChild(child),
    crash: () => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    }),
  };
}

/** A migrated database that child servers share with the test: `env` points a child at it, `knex` is the test's. */
export interface SharedDatabase {
  env: NodeJS.ProcessEnv;
  knex: Knex;
  close(): Promise<void>;
}

/** SQLite: a file in a fresh DATA_DIR; MySQL: a fresh database of databasesUnderTest (under CI without MYSQL_URL it fails here). */
export async function openSharedDatabase(database: TestDatabase, prefix: string): Promise<SharedDatabase> {
  if (database.name === 'mysql') {
    const opened = await database.open();
    const [[row]] = await opened.knex.raw('SELECT DATABASE() AS name');
    return { env: { DATABASE_URL: withDatabase(String(process.env.MYSQL_URL), String(row.name)) }, knex: opened.knex, close: opened.close };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const knex = createKnex({ sqliteFile: path.join(dataDir, 'shop.sqlite') });
  await migrateToLatest(knex);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    knex,
    close: async () => {
      await knex.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `read` every 100 ms until `done` holds; the crash suites wait on what the child servers write. */
export async function waitFor<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
