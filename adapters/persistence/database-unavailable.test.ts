import { KnexTimeoutError } from 'knex';
import { isDatabaseUnavailable } from './database-unavailable';

const coded = (code: string, errno?: number) => Object.assign(new Error(code), { code, ...(errno === undefined ? {} : { errno }) });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED')],
    ['connect timeout', coded('ETIMEDOUT')],
    ['connection lost', coded('PROTOCOL_CONNECTION_LOST')],
    ['client-side query timeout', coded('PROTOCOL_SEQUENCE_TIMEOUT')],
    ['too many connections', coded('ER_CON_COUNT_ERROR', 1040)],
    ['MariaDB max_statement_time', coded('ER_STATEMENT_TIMEOUT', 1969)],
    ['MySQL max_execution_time, errno only', Object.assign(new Error('timeout'), { errno: 3024 })],
    ['lock wait timeout', coded('ER_LOCK_WAIT_TIMEOUT', 1205)],
    ['pool acquire timeout', new KnexTimeoutError('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['SQLite locked past busy_timeout', coded('SQLITE_BUSY')],
    ['SQLite extended busy code', coded('SQLITE_BUSY_SNAPSHOT')],
    ['SQLite cannot open', coded('SQLITE_CANTOPEN')],
    ['wrapped in cause', new Error('outer', { cause: coded('ECONNRESET') })],
    ['AggregateError of connect attempts', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])],
  ])('%s: unavailable (503)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', coded('ER_PARSE_ERROR', 1064)],
    ['a unique violation', coded('ER_DUP_ENTRY', 1062)],
    ['an out-of-range value', coded('ER_WARN_DATA_OUT_OF_RANGE', 1264)],
    ['a SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s: not unavailable (stays a 500 or its own answer)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/**
 * Issue 28: a database cut under a running transaction gave a 500 now and then. The statement fails with a
 * coded error (ECONNRESET, PROTOCOL_CONNECTION_LOST), then knex's ROLLBACK on the dead socket throws mysql2's
 * "Can't add new command when connection is in closed state", which has no code, only `fatal: true`, and knex
 * rejects the transaction with that one.
 */
describe('isDatabaseUnavailable: mysql2 errors that carry only fatal: true (the real cut: server/http/database-outage.test.ts)', () => {
  it("mysql2's closed-state error (no code, fatal: true) is unavailable", () => {
    const closed = Object.assign(new Error("Can't add new command when connection is in closed state"), { fatal: true });
    expect(isDatabaseUnavailable(closed)).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: closed }))).toBe(true);
  });

  it('a query error that is not fatal is not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY', errno: 1062, fatal: false }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('odd'), { fatal: 'yes' }))).toBe(false);
  });
});
