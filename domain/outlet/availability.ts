import type { OutletItemDetail, OutletListItem } from './outlet-item';

/**
 * Units a shopper can still reserve: available_count when the server sent it, otherwise
 * total_quantity - reserved_count (spec 2, section 3). Never negative.
 */
export function availability(item: Pick<OutletListItem, 'total_quantity' | 'reserved_count' | 'available_count'>): number {
  const value = item.available_count ?? item.total_quantity - item.reserved_count;
  return Math.max(0, value);
}

/** Stock of the detail page: the first present of available_count, available_quantity, total_quantity. */
export function detailStock(item: Partial<Pick<OutletItemDetail, 'available_count' | 'available_quantity' | 'total_quantity'>>): number {
  const value = item.available_count ?? item.available_quantity ?? item.total_quantity ?? 0;
  return Math.max(0, value);
}

/** Low-stock warning threshold: 1 to 3 units left (spec 2, section 9). */
export function isLowStock(available: number): boolean {
  return available >= 1 && available <= 3;
}
