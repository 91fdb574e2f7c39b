/**
 * Prices are whole New Taiwan dollars (integers) end to end (design.md, section 2).
 */

/** The marketplace sells at 10% off the marketplace's original price, rounded down (spec 1, section 9). */
export const MARKETPLACE_DISCOUNT_RATE = 0.1;

/** floor(0.9 x original), for marketplace products and their variations. */
export function marketplaceDiscountPrice(originalPrice: number): number {
  // Integer arithmetic: 0.9 * x in floating point can land just below a whole number (0.9 * 10 = 8.999...).
  return Math.floor((originalPrice * 9) / 10);
}

/** Badge percentage: round((price - discount_price) / price x 100); 0 when there is no valid price. */
export function discountPercent(price: number, discountPrice: number): number {
  if (!(price > 0)) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}

/** What the shopper saves on one item; never negative. */
export function savingsAmount(price: number, discountPrice: number): number {
  return Math.max(0, price - discountPrice);
}

/** The '{n}% OFF' badge of outlet cards and the product page (spec 2, section 9). */
export function discountBadgeText(price: number, discountPrice: number): string {
  return `${discountPercent(price, discountPrice)}% OFF`;
}

/** The name design.md (section 1) gives an integrator: the marketplace price of an original price. */
export const discountPrice = marketplaceDiscountPrice;
