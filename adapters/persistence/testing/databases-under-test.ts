import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createKnex } from '../knex-factory';
import { migrateToLatest } from '../migrations';
import { redacted, withDatabase } from '../database-url';

/**
 * The databases the persistence and HTTP suites run on (design.md, section 3): SQLite always, MySQL
 * whenever MYSQL_URL is set. Under CI a missing MYSQL_URL is a failure, never a silent skip.
 *
 * It lives here, not only in test/support, because the dependency rule forbids adapters/ (tests included)
 * to import from test/; test/support/databases.ts re-exports it for the server and cross-cutting suites.
 */
export interface OpenDatabase {
  knex: Knex;
  close(): Promise<void>;
}

export interface TestDatabase {
  name: 'sqlite' | 'mysql';
  /** A freshly migrated, empty database of its own. */
  open(): Promise<OpenDatabase>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async open() {
    // A private in-memory database per open(): nothing is shared between tests or jest workers.
    const knex = createKnex({ sqliteFile: ':memory:' });
    await migrateToLatest(knex);
    return { knex, close: () => knex.destroy() };
  },
};

let mysqlDatabaseCounter = 0;

function mysqlAt(serverUrl: string): TestDatabase {
  return {
    name: 'mysql',
    async open() {
      // Unique per process, per open() and per run, so parallel jest workers and an earlier run that died
      // before dropping its database never collide.
      mysqlDatabaseCounter += 1;
      const database = `shop_test_${process.pid}_${mysqlDatabaseCounter}_${randomBytes(3).toString('hex')}`;
      const server = createKnex({ databaseUrl: withDatabase(serverUrl, '') });
      let knex: Knex | undefined;
      try {
        await server.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [database]);
        knex = createKnex({ databaseUrl: withDatabase(serverUrl, database) });
        await migrateToLatest(knex);
      } catch (error) {
        await knex?.destroy();
        await server.raw('DROP DATABASE IF EXISTS ??', [database]).catch(() => undefined);
        await server.destroy();
        throw new Error(`Could not prepare a MySQL test database at ${redacted(serverUrl)}: ${String(error)}`, { cause: error });
      }
      const opened = knex;
      return {
        knex: opened,
        async close() {
          await opened.destroy();
          try {
            await server.raw('DROP DATABASE IF EXISTS ??', [database]);
          } finally {
            await server.destroy();
          }
        },
      };
    },
  };
}

const mysqlRequiredUnderCi: TestDatabase = {
  name: 'mysql',
  async open() {
    throw new Error('MYSQL_URL is required under CI (e.g. mysql://root@127.0.0.1:3306/test): the suites must run on MySQL too.');
  },
};

/** Which databases to run on, given the environment; exported for its own test. */
export function selectDatabases(env: NodeJS.ProcessEnv, note: (line: string) => void = writeNote): TestDatabase[] {
  const mysqlUrl = env.MYSQL_URL?.trim();
  if (mysqlUrl) return [sqlite, mysqlAt(mysqlUrl)];
  if (env.CI === 'true') return [sqlite, mysqlRequiredUnderCi];
  note('note: MYSQL_URL is not set, so database suites run on SQLite only');
  return [sqlite];
}

// Once per jest run, although every test file loads this module afresh in its own registry and workers are
// separate processes: the first to create a marker file named after the run's process prints. Straight to
// stderr because jest decorates console output with a stack location over several lines.
function writeNote(line: string): void {
  const runPid = process.env.JEST_WORKER_ID ? process.ppid : process.pid;
  try {
    closeSync(openSync(join(tmpdir(), `shop-test-db-note-${runPid}`), 'wx'));
  } catch {
    return; // already printed in this run (or tmp is not writable: then stay quiet rather than noisy)
  }
  process.stderr.write(`${line}\n`);
}

/** Usage: describe.each(databasesUnderTest)('... on $name', (db) => { ... db.open() ... }). */
export const databasesUnderTest: TestDatabase[] = selectDatabases(process.env);
