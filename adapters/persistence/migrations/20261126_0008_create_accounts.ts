import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Accounts (docs/accounts-contract.md; application/accounts):
 * - customers: email is stored lower-cased and phone as digits only, each UNIQUE, so two racing
 *   registrations cannot both take an address or a number (the loser gets 409 EMAIL_TAKEN / PHONE_TAKEN).
 *   password_hash is `scrypt$N$r$p$salt$hash` (adapters/security/scrypt-password-hasher.ts).
 * - staff_users: the back-office accounts; email UNIQUE and lower-cased too.
 * - sessions: opaque bearer tokens, of which only the SHA-256 (hex) is kept (token_hash). kind 'customer' |
 *   'staff' says which table subject_id points into (no foreign key for that reason). A token stops working at
 *   expires_at, at revoked_at, or 30 s after replaced_at (refresh-token grace).
 * - rate_limits: fixed-window counters shared by every server process; window_start is epoch milliseconds.
 * Timestamps have no database default: time comes from the Clock port.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customers', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('name', 100).notNullable();
    table.string('email', 191).notNullable().unique('customers_email_unique');
    table.string('phone', 20).notNullable().unique('customers_phone_unique');
    table.string('password_hash', 255).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });
  await knex.schema.createTable('staff_users', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('name', 100).notNullable();
    table.string('email', 191).notNullable().unique('staff_users_email_unique');
    table.string('password_hash', 255).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
  });
  await knex.schema.createTable('sessions', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('kind', 16).notNullable();
    table.integer('subject_id').unsigned().notNullable();
    table.string('token_hash', 64).notNullable().unique('sessions_token_hash_unique');
    table.boolean('remember').notNullable().defaultTo(false);
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.datetime('revoked_at', { precision: 3 }).nullable();
    table.datetime('replaced_at', { precision: 3 }).nullable();
    table.index(['kind', 'subject_id'], 'sessions_subject_index');
  });
  await knex.schema.createTable('rate_limits', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('key', 191).notNullable();
    table.bigInteger('window_start').notNullable();
    table.integer('count').unsigned().notNullable();
    table.primary(['key', 'window_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('staff_users');
  await knex.schema.dropTable('customers');
}
