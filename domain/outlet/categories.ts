import { groupAvailability, groupBySku } from './grouping';
import type { OutletListItem, OutletProductGroup } from './outlet-item';

/**
 * Outlet categories (issue 28, "Finding things"): the shop's own name for a kind of goods ('服飾', '鞋款'), one per
 * product card (every item of a sku carries the same one), none for an item nobody has filed yet.
 */

/** The width of outlet_items.category: a short shelf name, not a description. */
export const OUTLET_CATEGORY_MAX_LENGTH = 32;

/**
 * A category as stored: trimmed, inner runs of white space made one space; blank is no category (null).
 * Longer than OUTLET_CATEGORY_MAX_LENGTH characters (code points) or holding a control character: undefined, refused.
 */
export function normalizeOutletCategory(text: string | null): string | null | undefined {
  if (text === null) return null;
  const normalized = text.trim().replace(/\s+/gu, ' ');
  if (normalized === '') return null;
  // eslint-disable-next-line no-control-regex
  if ([...normalized].length > OUTLET_CATEGORY_MAX_LENGTH || /[\u0000-\u001f\u007f]/u.test(normalized)) return undefined;
  return normalized;
}

/** A category the drawer offers: its name and how many cards of it can be bought now. */
export interface OutletCategory {
  name: string;
  count: number;
}

/** The category of a card: its first item's (the console and the Shopify sync set a whole sku at once). */
export function groupCategory(group: OutletProductGroup): string | null {
  return group.primary.category ?? null;
}

/** Cards of the category; null: every card. */
export function categoryGroups(groups: readonly OutletProductGroup[], category: string | null): OutletProductGroup[] {
  if (category === null) return [...groups];
  return groups.filter((group) => groupCategory(group) === category);
}

/**
 * The categories that have items: those with at least one card that still has a unit to sell (a sold-out card is
 * hidden from the list, so a category of sold-out cards would open an empty page). Most cards first, then by name.
 */
export function outletCategories(items: readonly OutletListItem[]): OutletCategory[] {
  const counts = new Map<string, number>();
  for (const group of groupBySku(items)) {
    const name = groupCategory(group);
    if (name === null || groupAvailability(group) <= 0) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
