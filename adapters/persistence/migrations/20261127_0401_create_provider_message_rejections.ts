import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Signed provider messages refused because their content did not fit (application/payments/
 * provider-message-rejections.port.ts): when, from whom, why, the trade number as received and every field
 * as JSON text (not a JSON column: plain types only, docs/operations.md). Append-only; a person reads it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('provider_message_rejections', (table) => {
    useMysqlTableOptions(knex, table);
    table.bigIncrements('id').primary();
    table.datetime('received_at', { precision: 3 }).notNullable();
    table.string('provider', 16).notNullable();
    table.string('message_kind', 32).notNullable();
    table.string('reason', 40).notNullable();
    table.string('detail', 200).notNullable();
    table.string('merchant_trade_no', 40).notNullable();
    table.text('fields_json', 'mediumtext').notNullable();
    table.index(['received_at'], 'provider_message_rejections_received_index');
    table.index(['merchant_trade_no'], 'provider_message_rejections_trade_no_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('provider_message_rejections');
}
