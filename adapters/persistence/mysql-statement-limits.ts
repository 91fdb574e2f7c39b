import { STATEMENT_CLIENT_GRACE_MS } from './database-timeouts';

/** The few mysql2 Connection members used here (its typings overload query() too heavily to wrap it typed). */
interface MysqlConnection {
  query(...args: unknown[]): unknown;
  destroy(): void;
  __knex__disposed?: unknown;
}

type Callback = (error: (Error & { code?: string }) | null, ...results: unknown[]) => void;

/**
 * The pool's afterCreate for MySQL: bounds every statement of a new connection to `statementMs`.
 * - On the server, so a slow query stops using the database too: MariaDB `max_statement_time` (seconds, every
 *   statement), MySQL `max_execution_time` (ms, read-only SELECTs only), and `innodb_lock_wait_timeout` for
 *   row-lock waits (whole seconds) on both. A server that refuses a variable (TiDB, Vitess, an old MySQL)
 *   keeps going with the client-side limit alone.
 * - On the client, STATEMENT_CLIENT_GRACE_MS later: mysql2's per-query `timeout`. A network that swallows
 *   packets (a half-dead proxy, a frozen server) never lets the server's limit fire, so this one is the
 *   guarantee. mysql2 answers PROTOCOL_SEQUENCE_TIMEOUT but keeps the connection with the query still
 *   queued on it; it is destroyed here, so the pool's validation (knex checks `_closing` and
 *   `__knex__disposed`) drops it instead of handing it to the next request.
 */
export function limitMysqlStatements(statementMs: number) {
  return (connection: MysqlConnection, done: (error: Error | null, connection: MysqlConnection) => void): void => {
    const run = (sql: string) => new Promise<unknown[]>((resolve, reject) => {
      connection.query(sql, (error: Error | null, rows: unknown[]) => (error ? reject(error) : resolve(rows)));
    });
    const trySet = (sql: string) => run(sql).catch(() => undefined);
    (async () => {
      const rows = await run('SELECT VERSION() AS version');
      const version = String((rows[0] as { version?: unknown } | undefined)?.version ?? '');
      if (/mariadb/i.test(version)) await trySet(`SET SESSION max_statement_time = ${(statementMs / 1000).toFixed(3)}`);
      else await trySet(`SET SESSION max_execution_time = ${Math.round(statementMs)}`);
      await trySet(`SET SESSION innodb_lock_wait_timeout = ${Math.max(1, Math.ceil(statementMs / 1000))}`);
      boundQueries(connection, statementMs + STATEMENT_CLIENT_GRACE_MS);
    })().then(() => done(null, connection), (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), connection));
  };
}

/** Adds mysql2's `timeout` to every later query of the connection, and discards the connection when it fires. */
function boundQueries(connection: MysqlConnection, timeoutMs: number): void {
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    // knex's every statement (dialects/mysql _query): query({ sql, ...options }, bindings, callback), an object of
    // its own made for this one call, so the timeout is added to it in place (issue 29, decision 48).
    if (args.length === 3 && typeof args[2] === 'function' && typeof args[0] === 'object' && args[0] !== null) {
      const options = args[0] as { timeout?: number };
      if (!('timeout' in options)) options.timeout = timeoutMs;
      return query(options, args[1], timedOut(connection, args[2] as Callback));
    }
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt < 0) return query(...args); // streams and promise-less callers: untouched
    const options = typeof args[0] === 'string' ? { sql: args[0] } : { ...(args[0] as object) };
    const bounded = 'timeout' in options ? options : { ...options, timeout: timeoutMs };
    const callback = args[callbackAt] as Callback;
    const rest = args.slice(1, callbackAt);
    return query(bounded, ...rest, timedOut(connection, callback));
  };
}

/** The callback, after discarding the connection when mysql2's timeout fired. */
function timedOut(connection: MysqlConnection, callback: Callback): Callback {
  return (error, ...results) => {
    if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') {
      connection.__knex__disposed = error;
      connection.destroy();
    }
    callback(error, ...results);
  };
}
