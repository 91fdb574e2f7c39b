import type { Knex } from 'knex';
import { databaseKind } from '../knex-factory';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The marketplace (Shopee) catalogue as synced into our database (issue 11): the storefront reads these
 * tables, never Shopee per request. Written only by the sync job (application/marketplace/sync-*.ts)
 * through MarketplaceCatalogueWriter; read by the catalogue routes, the cart and checkout.
 *
 * - shopee_products: one row per LISTED item (an unlisted or deleted item's row is deleted). price is the
 *   marketplace ORIGINAL price in whole NT$ (for an item with models: the lowest model price); the 10% off is
 *   the domain's pricing rule, never stored. stock: the item's available stock (sum of its models' stock).
 *   all_images: JSON array of {src}. category: the display name (zh-hant), denormalised so the list can
 *   filter by the name the categories call returns. source_update_time: Shopee's update_time (seconds), the
 *   cursor of incremental syncs. seen_run_id: the last full sync that saw the item (a full sync deletes rows
 *   it did not see).
 * - shopee_models: the item's models (variations), name composed from the tier options; available is
 *   Shopee's model_status MODEL_NORMAL. position keeps Shopee's tier order for display.
 * - shopee_categories: Shopee's category tree (get_category, zh-hant names).
 *
 * Shopee ids are int64 (item ids pass 2^32 today), so they are BIGINT here, and cart_lines.item_id and
 * order_items.item_id are widened on MySQL (SQLite's INTEGER is 64-bit already).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopee_categories', (table) => {
    useMysqlTableOptions(knex, table);
    table.bigInteger('category_id').unsigned().primary();
    table.bigInteger('parent_id').unsigned().nullable();
    table.string('name', 255).notNullable();
  });

  await knex.schema.createTable('shopee_products', (table) => {
    useMysqlTableOptions(knex, table);
    table.bigInteger('item_id').unsigned().primary();
    table.string('item_name', 255).notNullable();
    table.text('description').notNullable();
    table.string('item_sku', 100).nullable();
    table.bigInteger('category_id').unsigned().nullable();
    table.string('category', 255).nullable();
    table.bigInteger('price').notNullable();
    table.integer('stock').notNullable();
    table.string('image_url', 512).nullable();
    table.text('all_images').notNullable();
    table.boolean('has_variations').notNullable();
    table.bigInteger('source_update_time').notNullable();
    table.datetime('last_synced_at', { precision: 3 }).notNullable();
    table.integer('seen_run_id').unsigned().nullable();
    // The list filtered by category, newest item first (item ids grow with creation on Shopee).
    table.index(['category', 'item_id'], 'shopee_products_category_index');
    table.index(['seen_run_id'], 'shopee_products_seen_run_index');
  });

  await knex.schema.createTable('shopee_models', (table) => {
    useMysqlTableOptions(knex, table);
    table.bigInteger('item_id').unsigned().notNullable().references('item_id').inTable('shopee_products').onDelete('CASCADE');
    table.bigInteger('model_id').unsigned().notNullable();
    table.string('name', 255).notNullable();
    table.bigInteger('price').notNullable();
    table.integer('stock').notNullable();
    table.string('model_sku', 100).nullable();
    table.string('image_url', 512).nullable();
    table.boolean('available').notNullable();
    table.integer('position').notNullable();
    table.primary(['item_id', 'model_id']);
  });

  if (databaseKind(knex) === 'mysql') {
    await knex.schema.alterTable('cart_lines', (table) => { table.bigInteger('item_id').unsigned().notNullable().alter(); });
    await knex.schema.alterTable('order_items', (table) => { table.bigInteger('item_id').unsigned().notNullable().alter(); });
  }
}

export async function down(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'mysql') {
    await knex.schema.alterTable('order_items', (table) => { table.integer('item_id').unsigned().notNullable().alter(); });
    await knex.schema.alterTable('cart_lines', (table) => { table.integer('item_id').unsigned().notNullable().alter(); });
  }
  await knex.schema.dropTable('shopee_models');
  await knex.schema.dropTable('shopee_products');
  await knex.schema.dropTable('shopee_categories');
}
