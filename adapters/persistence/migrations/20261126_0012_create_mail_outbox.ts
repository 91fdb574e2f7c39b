import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The mail outbox (adapters/mail/outbox-mailer.ts): every mail the shop sends while SMTP_URL is unset, shown
 * newest first by the sandbox mailbox (GET /sandbox/mail). Bodies are MEDIUMTEXT on MySQL (TEXT on SQLite).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('to_address', 320).notNullable();
    table.string('subject', 255).notNullable();
    table.text('text_body', 'mediumtext').notNullable();
    table.text('html_body', 'mediumtext').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
