import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { ShopSettings as ShopSettingsCodec } from '../../../../application/contracts/platform';

export type ShopSettings = t.TypeOf<typeof ShopSettingsCodec>;

/**
 * GET /api/shop-settings, read once per visit (issue 28): the home banner as the shop configured it and the demo
 * flags. Until it is in (or when it fails) nothing configurable shows: a live shop never flashes the demo's banner.
 */
export interface ShopSettingsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  settings: ShopSettings | null;
}

export const initialShopSettingsState: ShopSettingsState = { status: 'idle', settings: null };

const shopSettingsSlice = createSlice({
  name: 'shopSettings',
  initialState: initialShopSettingsState,
  reducers: {
    /** A screen that shows a configurable part mounted; the saga reads the settings once. */
    wanted() {},
    loadStarted(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<ShopSettings>) {
      state.status = 'succeeded';
      state.settings = action.payload;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
  },
});

export const shopSettingsActions = shopSettingsSlice.actions;
export const shopSettingsReducer = shopSettingsSlice.reducer;
