import type { Knex } from 'knex';

/**
 * Payment attempts that need a person (issue #9, docs/decisions.md decision 7): money moved that the order
 * does not keep, so it must never be dropped silently.
 * - attention: 'duplicate_payment' (a second paid attempt of an order already paid: two tabs, two retries;
 *   refund one) or 'amount_mismatch' (ECPay charged another amount than the attempt's); set once by the
 *   order's settlement, never taken back; attention_at: when it was flagged.
 * - resolved_at / resolved_by (staff_users.id, no foreign key: staff accounts may go, the record stays): staff
 *   marked it handled in the console.
 * Columns on payment_attempts rather than a table of their own: one flag per attempt, written in the same
 * transaction as the settlement, and the staff list needs the attempt's fields anyway.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.string('attention', 32).nullable();
    table.datetime('attention_at', { precision: 3 }).nullable();
    table.datetime('resolved_at', { precision: 3 }).nullable();
    table.integer('resolved_by').nullable();
    table.index(['attention', 'attention_at'], 'payment_attempts_attention_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_attempts', (table) => {
    table.dropIndex(['attention', 'attention_at'], 'payment_attempts_attention_index');
    for (const column of ['attention', 'attention_at', 'resolved_at', 'resolved_by']) table.dropColumn(column);
  });
}
