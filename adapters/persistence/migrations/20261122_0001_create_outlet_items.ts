import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The outlet (clearance) stock, one row per sellable variant; rows sharing a sku are one product card.
 * Money is whole NT$ in integers. Timestamps have no database default: time comes from the Clock port
 * (design.md, section 1), and precision 3 keeps milliseconds on MySQL (SQLite stores what it is given).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outlet_items', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('sku', 64).notNullable().index('outlet_items_sku_index');
    table.string('title', 255).notNullable();
    table.string('variant_title', 255).notNullable().defaultTo('');
    table.string('variant_details', 255).notNullable().defaultTo('Default');
    table.string('display_sku', 64).notNullable();
    table.integer('price').notNullable();
    table.integer('discount_price').notNullable();
    table.string('image_url', 512).notNullable();
    // JSON array of {id, src, position}. TEXT (not JSON) because MySQL, MariaDB and SQLite disagree on JSON
    // columns; MySQL TEXT columns cannot have a default, so writers always supply it.
    table.text('all_images').notNullable();
    // May hold simple HTML markup; the storefront renders it as markup when it contains any.
    table.text('description').notNullable();
    table.integer('total_quantity').notNullable().defaultTo(0);
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outlet_items');
}
