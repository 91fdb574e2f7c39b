import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_OUTLET_SORT, OUTLET_SORT_MODES, type OutletListItem, type OutletSortMode } from '../../domain';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * initial: first visit, shows the full spinner while nothing is loaded;
 * silent: the 60 s auto-refresh, changes nothing visible until it succeeds;
 * manual: the refresh button, spins the button and toasts on success.
 */
export type OutletLoadMode = 'initial' | 'silent' | 'manual';

export interface OutletState {
  items: OutletListItem[];
  status: LoadStatus;
  /** Message of the last failed load; the page shows it only while no items are loaded. */
  error: string | null;
  /** A manual refresh is in flight (the refresh button spins). */
  refreshing: boolean;
  search: string;
  sort: OutletSortMode;
  /** The category the address filters by (/?category=, issue 28); null: every card. */
  category: string | null;
  /** Epoch ms of the last successful load. */
  lastLoadedAt: number | null;
  /** Variant id chosen by the shopper, by sku group; absent = the domain's default variant. */
  selectedVariantBySku: Record<string, number>;
  /** The item the reserve dialog asks a phone for; null while the dialog is closed (spec 2 §4). */
  reserveItem: OutletListItem | null;
}

export const initialOutletState: OutletState = {
  items: [],
  status: 'idle',
  error: null,
  refreshing: false,
  search: '',
  sort: DEFAULT_OUTLET_SORT,
  category: null,
  lastLoadedAt: null,
  selectedVariantBySku: {},
  reserveItem: null,
};

const outletSlice = createSlice({
  name: 'outlet',
  initialState: initialOutletState,
  reducers: {
    /** The outlet page mounted: the saga loads and starts the auto-refresh. */
    pageEntered() {},
    /** The outlet page unmounted: the saga stops the auto-refresh. */
    pageLeft() {},
    loadRequested: {
      reducer(state, action: PayloadAction<{ mode: OutletLoadMode }>) {
        if (action.payload.mode === 'manual') state.refreshing = true;
        // Only an empty page shows the loading state; loaded cards stay while a refresh runs.
        else if (action.payload.mode === 'initial' && state.items.length === 0) state.status = 'loading';
      },
      prepare: (mode: OutletLoadMode) => ({ payload: { mode } }),
    },
    loadSucceeded(state, action: PayloadAction<{ items: OutletListItem[]; loadedAt: number }>) {
      state.items = action.payload.items;
      state.status = 'succeeded';
      state.error = null;
      state.refreshing = false;
      state.lastLoadedAt = action.payload.loadedAt;
    },
    loadFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = action.payload.message;
      state.refreshing = false;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    categoryChanged(state, action: PayloadAction<string | null>) {
      state.category = action.payload;
    },
    searchCleared(state) {
      state.search = '';
    },
    sortChanged(state, action: PayloadAction<string>) {
      // The value comes from a <select>; an unknown value keeps the current mode.
      const mode = OUTLET_SORT_MODES.find((candidate) => candidate === action.payload);
      if (mode) state.sort = mode;
    },
    variantSelected(state, action: PayloadAction<{ sku: string; variantId: number }>) {
      state.selectedVariantBySku[action.payload.sku] = action.payload.variantId;
    },
    /** Add pressed without a valid phone on file: the reserve dialog opens for this item. */
    reserveOpened(state, action: PayloadAction<OutletListItem>) {
      state.reserveItem = action.payload;
    },
    /** Closing the dialog (cancel, confirm, escape) clears the selected item. */
    reserveClosed(state) {
      state.reserveItem = null;
    },
  },
});

export const outletActions = outletSlice.actions;
export const outletReducer = outletSlice.reducer;
