import type { Knex } from 'knex';

/**
 * Guest carts bound to the browser that made them (issue 22, docs/decisions.md "Guest carts are phone + cart key"):
 * - cart_lines.cart_key and outlet_reservations.cart_key: SHA-256 (hex) of the browser's X-Cart-Key, '' for a
 *   phone's account cart (a member signed in on their own phone). Only the hash is kept, like order tokens.
 * - A cart's identity is phone + cart_key, so the UNIQUE index of a line's identity takes cart_key in: two
 *   browsers that typed the same phone each have their own line of an item.
 * Rows from before have cart_key '': guest lines of those become the phone's account cart, which only the
 * member of that phone can read; non-member phones' old lines are read by nobody and lapse with their holds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cart_lines', (table) => {
    table.string('cart_key', 64).notNullable().defaultTo('');
  });
  await knex.schema.alterTable('cart_lines', (table) => {
    table.unique(['phone', 'cart_key', 'item_type', 'item_id', 'variant_key'], { indexName: 'cart_lines_cart_identity_unique' });
  });
  await knex.schema.alterTable('cart_lines', (table) => {
    table.dropUnique(['phone', 'item_type', 'item_id', 'variant_key'], 'cart_lines_identity_unique');
  });
  await knex.schema.alterTable('outlet_reservations', (table) => {
    table.string('cart_key', 64).notNullable().defaultTo('');
    table.index(['reserved_by', 'cart_key', 'released_at', 'expires_at'], 'outlet_reservations_cart_active_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outlet_reservations', (table) => {
    table.dropIndex(['reserved_by', 'cart_key', 'released_at', 'expires_at'], 'outlet_reservations_cart_active_index');
    table.dropColumn('cart_key');
  });
  await knex.schema.alterTable('cart_lines', (table) => {
    table.unique(['phone', 'item_type', 'item_id', 'variant_key'], { indexName: 'cart_lines_identity_unique' });
  });
  await knex.schema.alterTable('cart_lines', (table) => {
    table.dropUnique(['phone', 'cart_key', 'item_type', 'item_id', 'variant_key'], 'cart_lines_cart_identity_unique');
    table.dropColumn('cart_key');
  });
}
