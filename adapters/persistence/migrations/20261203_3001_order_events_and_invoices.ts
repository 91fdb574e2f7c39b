import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Issue 30: one way an order moves, and what hangs on the moves (docs/decisions.md section 51).
 *
 * - order_events: the transactional outbox. One row per move of an order, written in the same transaction as
 *   the move by the one writer (adapters/persistence/orders/order-moves.ts): `type` is 'status:PAID',
 *   'status:REFUNDED', ... for order statuses, 'shipment:handed_in', 'shipment:at_store', 'shipment:picked_up'
 *   for the parcel. order_status_events stays the audit the console shows; this table is what consumers read.
 * - order_event_deliveries: one row per (event, consumer), inserted with the event for every consumer that
 *   subscribes to its type. A consumer's run claims a row with a conditional UPDATE (claimed_until is a lease:
 *   a process killed mid-run leaves a claim that expires and is taken again), so each consumer handles each
 *   event once across processes, and retries with next_attempt_at after a failure.
 * - invoices: an order's e-invoice (統一發票): the shopper's choice, written at checkout, then the issue and void
 *   states (domain/invoicing/invoice-states.ts), ECPay's answer and the job's retry bookkeeping.
 * - customer_invoice_choices: a member's last choice, offered again at the next checkout.
 * - orders.email: where the order's mails go (a member's address, or the one a guest typed at checkout).
 */
/** domain/invoicing/invoice-choice.ts: kind (member-carrier, mobile-barcode, certificate, donation, company) and its fields. */
function invoiceChoiceColumns(table: Knex.CreateTableBuilder): void {
  table.string('kind', 20).notNullable();
  table.string('barcode', 8).nullable();
  table.string('certificate', 16).nullable();
  table.string('love_code', 7).nullable();
  table.string('tax_id', 8).nullable();
  table.string('title', 100).nullable();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.string('email', 254).nullable();
  });
  await knex.schema.createTable('order_events', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('order_id', 32).notNullable();
    table.string('type', 48).notNullable();
    table.string('reason', 255).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['order_id', 'id'], 'order_events_order_index');
  });
  await knex.schema.createTable('order_event_deliveries', (table) => {
    useMysqlTableOptions(knex, table);
    table.integer('event_id').unsigned().notNullable();
    table.string('consumer', 32).notNullable();
    table.string('order_id', 32).notNullable();
    /** pending (due at next_attempt_at), done, failed (gave up: listed to staff). */
    table.string('state', 16).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.datetime('next_attempt_at', { precision: 3 }).notNullable();
    table.datetime('claimed_until', { precision: 3 }).nullable();
    table.text('last_error').nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.primary(['event_id', 'consumer']);
    table.index(['consumer', 'state', 'next_attempt_at'], 'order_event_deliveries_due_index');
  });
  await knex.schema.createTable('invoices', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('order_id', 32).primary();
    invoiceChoiceColumns(table);
    /** domain/invoicing/invoice-states.ts */
    table.string('state', 20).notNullable();
    /** ECPay's RelateNumber, derived from the order id: the same on every retry. */
    table.string('relate_number', 30).nullable();
    table.string('invoice_number', 10).nullable();
    table.datetime('issued_at', { precision: 3 }).nullable();
    table.string('random_code', 4).nullable();
    table.datetime('voided_at', { precision: 3 }).nullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.datetime('next_attempt_at', { precision: 3 }).nullable();
    table.datetime('claimed_until', { precision: 3 }).nullable();
    table.string('last_error', 500).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.index(['state', 'next_attempt_at'], 'invoices_state_index');
  });
  await knex.schema.createTable('customer_invoice_choices', (table) => {
    useMysqlTableOptions(knex, table);
    table.integer('customer_id').primary();
    invoiceChoiceColumns(table);
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('customer_invoice_choices');
  await knex.schema.dropTable('invoices');
  await knex.schema.dropTable('order_event_deliveries');
  await knex.schema.dropTable('order_events');
  await knex.schema.alterTable('orders', (table) => {
    table.dropColumn('email');
  });
}
