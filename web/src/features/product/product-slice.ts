import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { validateReservePhone, type OutletItemDetail, type OutletListItem } from '../../domain';

export type ProductLoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** 404 (or an id that cannot exist) shows 'Product not found'; anything else 'Failed to load product details'. */
export type ProductErrorKind = 'not-found' | 'failed';

export interface ProductState {
  /** The id the page asked for; the page never shows state that belongs to another id. */
  id: number | null;
  status: ProductLoadStatus;
  error: ProductErrorKind | null;
  /** The row the product was found as in the outlet list (or among the variants already on screen). */
  listItem: OutletListItem | null;
  /** GET /api/outlet/item/{id}; null until it answers, or when it failed behind a list row. */
  detail: OutletItemDetail | null;
  /** Items sharing the product's sku (GET /api/outlet/variants/{sku}), seeded from the list when it has them. */
  variants: OutletListItem[];
  phoneDialogOpen: boolean;
  /**
   * Issue 29: the server painted this id's page from this state. The page's first loadRequested for the same id
   * keeps it on screen (hydration meets the same markup) while the saga refreshes it behind.
   */
  served?: boolean;
}

export const initialProductState: ProductState = {
  id: null,
  status: 'idle',
  error: null,
  listItem: null,
  detail: null,
  variants: [],
  phoneDialogOpen: false,
};

const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {
    /** The page shows /product/{id}; NaN or a non-positive id is answered as not found by the saga. */
    loadRequested(state, action: PayloadAction<number>) {
      const id = action.payload;
      if (state.served && Object.is(state.id, id)) return;
      // Switching to a sibling variant keeps its chips on screen instead of blinking them away.
      const sameProduct = state.variants.some((variant) => variant.id === id);
      return { ...initialProductState, id, status: 'loading', variants: sameProduct ? state.variants : [] };
    },
    foundInList(state, action: PayloadAction<OutletListItem>) {
      if (action.payload.id !== state.id) return;
      state.listItem = action.payload;
      state.status = 'succeeded';
    },
    detailLoaded(state, action: PayloadAction<OutletItemDetail>) {
      if (action.payload.id !== state.id) return;
      state.detail = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    loadFailed(state, action: PayloadAction<ProductErrorKind>) {
      state.status = 'failed';
      state.error = action.payload;
      state.phoneDialogOpen = false;
    },
    variantsLoaded(state, action: PayloadAction<OutletListItem[]>) {
      state.variants = action.payload;
    },
    /** The add button: the saga adds at once with a valid saved phone, else opens the phone dialog. */
    addClicked() {},
    phoneDialogOpened(state) {
      state.phoneDialogOpen = true;
    },
    phoneDialogClosed(state) {
      state.phoneDialogOpen = false;
    },
    /** The dialog's confirm; the saga checks the phone again, saves it and adds. */
    phoneConfirmed(state, action: PayloadAction<string>) {
      // An invalid phone keeps the dialog open (its button is disabled, but a keyboard Enter may still arrive).
      if (validateReservePhone(action.payload).valid) state.phoneDialogOpen = false;
    },
  },
});

export const productActions = productSlice.actions;
export const productReducer = productSlice.reducer;
