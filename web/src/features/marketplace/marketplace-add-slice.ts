/**
 * The one marketplace add flow (spec 1 §5, §7), shared by the product page and the list's cards (issue 28):
 *
 *   state.marketplaceAdd = {
 *     pending: MarketplaceAddTarget | null;   // the add waiting for the shopper's phone: the phone dialog is open
 *   }
 *
 *   marketplaceAddActions.addRequested(target)   // the saga checks phone, spec and stock, then adds to the shared cart
 *   marketplaceAddActions.phoneConfirmed(phone)  // the dialog's confirm: the phone is saved and the pending add runs
 *   marketplaceAddActions.phoneDialogClosed()
 *
 * phoneAsked is the saga's own (it opens the dialog): don't dispatch it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import type { PricedVariation } from '../../domain';
import type { ToastPlace } from '../../shell/ui-slice';

/** What one add is for: the product, the chosen model (null: none or not needed), whether one must be chosen. */
export interface MarketplaceAddTarget {
  product: MarketplaceProduct;
  variation: PricedVariation | null;
  /** The product has variations, so a model must be chosen (the product page's picker; a card never adds these). */
  needsVariation: boolean;
  /** Where the toasts belong: 'product' on the product page (6 s), the stack on the list (as on the outlet cards). */
  place: ToastPlace;
}

export interface MarketplaceAddState {
  pending: MarketplaceAddTarget | null;
}

export const initialMarketplaceAddState: MarketplaceAddState = { pending: null };

const slice = createSlice({
  name: 'marketplaceAdd',
  initialState: initialMarketplaceAddState,
  reducers: {
    addRequested(_state, _action: PayloadAction<MarketplaceAddTarget>) {},
    phoneAsked(state, action: PayloadAction<MarketplaceAddTarget>) {
      state.pending = action.payload;
    },
    phoneConfirmed(_state, _action: PayloadAction<string>) {},
    phoneDialogClosed(state) {
      state.pending = null;
    },
  },
});

export const marketplaceAddActions = slice.actions;
export const marketplaceAddReducer = slice.reducer;
