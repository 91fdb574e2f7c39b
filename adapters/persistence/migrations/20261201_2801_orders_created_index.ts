import type { Knex } from 'knex';

/**
 * The console's overview (issue 28) counts the orders of today and of this week, and the order list filters by
 * created dates: both read orders by created_at alone, which no index led with (the two indexes on it follow a phone
 * or a customer). One index on created_at makes those ranges a seek instead of a scan of every order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.index(['created_at'], 'orders_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex(['created_at'], 'orders_created_index');
  });
}
