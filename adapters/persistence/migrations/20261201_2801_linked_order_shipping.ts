import type { Knex } from 'knex';

/**
 * Linked orders add up (issue 28): the platform's shipping fee of a linked order, so that its lines and the shipping
 * come to its total. Null: the platform gave none (orders linked before, Shopify). A line's picture and quantity live
 * in the products JSON already stored (a text column), so they need no column. shipped_at: when the platform says the
 * parcel was handed to the carrier (Shopee's LOGISTICS_PICKUP_DONE tracking event); null until then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('customer_linked_orders', (table) => {
    table.bigInteger('shipping_fee').nullable();
    table.datetime('shipped_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('customer_linked_orders', (table) => {
    table.dropColumns('shipping_fee', 'shipped_at');
  });
}
