import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Store map requests and the stores chosen on them (spec 2, sections 3 "Store selection" and 4; the logistics
 * capability, application/logistics). One row per MAP-{6 digits} reference:
 * - opened by POST /api/ecpay/logistics/map with the chain, the same-site return path and token_hash, the
 *   SHA-256 (hex) of the random token sent to ECPay as ExtraData (the reply is unsigned: only a reply bringing
 *   the token back is believed; the token itself is never stored);
 * - answered by the map's reply within 30 minutes: the store_* columns and selected_at are filled (NULL while
 *   pending). The chain of the chosen store is sub_type (a reply for another chain is refused).
 * A reference is reused once its request is older than 30 minutes (the row is replaced whole): MAP-{6 digits}
 * wraps every 1000 seconds. Timestamps have no database default: time comes from the Clock port.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('store_selections', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('map_ref', 16).primary();
    table.string('sub_type', 16).notNullable();
    table.string('return_url', 200).notNullable();
    table.string('token_hash', 64).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.string('store_id', 16).nullable();
    table.string('store_name', 255).nullable();
    table.string('store_address', 255).nullable();
    table.string('store_telephone', 32).nullable();
    table.datetime('selected_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('store_selections');
}
