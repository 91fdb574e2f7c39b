import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * job_schedules (issue 23): the shared schedule of a periodic job (the Shopee catalogue sync, the Shopify stock
 * sync): one row per job name with the time its next run is due and how many runs were claimed. Every process
 * polls it and the one whose conditional UPDATE moves next_due_at on (WHERE runs = the value it read) runs the job,
 * so a job runs once per interval whatever the number of processes (job_leases only stops overlapping runs).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_schedules', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('name', 64).primary();
    table.datetime('next_due_at', { precision: 3 }).notNullable();
    table.bigInteger('runs').unsigned().notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_schedules');
}
