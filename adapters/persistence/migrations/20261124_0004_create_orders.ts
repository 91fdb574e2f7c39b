import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Orders (spec 2, section 3 "Order as read from the server", "Order item"), and the audit of their statuses.
 *
 * - orders.id is the order number itself, ORD-{8 digits}: the primary key is the collision check of
 *   checkout (a unique violation makes it try the next candidate). Money is whole NT$ (integers).
 * - access_token_hash: SHA-256 (64 hex characters) of the buyer's token; the token is never stored
 *   (docs/decisions.md, decision 5).
 * - status changes only through TransitionOrder (the domain's status machine); each one, and the creation,
 *   is a row of order_status_events (from_status NULL for the creation).
 * - order_items copy the catalogue facts at checkout (title, sku, prices, picture), so an order keeps what
 *   was sold even when the catalogue row changes later; reservation_id is the outlet hold it confirmed.
 * Timestamps have no database default: time comes from the Clock port.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('id', 16).primary();
    table.string('status', 24).notNullable();
    table.string('status_message', 255).nullable();
    table.string('customer_name', 100).notNullable();
    table.string('customer_phone', 15).notNullable();
    table.integer('total_amount').notNullable();
    table.string('delivery_method', 16).notNullable();
    table.string('payment_method', 16).notNullable();
    table.string('store_id', 32).notNullable();
    table.string('store_name', 255).notNullable();
    table.string('store_address', 255).notNullable().defaultTo('');
    table.string('logistics_sub_type', 16).notNullable();
    table.string('order_source', 16).notNullable();
    table.string('access_token_hash', 64).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    // Order history of a phone (accounts capability) and the reconciliation job (stale PENDING_PAYMENT).
    table.index(['customer_phone', 'created_at'], 'orders_customer_phone_index');
    table.index(['status', 'updated_at'], 'orders_status_index');
  });

  await knex.schema.createTable('order_items', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('order_id', 16).notNullable().references('id').inTable('orders');
    table.string('item_type', 16).notNullable();
    table.integer('item_id').unsigned().notNullable();
    table.string('variant_id', 64).nullable();
    table.string('title', 255).notNullable();
    table.string('sku', 64).nullable();
    table.integer('price').notNullable();
    table.integer('discount_price').notNullable();
    table.integer('quantity').notNullable().defaultTo(1);
    table.string('image_url', 512).nullable();
    table.integer('reservation_id').unsigned().nullable().references('id').inTable('outlet_reservations');
    table.index(['order_id'], 'order_items_order_index');
  });

  await knex.schema.createTable('order_status_events', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('order_id', 16).notNullable().references('id').inTable('orders');
    table.string('from_status', 24).nullable();
    table.string('to_status', 24).notNullable();
    table.string('reason', 255).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['order_id', 'id'], 'order_status_events_order_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_status_events');
  await knex.schema.dropTable('order_items');
  await knex.schema.dropTable('orders');
}
