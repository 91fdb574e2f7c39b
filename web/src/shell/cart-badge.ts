/** Spec 1 §2: the cart badge shows the count, capped as '99+' above 99; nothing when the cart is empty. */
export function cartBadgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(count);
}
