/**
 * The pickup store and its picker dialog (spec 2 §2.4, §4 'Store selection flow').
 *
 *   state.storePicker = { dialogOpen, chain, opening, loading, cookiesBlocked, selected: StoreSelection | null }
 *
 * Components dispatch dialogOpened/dialogClosed/chainChosen/mapRequested/storeConfirmed/chooseLater/clearRequested;
 * the sagas own the calls, storage, cookies and toasts. storeSelected is also how checkout applies the store of
 * an order being retried.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOGISTICS_SUB_TYPE, type LogisticsSubType } from '../../domain';
import type { StoreSelection } from './store-storage';

export interface StorePickerState {
  dialogOpen: boolean;
  chain: LogisticsSubType;
  /** The map form is being prepared; the page is about to leave. */
  opening: boolean;
  /** The selection made on the map is being fetched. */
  loading: boolean;
  cookiesBlocked: boolean;
  selected: StoreSelection | null;
}

export const initialStorePickerState: StorePickerState = {
  dialogOpen: false,
  chain: DEFAULT_LOGISTICS_SUB_TYPE,
  opening: false,
  loading: false,
  cookiesBlocked: false,
  selected: null,
};

const storePickerSlice = createSlice({
  name: 'storePicker',
  initialState: initialStorePickerState,
  reducers: {
    dialogOpened(state) {
      state.dialogOpen = true;
      state.cookiesBlocked = false;
      if (state.selected) state.chain = state.selected.logisticsSubType;
    },
    dialogClosed(state) {
      state.dialogOpen = false;
    },
    chainChosen(state, action: PayloadAction<LogisticsSubType>) {
      state.chain = action.payload;
    },
    mapRequested(state) {
      state.opening = true;
      state.cookiesBlocked = false;
    },
    mapSettled(state) {
      state.opening = false;
    },
    cookiesBlocked(state) {
      state.opening = false;
      state.cookiesBlocked = true;
    },
    selectionLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    storeSelected(state, action: PayloadAction<StoreSelection>) {
      state.selected = action.payload;
      state.chain = action.payload.logisticsSubType;
    },
    /** 'Confirm using this store': the saga keeps it as the preference; the dialog closes. */
    storeConfirmed(state) {
      state.dialogOpen = false;
    },
    /** 'Choose later'. */
    chooseLater(state) {
      state.dialogOpen = false;
    },
    clearRequested() {},
    cleared(state) {
      state.selected = null;
    },
  },
});

export const storePickerActions = storePickerSlice.actions;
export const storePickerReducer = storePickerSlice.reducer;
