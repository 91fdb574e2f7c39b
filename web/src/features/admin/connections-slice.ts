/**
 * The staff console's Connections section (issue 11): the Shopee connection and the catalogue sync.
 *
 *   state.connections = {
 *     connection, status, error;                  // GET /api/admin/shopee/connection
 *     connecting;                                 // asking for the authorisation link (then the page leaves)
 *     disconnectConfirmOpen, disconnecting;       // the confirm dialog, POST /api/shopee/auth/logout
 *     sync, syncStatus, syncError, syncStarting;  // GET/POST /api/admin/shopee/sync; polled every 1 s while running
 *     callback: { status, message };              // /admin/shopee/callback posting the code
 *   }
 *
 * Components dispatch consoleEntered / consoleLeft, connectRequested, disconnectOpened / Closed / Confirmed,
 * syncRequested and callbackReceived; connections-sagas.ts does the rest.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { ShopeeConnectionStatus, SyncStatus } from '../../../../application/contracts/marketplace';

/** The staff view of the Shopee connection and the catalogue sync (application/contracts/marketplace.ts). */
export type ShopeeConnection = t.TypeOf<typeof ShopeeConnectionStatus>;
export type SyncState = t.TypeOf<typeof SyncStatus>;
export type SyncRun = NonNullable<SyncState['last']>;
/** What Shopee's redirect back to /admin/shopee/callback carries, as the address holds it. */
export interface ShopeeCallback {
  code: string;
  shopId: string;
  state: string | undefined;
}

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ConnectionsState {
  connection: ShopeeConnection | null;
  status: Load;
  error: string | null;
  connecting: boolean;
  disconnectConfirmOpen: boolean;
  disconnecting: boolean;
  sync: SyncState | null;
  syncStatus: Load;
  syncError: string | null;
  syncStarting: boolean;
  callback: { status: 'idle' | 'working' | 'done' | 'failed'; message: string | null };
}

export const initialConnectionsState: ConnectionsState = {
  connection: null,
  status: 'idle',
  error: null,
  connecting: false,
  disconnectConfirmOpen: false,
  disconnecting: false,
  sync: null,
  syncStatus: 'idle',
  syncError: null,
  syncStarting: false,
  callback: { status: 'idle', message: null },
};

const slice = createSlice({
  name: 'connections',
  initialState: initialConnectionsState,
  reducers: {
    /** The console mounted: the saga loads both cards and polls a running sync. */
    consoleEntered(state) {
      if (state.status !== 'loaded') state.status = 'loading';
      if (state.syncStatus !== 'loaded') state.syncStatus = 'loading';
    },
    /** The console unmounted: polling stops. */
    consoleLeft() {},
    reloadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    connectionLoaded(state, action: PayloadAction<ShopeeConnection>) {
      state.connection = action.payload;
      state.status = 'loaded';
      state.error = null;
    },
    connectionFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    connectRequested(state) {
      state.connecting = true;
    },
    connectFailed(state) {
      state.connecting = false;
    },
    disconnectOpened(state) {
      state.disconnectConfirmOpen = true;
    },
    disconnectClosed(state) {
      state.disconnectConfirmOpen = false;
    },
    disconnectConfirmed(state) {
      state.disconnecting = true;
    },
    disconnectSettled(state) {
      state.disconnecting = false;
      state.disconnectConfirmOpen = false;
    },
    /** The saga (re)starts following the sync: once on entry and after 'sync now'. */
    syncPollStarted() {},
    syncLoaded(state, action: PayloadAction<SyncState>) {
      state.sync = action.payload;
      state.syncStatus = 'loaded';
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
    /** The callback page read the address; null when code or shop_id is missing. */
    callbackReceived(state, action: PayloadAction<ShopeeCallback | null>) {
      state.callback = action.payload ? { status: 'working', message: null } : { status: 'failed', message: null };
    },
    callbackDone(state) {
      state.callback = { status: 'done', message: null };
    },
    callbackFailed(state, action: PayloadAction<string>) {
      state.callback = { status: 'failed', message: action.payload };
    },
    callbackReset(state) {
      state.callback = { status: 'idle', message: null };
    },
  },
});

export const connectionsActions = slice.actions;
export const connectionsReducer = slice.reducer;
