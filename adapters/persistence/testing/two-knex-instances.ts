import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { withDatabase } from '../database-url';
import { createKnex } from '../knex-factory';
import { migrateToLatest } from '../migrations';
import type { TestDatabase } from './databases-under-test';

export interface TwoKnexInstances {
  first: Knex;
  second: Knex;
  close(): Promise<void>;
}

/**
 * Two processes' view of one database: two knex instances (two connection pools) on one SQLite file or one fresh
 * MySQL database, for races that only the database can decide (an in-memory SQLite database lives on one connection).
 */
export async function openTwoKnexInstances(db: TestDatabase, prefix: string): Promise<TwoKnexInstances> {
  if (db.name === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    const file = path.join(dir, 'shop.sqlite');
    const first = createKnex({ sqliteFile: file });
    await migrateToLatest(first);
    const second = createKnex({ sqliteFile: file });
    return {
      first,
      second,
      close: async () => {
        await first.destroy();
        await second.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const opened = await db.open();
  const [[{ name }]] = await opened.knex.raw('SELECT DATABASE() AS name');
  const second = createKnex({ databaseUrl: withDatabase(String(process.env.MYSQL_URL), name) });
  return {
    first: opened.knex,
    second,
    close: async () => {
      await second.destroy();
      await opened.close();
    },
  };
}
