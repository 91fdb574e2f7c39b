import type { Knex } from 'knex';

/**
 * Linked orders follow their platform (issue 22): a linked Shopee or Shopify order was frozen at link time; its
 * status, tracking number and logistics status are now refreshed from the platform (on view, limited, and by a job).
 *
 * - tracking_number: the carrier's number (Shopee logistics.get_tracking_number); null until the platform has one.
 * - logistics_status: Shopee's logistics_status word (logistics.get_tracking_info, e.g. LOGISTICS_PICKUP_DONE).
 * - checked_at: when the platform last answered for this order; null: never since the link (linked_at is the age).
 *   Indexed with external_status for the job, which asks for the orders checked longest ago.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('customer_linked_orders', (table) => {
    table.string('tracking_number', 64).nullable();
    table.string('logistics_status', 40).nullable();
    table.datetime('checked_at', { precision: 3 }).nullable();
    table.index(['checked_at'], 'customer_linked_orders_checked_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('customer_linked_orders', (table) => {
    table.dropIndex(['checked_at'], 'customer_linked_orders_checked_index');
  });
  await knex.schema.alterTable('customer_linked_orders', (table) => {
    table.dropColumns('tracking_number', 'logistics_status', 'checked_at');
  });
}
