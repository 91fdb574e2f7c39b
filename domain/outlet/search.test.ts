import { group, outletItem } from '../test-support/builders';
import { matchesSearch, searchGroups } from './search';

describe('outlet search (spec 2 §5)', () => {
  const item = outletItem({ title: 'Down Jacket 羽絨外套', sku: 'JKT-001' });

  it('spec 2 §5: matches the title, case-insensitive', () => {
    expect(matchesSearch(item, 'down jacket')).toBe(true);
    expect(matchesSearch(item, '外套')).toBe(true);
  });

  it('spec 2 §5: matches the sku, case-insensitive', () => {
    expect(matchesSearch(item, 'jkt-0')).toBe(true);
  });

  it('spec 2 §5: anything else does not match; a blank search matches everything', () => {
    expect(matchesSearch(item, 'sweater')).toBe(false);
    expect(matchesSearch(item, '   ')).toBe(true);
  });

  it('spec 2 §5: a card matches when any of its variants matches', () => {
    const g = group([outletItem({ id: 1, sku: 'A', title: 'plain' }), outletItem({ id: 2, sku: 'A', title: 'plain Red edition' })]);
    const other = group([outletItem({ id: 3, sku: 'B', title: 'blue' })]);
    expect(searchGroups([g, other], 'RED')).toEqual([g]);
  });
});
