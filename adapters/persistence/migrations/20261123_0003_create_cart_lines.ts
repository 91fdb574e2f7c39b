import type { Knex } from 'knex';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The server cart: one row per line of a phone's cart (quantity is always 1). Identity of a line is
 * item_type + item_id + variant (design.md, section 2). variant_id may be null, and NULLs never collide in a
 * UNIQUE index, so identity uses variant_key ('' for "no variant") instead: two racing adds of the same line
 * cannot both insert. item_id has no foreign key because marketplace lines will point at another catalogue.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cart_lines', (table) => {
    useMysqlTableOptions(knex, table);
    table.increments('id').primary();
    table.string('phone', 15).notNullable();
    table.string('item_type', 16).notNullable();
    table.integer('item_id').unsigned().notNullable();
    table.string('variant_key', 64).notNullable().defaultTo('');
    table.string('variant_id', 64).nullable();
    // The outlet unit this line holds; renewing an expired line points it at a new reservation.
    table.integer('reservation_id').unsigned().nullable().references('id').inTable('outlet_reservations');
    table.datetime('created_at', { precision: 3 }).notNullable();
    // Leading column phone also serves "the cart of this phone".
    table.unique(['phone', 'item_type', 'item_id', 'variant_key'], { indexName: 'cart_lines_identity_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cart_lines');
}
