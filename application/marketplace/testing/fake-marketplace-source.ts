import type {
  MarketplaceSource, SourceCategory, SourceItemPage, SourceItemQuery, SourceItemStatus, SourceOrder, SourceProduct,
} from '../marketplace-source.port';

type Method = 'listItems' | 'getProducts' | 'getCategories' | 'getOrder';

/** A product with believable defaults: NORMAL, one price, no models. */
export function sourceProduct(itemId: number, overrides: Partial<SourceProduct> = {}): SourceProduct {
  return {
    itemId, name: `Item ${itemId}`, description: '', sku: `SKU-${itemId}`, categoryId: 100, status: 'NORMAL',
    updateTime: 1_764_000_000, imageUrls: [`https://cf.shopee.tw/file/${itemId}`], price: 1000, stock: 5, models: [], ...overrides,
  };
}

/**
 * MarketplaceSource in memory, playing a Shopee shop for the sync job's tests:
 * - the shop's items (`put`, `change`: a change bumps update_time, as Shopee does), whose get_item_list pages
 *   are computed on every call (item id order, window and statuses applied), so changes between two pages
 *   move items exactly as they would on Shopee;
 * - programmable failures: `failNext(method, error, times)`; `failItem(id, error)` fails every getProducts that
 *   asks for that item (an item-level failure);
 * - a crash point: `crashAt(method, nth)` makes the nth next call of `method` never settle, as if the process
 *   died there (the caller is simply abandoned);
 * - `beforeCall(hook)`: runs before every call (to change the shop or look at the job's progress mid-run).
 */
export class FakeMarketplaceSource implements MarketplaceSource {
  categories: SourceCategory[] = [{ categoryId: 100, parentId: null, name: 'Tops' }, { categoryId: 200, parentId: null, name: 'Shoes' }];
  readonly calls: Array<{ method: Method; offset?: number; itemIds?: number[] }> = [];
  private readonly items = new Map<number, SourceProduct>();
  private readonly failures: Array<{ method: Method; error: unknown }> = [];
  private readonly itemFailures = new Map<number, unknown>();
  private crash: { method: Method; remaining: number } | undefined;
  private hook: ((method: Method, call: number) => void | Promise<void>) | undefined;
  crashed = false;

  put(...products: SourceProduct[]): this {
    for (const product of products) this.items.set(product.itemId, structuredClone(product));
    return this;
  }

  /** Changes an item as a seller would: update_time moves to `updateTime` (Shopee bumps it on every change). */
  change(itemId: number, changes: Partial<SourceProduct> & { updateTime: number }): void {
    const item = this.items.get(itemId);
    if (!item) throw new Error(`no item ${itemId}`);
    this.items.set(itemId, { ...item, ...structuredClone(changes) });
  }

  setStatus(itemId: number, status: SourceItemStatus, updateTime: number): void {
    this.change(itemId, { status, updateTime });
  }

  product(itemId: number): SourceProduct | undefined {
    const item = this.items.get(itemId);
    return item ? structuredClone(item) : undefined;
  }

  failNext(method: Method, error: unknown, times = 1): void {
    for (let index = 0; index < times; index += 1) this.failures.push({ method, error });
  }

  failItem(itemId: number, error: unknown): void {
    this.itemFailures.set(itemId, error);
  }

  healItem(itemId: number): void {
    this.itemFailures.delete(itemId);
  }

  crashAt(method: Method, nth: number): void {
    this.crash = { method, remaining: nth };
  }

  beforeCall(hook: (method: Method, call: number) => void | Promise<void>): void {
    this.hook = hook;
  }

  count(method: Method): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  async listItems(query: SourceItemQuery): Promise<SourceItemPage> {
    await this.enter('listItems', { offset: query.offset });
    if (query.pageSize < 1 || query.pageSize > 100) throw new Error('page_size out of [1, 100]');
    if (query.updateTimeFrom !== undefined && query.updateTimeTo !== undefined && query.updateTimeTo < query.updateTimeFrom) throw new Error('error_update_time_range');
    const matching = [...this.items.values()]
      .filter((item) => query.statuses.includes(item.status))
      .filter((item) => query.updateTimeFrom === undefined || item.updateTime >= query.updateTimeFrom)
      .filter((item) => query.updateTimeTo === undefined || item.updateTime <= query.updateTimeTo)
      .sort((a, b) => a.itemId - b.itemId);
    const slice = matching.slice(query.offset, query.offset + query.pageSize);
    const hasNextPage = query.offset + query.pageSize < matching.length;
    return {
      items: slice.map((item) => ({ itemId: item.itemId, status: item.status, updateTime: item.updateTime })),
      total: matching.length,
      hasNextPage,
      nextOffset: hasNextPage ? query.offset + query.pageSize : 0,
    };
  }

  async getProducts(itemIds: readonly number[]): Promise<SourceProduct[]> {
    await this.enter('getProducts', { itemIds: [...itemIds] });
    if (itemIds.length > 50) throw new Error('item_id_list over 50');
    const failing = itemIds.find((id) => this.itemFailures.has(id));
    if (failing !== undefined) throw this.itemFailures.get(failing);
    return itemIds
      .map((id) => this.items.get(id))
      .filter((item): item is SourceProduct => item !== undefined && item.status !== 'SELLER_DELETE' && item.status !== 'SHOPEE_DELETE')
      .map((item) => structuredClone(item));
  }

  async getCategories(): Promise<SourceCategory[]> {
    await this.enter('getCategories', {});
    return structuredClone(this.categories);
  }

  async getOrder(): Promise<SourceOrder | null> {
    await this.enter('getOrder', {});
    return null;
  }

  private async enter(method: Method, details: { offset?: number; itemIds?: number[] }): Promise<void> {
    this.calls.push({ method, ...details });
    await this.hook?.(method, this.calls.length);
    if (this.crash?.method === method) {
      this.crash.remaining -= 1;
      if (this.crash.remaining === 0) {
        this.crash = undefined;
        this.crashed = true;
        await new Promise<never>(() => undefined);
      }
    }
    const index = this.failures.findIndex((failure) => failure.method === method);
    if (index >= 0) {
      const [failure] = this.failures.splice(index, 1);
      throw failure.error;
    }
  }
}
