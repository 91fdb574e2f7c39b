/**
 * The databases a bench runs on: SQLite in its work directory and a MySQL database of its own, created on
 * MYSQL_URL's server and dropped afterwards. A bench whose MySQL is unreachable prints why and skips that run.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { redacted, withDatabase } from '../../adapters/persistence/database-url';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { migrateToLatest } from '../../adapters/persistence/migrations';
import { children } from './child-process';

export const MYSQL_URL = process.env.MYSQL_URL?.trim() || 'mysql://root@127.0.0.1:3306/test';

/** The SQLite file a bench's server is pointed at by DATA_DIR. */
export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'shop.sqlite');

export interface MysqlBenchDatabase {
  /** The DATABASE_URL of the bench's own database. */
  url: string;
  /** Drops the database and closes the server connection. */
  drop(): Promise<void>;
}

/**
 * A fresh database `<prefix>_<pid>_<random>` on MYSQL_URL's server, or undefined, the reason printed, when the
 * server does not answer within 5 s or refuses to create it.
 */
export async function createMysqlBenchDatabase(prefix: string): Promise<MysqlBenchDatabase | undefined> {
  const admin = createKnex({ databaseUrl: withDatabase(MYSQL_URL, '') });
  const database = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await Promise.race([admin.raw('select 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5000).unref())]);
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [database]);
  } catch (error) {
    console.log(`MySQL unreachable at ${redacted(MYSQL_URL)} (${error instanceof Error ? error.message : String(error)}): skipping the MySQL run`);
    await admin.destroy().catch(() => undefined);
    return undefined;
  }
  return {
    url: withDatabase(MYSQL_URL, database),
    drop: async () => {
      try {
        await admin.raw('DROP DATABASE IF EXISTS ??', [database]);
      } finally {
        await admin.destroy();
      }
    },
  };
}

/** A migrated database with the bench's connection to it, and the environment that points a child server at it. */
export interface MigratedBenchDatabase {
  database: 'sqlite' | 'mysql';
  serverEnv: NodeJS.ProcessEnv;
  knex: Knex;
  cleanup(): Promise<void>;
}

export async function migratedSqlite(workDir: string): Promise<MigratedBenchDatabase> {
  const dataDir = path.join(workDir, 'sqlite-data');
  const knex = createKnex({ sqliteFile: sqliteFileIn(dataDir) });
  await migrateToLatest(knex);
  return { database: 'sqlite', serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' }, knex, cleanup: () => knex.destroy() };
}

export async function migratedMysql(prefix: string): Promise<MigratedBenchDatabase | undefined> {
  const created = await createMysqlBenchDatabase(prefix);
  if (!created) return undefined;
  const knex = createKnex({ databaseUrl: created.url });
  await migrateToLatest(knex);
  return {
    database: 'mysql', serverEnv: { DATABASE_URL: created.url }, knex,
    cleanup: async () => {
      await knex.destroy();
      await created.drop();
    },
  };
}

/**
 * Runs `bench` on each database in turn, in a fresh work directory (`prefix` names it in the system's temp); each
 * database is cleaned up after its run. One whose `prepare` answers undefined (BENCH_SKIP_*, or unreachable) is
 * named in `skipped`. Afterwards, whether the runs passed or threw, child servers still running are killed and the
 * work directory is removed.
 */
export async function onEachDatabase<Target extends { cleanup(): Promise<void> }, Result>(
  prefix: string,
  prepares: (workDir: string) => ReadonlyArray<readonly [string, () => Promise<Target | undefined>]>,
  bench: (target: Target, workDir: string) => Promise<Result>,
): Promise<{ results: Result[]; skipped: string[] }> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const results: Result[] = [];
  const skipped: string[] = [];
  try {
    for (const [name, prepare] of prepares(workDir)) {
      const target = await prepare();
      if (!target) {
        skipped.push(name);
        continue;
      }
      try {
        results.push(await bench(target, workDir));
      } finally {
        await target.cleanup();
      }
    }
  } finally {
    for (const child of children) child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  }
  return { results, skipped };
}
