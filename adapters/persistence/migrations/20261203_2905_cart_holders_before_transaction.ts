import type { Knex } from 'knex';
import { batchProcedureSql, createBatchProcedure } from './20261202_2904_hot_reserve_batch';

/**
 * MySQL/MariaDB: the batch procedure of 20261202_2904 with one change (docs/decisions.md section 49). A new
 * cart's holder row is inserted before the transaction, in autocommit, together with the clients' rows, instead
 * of under the hold's savepoint. INSERT IGNORE of a row that already exists takes a SHARED lock on it until the
 * commit; two adds of one new cart, in two processes, each held the row shared and then waited to UPDATE it:
 * a deadlock every time, three times over, and a 500 in CI (two-processes.test.ts, holds per phone).
 * Outside the transaction the insert's lock ends with its statement, so the UPDATE is the first lock a
 * transaction takes on a holder row and the rows are locked in one order (item, cart, client).
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.dialect !== 'mysql') return;
  await createBatchProcedure(knex, batchProcedureSql('before_transaction'));
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.dialect !== 'mysql') return;
  await createBatchProcedure(knex, batchProcedureSql('in_transaction'));
}
