import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The drawer's category links (issue 28): the outlet categories that have items (GET /api/outlet/categories) and
 * the marketplace's (GET /api/shopee-products/categories), loaded when the drawer opens (at most once a minute).
 */
export interface NavCategoriesState {
  outlet: string[];
  marketplace: string[];
  /** Epoch ms of the last load that answered; null before. */
  loadedAt: number | null;
}

export const initialNavCategoriesState: NavCategoriesState = { outlet: [], marketplace: [], loadedAt: null };

const slice = createSlice({
  name: 'navCategories',
  initialState: initialNavCategoriesState,
  reducers: {
    loaded(state, action: PayloadAction<{ outlet?: string[]; marketplace?: string[]; loadedAt: number }>) {
      if (action.payload.outlet) state.outlet = action.payload.outlet;
      if (action.payload.marketplace) state.marketplace = action.payload.marketplace;
      state.loadedAt = action.payload.loadedAt;
    },
  },
});

export const navCategoriesActions = slice.actions;
export const navCategoriesReducer = slice.reducer;
