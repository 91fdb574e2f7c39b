import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * One row per outlet unit held for a shopper (design.md, section 2, "Reservations"). Rows are never deleted:
 * a release sets released_at and released_reason ('removed' | 'released' | 'expired' | 'cleared'); checkout
 * sets confirmed_at, and a confirmed row counts as sold forever. A row takes a unit away while
 * released_at IS NULL AND (confirmed_at IS NOT NULL OR expires_at > now): see outlet/availability.ts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outlet_reservations', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    // outlet_items.id is INT UNSIGNED on MySQL: the referencing column must match it exactly.
    table.integer('outlet_item_id').unsigned().notNullable().references('id').inTable('outlet_items');
    // The shopper's phone (digits only, 8-15): the cart's owner until accounts link carts to customers.
    table.string('reserved_by', 15).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.datetime('released_at', { precision: 3 }).nullable();
    table.datetime('confirmed_at', { precision: 3 }).nullable();
    table.string('released_reason', 16).nullable();
    // The availability count reads exactly these columns for one item (and grouped for the list).
    table.index(['outlet_item_id', 'released_at', 'expires_at'], 'outlet_reservations_item_active_index');
    table.index(['reserved_by'], 'outlet_reservations_reserved_by_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outlet_reservations');
}
