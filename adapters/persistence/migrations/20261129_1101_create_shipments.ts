import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Shipments: the ECPay C2C logistics order of an order (issue 12; application/shipping/shipment-store.port.ts).
 *
 * - order_id UNIQUE: never two shipments for one order, whichever process or sweep inserts first.
 * - merchant_trade_no UNIQUE: derived from the order id (shipmentTradeNo), so a retry after a crash between
 *   ECPay's answer and our write sends the same number and a duplicate is recovered, never created twice.
 * - status is the creation job's: creating (due at next_attempt_at; a claim pushes next_attempt_at forward),
 *   created, failed (listed to staff); claimed_until keeps every other process (and a staff "create now")
 *   off a row while one calls ECPay for it. shipping_status is the parcel's stage (domain/orders/shipment-status.ts);
 *   status_at is the UpdateStatusDate of the code shown, which decides between out-of-order notifications.
 * - shipment_events is the history: one row per (shipment, status_code, occurred_at), so a repeated
 *   notification inserts nothing. A staff action (source 'manual') has no ECPay code.
 * Timestamps have no database default: time comes from the Clock port.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shipments', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('order_id', 16).notNullable().references('id').inTable('orders');
    table.string('merchant_trade_no', 20).notNullable();
    table.string('sub_type', 16).notNullable();
    table.string('status', 16).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.datetime('next_attempt_at', { precision: 3 }).nullable();
    table.datetime('claimed_until', { precision: 3 }).nullable();
    table.string('last_error', 255).nullable();
    table.string('logistics_id', 40).nullable();
    table.string('payment_no', 40).nullable();
    table.string('validation_no', 20).nullable();
    table.integer('status_code').nullable();
    table.string('status_message', 200).nullable();
    table.datetime('status_at', { precision: 3 }).nullable();
    table.string('shipping_status', 16).notNullable();
    table.boolean('attention').notNullable().defaultTo(false);
    table.datetime('shipped_at', { precision: 3 }).nullable();
    table.datetime('delivered_at', { precision: 3 }).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.unique(['order_id'], { indexName: 'shipments_order_unique' });
    table.unique(['merchant_trade_no'], { indexName: 'shipments_trade_no_unique' });
    // The job's due rows, and the staff list of failed ones.
    table.index(['status', 'next_attempt_at'], 'shipments_due_index');
  });

  await knex.schema.createTable('shipment_events', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.integer('shipment_id').unsigned().notNullable().references('id').inTable('shipments');
    table.integer('status_code').nullable();
    table.string('message', 200).notNullable().defaultTo('');
    table.string('source', 16).notNullable();
    table.datetime('occurred_at', { precision: 3 }).notNullable();
    table.datetime('received_at', { precision: 3 }).notNullable();
    table.unique(['shipment_id', 'status_code', 'occurred_at'], { indexName: 'shipment_events_once_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shipment_events');
  await knex.schema.dropTable('shipments');
}
