import type { OutletItemDetail, OutletListItem } from '../../../domain/outlet/outlet-item';
import type { OutletAvailability, OutletCatalogue } from '../outlet-catalogue.port';
import type { OutletCategories } from '../outlet-categories.port';

/**
 * An OutletCatalogue held in memory, for unit tests of use cases and of the HTTP edge. It derives list
 * rows and details from one set of details so the two views of an item never disagree.
 */
export class InMemoryOutletCatalogue implements OutletCatalogue, OutletCategories {
  private readonly items = new Map<number, StoredItem>();
  /** How many times each method was called: tests of caches count database round trips with it. */
  readonly calls = { listItems: 0, findItem: 0, findVariants: 0, listAvailability: 0 };

  constructor(items: ReadonlyArray<Partial<OutletItemDetail> & { id: number }> = []) {
    for (const item of items) this.put(item);
  }

  /** Adds or replaces an item; missing fields get plausible defaults. */
  put(item: Partial<OutletItemDetail> & { id: number; created_at?: string; reserved_count?: number; category?: string | null }): void {
    const sku = item.sku ?? `SKU-${item.id}`;
    const total = item.total_quantity ?? 5;
    const reserved = item.reserved_count ?? 0;
    this.items.set(item.id, {
      id: item.id,
      sku,
      title: item.title ?? `商品 ${item.id}`,
      variant_title: item.variant_title ?? 'Default',
      variant_details: item.variant_details ?? 'Default',
      price: item.price ?? 1000,
      discount_price: item.discount_price ?? 700,
      image_url: item.image_url ?? '/images/demo/item.svg',
      all_images: item.all_images ?? '[]',
      description: item.description ?? '',
      total_quantity: total,
      available_count: item.available_count ?? Math.max(0, total - reserved),
      available_quantity: item.available_quantity ?? Math.max(0, total - reserved),
      display_sku: item.display_sku ?? sku,
      created_at: item.created_at ?? '2026-01-01T00:00:00.000Z',
      reserved_count: reserved,
      category: item.category ?? null,
    });
  }

  async setCategory(sku: string, category: string | null): Promise<number> {
    const ofSku = [...this.items.values()].filter((item) => item.sku === sku);
    for (const item of ofSku) item.category = category;
    return ofSku.length;
  }

  async listAvailability(itemIds?: readonly number[]): Promise<OutletAvailability[]> {
    this.calls.listAvailability += 1;
    return this.sorted().filter((item) => !itemIds || itemIds.includes(item.id)).map(toListItem).map(({ id, total_quantity, reserved_count, available_count }) => ({ id, total_quantity, reserved_count, available_count }));
  }

  async listItems(): Promise<OutletListItem[]> {
    this.calls.listItems += 1;
    return this.sorted().map(toListItem);
  }

  async findItem(id: number): Promise<OutletItemDetail | undefined> {
    this.calls.findItem += 1;
    const item = this.items.get(id);
    if (!item) return undefined;
    const { created_at: _created, reserved_count: _reserved, category: _category, ...detail } = item;
    return detail;
  }

  async findVariants(sku: string): Promise<OutletListItem[]> {
    this.calls.findVariants += 1;
    return this.sorted().filter((item) => item.sku === sku).map(toListItem);
  }

  private sorted() {
    return [...this.items.values()].sort((a, b) => a.id - b.id);
  }
}

type StoredItem = OutletItemDetail & { created_at: string; reserved_count: number; category: string | null };

function toListItem(item: StoredItem): OutletListItem {
  return {
    id: item.id,
    title: item.title,
    sku: item.sku,
    price: item.price,
    discount_price: item.discount_price,
    image_url: item.image_url,
    created_at: item.created_at,
    variant_details: item.variant_details,
    display_sku: item.display_sku,
    total_quantity: item.total_quantity,
    reserved_count: item.reserved_count,
    available_count: item.available_count,
    ...(item.category ? { category: item.category } : {}),
  };
}
