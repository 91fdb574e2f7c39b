import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The marketplace sync job's state (issue 11; application/marketplace/sync-run-store.port.ts):
 *
 * - marketplace_sync_runs: one row per run, saved after every page of Shopee's item list, so a run whose
 *   worker died is resumed from cursor_offset by the next worker. phase: categories | scan | catch_up (a full
 *   run), scan (an incremental one); update_time_from/to: the current phase's window on Shopee's
 *   update_time (unix seconds; the last successful run's update_time_to is where the next incremental run
 *   starts). errors: JSON array of text, the newest 20. heartbeat_at: the last save.
 * - job_leases: a named lease (the sync's is 'marketplace-sync'): taken by an INSERT, or by an UPDATE of a
 *   lapsed row (WHERE expires_at < now), each one atomic statement, so exactly one process of any number
 *   holds it; the holder renews it after every page and deletes it at the end. A worker that dies simply
 *   lets it lapse.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('marketplace_sync_runs', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('kind', 16).notNullable();
    table.string('status', 16).notNullable();
    table.string('phase', 16).notNullable();
    table.integer('cursor_offset').unsigned().notNullable().defaultTo(0);
    table.bigInteger('update_time_from').nullable();
    table.bigInteger('update_time_to').notNullable();
    table.integer('done').unsigned().notNullable().defaultTo(0);
    table.integer('total').unsigned().notNullable().defaultTo(0);
    table.integer('upserted').unsigned().notNullable().defaultTo(0);
    table.integer('removed').unsigned().notNullable().defaultTo(0);
    table.integer('item_failures').unsigned().notNullable().defaultTo(0);
    table.text('errors').notNullable();
    table.datetime('started_at', { precision: 3 }).notNullable();
    table.datetime('finished_at', { precision: 3 }).nullable();
    table.datetime('heartbeat_at', { precision: 3 }).notNullable();
    // The running run, the last finished or successful run: newest of a status first.
    table.index(['status', 'id'], 'marketplace_sync_runs_status_index');
  });

  await knex.schema.createTable('job_leases', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('name', 64).primary();
    table.string('owner', 128).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_leases');
  await knex.schema.dropTable('marketplace_sync_runs');
}
