import type { CartItemType, CartLine } from './cart-line';

/** Cart totals (spec 1, section 3): item count and the sum of discount prices. Quantity is always 1. */
export interface CartTotals {
  itemCount: number;
  total: number;
}

export function cartTotals(lines: readonly Pick<CartLine, 'discount_price'>[]): CartTotals {
  return { itemCount: lines.length, total: lines.reduce((sum, line) => sum + line.discount_price, 0) };
}

/** Per-type counts for the All / Outlet / Shopee tabs; a tab with count 0 is disabled (spec 2, section 2.3). */
export type CartTabCounts = Record<'all' | CartItemType, number>;

export function cartTabCounts(lines: readonly Pick<CartLine, 'item_type'>[]): CartTabCounts {
  const counts: CartTabCounts = { all: lines.length, outlet: 0, shopee: 0 };
  for (const line of lines) counts[line.item_type] += 1;
  return counts;
}

/** Per-type subtotals and the grand total of the order items card (spec 2, section 2.5). */
export function subtotalsByType(lines: readonly Pick<CartLine, 'item_type' | 'discount_price'>[]): CartTabCounts {
  const sums: CartTabCounts = { all: 0, outlet: 0, shopee: 0 };
  for (const line of lines) {
    sums[line.item_type] += line.discount_price;
    sums.all += line.discount_price;
  }
  return sums;
}

/** The header badge caps at 99+ (spec 1, sections 2 and 9); no badge at all for an empty cart (ours). */
export const CART_BADGE_CAP = 99;

export function cartBadgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}
