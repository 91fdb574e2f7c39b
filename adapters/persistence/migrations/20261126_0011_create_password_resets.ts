import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Password reset codes (application/accounts/reset-code-store.port.ts; docs/accounts-contract.md, "Mail").
 * One row per customer (customer_id is the key): a new request replaces the row whole, so an older code stops
 * working at once. code_hash is the code's scrypt hash (`scrypt$N$r$p$salt$hash`, PASSWORD_HASHER); the code
 * itself is never stored. attempts counts the guesses taken (5 at most); used_at is set by the one reset
 * that consumed the code. The row goes with its customer (ON DELETE CASCADE). Timestamps have no database
 * default: time comes from the Clock port.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (table) => {
    useMysqlTableOptions(knex, table);
    table.integer('customer_id').unsigned().notNullable().primary();
    table.string('code_hash', 255).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.integer('attempts').unsigned().notNullable().defaultTo(0);
    table.datetime('used_at', { precision: 3 }).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.foreign('customer_id', 'password_resets_customer_fk').references('id').inTable('customers').onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
}
