import type { Knex } from 'knex';

/**
 * The variant a line was sold in (issue 22, "what the packer sees"). An outlet variant is an outlet item row of
 * its own (rows sharing a sku are one product), and until now cart and order lines kept only the product's sku:
 * two lines of one jacket in 黑色/L and 深藍/M read the same to the packer.
 *
 * - cart_lines.snapshot_variant_sku: the variant's SKU (the item's display_sku) as the shopper saw it at add.
 *   The label goes to the existing cart_lines.snapshot_variant_name (migration 20261128_0901, so far marketplace
 *   lines only) and the variant's id to cart_lines.variant_id (the outlet item id as text). variant_key, the
 *   identity column, stays '' for outlet lines (the item id already identifies the variant), and the wire cart
 *   line keeps variant_id null for them, so the line's identity is unchanged (spec 1, section 3).
 * - order_items.variant_sku: the variant's SKU as sold; the label goes to order_items.variant_name (0901).
 * Nullable: rows written before this migration have none and are shown as before (the product's sku only).
 * 100 characters: the width of order_items.sku (Shopee's model_sku); an outlet display_sku is at most 64.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cart_lines', (table) => {
    table.string('snapshot_variant_sku', 100).nullable();
  });
  await knex.schema.alterTable('order_items', (table) => {
    table.string('variant_sku', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_items', (table) => { table.dropColumn('variant_sku'); });
  await knex.schema.alterTable('cart_lines', (table) => { table.dropColumn('snapshot_variant_sku'); });
}
