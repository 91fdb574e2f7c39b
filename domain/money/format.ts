/**
 * Money as each screen shows it, one named format per place (issue 28). Amounts are whole NT$ integers end to
 * end (design.md, section 2), but a screen may receive a computed or legacy fractional value, so each format
 * says how fractions go:
 *
 * | where                                                            | call                    | shows     | fractions    | source    |
 * |------------------------------------------------------------------|-------------------------|-----------|--------------|-----------|
 * | shopping pages: outlet list, marketplace list and detail, cart,   | formatShopAmount        | $1,280    | rounded down | spec 2 §9 |
 * | checkout, confirmation, order details                             |                         |           |              |           |
 * | the outlet product page                                           | formatProductPageAmount | $1,281    | rounded      | spec 2 §9 |
 * | order history: its list and linked orders                         | formatHistoryAmount     | NT$1,280  | dropped      | spec 1 §9 |
 * | the profile                                                       | formatProfileAmount     | $1,280.00 | 2 decimals   | spec 1 §9 |
 * | the staff console                                                 | formatConsoleAmount     | NT$1,280  | dropped      | ours      |
 *
 * A component calls the format of its place, never a currency of its own: the same item reads the same on the
 * marketplace and in the cart. Thousands are grouped with commas by plain string arithmetic, so the result does
 * not depend on the ICU data of the runtime (a Node built with small-icu and every browser print the same). A
 * value that is not a finite number prints as 0: a broken price must not show as "$NaN".
 */

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

function ntdTruncated(amount: number): string {
  return signed('NT$', Math.trunc(finite(amount)) || 0);
}

/**
 * '$' + whole number rounded down: every shopping page (spec 2: "a dollar sign and a whole number"; the cart and
 * order summary round down, spec 2 §9): the outlet list, the marketplace list and detail, the cart, checkout, the
 * confirmation and the order details page.
 */
export function formatShopAmount(amount: number): string {
  return signed('$', Math.floor(finite(amount)) || 0);
}

/** '$' + whole number rounded half up: the outlet product page (spec 2 §9: "the product page rounds"). */
export function formatProductPageAmount(amount: number): string {
  return signed('$', Math.round(finite(amount)) || 0);
}

/** 'NT$' + whole number, fractions dropped: the order history, its details and linked orders (spec 1, section 9). */
export function formatHistoryAmount(amount: number): string {
  return ntdTruncated(amount);
}

/** '$' + two decimals: the profile (spec 1, section 9). Cents are rounded half away from zero. */
export function formatProfileAmount(amount: number): string {
  const value = finite(amount);
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupThousands(whole)}.${fraction}`;
}

/** 'NT$' + whole number, fractions dropped: the staff console (a back office names its currency; our decision). */
export function formatConsoleAmount(amount: number): string {
  return ntdTruncated(amount);
}
