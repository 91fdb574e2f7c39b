import type { OutletListItem, OutletProductGroup } from './outlet-item';

/** Outlet search matches title or sku, case-insensitive (spec 2, section 5). Blank matches everything. */
export function matchesSearch(item: Pick<OutletListItem, 'title' | 'sku'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return item.title.toLowerCase().includes(needle) || item.sku.toLowerCase().includes(needle);
}

/** Cards with at least one item matching the search. */
export function searchGroups(groups: readonly OutletProductGroup[], query: string): OutletProductGroup[] {
  return groups.filter((group) => group.variants.some((item) => matchesSearch(item, query)));
}
