import fc from 'fast-check';
import { cartLine } from '../test-support/builders';
import { cartBadgeText, cartTabCounts, cartTotals, subtotalsByType } from './totals';

describe('cart totals', () => {
  it('spec 1 §3: totals are the item count and the sum of discount prices', () => {
    const lines = [cartLine({ id: 1, discount_price: 600, price: 1000 }), cartLine({ id: 2, discount_price: 1152, price: 1280 })];
    expect(cartTotals(lines)).toEqual({ itemCount: 2, total: 1752 });
    expect(cartTotals([])).toEqual({ itemCount: 0, total: 0 });
  });

  it('spec 1 §3 (property): the total is additive over concatenation and the count is the number of lines', () => {
    const prices = fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 20 });
    fc.assert(
      fc.property(prices, prices, (a, b) => {
        const linesA = a.map((p, i) => cartLine({ id: i, discount_price: p }));
        const linesB = b.map((p, i) => cartLine({ id: 100 + i, discount_price: p }));
        const all = cartTotals([...linesA, ...linesB]);
        expect(all.total).toBe(cartTotals(linesA).total + cartTotals(linesB).total);
        expect(all.itemCount).toBe(a.length + b.length);
      }),
    );
  });

  it('spec 2 §2.3: tab counts All / Outlet / Shopee', () => {
    const lines = [cartLine({ id: 1 }), cartLine({ id: 2, item_type: 'shopee' }), cartLine({ id: 3 })];
    expect(cartTabCounts(lines)).toEqual({ all: 3, outlet: 2, shopee: 1 });
    expect(cartTabCounts([])).toEqual({ all: 0, outlet: 0, shopee: 0 });
  });

  it('spec 2 §2.5 (property): per-type subtotals add up to the grand total', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 50_000 })), { maxLength: 20 }), (rows) => {
        const lines = rows.map(([shopee, price], i) => cartLine({ id: i, item_type: shopee ? 'shopee' : 'outlet', discount_price: price }));
        const sums = subtotalsByType(lines);
        expect(sums.outlet + sums.shopee).toBe(sums.all);
        expect(sums.all).toBe(cartTotals(lines).total);
      }),
    );
  });
});

describe('cart badge', () => {
  it('spec 1 §2/§9: the badge shows the count and 99+ above 99', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(12345)).toBe('99+');
  });

  it('spec 1 §2: no badge for an empty cart', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(-1)).toBeNull();
  });

  it('spec 1 §9 (property): the badge never exceeds 3 characters', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e9 }), (n) => expect((cartBadgeText(n) ?? '').length).toBeLessThanOrEqual(3)));
  });
});
