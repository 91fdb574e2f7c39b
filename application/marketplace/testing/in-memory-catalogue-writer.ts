import type { MarketplaceCatalogueWriter, MarketplaceProductRecord } from '../marketplace-catalogue.port';

export interface StoredProduct {
  record: MarketplaceProductRecord;
  syncedAt: Date;
  seenRunId: number | null;
}

/**
 * A minimal MarketplaceCatalogueWriter in memory for the sync job's tests (the full fake of both catalogue
 * ports is in-memory-marketplace-catalogue.ts). `failUpsertOf(id)` makes every upsert holding that item throw,
 * as a database refusing one record would.
 */
export class InMemoryCatalogueWriter implements MarketplaceCatalogueWriter {
  readonly products = new Map<number, StoredProduct>();
  categories: Array<{ categoryId: number; parentId: number | null; name: string }> = [];
  upsertCalls = 0;
  private readonly refused = new Set<number>();

  failUpsertOf(itemId: number): void {
    this.refused.add(itemId);
  }

  async upsertProducts(records: readonly MarketplaceProductRecord[], syncedAt: Date, runId: number | null): Promise<void> {
    this.upsertCalls += 1;
    if (records.some((record) => this.refused.has(record.itemId))) throw new Error('Data too long for column item_name');
    for (const record of records) this.products.set(record.itemId, { record: structuredClone(record), syncedAt: new Date(syncedAt), seenRunId: runId });
  }

  async removeProducts(itemIds: readonly number[]): Promise<number> {
    let removed = 0;
    for (const id of itemIds) if (this.products.delete(id)) removed += 1;
    return removed;
  }

  async removeUnseen(runId: number): Promise<number> {
    let removed = 0;
    for (const [id, stored] of this.products) {
      if (stored.seenRunId !== runId) {
        this.products.delete(id);
        removed += 1;
      }
    }
    return removed;
  }

  async replaceCategories(categories: readonly { categoryId: number; parentId: number | null; name: string }[]): Promise<void> {
    this.categories = categories.map((category) => ({ ...category }));
  }

  async categoryNames(): Promise<Map<number, string>> {
    return new Map(this.categories.map((category) => [category.categoryId, category.name]));
  }

  async latestUpdateTime(): Promise<number | null> {
    const times = [...this.products.values()].map((stored) => stored.record.updateTime);
    return times.length === 0 ? null : Math.max(...times);
  }

  async countProducts(): Promise<number> {
    return this.products.size;
  }

  /** item id -> [price, stock, category] of every stored product, sorted by id (tests compare whole catalogues). */
  snapshot(): Array<[number, number, number, string | null]> {
    return [...this.products.values()]
      .map(({ record }): [number, number, number, string | null] => [record.itemId, record.price, record.stock, record.category])
      .sort((a, b) => a[0] - b[0]);
  }
}
