import { availability } from './availability';
import type { OutletListItem, OutletProductGroup } from './outlet-item';

/** Items sharing a sku become one card; cards keep the order in which their sku first appears. */
export function groupBySku(items: readonly OutletListItem[]): OutletProductGroup[] {
  const bySku = new Map<string, OutletListItem[]>();
  for (const item of items) {
    const key = item.sku || String(item.id);
    const list = bySku.get(key);
    if (list) list.push(item);
    else bySku.set(key, [item]);
  }
  return [...bySku.entries()].map(([sku, variants]) => ({ sku, primary: variants[0], variants }));
}

/**
 * The variant a card starts with: the only item of a one-item group; otherwise the first variant with
 * availability above zero; undefined when every variant is sold out (spec 2, section 4).
 */
export function defaultVariant(group: OutletProductGroup): OutletListItem | undefined {
  if (group.variants.length === 1) return group.variants[0];
  return group.variants.find((variant) => availability(variant) > 0);
}

/** Total units available across a card's variants. */
export function groupAvailability(group: OutletProductGroup): number {
  return group.variants.reduce((sum, variant) => sum + availability(variant), 0);
}

/**
 * Cards with nothing left are hidden, unless one of their items is in the shopper's cart
 * (spec 2, section 4: "Cards with availability zero that are not in the cart are hidden").
 */
export function visibleGroups(groups: readonly OutletProductGroup[], inCart: (itemId: number) => boolean = () => false): OutletProductGroup[] {
  return groups.filter((group) => groupAvailability(group) > 0 || group.variants.some((variant) => inCart(variant.id)));
}
