import type { Knex } from 'knex';
import { isDatabaseUnavailable } from './database-unavailable';
import { createKnex } from './knex-factory';
import { withDatabase } from './database-url';

/**
 * The statement limit on a real MySQL/MariaDB (issue 9: "every query has a timeout"): a statement that waits
 * for a row lock held by another connection ends within the budget with an error the classifier calls
 * "unavailable" (so the edge answers 503), instead of innodb's default 50 s wait; the pool serves afterwards.
 */
const mysqlUrl = process.env.MYSQL_URL?.trim();

(mysqlUrl ? describe : describe.skip)('statement limit on MySQL', () => {
  let admin: Knex;
  let holder: Knex;
  let limited: Knex;
  const database = `shop_limits_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(async () => {
    admin = createKnex({ databaseUrl: withDatabase(mysqlUrl!, '') });
    await admin.raw('CREATE DATABASE ??', [database]);
    const url = withDatabase(mysqlUrl!, database);
    holder = createKnex({ databaseUrl: url });
    limited = createKnex({ databaseUrl: url, timeouts: { connectMs: 3000, acquireMs: 3000, statementMs: 1000 } });
    await holder.raw('CREATE TABLE fault_lock_probe (id INT PRIMARY KEY, n INT) ENGINE=InnoDB');
    await holder.raw('INSERT INTO fault_lock_probe (id, n) VALUES (1, 0)');
  });

  afterAll(async () => {
    await limited?.destroy();
    await holder?.destroy();
    await admin?.raw('DROP DATABASE IF EXISTS ??', [database]).catch(() => undefined);
    await admin?.destroy();
  });

  it('a lock wait past the statement budget fails fast and is classified unavailable; the next query works', async () => {
    await holder.transaction(async (trx) => {
      await trx.raw('SELECT n FROM fault_lock_probe WHERE id = 1 FOR UPDATE');
      const started = Date.now();
      const error = await limited.raw('UPDATE fault_lock_probe SET n = n + 1 WHERE id = 1').then(() => undefined, (e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(true);
    });
    expect(await limited.raw('SELECT 1 AS one')).toEqual([[{ one: 1 }], expect.anything()]);
  });

  it('the server knows the limit: max_statement_time (MariaDB) or max_execution_time (MySQL) is set on each connection', async () => {
    const [[{ version }]] = await limited.raw('SELECT VERSION() AS version');
    const variable = /mariadb/i.test(String(version)) ? 'max_statement_time' : 'max_execution_time';
    const [[row]] = await limited.raw(`SELECT @@SESSION.${variable} AS value, @@SESSION.innodb_lock_wait_timeout AS wait`);
    expect(Number(row.value)).toBe(variable === 'max_statement_time' ? 1 : 1000);
    expect(Number(row.wait)).toBe(1);
  });
});
