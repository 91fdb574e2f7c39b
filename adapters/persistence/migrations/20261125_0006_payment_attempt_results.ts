import type { Knex } from 'knex';

/**
 * What the provider said about a payment attempt (payments capability, docs/decisions.md decision 7):
 * - rtn_code / rtn_msg: ECPay's RtnCode and RtnMsg of the verified notification (or of the trade query);
 * - provider_trade_no: ECPay's own TradeNo; trade_amt: the amount ECPay reports (compared with amount);
 * - paid_at: ECPay's PaymentDate of a paid attempt; simulate_paid: SimulatePaid=1 (never treated as paid);
 * - result_source: 'notification' | 'query' | 'payment_back'; result_at: when the result was recorded.
 * The index serves the reconciliation job (pending attempts older than PAYMENT_TIMEOUT_MS).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.integer('rtn_code').nullable();
    table.string('rtn_msg', 200).nullable();
    table.string('provider_trade_no', 20).nullable();
    table.integer('trade_amt').nullable();
    table.datetime('paid_at', { precision: 3 }).nullable();
    table.boolean('simulate_paid').notNullable().defaultTo(false);
    table.string('result_source', 16).nullable();
    table.datetime('result_at', { precision: 3 }).nullable();
    table.index(['status', 'created_at'], 'payment_attempts_status_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.dropIndex(['status', 'created_at'], 'payment_attempts_status_index');
    for (const column of ['rtn_code', 'rtn_msg', 'provider_trade_no', 'trade_amt', 'paid_at', 'simulate_paid', 'result_source', 'result_at']) {
      table.dropColumn(column);
    }
  });
}
