import { rootReducer, type RootState } from '../../app/root-reducer';
import { outletItem, sampleCatalogue } from '../../../test-support/outlet-fixtures';
import {
  resolveSelectedVariant,
  selectOutletLoadError,
  selectVisibleOutletCount,
  selectVisibleOutletGroups,
} from './outlet-selectors';
import { outletActions } from './outlet-slice';
import { groupBySku } from '../../domain';

type AnyAction = Parameters<typeof rootReducer>[1];
const stateAfter = (...actions: AnyAction[]): RootState => actions.reduce(rootReducer, rootReducer(undefined, { type: '@@init' }));
const loaded = (items = sampleCatalogue()) => outletActions.loadSucceeded({ items, loadedAt: 1 });
const skus = (state: RootState) => selectVisibleOutletGroups(state).map((group) => group.sku);

describe('visible outlet cards', () => {
  it('groups items sharing a sku into one card and sorts by discount by default', () => {
    // RUN-02 50% off, KNIT-01 20%, BAG-03 10%
    expect(skus(stateAfter(loaded()))).toEqual(['RUN-02', 'KNIT-01', 'BAG-03']);
    expect(selectVisibleOutletGroups(stateAfter(loaded()))[0].variants.map((v) => v.id)).toEqual([201, 202]);
  });

  it('sorts by price both ways and by newest', () => {
    expect(skus(stateAfter(loaded(), outletActions.sortChanged('price-low')))).toEqual(['BAG-03', 'KNIT-01', 'RUN-02']);
    expect(skus(stateAfter(loaded(), outletActions.sortChanged('price-high')))).toEqual(['RUN-02', 'KNIT-01', 'BAG-03']);
    expect(skus(stateAfter(loaded(), outletActions.sortChanged('newest')))).toEqual(['KNIT-01', 'BAG-03', 'RUN-02']);
  });

  it('searches title or sku, case-insensitively, before sorting', () => {
    expect(skus(stateAfter(loaded(), outletActions.searchChanged('running')))).toEqual(['RUN-02']);
    expect(skus(stateAfter(loaded(), outletActions.searchChanged('bag-0')))).toEqual(['BAG-03']);
    expect(skus(stateAfter(loaded(), outletActions.searchChanged('  ')))).toHaveLength(3);
    const both = stateAfter(loaded(), outletActions.searchChanged('0'), outletActions.sortChanged('price-low'));
    expect(skus(both)).toEqual(['BAG-03', 'KNIT-01', 'RUN-02']);
  });

  it('hides cards with nothing available', () => {
    const soldOut = outletItem({ sku: 'GONE', total_quantity: 3, reserved_count: 3 });
    const alsoSoldOut = outletItem({ sku: 'GONE2', available_count: 0 });
    const state = stateAfter(loaded([...sampleCatalogue(), soldOut, alsoSoldOut]));
    expect(skus(state)).not.toContain('GONE');
    expect(skus(state)).not.toContain('GONE2');
    expect(selectVisibleOutletCount(state)).toBe(3);
  });

  it('is memoised: same state, same array; a search change keeps the grouping work', () => {
    const state = stateAfter(loaded());
    expect(selectVisibleOutletGroups(state)).toBe(selectVisibleOutletGroups(state));
    const unrelated = rootReducer(state, outletActions.variantSelected({ sku: 'RUN-02', variantId: 202 }));
    expect(selectVisibleOutletGroups(unrelated)).toBe(selectVisibleOutletGroups(state));
  });
});

describe('load error visibility', () => {
  it('is shown when nothing is loaded', () => {
    expect(selectOutletLoadError(stateAfter(outletActions.loadFailed({ message: '無法載入' })))).toBe('無法載入');
  });

  it('is hidden once items are on screen', () => {
    expect(selectOutletLoadError(stateAfter(loaded(), outletActions.loadFailed({ message: '無法載入' })))).toBeNull();
  });
});

describe('resolveSelectedVariant', () => {
  const [group] = groupBySku(sampleCatalogue().filter((item) => item.sku === 'RUN-02'));

  it('defaults to the first available variant', () => {
    expect(resolveSelectedVariant(group, undefined)?.id).toBe(202);
  });

  it("keeps the shopper's available choice and ignores a sold-out or unknown one", () => {
    const withThird = { ...group, variants: [...group.variants, outletItem({ id: 203, sku: 'RUN-02', variant_details: 'L' })] };
    expect(resolveSelectedVariant(withThird, 203)?.id).toBe(203);
    expect(resolveSelectedVariant(withThird, 201)?.id).toBe(202);
    expect(resolveSelectedVariant(withThird, 999)?.id).toBe(202);
  });
});
