import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Database as SqliteDatabase } from 'better-sqlite3';

export interface KnexFactoryOptions {
  /** `mysql://user:pass@host:3306/db` selects MySQL (or MariaDB / TiDB); anything else means SQLite. */
  databaseUrl?: string;
  /** SQLite file; ':memory:' (the default) gives a private in-memory database. */
  sqliteFile?: string;
}

export type DatabaseKind = 'sqlite' | 'mysql';

/**
 * One place decides how the shop talks to its database (design.md, section 3): MySQL through mysql2 when
 * DATABASE_URL is a mysql:// address, otherwise the embedded SQLite file.
 */
export function createKnex(options: KnexFactoryOptions): Knex {
  if (options.databaseUrl?.startsWith('mysql://')) return createMysqlKnex(options.databaseUrl);
  return createSqliteKnex(options.sqliteFile ?? ':memory:');
}

/** Which of the two supported engines a knex instance talks to (knex's mysql2 client reports 'mysql'). */
export function databaseKind(knex: Knex): DatabaseKind {
  return knex.client.dialect === 'mysql' ? 'mysql' : 'sqlite';
}

function createMysqlKnex(databaseUrl: string): Knex {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return knexFactory({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      // Absent for server-level connections (the test support creates and drops databases with one).
      ...(database ? { database } : {}),
      // Traditional Chinese text (and emoji in descriptions) needs the 4-byte UTF-8 charset.
      charset: 'utf8mb4',
      // The database stores UTC: mysql2 writes and reads DATETIME values as UTC instead of the host's zone.
      timezone: 'Z',
      // COUNT/SUM results and BIGINT ids stay exact; mysql2 gives numbers while they are safe integers.
      supportBigNumbers: true,
    },
    // min 0 lets an idle server (or a test that has finished) hold no connection open.
    pool: { min: 0, max: 10 },
  });
}

function createSqliteKnex(file: string): Knex {
  if (file !== ':memory:' && !file.startsWith('file:')) mkdirSync(dirname(file), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: file },
    // SQLite has no DEFAULT keyword in multi-row inserts; knex needs to know to write NULL instead.
    useNullAsDefault: true,
    pool: {
      // One connection: better-sqlite3 is synchronous, and an in-memory database exists only on its connection.
      min: 1,
      max: 1,
      afterCreate(connection: SqliteDatabase, done: (error: Error | null, connection: SqliteDatabase) => void) {
        try {
          // WAL lets readers in other processes (a second server, the bench) run while one writes;
          // NORMAL is durable in WAL mode and much faster than FULL; busy_timeout waits for a writer
          // instead of failing at once; SQLite leaves foreign keys off unless asked.
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          done(null, connection);
        } catch (error) {
          done(error instanceof Error ? error : new Error(String(error)), connection);
        }
      },
    },
  });
}
