import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Issue 30: order_mails, the order mails the mail consumer had accepted by the mailer, one row per (event, kind).
 * The consumer looks here before sending, so a delivery run again (a process killed after the mail was accepted and
 * before the outbox marked the delivery done, or a staff retry) sends nothing twice. The address is kept for staff
 * ("was it sent, and where to"); the mail's body is not (it carries the signed link).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_mails', (table) => {
    useMysqlTableOptions(knex, table);
    table.integer('event_id').unsigned().notNullable();
    table.string('kind', 32).notNullable();
    table.string('order_id', 32).notNullable();
    table.string('to_address', 254).notNullable();
    table.datetime('sent_at', { precision: 3 }).notNullable();
    table.primary(['event_id', 'kind']);
    table.index(['order_id'], 'order_mails_order_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_mails');
}
