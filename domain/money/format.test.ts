import fc from 'fast-check';
import { formatConsoleAmount, formatHistoryAmount, formatProductPageAmount, formatProfileAmount, formatShopAmount, groupThousands } from './format';

describe('money formats', () => {
  it("spec 1 §9: order history shows 'NT$' with a whole number, fractions dropped, thousands grouped", () => {
    expect(formatHistoryAmount(1280)).toBe('NT$1,280');
    expect(formatHistoryAmount(1280.99)).toBe('NT$1,280');
    expect(formatHistoryAmount(0)).toBe('NT$0');
    expect(formatHistoryAmount(999)).toBe('NT$999');
    expect(formatHistoryAmount(1234567)).toBe('NT$1,234,567');
  });

  it("spec 2 §9: the cart and order summary round DOWN: '$1,280'", () => {
    expect(formatShopAmount(1280.99)).toBe('$1,280');
    expect(formatShopAmount(1000)).toBe('$1,000');
  });

  it("spec 2 §9: the product page ROUNDS: '$1,281'", () => {
    expect(formatProductPageAmount(1280.5)).toBe('$1,281');
    expect(formatProductPageAmount(1280.49)).toBe('$1,280');
  });

  it("spec 1 §9: the profile shows a dollar sign with 2 decimals: '$1,280.00'", () => {
    expect(formatProfileAmount(1280)).toBe('$1,280.00');
    expect(formatProfileAmount(1280.5)).toBe('$1,280.50');
    expect(formatProfileAmount(0.07)).toBe('$0.07');
    expect(formatProfileAmount(1234567.891)).toBe('$1,234,567.89');
  });

  it('design §2: a broken amount prints as 0, never NaN or Infinity', () => {
    expect(formatHistoryAmount(Number.NaN)).toBe('NT$0');
    expect(formatShopAmount(Number.POSITIVE_INFINITY)).toBe('$0');
    expect(formatProfileAmount(Number.NaN)).toBe('$0.00');
  });

  it('design §2: negative amounts (refunds) keep their sign before the currency', () => {
    expect(formatHistoryAmount(-1280)).toBe('-NT$1,280');
    expect(formatProfileAmount(-5)).toBe('-$5.00');
    expect(formatProductPageAmount(-0.2)).toBe('$0');
  });

  it('issue 28 / spec 2: every shopping page writes $ and a whole number; history NT$, profile $ with cents, console NT$', () => {
    expect(formatShopAmount(450)).toBe('$450');
    expect(formatShopAmount(1234.7)).toBe('$1,234');
    expect(formatProductPageAmount(1234.7)).toBe('$1,235');
    expect(formatHistoryAmount(1234.7)).toBe('NT$1,234');
    expect(formatProfileAmount(1234.7)).toBe('$1,234.70');
    expect(formatConsoleAmount(1234.7)).toBe('NT$1,234');
  });

  it('spec 1 §9 (property): grouping agrees with Intl en-US and removing commas gives the number back', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const grouped = groupThousands(n);
        expect(grouped).toBe(intl.format(n));
        expect(Number(grouped.replace(/,/g, ''))).toBe(n);
        expect(grouped).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });

  it('spec 1 §9 (property): NT$ drops fractions and $ floor never shows more than the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
        const floorShown = Number(formatShopAmount(amount).slice(1).replace(/,/g, ''));
        expect(floorShown).toBeLessThanOrEqual(amount);
        expect(amount - floorShown).toBeLessThan(1);
        expect(formatHistoryAmount(amount)).toBe(`NT$${groupThousands(Math.trunc(amount))}`);
      }),
    );
  });
});
