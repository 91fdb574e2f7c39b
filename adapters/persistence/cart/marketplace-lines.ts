import type { Knex } from 'knex';
import { marketplaceLineAvailability, type MarketplaceAvailability, type StockedModel, type StockedProduct } from '../../../domain/marketplace/cart-line-rules';
import { marketplacePrimaryImage } from '../../../domain/marketplace/marketplace-product';
import { marketplaceDiscountPrice } from '../../../domain/money/pricing';
import { databaseKind } from '../knex-factory';
import { storedFlag, type ShopeeModelRow, type ShopeeProductRow } from '../marketplace/shopee-rows';

/**
 * The synced Shopee rows behind marketplace cart lines (tables shopee_products and shopee_models, migration
 * 20261128_0501), read by the cart store (list, add) and by checkout (under lock). The catalogue adapter of
 * the marketplace owns these tables; the cart and checkout only read them, in the same persistence layer,
 * and checkout lowers their stock (knex-order-store.ts). The rows' shapes: marketplace/shopee-rows.ts.
 */
export interface ShopeeRows {
  products: Map<string, ShopeeProductRow>;
  /** By `${item_id}:${model_id}`. */
  models: Map<string, ShopeeModelRow>;
}

/** A marketplace line's identity as stored: item id and the model id as text (variant_id), null without a model. */
export interface MarketplaceLineKey {
  itemId: number;
  variantId: string | null;
}

/** What a marketplace line shows and sells at now; `live` is null when its product or model is gone. */
export interface MarketplaceLineFacts {
  availability: MarketplaceAvailability;
  live: {
    title: string;
    variantName: string | null;
    /** The marketplace ORIGINAL price, whole NT$. */
    price: number;
    /** floor(0.9 x price): the shop's price (spec 1, section 9). */
    discountPrice: number;
    imageUrl: string | null;
    sku: string | null;
    hasVariations: boolean;
  } | null;
}

const modelKey = (itemId: number | string, modelId: number | string) => `${String(itemId)}:${String(modelId)}`;

/**
 * The products and models of these items. `lock` (checkout): MySQL takes the rows' locks (FOR UPDATE, products
 * then models, each in key order, so two checkouts never wait on each other in a cycle); SQLite's transaction
 * already holds the database's only write lock.
 */
export async function readShopeeRows(knex: Knex, itemIds: readonly number[], { lock }: { lock: boolean }): Promise<ShopeeRows> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return { products: new Map(), models: new Map() };
  const forUpdate = lock && databaseKind(knex) === 'mysql';
  const productsQuery = knex('shopee_products')
    .select('item_id', 'item_name', 'item_sku', 'price', 'stock', 'image_url', 'all_images', 'has_variations')
    .whereIn('item_id', ids).orderBy('item_id');
  const products: ShopeeProductRow[] = await (forUpdate ? productsQuery.forUpdate() : productsQuery);
  const modelsQuery = knex('shopee_models')
    .select('item_id', 'model_id', 'name', 'price', 'stock', 'model_sku', 'image_url', 'available')
    .whereIn('item_id', ids).orderBy([{ column: 'item_id' }, { column: 'model_id' }]);
  const models: ShopeeModelRow[] = await (forUpdate ? modelsQuery.forUpdate() : modelsQuery);
  return {
    products: new Map(products.map((row) => [String(row.item_id), row])),
    models: new Map(models.map((row) => [modelKey(row.item_id, row.model_id), row])),
  };
}

export function productOf(rows: ShopeeRows, itemId: number): ShopeeProductRow | undefined {
  return rows.products.get(String(itemId));
}

export function modelOf(rows: ShopeeRows, itemId: number, modelId: number | string | null): ShopeeModelRow | undefined {
  return modelId === null ? undefined : rows.models.get(modelKey(itemId, modelId));
}

export function stockedProduct(row: ShopeeProductRow | undefined): StockedProduct | undefined {
  return row && { stock: Number(row.stock), hasModels: storedFlag(row.has_variations) };
}

export function stockedModel(row: ShopeeModelRow | undefined): StockedModel | undefined {
  return row && { stock: Number(row.stock), available: storedFlag(row.available) };
}

/** The line's standing and, while its product (and model) exist, what it shows: the model's facts first. */
export function marketplaceLineFacts(rows: ShopeeRows, key: MarketplaceLineKey): MarketplaceLineFacts {
  const product = productOf(rows, key.itemId);
  const model = modelOf(rows, key.itemId, key.variantId);
  const availability = marketplaceLineAvailability(stockedProduct(product), key.variantId !== null, stockedModel(model));
  if (!product || (key.variantId !== null && !model)) return { availability, live: null };
  const price = Number(model ? model.price : product.price);
  return {
    availability,
    live: {
      title: product.item_name,
      variantName: model ? model.name : null,
      price,
      discountPrice: marketplaceDiscountPrice(price),
      imageUrl: model?.image_url || marketplacePrimaryImage({ image_url: product.image_url, all_images: product.all_images }),
      sku: model?.model_sku || product.item_sku || null,
      hasVariations: storedFlag(product.has_variations),
    },
  };
}
