import { initialOutletState, outletActions, outletReducer, type OutletState } from './outlet-slice';
import { outletItem } from '../../../test-support/outlet-fixtures';

const reduce = (state: OutletState, ...actions: Parameters<typeof outletReducer>[1][]) => actions.reduce(outletReducer, state);

describe('outlet slice', () => {
  it('starts idle with the discount sort and no search', () => {
    expect(outletReducer(undefined, { type: '@@init' })).toEqual(initialOutletState);
    expect(initialOutletState).toMatchObject({ status: 'idle', sort: 'discount', search: '', items: [], lastLoadedAt: null });
  });

  it('an initial load on an empty list is loading; a silent one changes nothing', () => {
    expect(reduce(initialOutletState, outletActions.loadRequested('initial')).status).toBe('loading');
    expect(reduce(initialOutletState, outletActions.loadRequested('silent'))).toEqual(initialOutletState);
  });

  it('a manual refresh spins the button but keeps the loaded cards and status', () => {
    const loaded = reduce(initialOutletState, outletActions.loadSucceeded({ items: [outletItem()], loadedAt: 1 }));
    const refreshing = reduce(loaded, outletActions.loadRequested('manual'));
    expect(refreshing).toMatchObject({ refreshing: true, status: 'succeeded' });
    expect(refreshing.items).toHaveLength(1);
  });

  it('success stores items and the load time and clears a previous error', () => {
    const items = [outletItem(), outletItem()];
    const state = reduce(
      initialOutletState,
      outletActions.loadFailed({ message: 'x' }),
      outletActions.loadRequested('manual'),
      outletActions.loadSucceeded({ items, loadedAt: 1234 }),
    );
    expect(state).toMatchObject({ items, status: 'succeeded', error: null, refreshing: false, lastLoadedAt: 1234 });
  });

  it('failure keeps the items already loaded', () => {
    const items = [outletItem()];
    const state = reduce(
      initialOutletState,
      outletActions.loadSucceeded({ items, loadedAt: 1 }),
      outletActions.loadRequested('manual'),
      outletActions.loadFailed({ message: '壞了' }),
    );
    expect(state).toMatchObject({ items, status: 'failed', error: '壞了', refreshing: false });
  });

  it('search text changes and clears', () => {
    const typed = reduce(initialOutletState, outletActions.searchChanged('Shoe'));
    expect(typed.search).toBe('Shoe');
    expect(reduce(typed, outletActions.searchCleared()).search).toBe('');
  });

  it('accepts the four sort modes and ignores anything else', () => {
    for (const mode of ['price-low', 'price-high', 'newest', 'discount'] as const) {
      expect(reduce(initialOutletState, outletActions.sortChanged(mode)).sort).toBe(mode);
    }
    const priceLow = reduce(initialOutletState, outletActions.sortChanged('price-low'));
    expect(reduce(priceLow, outletActions.sortChanged('cheapest')).sort).toBe('price-low');
  });

  it('remembers the selected variant per sku', () => {
    const state = reduce(
      initialOutletState,
      outletActions.variantSelected({ sku: 'A', variantId: 2 }),
      outletActions.variantSelected({ sku: 'B', variantId: 7 }),
      outletActions.variantSelected({ sku: 'A', variantId: 3 }),
    );
    expect(state.selectedVariantBySku).toEqual({ A: 3, B: 7 });
  });
});
