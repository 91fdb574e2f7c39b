/**
 * The Shopify card of the Connections page (issue 12).
 *
 *   state.shopify = { status, connection, error, connecting, disconnectConfirmOpen, disconnecting,
 *                     sync, syncStatus, syncError, syncStarting }
 *
 * The credentials go from the form straight into connectRequested and the saga's call: the slice never keeps them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { ShopifyConnectionStatus, ShopifyCredentialsBody, ShopifySyncStatus } from '../../../../application/contracts/shopify';

/**
 * The staff view of the Shopify connection (shop domain, name, mode, status; never the token) and the stock sync
 * (application/contracts/shopify.ts).
 */
export type ShopifyConnection = t.TypeOf<typeof ShopifyConnectionStatus>;
export type ShopifySync = t.TypeOf<typeof ShopifySyncStatus>;
export type ShopifyRun = NonNullable<ShopifySync['last']>;
/** An Admin API token, or a client id and secret; the field not used is left out. */
export type ShopifyCredentials = t.TypeOf<typeof ShopifyCredentialsBody>;

/** Connected and usable; 'reauthorize' (Shopify refused the token, or its renewal failed) is not. */
export function isShopifyConnected(connection: ShopifyConnection | null): boolean {
  return Boolean(connection?.connected && connection.status === 'connected');
}

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
