import type { Knex } from 'knex';
import { databaseKind } from '../knex-factory';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Marketplace (Shopee) lines in the shared cart and in orders, and Shopee orders linked to an account (issue 11).
 *
 * - cart_lines.snapshot_*: what a marketplace line showed when it was added (item name, model name, ORIGINAL
 *   price, picture). The cart reads the live shopee_products/shopee_models rows first; the snapshot is only
 *   what is left when the product or its model vanished since (unlisted, deleted by a sync), so the shopper
 *   still sees the line and can remove it. Outlet lines leave them NULL (their item row is never deleted).
 * - order_items.variant_name: the model name as sold (a marketplace item); NULL for outlet items, whose
 *   variant text stays on the outlet item. order_items.sku widens to 100 on MySQL, the length of Shopee's
 *   item_sku/model_sku (SQLite does not enforce VARCHAR lengths).
 * - customer_linked_orders: an order of another platform (Shopee) a customer proved to be theirs
 *   (POST /api/customers/link-order, orderSource shopee). Shopee's order is not ours, so it is not a row of
 *   orders: what the history shows is copied at link time (date, total, status, products as JSON). UNIQUE
 *   (source, external_order_id): an external order belongs to one account, the second account is refused.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cart_lines', (table) => {
    table.string('snapshot_title', 255).nullable();
    table.string('snapshot_variant_name', 255).nullable();
    table.bigInteger('snapshot_price').nullable();
    table.string('snapshot_image_url', 512).nullable();
  });
  await knex.schema.alterTable('order_items', (table) => {
    table.string('variant_name', 255).nullable();
  });
  if (databaseKind(knex) === 'mysql') {
    await knex.schema.alterTable('order_items', (table) => { table.string('sku', 100).nullable().alter(); });
  }
  await knex.schema.createTable('customer_linked_orders', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.integer('customer_id').unsigned().notNullable();
    table.string('source', 16).notNullable();
    table.string('external_order_id', 64).notNullable();
    table.datetime('order_date', { precision: 3 }).notNullable();
    table.bigInteger('total').notNullable();
    /** The platform's own status word at link time (e.g. Shopee's COMPLETED). */
    table.string('external_status', 32).notNullable();
    /** The phone the customer proved the order with (digits). */
    table.string('customer_phone', 20).notNullable();
    table.text('products').notNullable();
    table.datetime('linked_at', { precision: 3 }).notNullable();
    table.unique(['source', 'external_order_id'], { indexName: 'customer_linked_orders_external_unique' });
    table.index(['customer_id', 'order_date'], 'customer_linked_orders_customer_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('customer_linked_orders');
  if (databaseKind(knex) === 'mysql') {
    await knex.schema.alterTable('order_items', (table) => { table.string('sku', 64).nullable().alter(); });
  }
  await knex.schema.alterTable('order_items', (table) => { table.dropColumn('variant_name'); });
  await knex.schema.alterTable('cart_lines', (table) => {
    table.dropColumn('snapshot_image_url');
    table.dropColumn('snapshot_price');
    table.dropColumn('snapshot_variant_name');
    table.dropColumn('snapshot_title');
  });
}
