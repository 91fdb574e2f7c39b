import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { DEFAULT_DATABASE_TIMEOUTS, SQLITE_DEFAULT_BUSY_TIMEOUT_MS, type DatabaseTimeouts } from './database-timeouts';
import { limitMysqlStatements } from './mysql-statement-limits';

export interface KnexFactoryOptions {
  /** `mysql://user:pass@host:3306/db` selects MySQL (or MariaDB / TiDB); anything else means SQLite. */
  databaseUrl?: string;
  /** SQLite file; ':memory:' (the default) gives a private in-memory database. */
  sqliteFile?: string;
  /** Connect, pool-acquire and statement limits (DEFAULT_DATABASE_TIMEOUTS); statementMs 0 for migrations. */
  timeouts?: DatabaseTimeouts;
}

export type DatabaseKind = 'sqlite' | 'mysql';

/**
 * One place decides how the shop talks to its database (design.md, section 3): MySQL through mysql2 when
 * DATABASE_URL is a mysql:// address, otherwise the embedded SQLite file.
 */
export function createKnex(options: KnexFactoryOptions): Knex {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if (options.databaseUrl?.startsWith('mysql://')) return createMysqlKnex(options.databaseUrl, timeouts);
  return createSqliteKnex(options.sqliteFile ?? ':memory:', timeouts);
}

/** Which of the two supported engines a knex instance talks to (knex's mysql2 client reports 'mysql'). */
export function databaseKind(knex: Knex): DatabaseKind {
  return knex.client.dialect === 'mysql' ? 'mysql' : 'sqlite';
}

/**
 * knex warns on the console for every connection lost or not made, with the SQL of the query; in an outage
 * that is one multi-line warning per request on top of our own log line (the request's 503, a job's failure).
 * Those two are dropped; every other knex warning still reaches the console.
 */
const knexLog = {
  warn(message: unknown) {
    if (typeof message === 'string' && /^(Connection Error|Acquire connection error)/.test(message)) return;
    console.warn(message);
  },
};

function createMysqlKnex(databaseUrl: string, timeouts: DatabaseTimeouts): Knex {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return knexFactory({
    client: 'mysql2',
    log: knexLog,
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
      // A database that is down or unreachable fails a new connection in seconds (mysql2's default is 10 s),
      // and TCP keep-alive lets the kernel notice an idle pooled connection whose peer vanished.
      connectTimeout: timeouts.connectMs,
      enableKeepAlive: true,
      keepAliveInitialDelay: 10_000,
    },
    // knex's default is 60 s: a request would wait that long for a pool that cannot connect.
    acquireConnectionTimeout: timeouts.acquireMs,
    pool: {
      // min 0 lets an idle server (or a test that has finished) hold no connection open, and means a
      // connection that died in an outage is never kept: knex validates each one on acquire (mysql2's
      // fatal error, a destroyed stream, or our own discard below) and creates a new one, so the server
      // recovers by itself when the database returns.
      min: 0,
      max: 10,
      ...(timeouts.statementMs > 0 ? { afterCreate: limitMysqlStatements(timeouts.statementMs) } : {}),
    },
  });
}

function createSqliteKnex(file: string, timeouts: DatabaseTimeouts): Knex {
  const busyTimeoutMs = timeouts.statementMs > 0 ? timeouts.statementMs : SQLITE_DEFAULT_BUSY_TIMEOUT_MS;
  if (file !== ':memory:' && !file.startsWith('file:')) mkdirSync(dirname(file), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: file },
    // SQLite has no DEFAULT keyword in multi-row inserts; knex needs to know to write NULL instead.
    useNullAsDefault: true,
    // With one connection, requests queue for it; a queue that does not move within acquireMs is a 503.
    acquireConnectionTimeout: timeouts.acquireMs,
    pool: {
      // One connection: better-sqlite3 is synchronous, and an in-memory database exists only on its connection.
      min: 1,
      max: 1,
      afterCreate(connection: SqliteDatabase, done: (error: Error | null, connection: SqliteDatabase) => void) {
        try {
          // WAL lets readers in other processes (a second server, the bench) run while one writes;
          // NORMAL is durable in WAL mode and much faster than FULL; busy_timeout waits for a writer
          // instead of failing at once (for at most the statement budget: past it the database is "busy",
          // a 503); SQLite leaves foreign keys off unless asked.
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`);
          done(null, connection);
        } catch (error) {
          done(error instanceof Error ? error : new Error(String(error)), connection);
        }
      },
    },
  });
}
