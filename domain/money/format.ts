/**
 * Money as each screen shows it. Amounts are whole NT$ integers end to end (design.md, section 2), but a
 * screen may receive a computed or legacy fractional value, so each format says how fractions go:
 *
 * | screen                                  | format       | fractions         | source             |
 * |-----------------------------------------|--------------|-------------------|--------------------|
 * | order history, shared cart (mini cart)  | NT$1,280     | dropped (trunc)   | spec 1 §9, design  |
 * | /checkout cart lines and order summary  | $1,280       | rounded down      | spec 2 §9          |
 * | outlet list cards                       | $1,280       | rounded down      | spec 2 §1 (ours)   |
 * | outlet product page                     | $1,281       | rounded           | spec 2 §9          |
 * | profile                                 | $1,280.00    | 2 decimals        | spec 1 §9          |
 *
 * Thousands are grouped with commas by plain string arithmetic, so the result does not depend on the
 * ICU data of the runtime (a Node built with small-icu and every browser print the same). A value that is
 * not a finite number prints as 0: a broken price must not show as "$NaN".
 */

export type MoneyScreen = 'order-history' | 'cart' | 'checkout' | 'order-summary' | 'outlet-list' | 'product-page' | 'profile';

function finite(amount: number): number {
  return Number.isFinite(amount) ? amount : 0;
}

/** Groups the digits of a non-negative whole number: 1280 -> '1,280'. */
export function groupThousands(whole: number): string {
  const digits = BigInt(Math.trunc(Math.abs(whole))).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function signed(prefix: string, whole: number): string {
  return `${whole < 0 ? '-' : ''}${prefix}${groupThousands(whole)}`;
}

/** 'NT$' + whole number, fractions dropped: order history and cart (spec 1, section 9). */
export function formatNtd(amount: number): string {
  return signed('NT$', Math.trunc(finite(amount)) || 0);
}

/** '$' + whole number rounded down: the checkout cart and order summary (spec 2, section 9). */
export function formatDollarsFloor(amount: number): string {
  return signed('$', Math.floor(finite(amount)) || 0);
}

/** '$' + whole number rounded half up: the outlet product page (spec 2, section 9). */
export function formatDollarsRounded(amount: number): string {
  return signed('$', Math.round(finite(amount)) || 0);
}

/** '$' + two decimals: the profile (spec 1, section 9). Cents are rounded half away from zero. */
export function formatDollarsWithCents(amount: number): string {
  const value = finite(amount);
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupThousands(whole)}.${fraction}`;
}

const BY_SCREEN: Record<MoneyScreen, (amount: number) => string> = {
  'order-history': formatNtd,
  cart: formatNtd,
  checkout: formatDollarsFloor,
  'order-summary': formatDollarsFloor,
  'outlet-list': formatDollarsFloor,
  'product-page': formatDollarsRounded,
  profile: formatDollarsWithCents,
};

/** One entry point for the web: the format of a given screen. */
export function formatMoney(amount: number, screen: MoneyScreen): string {
  return BY_SCREEN[screen](amount);
}
