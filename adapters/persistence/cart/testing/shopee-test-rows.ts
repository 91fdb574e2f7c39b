import type { Knex } from 'knex';

/**
 * Test support: synced Shopee rows (shopee_products, shopee_models) written straight into the tables, as the
 * sync job would leave them. Not shipped (only tests import it).
 */
export interface TestShopeeModel {
  modelId: number;
  name: string;
  price: number;
  stock: number;
  available?: boolean;
  sku?: string | null;
  imageUrl?: string | null;
}

export interface TestShopeeProduct {
  itemId: number;
  name: string;
  price: number;
  stock: number;
  sku?: string | null;
  imageUrl?: string | null;
  allImages?: string[];
  models?: TestShopeeModel[];
}

export async function insertShopeeProduct(knex: Knex, product: TestShopeeProduct): Promise<void> {
  const models = product.models ?? [];
  await knex('shopee_products').insert({
    item_id: product.itemId, item_name: product.name, description: '', item_sku: product.sku ?? null, category_id: null, category: null,
    price: product.price, stock: product.stock, image_url: product.imageUrl ?? null,
    all_images: JSON.stringify((product.allImages ?? []).map((src) => ({ src }))), has_variations: models.length > 0,
    source_update_time: 1_700_000_000, last_synced_at: new Date('2026-11-28T00:00:00.000Z'), seen_run_id: null,
  });
  if (models.length === 0) return;
  await knex('shopee_models').insert(models.map((model, position) => ({
    item_id: product.itemId, model_id: model.modelId, name: model.name, price: model.price, stock: model.stock,
    model_sku: model.sku ?? null, image_url: model.imageUrl ?? null, available: model.available ?? true, position,
  })));
}
