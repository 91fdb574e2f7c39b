import type { Knex } from 'knex';
import { cartHolderKey, clientHolderKey } from '../cart/reservation-holders';

/**
 * Counters for the hot path of add-to-cart (issue 29, docs/decisions.md section 34): the reservation decides
 * with ONE conditional UPDATE of counters instead of counting rows under locks.
 *
 * - outlet_items.held_units: the item's unreleased holds (confirmed ones included). Never below the truth: a
 *   hold is counted in the same statement that makes it, and taken off only in the statement (or transaction)
 *   that releases it; a release that does not take it off (the sweep, checkout's) leaves the counter high, and
 *   a reservation that finds the counter full checks the rows and brings it back to the truth under the item's
 *   lock (adapters/persistence/cart/hold-counters.ts). Set here from the rows.
 * - reservation_holders.held: the same for a holder (a cart or a client IP) and its unreleased UNCONFIRMED holds,
 *   what the hold cap limits. Rows existing now are set far above any cap ("not known"): their first reservation
 *   counts the rows and sets the truth, the way a full item does.
 */
export const HELD_NOT_KNOWN = 1_000_000_000;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outlet_items', (table) => {
    table.integer('held_units').notNullable().defaultTo(0);
  });
  await knex('outlet_items').update({
    held_units: knex('outlet_reservations').count('*').whereRaw('outlet_reservations.outlet_item_id = outlet_items.id').whereNull('released_at'),
  });
  await knex.schema.alterTable('reservation_holders', (table) => {
    table.integer('held').notNullable().defaultTo(0);
  });
  await knex('reservation_holders').update({ held: HELD_NOT_KNOWN });
  // SQLite kept no rows before (only MySQL locked them): every holder of an unsettled hold gets one, not known.
  const holds: Array<{ reserved_by: string; cart_key: string | null; client_key: string | null }> = await knex('outlet_reservations')
    .distinct('reserved_by', 'cart_key', 'client_key').whereNull('released_at').whereNull('confirmed_at');
  const keys = new Set<string>();
  for (const hold of holds) {
    keys.add(cartHolderKey(hold.reserved_by, hold.cart_key ?? ''));
    if (hold.client_key !== null) keys.add(clientHolderKey(hold.client_key));
  }
  const rows = [...keys].map((holder_key) => ({ holder_key, held: HELD_NOT_KNOWN }));
  for (let i = 0; i < rows.length; i += 500) await knex('reservation_holders').insert(rows.slice(i, i + 500)).onConflict('holder_key').ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reservation_holders', (table) => { table.dropColumn('held'); });
  await knex.schema.alterTable('outlet_items', (table) => { table.dropColumn('held_units'); });
}
