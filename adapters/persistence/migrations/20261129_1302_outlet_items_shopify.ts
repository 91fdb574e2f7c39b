import type { Knex } from 'knex';

/**
 * Outlet items synced from Shopify (issue 12): an outlet item is one Shopify variant.
 *
 * - shopify_variant_id: the variant's gid, UNIQUE (NULLs never collide: every local item has none), so the sync
 *   finds its row and two inserts of one variant cannot both land.
 * - shopify_product_id: the product's gid (its variants share the outlet sku 'SHOPIFY-<id>', one product card).
 * - shopify_inventory_item_id: the inventory_levels/update webhook names the inventory item, not the variant;
 *   indexed for that lookup.
 * - source: 'shopify' or 'local' (every existing row, the seed's included, is local).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outlet_items', (table) => {
    table.string('shopify_variant_id', 64).nullable().unique({ indexName: 'outlet_items_shopify_variant_unique' });
    table.string('shopify_product_id', 64).nullable();
    table.string('shopify_inventory_item_id', 64).nullable().index('outlet_items_shopify_inventory_index');
    table.string('source', 16).notNullable().defaultTo('local');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outlet_items', (table) => {
    table.dropUnique(['shopify_variant_id'], 'outlet_items_shopify_variant_unique');
    table.dropIndex(['shopify_inventory_item_id'], 'outlet_items_shopify_inventory_index');
  });
  await knex.schema.alterTable('outlet_items', (table) => {
    table.dropColumns('shopify_variant_id', 'shopify_product_id', 'shopify_inventory_item_id', 'source');
  });
}
