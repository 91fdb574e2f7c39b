import { discountPercent } from '../money/pricing';
import type { OutletProductGroup, OutletSortMode } from './outlet-item';

type Compare = (a: OutletProductGroup, b: OutletProductGroup) => number;

const percentOf = (group: OutletProductGroup) => discountPercent(group.primary.price, group.primary.discount_price);
const timeOf = (group: OutletProductGroup) => Date.parse(group.primary.created_at) || 0;

// Spec 2, section 9: newest by created_at descending, discount by percent descending, price sorts by discount_price.
const COMPARATORS: Record<OutletSortMode, Compare> = {
  discount: (a, b) => percentOf(b) - percentOf(a),
  'price-low': (a, b) => a.primary.discount_price - b.primary.discount_price,
  'price-high': (a, b) => b.primary.discount_price - a.primary.discount_price,
  newest: (a, b) => timeOf(b) - timeOf(a),
};

/** A sorted copy; ties keep their incoming order (Array.prototype.sort is stable). */
export function sortGroups(groups: readonly OutletProductGroup[], mode: OutletSortMode): OutletProductGroup[] {
  return [...groups].sort(COMPARATORS[mode]);
}
