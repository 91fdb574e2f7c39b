import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The staff audit log (issue 12; application/shared/audit-log.port.ts): one row per change a staff member made
 * in the console (who, when, what). Append-only: nothing updates or deletes a row.
 * - staff_id: staff_users.id, no foreign key (an account may go, its record stays); the list joins the name.
 * - action: a stable verb ('shipment.retry', 'payment.refund_recorded', ...); target: what it acted on
 *   ('order:ORD-12345678', 'connection:shopee'); details: small JSON facts, never a secret.
 * - The target index serves the console's "history of this order" (newest first by id); the list of everything
 *   walks the primary key backwards.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_audit_log', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.integer('staff_id').notNullable();
    table.string('action', 64).notNullable();
    table.string('target', 128).notNullable();
    table.text('details').nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['target', 'id'], 'staff_audit_log_target_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_audit_log');
}
