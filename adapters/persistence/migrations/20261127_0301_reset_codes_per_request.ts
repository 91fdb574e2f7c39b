import type { Knex } from 'knex';
import { up as createOldTable } from './20261126_0011_create_password_resets';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Reset codes, one row per request instead of one per customer (issue 9: a new request replaced the live
 * code, so anyone who knew an address could keep its owner from resetting). A customer may now hold up to
 * RESET_MAX_LIVE_CODES live codes (application/accounts/password-reset.ts) until each is used or expires; a
 * code is named by its customer and its hash (scrypt, salted: unique in practice). The codes of the old table
 * live 15 minutes at most, so they are not carried over: an open reset is simply requested again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_codes', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.integer('customer_id').unsigned().notNullable();
    table.string('code_hash', 255).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.integer('attempts').unsigned().notNullable().defaultTo(0);
    table.datetime('used_at', { precision: 3 }).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['customer_id', 'expires_at'], 'password_reset_codes_customer_idx');
    table.foreign('customer_id', 'password_reset_codes_customer_fk').references('id').inTable('customers').onDelete('CASCADE');
  });
  await knex.schema.dropTable('password_resets');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_codes');
  await createOldTable(knex);
}
