import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The shop's one Shopify connection (issue 12; application/shopify/shopify-connection.port.ts): one row, id 1.
 *
 * - shop_domain: the normalised '<name>.myshopify.com' (or a configured custom domain); shop_name from `shop`.
 * - access_token_enc: AES-256-GCM ciphertext (adapters/security/token-cipher.ts) under SHOPIFY_TOKEN_KEY, never
 *   the token. token_expires_at: null for a static Admin API token (shpat_, does not expire), the grant's
 *   expiry for a client-credentials token (about 24 h; research/platforms.md B2).
 * - client_id, client_secret_enc: only on the client-credentials path, so a new token can be asked for before
 *   the last one lapses; the secret encrypted like the token (its own column context).
 * - status: 'connected' or 'reauthorize' (Shopify refused the stored credentials: staff must enter them again).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopify_connection', (table) => {
    useMysqlTableOptions(knex, table);
    table.integer('id').unsigned().primary();
    table.string('shop_domain', 255).notNullable();
    table.string('shop_name', 255).nullable();
    table.text('access_token_enc').notNullable();
    table.datetime('token_expires_at', { precision: 3 }).nullable();
    table.string('client_id', 255).nullable();
    table.text('client_secret_enc').nullable();
    table.datetime('connected_at', { precision: 3 }).notNullable();
    table.string('status', 20).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shopify_connection');
}
