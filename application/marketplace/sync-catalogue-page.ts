import { ApplicationError } from '../errors';
import { describeError } from '../sync/describe-error';
import type { MarketplaceCatalogueWriter, MarketplaceProductRecord } from './marketplace-catalogue.port';
import type { MarketplaceSource, SourceItemRef, SourceProduct } from './marketplace-source.port';
import type { SyncProgress, SyncRun } from './sync-run-store.port';

/** get_item_base_info's maximum item_id_list. */
export const PRODUCT_CHUNK_SIZE = 50;

/** One page's items: removals, then the NORMAL ones read in chunks of 50 and stored; failures per item. */
export class SyncCataloguePage {
  private names = new Map<number, string>();
  private categoriesRefreshed = false;
  private writes = 0;

  constructor(
    private readonly source: MarketplaceSource,
    private readonly catalogue: MarketplaceCatalogueWriter,
    private readonly run: SyncRun,
    private readonly state: SyncProgress,
    private readonly now: () => Date,
  ) {}

  async loadCategoryNames(): Promise<void> {
    this.names = await this.catalogue.categoryNames();
  }

  /** Whether the catalogue was (or may have been) written since the last call: then the read model is stale. */
  wrote(): boolean {
    const wrote = this.writes > 0;
    this.writes = 0;
    return wrote;
  }

  async handle(items: readonly SourceItemRef[]): Promise<void> {
    const gone = items.filter((item) => item.status !== 'NORMAL').map((item) => item.itemId);
    if (gone.length > 0) {
      this.writes += 1;
      this.state.removed += await this.catalogue.removeProducts(gone);
    }
    const listed = items.filter((item) => item.status === 'NORMAL').map((item) => item.itemId);
    for (let start = 0; start < listed.length; start += PRODUCT_CHUNK_SIZE) {
      await this.sync(listed.slice(start, start + PRODUCT_CHUNK_SIZE));
    }
  }

  private async sync(itemIds: readonly number[]): Promise<void> {
    const products = await this.read(itemIds);
    // An item may have changed status between the list and this read.
    const delisted = products.filter((product) => product.status !== 'NORMAL').map((product) => product.itemId);
    if (delisted.length > 0) {
      this.writes += 1;
      this.state.removed += await this.catalogue.removeProducts(delisted);
    }
    const listed = products.filter((product) => product.status === 'NORMAL');
    if (!this.categoriesRefreshed && listed.some((product) => product.categoryId !== null && !this.names.has(product.categoryId))) {
      // A category created since the last full run: refresh the tree once per step.
      this.categoriesRefreshed = true;
      const categories = await this.source.getCategories();
      this.writes += 1;
      await this.catalogue.replaceCategories(categories);
      await this.loadCategoryNames();
    }
    const records = listed.map((product): MarketplaceProductRecord => ({
      ...product, category: product.categoryId === null ? null : this.names.get(product.categoryId) ?? null,
    }));
    await this.store(records);
  }

  /** getProducts of a chunk; when it fails for another reason than Shopee itself, item by item, to find the culprit. */
  private async read(itemIds: readonly number[]): Promise<SourceProduct[]> {
    try {
      return await this.source.getProducts(itemIds);
    } catch (error) {
      if (shopeeCodeOf(error) !== undefined) throw error;
      if (itemIds.length === 1) {
        this.failed(itemIds[0], 'read', error);
        return [];
      }
    }
    const products: SourceProduct[] = [];
    for (const itemId of itemIds) {
      try {
        products.push(...(await this.source.getProducts([itemId])));
      } catch (error) {
        if (shopeeCodeOf(error) !== undefined) throw error;
        this.failed(itemId, 'read', error);
      }
    }
    return products;
  }

  /** upsertProducts of a chunk; when the database refuses it, record by record, so one bad record costs only itself. */
  private async store(records: readonly MarketplaceProductRecord[]): Promise<void> {
    if (records.length === 0) return;
    this.writes += 1;
    try {
      await this.catalogue.upsertProducts(records, this.now(), this.run.id);
      this.state.upserted += records.length;
      return;
    } catch (error) {
      if (records.length === 1) {
        this.failed(records[0].itemId, 'store', error);
        return;
      }
    }
    for (const record of records) {
      try {
        await this.catalogue.upsertProducts([record], this.now(), this.run.id);
        this.state.upserted += 1;
      } catch (error) {
        this.failed(record.itemId, 'store', error);
      }
    }
  }

  private failed(itemId: number, step: 'read' | 'store', error: unknown): void {
    this.state.itemFailures += 1;
    this.state.errors.push(`item ${itemId} (${step}): ${describeError(error)}`);
  }
}

/** The Shopee connection's codes that stop a page (the adapter throws them as ProviderUnavailableError). */
export function shopeeCodeOf(error: unknown): 'SHOPEE_UNAVAILABLE' | 'SHOPEE_NOT_CONNECTED' | 'SHOPEE_REAUTHORIZE' | undefined {
  if (!(error instanceof ApplicationError)) return undefined;
  return error.code === 'SHOPEE_UNAVAILABLE' || error.code === 'SHOPEE_NOT_CONNECTED' || error.code === 'SHOPEE_REAUTHORIZE' ? error.code : undefined;
}
