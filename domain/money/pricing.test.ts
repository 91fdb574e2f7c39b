import fc from 'fast-check';
import { discountBadgeText, discountPercent, discountPrice, marketplaceDiscountPrice, savingsAmount } from './pricing';

describe('marketplace discount price', () => {
  it('spec 1 §9: discounted price = floor(0.9 x original)', () => {
    expect(marketplaceDiscountPrice(1000)).toBe(900);
    expect(marketplaceDiscountPrice(999)).toBe(899); // 899.1 rounds down
    expect(marketplaceDiscountPrice(1)).toBe(0);
    expect(marketplaceDiscountPrice(0)).toBe(0);
  });

  it('spec 1 §9: whole multiples of 10 are exact despite floating point (0.9 x 10 is 8.999... in doubles)', () => {
    expect(marketplaceDiscountPrice(10)).toBe(9);
    expect(marketplaceDiscountPrice(30)).toBe(27);
    expect(marketplaceDiscountPrice(1280)).toBe(1152);
  });

  it('spec 1 §9 (property): equals the exact integer floor of 9x/10 for every whole price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (price) => {
        const result = marketplaceDiscountPrice(price);
        expect(Number.isInteger(result)).toBe(true);
        // exact integer arithmetic as the oracle
        expect(BigInt(result)).toBe((BigInt(price) * 9n) / 10n);
      }),
    );
  });

  it('spec 1 §1 (property): the shopper never pays more than the original and saves at most 10% plus rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (price) => {
        const d = marketplaceDiscountPrice(price);
        expect(d).toBeLessThanOrEqual(price);
        expect(price - d).toBeLessThan(price / 10 + 1);
      }),
    );
  });

  it('design §1: discountPrice is the integrator-facing name of the same rule', () => {
    expect(discountPrice(1234)).toBe(marketplaceDiscountPrice(1234));
  });
});

describe('discount percent', () => {
  it('spec 2 §9: discount badge is round((price - discount_price) / price x 100)', () => {
    expect(discountPercent(1000, 600)).toBe(40);
    expect(discountPercent(3, 2)).toBe(33); // 33.33
    expect(discountPercent(3, 1)).toBe(67); // 66.67
    expect(discountPercent(200, 199)).toBe(1); // 0.5 rounds half up
  });

  it('spec 2 §9: no valid price gives 0 rather than NaN or Infinity', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-5, 1)).toBe(0);
    expect(discountPercent(Number.NaN, 1)).toBe(0);
  });

  it('spec 2 §9 (property): 0..100 for any discount between 0 and the price, and monotone in the discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), fc.nat(), (price, a, b) => {
        const lo = Math.min(a, b) % (price + 1);
        const hi = Math.max(a, b) % (price + 1);
        const [cheap, dear] = lo <= hi ? [lo, hi] : [hi, lo];
        const pCheap = discountPercent(price, cheap);
        const pDear = discountPercent(price, dear);
        expect(pCheap).toBeGreaterThanOrEqual(0);
        expect(pCheap).toBeLessThanOrEqual(100);
        expect(pCheap).toBeGreaterThanOrEqual(pDear);
        expect(Number.isInteger(pDear)).toBe(true);
      }),
    );
  });

  it("spec 2 §2.1/§9: the badge reads '{n}% OFF'", () => {
    expect(discountBadgeText(1000, 600)).toBe('40% OFF');
    expect(discountBadgeText(0, 0)).toBe('0% OFF');
  });
});

describe('savings amount', () => {
  it("spec 2 §2.2: 'You save ${amount}' is price - discount_price", () => {
    expect(savingsAmount(1000, 600)).toBe(400);
  });

  it('spec 2 §2.2 (property): never negative, and adds back up to the price when there is a discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (price, discount) => {
        const saved = savingsAmount(price, discount);
        expect(saved).toBeGreaterThanOrEqual(0);
        if (discount <= price) expect(saved + discount).toBe(price);
        else expect(saved).toBe(0);
      }),
    );
  });
});
