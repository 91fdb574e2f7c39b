import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Customer orders and store preferences (docs/accounts-contract.md; application/customers):
 * - orders.customer_id: the account an order belongs to (NULL for a guest order nobody linked yet). Set by
 *   a signed-in checkout, or by POST /api/customers/link-order with a conditional
 *   `UPDATE orders SET customer_id = ? WHERE id = ? AND customer_id IS NULL`, so two accounts racing to link
 *   the same order cannot both win. Indexed with created_at for the history (newest first, paginated).
 *   No foreign key: the customers table belongs to the accounts migration and an order outlives nothing.
 * - customer_store_preferences: one pickup store per customer (spec 2, sections 4 and 6), replaced whole on
 *   every save. updated_at has no database default: time comes from the Clock port.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.integer('customer_id').unsigned().nullable();
    table.index(['customer_id', 'created_at'], 'orders_customer_index');
  });
  await knex.schema.createTable('customer_store_preferences', (table) => {
    useMysqlTableOptions(knex, table);
    table.integer('customer_id').unsigned().primary();
    table.string('store_id', 32).notNullable();
    table.string('store_name', 255).notNullable();
    table.string('store_address', 255).notNullable().defaultTo('');
    table.string('logistics_sub_type', 16).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('customer_store_preferences');
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex(['customer_id', 'created_at'], 'orders_customer_index');
    table.dropColumn('customer_id');
  });
}
