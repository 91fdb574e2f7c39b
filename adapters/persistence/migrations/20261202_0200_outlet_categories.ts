import type { Knex } from 'knex';

/**
 * The category of an outlet item (issue 28, "Finding things"): the drawer lists the categories that have items,
 * and each opens the outlet list filtered by it.
 *
 * - outlet_items.category: the shop's own name for the kind of goods ('服飾', '鞋款', ...), at most 32 characters
 *   (domain/outlet/categories.ts OUTLET_CATEGORY_MAX_LENGTH), NULL for none. One value per product card: the
 *   console sets it on every item of a sku, the Shopify sync from the product's productType on every variant.
 *   No index: the list reads every row anyway, and the categories come from that list (the read model).
 * Rows written before this migration have none; staff give them one in the console.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outlet_items', (table) => {
    table.string('category', 32).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outlet_items', (table) => { table.dropColumn('category'); });
}
