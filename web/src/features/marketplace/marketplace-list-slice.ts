/**
 * The marketplace list (/shopee-products, spec 1 §2):
 *
 *   state.marketplaceList = {
 *     query: MarketplaceQuery | null;  // what the address asks for (?page=&category=&q=); the page dispatches it
 *     searchText: string;              // the search box, submitted with Enter or the Search button
 *     products, pagination, status, error;   // the answer to `query`
 *     categories, categoriesStatus;          // GET /api/shopee-products/categories, once per visit
 *   }
 *
 * The page dispatches queryChanged (from the address), searchTextChanged, retryRequested and pageEntered;
 * marketplace-list-sagas.ts fetches (takeLatest) and answers with the rest.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MarketplacePage, MarketplaceProduct } from '../../../../application/contracts/marketplace';

/** What the list shows: page, category, and a search keyword (trimmed, 2+ characters) or '' for the plain list. */
export interface MarketplaceQuery {
  page: number;
  category: string | null;
  q: string;
}

/** A stable key: two queries with the same key ask the server the same thing. */
export function queryKey(query: MarketplaceQuery): string {
  return JSON.stringify([query.page, query.category ?? '', query.q]);
}

/**
 * With a keyword the search call is used (spec 1 §4), which takes no category: a search looks through every
 * category, and choosing a category ends the search.
 */
export const isSearchQueryState = (query: MarketplaceQuery) => query.q !== '';

export type MarketplaceLoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface MarketplaceListState {
  query: MarketplaceQuery | null;
  searchText: string;
  products: MarketplaceProduct[];
  pagination: MarketplacePage['pagination'] | null;
  status: MarketplaceLoadStatus;
  error: string | null;
  categories: string[];
  categoriesStatus: MarketplaceLoadStatus;
  /** Issue 29: the server painted this query's page from this state; queryChanged to it keeps the cards (the saga refreshes them). */
  served?: boolean;
}

export const initialMarketplaceListState: MarketplaceListState = {
  query: null,
  searchText: '',
  products: [],
  pagination: null,
  status: 'idle',
  error: null,
  categories: [],
  categoriesStatus: 'idle',
};

const slice = createSlice({
  name: 'marketplaceList',
  initialState: initialMarketplaceListState,
  reducers: {
    /** The page mounted: the saga loads the categories (once they loaded, not again). */
    pageEntered() {},
    /** The address changed (first visit, a click, Back): the saga loads it; the box shows its keyword. */
    queryChanged(state, action: PayloadAction<MarketplaceQuery>) {
      if (state.served && state.query && queryKey(state.query) === queryKey(action.payload)) return;
      delete state.served;
      state.query = action.payload;
      state.searchText = action.payload.q;
      state.status = 'loading';
      state.error = null;
    },
    searchTextChanged(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    retryRequested(state) {
      if (!state.query) return;
      state.status = 'loading';
      state.error = null;
    },
    loadSucceeded(state, action: PayloadAction<{ key: string; page: MarketplacePage }>) {
      // An answer for an address the page already left is not this page's.
      if (!state.query || queryKey(state.query) !== action.payload.key) return;
      state.products = action.payload.page.products;
      state.pagination = action.payload.page.pagination;
      state.status = 'succeeded';
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      if (!state.query || queryKey(state.query) !== action.payload.key) return;
      state.products = [];
      state.pagination = null;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    categoriesRequested(state) {
      state.categoriesStatus = 'loading';
    },
    categoriesLoaded(state, action: PayloadAction<string[]>) {
      state.categories = action.payload;
      state.categoriesStatus = 'succeeded';
    },
    categoriesFailed(state) {
      state.categoriesStatus = 'failed';
    },
  },
});

export const marketplaceListActions = slice.actions;
export const marketplaceListReducer = slice.reducer;
