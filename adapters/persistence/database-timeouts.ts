/**
 * How long the shop waits for its database before it gives up and answers 503 (docs/operations.md,
 * "Outages and timeouts"). Without these a dead or hanging MySQL held requests for knex's 60 s acquire
 * timeout, or forever on a connection whose peer stopped answering (19.7 s was measured before anything
 * gave up). A request whose database does not answer within the budget is answered 503 with Retry-After
 * (adapters/persistence/database-unavailable.ts classifies the errors these timeouts raise).
 */
export interface DatabaseTimeouts {
  /** MySQL: TCP connect plus handshake of a new pool connection (mysql2 connectTimeout). */
  connectMs: number;
  /** Waiting for a free pool connection, including creating one (knex acquireConnectionTimeout). */
  acquireMs: number;
  /**
   * One statement. MySQL: the server's own limit (MariaDB max_statement_time, MySQL max_execution_time for
   * SELECT) plus innodb_lock_wait_timeout, and a client-side timer STATEMENT_CLIENT_GRACE_MS later that
   * discards the connection (it catches a network that swallows packets: the server never sees the query).
   * SQLite: busy_timeout, the wait for another connection's lock. 0: no limit (migrations).
   */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, acquireMs: 5000, statementMs: 4000 };

/** The client-side timer fires this long after the server's own limit, so the server's cleaner error usually wins. */
export const STATEMENT_CLIENT_GRACE_MS = 500;

/** SQLite's lock wait when statementMs is 0 (unlimited makes no sense for a lock wait): the old fixed value. */
export const SQLITE_DEFAULT_BUSY_TIMEOUT_MS = 5000;
