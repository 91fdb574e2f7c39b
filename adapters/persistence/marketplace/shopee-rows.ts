import type { MarketplaceProductRecord } from '../../../application/marketplace/marketplace-catalogue.port';
import { parseMarketplaceImages, type MarketplaceProduct, type MarketplaceVariation } from '../../../domain/marketplace/marketplace-product';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { characterCount, searchText } from './search-grams';

/**
 * The rows of shopee_products and shopee_models (migration 20261128_0501) as the catalogue writes and reads
 * them, and as the cart and checkout read them (cart/marketplace-lines.ts): one shape for both readers.
 */
export interface ShopeeProductRow {
  item_id: number | string;
  item_name: string;
  item_sku: string | null;
  price: number | string;
  stock: number | string;
  image_url: string | null;
  all_images: string | null;
  has_variations: number | boolean | string;
}

/** What the catalogue's list and detail read besides (the detail only: description). */
export interface ShopeeListRow extends ShopeeProductRow {
  description?: string;
  category: string | null;
  last_synced_at: StoredDateTime;
}

export interface ShopeeModelRow {
  item_id: number | string;
  model_id: number | string;
  name: string;
  price: number | string;
  stock: number | string;
  model_sku: string | null;
  image_url: string | null;
  available: number | boolean | string;
}

/** A boolean column as the drivers return it: SQLite 0/1, MySQL 0/1 or true/false. */
export const storedFlag = (value: number | boolean | string) => value === true || Number(value) === 1;

export const PRODUCT_COLUMNS = [
  'item_id', 'item_name', 'description', 'item_sku', 'category_id', 'category', 'price', 'stock', 'image_url', 'all_images',
  'has_variations', 'source_update_time', 'last_synced_at', 'seen_run_id', 'search_name',
] as const;
/** What a list row carries: no description (up to 3,000 characters each on Shopee; the cards do not show it). */
export const LIST_COLUMNS = ['item_id', 'item_name', 'item_sku', 'category', 'price', 'stock', 'image_url', 'all_images', 'has_variations', 'last_synced_at'] as const;

/** Column widths of migration 0501 (MySQL counts characters and refuses longer text in strict mode). */
export const WIDTH = { name: 255, sku: 100, category: 255, url: 512 } as const;

/** Text cut to a column's width in characters (code points, as MySQL counts them). */
export function fit(text: string | null, width: number): string | null {
  if (text === null) return null;
  const characters = [...text];
  return characters.length <= width ? text : characters.slice(0, width).join('');
}

export function productRow(record: MarketplaceProductRecord, syncedAt: Date, runId: number | null) {
  const name = fit(record.name, WIDTH.name) ?? '';
  const images = record.imageUrls.filter((url) => url !== '' && characterCount(url) <= WIDTH.url);
  return {
    item_id: record.itemId,
    item_name: name,
    description: record.description,
    item_sku: fit(record.sku, WIDTH.sku),
    category_id: record.categoryId,
    category: fit(record.category, WIDTH.category),
    price: record.price,
    stock: record.stock,
    image_url: images[0] ?? null,
    all_images: JSON.stringify(images.map((src) => ({ src }))),
    has_variations: record.models.length > 0,
    source_update_time: record.updateTime,
    last_synced_at: syncedAt,
    seen_run_id: runId,
    search_name: searchText(name),
  };
}

export function modelRowsOf(record: MarketplaceProductRecord) {
  const models = [...new Map(record.models.map((model) => [model.modelId, model])).values()];
  return models.map((model, position) => ({
    item_id: record.itemId,
    model_id: model.modelId,
    name: fit(model.name, WIDTH.name) ?? '',
    price: model.price,
    stock: model.stock,
    model_sku: fit(model.sku, WIDTH.sku),
    image_url: model.imageUrl !== null && model.imageUrl !== '' && characterCount(model.imageUrl) <= WIDTH.url ? model.imageUrl : null,
    available: model.available,
    position,
  }));
}

export function toProduct(row: ShopeeListRow): MarketplaceProduct {
  return {
    item_id: Number(row.item_id),
    item_name: row.item_name,
    price: Number(row.price),
    image_url: row.image_url,
    all_images: parseMarketplaceImages(row.all_images),
    has_variations: storedFlag(row.has_variations),
    variations: [],
    stock: Number(row.stock),
    item_sku: row.item_sku,
    category: row.category,
    last_synced_at: toIsoUtc(row.last_synced_at),
  };
}

/** The product's models as the detail shows them, in Shopee's order. */
export function toVariation(model: Omit<ShopeeModelRow, 'item_id'>): MarketplaceVariation {
  return {
    model_id: Number(model.model_id),
    name: model.name,
    price: Number(model.price),
    // A model Shopee does not sell (model_status other than MODEL_NORMAL) is shown, but cannot be bought.
    stock: storedFlag(model.available) ? Number(model.stock) : 0,
    image_url: model.image_url,
    model_sku: model.model_sku,
  };
}
