import type { MarketplaceProductRecord } from '../marketplace-catalogue.port';
import type { SourceModel } from '../marketplace-source.port';

/** A marketplace record as the sync job stores it, with plausible defaults, for use-case and HTTP tests. */
export function marketplaceRecord(itemId: number, overrides: Partial<MarketplaceProductRecord> = {}): MarketplaceProductRecord {
  return {
    itemId, name: `商品 ${itemId}`, description: `商品 ${itemId} 的說明`, sku: `SKU-${itemId}`, categoryId: 100, category: '女裝', status: 'NORMAL',
    updateTime: 1_764_000_000, imageUrls: [`https://cf.shopee.tw/file/${itemId}`], price: 1000, stock: 5, models: [], ...overrides,
  };
}

export function marketplaceModel(modelId: number, overrides: Partial<SourceModel> = {}): SourceModel {
  return { modelId, name: '黑色/M', price: 1000, stock: 2, sku: `M-${modelId}`, imageUrl: null, available: true, ...overrides };
}
