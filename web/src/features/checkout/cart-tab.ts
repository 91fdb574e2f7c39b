import type { CartItemType, CartLine } from '../../domain';

/** The All / Outlet / Shopee tabs of the cart (spec 2 §2.3). */
export type CartTab = 'all' | CartItemType;
export const CART_TABS: readonly CartTab[] = ['all', 'outlet', 'shopee'];

export function linesOfTab(lines: readonly CartLine[], tab: CartTab): CartLine[] {
  return tab === 'all' ? [...lines] : lines.filter((line) => line.item_type === tab);
}
