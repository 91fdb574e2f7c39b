import fc from 'fast-check';
import { group, outletItem } from '../test-support/builders';
import { defaultVariant, groupAvailability, groupBySku, visibleGroups } from './grouping';

describe('grouping by sku (spec 2 §3)', () => {
  it('spec 2 §3: items sharing a sku are grouped as variants of one product card, in first-appearance order', () => {
    const items = [
      outletItem({ id: 1, sku: 'JKT', variant_details: 'S' }),
      outletItem({ id: 2, sku: 'TEE' }),
      outletItem({ id: 3, sku: 'JKT', variant_details: 'M' }),
    ];
    const groups = groupBySku(items);
    expect(groups.map((g) => g.sku)).toEqual(['JKT', 'TEE']);
    expect(groups[0].variants.map((v) => v.id)).toEqual([1, 3]);
    expect(groups[0].primary.id).toBe(1);
  });

  it('spec 2 §3: an item without a sku is its own card, keyed by its id', () => {
    const groups = groupBySku([outletItem({ id: 1, sku: '' }), outletItem({ id: 2, sku: '' })]);
    expect(groups.map((g) => g.sku)).toEqual(['1', '2']);
  });

  it('spec 2 §3 (property): grouping is a partition: every item in exactly one card, all of a card share a sku', () => {
    const items = fc
      .array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 30 })
      .map((skus) => skus.map((sku, i) => outletItem({ id: i + 1, sku })));
    fc.assert(
      fc.property(items, (list) => {
        const groups = groupBySku(list);
        const ids = groups.flatMap((g) => g.variants.map((v) => v.id));
        expect([...ids].sort((a, b) => a - b)).toEqual(list.map((i) => i.id));
        for (const g of groups) for (const v of g.variants) expect(v.sku).toBe(g.sku);
        expect(new Set(groups.map((g) => g.sku)).size).toBe(groups.length);
      }),
    );
  });
});

describe('default variant (spec 2 §4)', () => {
  it('spec 2 §4: a one-item group auto-selects its item, even when sold out', () => {
    const only = outletItem({ id: 1, total_quantity: 0 });
    expect(defaultVariant(group([only]))).toBe(only);
  });

  it('spec 2 §4: otherwise the first variant with availability above zero', () => {
    const s = outletItem({ id: 1, sku: 'J', total_quantity: 1, reserved_count: 1 });
    const m = outletItem({ id: 2, sku: 'J', total_quantity: 2 });
    const l = outletItem({ id: 3, sku: 'J', total_quantity: 2 });
    expect(defaultVariant(group([s, m, l]))).toBe(m);
  });

  it('spec 2 §4: no default when every variant is sold out', () => {
    const g = group([outletItem({ id: 1, sku: 'J', available_count: 0 }), outletItem({ id: 2, sku: 'J', available_count: 0 })]);
    expect(defaultVariant(g)).toBeUndefined();
    expect(groupAvailability(g)).toBe(0);
  });
});

describe('visible cards (spec 2 §4)', () => {
  const soldOut = group([outletItem({ id: 1, sku: 'A', available_count: 0 })]);
  const inStock = group([outletItem({ id: 2, sku: 'B', available_count: 2 })]);

  it('spec 2 §4: cards with availability zero that are not in the cart are hidden', () => {
    expect(visibleGroups([soldOut, inStock])).toEqual([inStock]);
  });

  it('spec 2 §4: a sold-out card stays when one of its items is in the cart', () => {
    expect(visibleGroups([soldOut, inStock], (id) => id === 1)).toEqual([soldOut, inStock]);
  });
});
