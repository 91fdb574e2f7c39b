import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The hold cap of issue 9 (docs/security/carts-and-order-proofs.md; adapters/persistence/cart/knex-cart-store.ts):
 * - outlet_reservations.client_key: a SHA-256 (hex, first 32) of the client IP the hold was made from, so the
 *   active unconfirmed holds of one client can be counted; NULL for older rows (never counted). A hash keeps
 *   the raw address out of the table; it is pseudonymous, not anonymous (IPv4 hashes can be brute-forced).
 *   Indexed with the columns of the "active" predicate, like the phone's count uses reserved_by.
 * - reservation_holders: one row per phone / client key, only ever locked (MySQL SELECT ... FOR UPDATE), so
 *   that racing reservations of DIFFERENT items by one phone or one client queue behind each other and count
 *   each other's holds (the item row lock of decision 4 only serialises reservers of the same item).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outlet_reservations', (table) => {
    table.string('client_key', 32).nullable();
    table.index(['client_key', 'released_at', 'expires_at'], 'outlet_reservations_client_active_index');
  });
  await knex.schema.createTable('reservation_holders', (table) => {
    useMysqlTableOptions(knex, table);
    table.string('holder_key', 48).primary();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reservation_holders');
  await knex.schema.alterTable('outlet_reservations', (table) => {
    table.dropIndex(['client_key', 'released_at', 'expires_at'], 'outlet_reservations_client_active_index');
    table.dropColumn('client_key');
  });
}
