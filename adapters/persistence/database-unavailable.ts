/**
 * The one place that decides whether an error thrown by knex, mysql2 or better-sqlite3 means "the database
 * cannot answer right now" (down, unreachable, overloaded, too slow, locked) rather than "this query is wrong".
 * The HTTP edge answers the first kind 503 with Retry-After (server/http/error-mapping.ts) and the background
 * jobs log it and try again on their next tick; everything else stays a 500, which is a bug to fix.
 *
 * Kept to codes and flags, never message text, so a translated or reworded driver message cannot change the answer.
 */

/** Network and driver codes of a connection that could not be made, was lost, or did not answer in time. */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  // node:net, when mysql2 connects or its socket dies.
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  // mysql2: the server closed the connection, a query hit its client-side timeout, a command was queued on a
  // connection that had already failed.
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT', 'PROTOCOL_ENQUEUE_HANDSHAKE_TWICE',
  // MySQL / MariaDB server errors that say "not now" (by name; the numbers are below).
  'ER_CON_COUNT_ERROR', 'ER_TOO_MANY_USER_CONNECTIONS', 'ER_SERVER_SHUTDOWN', 'ER_LOCK_WAIT_TIMEOUT',
  'ER_QUERY_INTERRUPTED', 'ER_STATEMENT_TIMEOUT', 'ER_QUERY_TIMEOUT', 'ER_CONNECTION_KILLED',
]);

/**
 * MySQL / MariaDB error numbers of the same conditions, for drivers or servers that report only the number:
 * 1040 too many connections, 1053 server shutdown, 1203 too many connections for the user, 1205 lock wait
 * timeout, 1317 query interrupted, 1927 connection killed (MariaDB), 1969 max_statement_time exceeded
 * (MariaDB), 2006 server has gone away, 2013 lost connection during query, 3024 max_execution_time exceeded
 * (MySQL).
 */
const UNAVAILABLE_ERRNOS: ReadonlySet<number> = new Set([1040, 1053, 1203, 1205, 1317, 1927, 1969, 2006, 2013, 3024]);

/**
 * better-sqlite3 codes: the file is locked by another connection past busy_timeout (BUSY, LOCKED and their
 * extended forms such as SQLITE_BUSY_SNAPSHOT), cannot be opened, or the disk failed underneath.
 */
const SQLITE_UNAVAILABLE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR'];

/**
 * mysql2 marks `fatal: true` every error after which the connection is dead (lost, reset, a protocol fault, a
 * failed handshake), and some of them carry no code at all: "Can't add new command when connection is in
 * closed state", which the ROLLBACK knex sends after a failed statement throws on a socket that died, and
 * which knex then rejects the transaction with (issue 28: 4 answers of 500 in about 17,400 requests while the
 * database was cut). A query error on a live connection (a syntax error, a duplicate key) is never fatal.
 */
const isFatalDriverError = (error: DriverError) => error.fatal === true;

/** knex's own: no pool connection within acquireConnectionTimeout, or a query's .timeout() expired. */
const KNEX_TIMEOUT = 'KnexTimeoutError';

/** True when `error` (or an error it wraps, through `cause` or an AggregateError) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (matches(current as DriverError)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

interface DriverError {
  name?: unknown;
  code?: unknown;
  errno?: unknown;
  fatal?: unknown;
}

function matches(error: DriverError): boolean {
  if (error.name === KNEX_TIMEOUT || isFatalDriverError(error)) return true;
  if (typeof error.code === 'string') {
    if (UNAVAILABLE_CODES.has(error.code)) return true;
    const code = error.code;
    if (SQLITE_UNAVAILABLE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
  }
  // node:net reports negative errnos, so a positive number here is always the server's.
  return typeof error.errno === 'number' && UNAVAILABLE_ERRNOS.has(error.errno);
}
