import fc from 'fast-check';
import { discountPercent } from '../money/pricing';
import { group, outletItem } from '../test-support/builders';
import { DEFAULT_OUTLET_SORT, OUTLET_SORT_MODES } from './outlet-item';
import { sortGroups } from './sorting';

const card = (id: number, price: number, discount: number, created: string) =>
  group([outletItem({ id, sku: `S${id}`, price, discount_price: discount, created_at: created })]);

const a = card(1, 1000, 500, '2024-01-01T00:00:00Z'); // 50%, 500
const b = card(2, 1000, 800, '2024-03-01T00:00:00Z'); // 20%, 800
const c = card(3, 400, 100, '2024-02-01T00:00:00Z'); // 75%, 100

describe('outlet sort modes (spec 2 §4, §9)', () => {
  it('spec 2 §4: the modes are discount (default), price-low, price-high, newest', () => {
    expect([...OUTLET_SORT_MODES].sort()).toEqual(['discount', 'newest', 'price-high', 'price-low']);
    expect(DEFAULT_OUTLET_SORT).toBe('discount');
  });

  it('spec 2 §9: discount sorts by percent descending', () => {
    expect(sortGroups([a, b, c], 'discount').map((g) => g.primary.id)).toEqual([3, 1, 2]);
  });

  it('spec 2 §9: price-low / price-high sort by discount_price', () => {
    expect(sortGroups([a, b, c], 'price-low').map((g) => g.primary.id)).toEqual([3, 1, 2]);
    expect(sortGroups([a, b, c], 'price-high').map((g) => g.primary.id)).toEqual([2, 1, 3]);
  });

  it('spec 2 §9: newest sorts by created_at descending', () => {
    expect(sortGroups([a, b, c], 'newest').map((g) => g.primary.id)).toEqual([2, 3, 1]);
  });

  it('spec 2 §9: sorting returns a copy and keeps ties in incoming order', () => {
    const x = card(4, 1000, 500, '2024-01-01T00:00:00Z');
    const input = [a, x, b];
    expect(sortGroups(input, 'discount').map((g) => g.primary.id)).toEqual([1, 4, 2]);
    expect(input.map((g) => g.primary.id)).toEqual([1, 4, 2]);
  });

  it('spec 2 §9 (property): every mode yields a permutation ordered by its key', () => {
    const cards = fc.array(
      fc.record({ price: fc.integer({ min: 1, max: 10_000 }), cut: fc.integer({ min: 0, max: 100 }), day: fc.integer({ min: 1, max: 28 }) }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(cards, fc.constantFrom(...OUTLET_SORT_MODES), (rows, mode) => {
        const groups = rows.map((r, i) => card(i + 1, r.price, Math.floor((r.price * (100 - r.cut)) / 100), `2024-02-${String(r.day).padStart(2, '0')}T00:00:00Z`));
        const sorted = sortGroups(groups, mode);
        expect(sorted.map((g) => g.primary.id).sort((p, q) => p - q)).toEqual(groups.map((g) => g.primary.id));
        const key = (g: (typeof groups)[number]) =>
          mode === 'discount' ? -discountPercent(g.primary.price, g.primary.discount_price)
          : mode === 'price-low' ? g.primary.discount_price
          : mode === 'price-high' ? -g.primary.discount_price
          : -Date.parse(g.primary.created_at);
        for (let i = 1; i < sorted.length; i++) expect(key(sorted[i - 1])).toBeLessThanOrEqual(key(sorted[i]));
      }),
    );
  });
});
