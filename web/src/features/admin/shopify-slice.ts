/**
 * The Shopify card of the Connections page (issue 12).
 *
 *   state.shopify = { status, connection, error, connecting, disconnectConfirmOpen, disconnecting,
 *                     sync, syncStatus, syncError, syncStarting }
 *
 * The credentials go from the form straight into connectRequested and the saga's call: the slice never keeps them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopifyConnection, ShopifyCredentials, ShopifySync } from './shopify-api';

export interface ShopifyState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  connection: ShopifyConnection | null;
  error: string | null;
  connecting: boolean;
  disconnectConfirmOpen: boolean;
  disconnecting: boolean;
  sync: ShopifySync | null;
  syncStatus: 'idle' | 'loaded' | 'failed';
  syncError: string | null;
  syncStarting: boolean;
}

export const initialShopifyState: ShopifyState = {
  status: 'idle', connection: null, error: null, connecting: false, disconnectConfirmOpen: false, disconnecting: false,
  sync: null, syncStatus: 'idle', syncError: null, syncStarting: false,
};

const slice = createSlice({
  name: 'shopify',
  initialState: initialShopifyState,
  reducers: {
    entered(state) {
      state.status = 'loading';
      state.error = null;
    },
    left() {},
    loaded(state, action: PayloadAction<ShopifyConnection>) {
      state.status = 'loaded';
      state.connection = action.payload;
    },
    failed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    // The payload is read by the saga only; the reducer keeps nothing of it.
    connectRequested(state, _action: PayloadAction<ShopifyCredentials>) {
      state.connecting = true;
    },
    connectSettled(state) {
      state.connecting = false;
    },
    disconnectOpened(state) {
      state.disconnectConfirmOpen = true;
    },
    disconnectClosed(state) {
      if (!state.disconnecting) state.disconnectConfirmOpen = false;
    },
    disconnectConfirmed(state) {
      state.disconnecting = true;
    },
    disconnectSettled(state) {
      state.disconnecting = false;
      state.disconnectConfirmOpen = false;
    },
    syncPollStarted() {},
    syncLoaded(state, action: PayloadAction<ShopifySync>) {
      state.sync = action.payload;
      state.syncStatus = 'loaded';
      // The sync status carries the connection too: a token Shopify refused during the run shows at once.
      if (state.status === 'loaded') state.connection = action.payload.connection;
      state.syncError = null;
    },
    syncFailed(state, action: PayloadAction<string>) {
      state.syncStatus = 'failed';
      state.syncError = action.payload;
    },
    syncRequested(state) {
      state.syncStarting = true;
    },
    syncStartSettled(state) {
      state.syncStarting = false;
    },
  },
});

export const shopifyActions = slice.actions;
export const shopifyReducer = slice.reducer;
