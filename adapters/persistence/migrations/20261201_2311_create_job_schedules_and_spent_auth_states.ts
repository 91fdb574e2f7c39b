import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Issue 23.
 * - job_schedules: the shared schedule of a periodic job (the Shopee catalogue sync, the Shopify stock sync): one
 *   row per job name with the time its next run is due and how many runs were claimed. Every process polls it and
 *   the one whose conditional UPDATE moves next_due_at on (WHERE runs = the value it read) runs the job, so a job
 *   runs once per interval whatever the number of processes (job_leases only stops overlapping runs).
 * - shopee_auth_states_spent: the nonces of the Shopee authorisation states already used (a state is single use
 *   within its 10 minutes); the primary key makes the insert the claim, so of two concurrent uses one wins. Rows
 *   past their state's expiry are useless (the signature check refuses the state anyway) and are deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_schedules', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('name', 64).primary();
    table.datetime('next_due_at', { precision: 3 }).notNullable();
    table.bigInteger('runs').unsigned().notNullable().defaultTo(0);
  });
  await knex.schema.createTable('shopee_auth_states_spent', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('nonce', 32).primary();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.index(['expires_at'], 'shopee_auth_states_spent_expiry_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shopee_auth_states_spent');
  await knex.schema.dropTable('job_schedules');
}
