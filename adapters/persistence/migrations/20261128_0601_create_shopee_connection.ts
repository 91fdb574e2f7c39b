import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The shop's one Shopee connection (issue 11; application/marketplace/shopee-connection.port.ts): a single row,
 * id always 1, so "the connection" is a primary-key lookup and the row itself is what rotate() locks (MySQL
 * SELECT ... FOR UPDATE) while the single-use refresh token is exchanged.
 *
 * - access_token_enc, refresh_token_enc: AES-256-GCM ciphertexts under SHOPEE_TOKEN_KEY
 *   (adapters/security/token-cipher.ts, `v1:<iv>:<tag>:<ciphertext>`), never the tokens themselves. TEXT: the
 *   tokens' length is Shopee's to choose.
 * - access_expires_at: now + expire_in of the last grant (4 h); refresh_expires_at: now + 30 days (the refresh
 *   token's life, A4); auth_expires_at: get_shop_info expire_time, the seller's authorisation (up to 365 days),
 *   null until known.
 * - status: 'connected' or 'reauthorize' (Shopee refused the refresh token: staff must connect again).
 * - shop_id: Shopee ids are int64, BIGINT like the catalogue's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopee_connection', (table) => {
    useMysqlTableOptions(knex, table);
    table.integer('id').unsigned().primary();
    table.bigInteger('shop_id').unsigned().notNullable();
    table.string('shop_name', 255).nullable();
    table.text('access_token_enc').notNullable();
    table.text('refresh_token_enc').notNullable();
    table.datetime('access_expires_at', { precision: 3 }).notNullable();
    table.datetime('refresh_expires_at', { precision: 3 }).notNullable();
    table.datetime('auth_expires_at', { precision: 3 }).nullable();
    table.datetime('connected_at', { precision: 3 }).notNullable();
    table.string('status', 20).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shopee_connection');
}
