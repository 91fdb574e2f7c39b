import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The Shopify stock sync job (issue 12; application/shopify/shopify-sync-runs.port.ts); its lease is the job_leases
 * row 'shopify-sync' (migration 20261128_0801).
 *
 * - shopify_sync_runs: one row per run, saved after every page of products: `cursor` is Shopify's endCursor of the
 *   last page done (null: from the start), so a run whose worker died is resumed there. done: variants handled;
 *   total: the estimate shown to staff (the last complete run's count while this one is running). created,
 *   updated, conflicts, item_failures: counts; errors: JSON array of text, the newest 20.
 * - shopify_stock_conflicts: one row per variant whose Shopify quantity is below the units held or sold here
 *   (domain/shopify/stock-rules.ts), as last seen; deleted when Shopify covers them again. Staff read them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopify_sync_runs', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('status', 16).notNullable();
    table.text('cursor').nullable();
    table.integer('done').unsigned().notNullable().defaultTo(0);
    table.integer('total').unsigned().notNullable().defaultTo(0);
    table.integer('created').unsigned().notNullable().defaultTo(0);
    table.integer('updated').unsigned().notNullable().defaultTo(0);
    table.integer('conflicts').unsigned().notNullable().defaultTo(0);
    table.integer('item_failures').unsigned().notNullable().defaultTo(0);
    table.text('errors').notNullable();
    table.datetime('started_at', { precision: 3 }).notNullable();
    table.datetime('finished_at', { precision: 3 }).nullable();
    table.datetime('heartbeat_at', { precision: 3 }).notNullable();
    table.index(['status', 'id'], 'shopify_sync_runs_status_index');
  });

  await knex.schema.createTable('shopify_stock_conflicts', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('shopify_variant_id', 64).primary();
    table.integer('outlet_item_id').unsigned().notNullable();
    table.integer('shopify_quantity').notNullable();
    table.integer('committed').unsigned().notNullable();
    table.integer('total_quantity').notNullable();
    table.string('detected_by', 16).notNullable();
    table.datetime('detected_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shopify_stock_conflicts');
  await knex.schema.dropTable('shopify_sync_runs');
}
