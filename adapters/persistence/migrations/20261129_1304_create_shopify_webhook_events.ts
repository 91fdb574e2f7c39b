import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * Shopify webhooks received (issue 12): X-Shopify-Webhook-Id is the primary key, so a redelivery (Shopify retries
 * until it reads a 2xx, and may deliver twice) is applied once: the insert is the claim. topic and shop_domain as
 * the headers said; detail: what was done (e.g. the order name, 'inventory:<id>=<available>'), for staff.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopify_webhook_events', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('webhook_id', 128).primary();
    table.string('topic', 64).notNullable();
    table.string('shop_domain', 255).notNullable();
    table.string('detail', 255).notNullable();
    table.datetime('received_at', { precision: 3 }).notNullable();
    table.index(['received_at'], 'shopify_webhook_events_received_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shopify_webhook_events');
}
