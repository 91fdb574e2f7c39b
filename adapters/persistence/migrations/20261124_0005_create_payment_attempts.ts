import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * One row per card payment attempt of an order (ECPay, wired by the payments capability). The provider's
 * MerchantTradeNo must be unique forever and at most 20 letters or digits, and a retry needs a new one
 * (domain/orders/order-ids.ts buildProviderTradeNo: ORD12345678R2): merchant_trade_no is UNIQUE, and so
 * is (order_id, attempt_no), so two racing retries of one order cannot both become attempt 2.
 * amount is whole NT$; status is the attempt's own state (e.g. 'PENDING', 'PAID', 'FAILED'), the order's
 * status stays in orders and changes only through TransitionOrder.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_attempts', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('order_id', 16).notNullable().references('id').inTable('orders');
    table.string('merchant_trade_no', 20).notNullable().unique({ indexName: 'payment_attempts_trade_no_unique' });
    table.integer('attempt_no').unsigned().notNullable();
    table.integer('amount').notNullable();
    table.string('status', 24).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.unique(['order_id', 'attempt_no'], { indexName: 'payment_attempts_order_attempt_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_attempts');
}
