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
