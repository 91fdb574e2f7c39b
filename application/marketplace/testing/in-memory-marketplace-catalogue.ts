import { parseMarketplaceImages, type MarketplaceProduct, type MarketplaceVariation } from '../../../domain/marketplace/marketplace-product';
import { sortCategoryNames } from '../category-order';
import type {
  MarketplaceCatalogue, MarketplaceCatalogueWriter, MarketplaceListQuery, MarketplacePage, MarketplaceProductRecord, MarketplaceSearchQuery,
} from '../marketplace-catalogue.port';

interface Stored {
  record: MarketplaceProductRecord;
  syncedAt: Date;
  seenRunId: number | null;
}

/**
 * Both marketplace catalogue ports held in memory, for use-case and HTTP tests. It answers to the same
 * contract as the knex adapter (adapters/persistence/marketplace/marketplace-catalogue.contract.test.ts):
 * only NORMAL items are stored, newest item id first, a search is a case-insensitive substring of the name
 * (JavaScript toLowerCase on both sides), a model that is not available shows stock 0, list rows carry no
 * description.
 */
export class InMemoryMarketplaceCatalogue implements MarketplaceCatalogue, MarketplaceCatalogueWriter {
  private readonly products = new Map<number, Stored>();
  private readonly categoryRows = new Map<number, { parentId: number | null; name: string }>();

  async categories(): Promise<string[]> {
    const names = [...this.products.values()].map((stored) => stored.record.category).filter((name): name is string => name !== null && name !== '');
    return sortCategoryNames(names);
  }

  async list(query: MarketplaceListQuery): Promise<MarketplacePage> {
    return this.page(this.newestFirst().filter((stored) => query.category === undefined || stored.record.category === query.category), query);
  }

  async search(query: MarketplaceSearchQuery): Promise<MarketplacePage> {
    const keyword = query.keyword.toLowerCase();
    return this.page(this.newestFirst().filter((stored) => stored.record.name.toLowerCase().includes(keyword)), query);
  }

  async detail(itemId: number): Promise<MarketplaceProduct | undefined> {
    const stored = this.products.get(itemId);
    return stored ? toProduct(stored, true) : undefined;
  }

  async upsertProducts(records: readonly MarketplaceProductRecord[], syncedAt: Date, runId: number | null): Promise<void> {
    for (const record of records) {
      if (record.status !== 'NORMAL') {
        this.products.delete(record.itemId);
        continue;
      }
      const models = [...new Map(record.models.map((model) => [model.modelId, model])).values()];
      const seenRunId = runId ?? this.products.get(record.itemId)?.seenRunId ?? null;
      this.products.set(record.itemId, { record: { ...record, models }, syncedAt: new Date(syncedAt), seenRunId });
    }
  }

  async removeProducts(itemIds: readonly number[]): Promise<number> {
    let removed = 0;
    for (const itemId of new Set(itemIds)) if (this.products.delete(itemId)) removed += 1;
    return removed;
  }

  async removeUnseen(runId: number): Promise<number> {
    let removed = 0;
    for (const [itemId, stored] of this.products) {
      if (stored.seenRunId === null || stored.seenRunId < runId) {
        this.products.delete(itemId);
        removed += 1;
      }
    }
    return removed;
  }

  async replaceCategories(categories: readonly { categoryId: number; parentId: number | null; name: string }[]): Promise<void> {
    this.categoryRows.clear();
    for (const category of categories) this.categoryRows.set(category.categoryId, { parentId: category.parentId, name: category.name });
  }

  async categoryNames(): Promise<Map<number, string>> {
    return new Map([...this.categoryRows].map(([id, row]) => [id, row.name]));
  }

  async latestUpdateTime(): Promise<number | null> {
    const times = [...this.products.values()].map((stored) => stored.record.updateTime);
    return times.length === 0 ? null : Math.max(...times);
  }

  async countProducts(): Promise<number> {
    return this.products.size;
  }

  private newestFirst(): Stored[] {
    return [...this.products.values()].sort((a, b) => b.record.itemId - a.record.itemId);
  }

  private page(matching: Stored[], query: { page: number; limit: number }): MarketplacePage {
    const start = (query.page - 1) * query.limit;
    return { products: matching.slice(start, start + query.limit).map((stored) => toProduct(stored, false)), total: matching.length };
  }
}

function toProduct({ record, syncedAt }: Stored, withVariations: boolean): MarketplaceProduct {
  const images = parseMarketplaceImages(record.imageUrls.map((src) => ({ src })));
  return {
    item_id: record.itemId,
    item_name: record.name,
    price: record.price,
    image_url: images[0]?.src ?? null,
    all_images: images,
    has_variations: record.models.length > 0,
    variations: withVariations ? record.models.map((model): MarketplaceVariation => ({
      model_id: model.modelId, name: model.name, price: model.price, stock: model.available ? model.stock : 0,
      image_url: model.imageUrl, model_sku: model.sku,
    })) : [],
    stock: record.stock,
    item_sku: record.sku,
    category: record.category,
    // List rows carry no description (the adapter does not read it for a page).
    ...(withVariations ? { description: record.description } : {}),
    last_synced_at: syncedAt.toISOString(),
  };
}
