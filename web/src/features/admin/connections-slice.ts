/**
 * The Shopee connection and the catalogue sync (issue 11): one instance of the console's connection slice
 * (connection-slice.ts) as state.connections, plus the callback page's state:
 *
 *   state.connections.callback = { status, message };   // /admin/shopee/callback posting the code
 *
 * Connect asks the server for the authorisation link, then the page leaves for Shopee (and comes back to the callback).
 */
import { createAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { ShopeeConnectionStatus, SyncStatus } from '../../../../application/contracts/marketplace';
import { createConnectionSlice, type ConnectionState } from './connection-slice';

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

interface CallbackState {
  callback: { status: 'idle' | 'working' | 'done' | 'failed'; message: string | null };
}

export const shopeeCallbackActions = {
  /** The callback page read the address; null when code or shop_id is missing. */
  received: createAction<ShopeeCallback | null>('connections/callbackReceived'),
  done: createAction('connections/callbackDone'),
  failed: createAction<string>('connections/callbackFailed'),
  reset: createAction('connections/callbackReset'),
};

const slice = createConnectionSlice<ShopeeConnection, SyncState, void, CallbackState>({
  name: 'connections',
  extraState: { callback: { status: 'idle', message: null } },
  extraReducers: (builder) => builder
    .addCase(shopeeCallbackActions.received, (state, action) => {
      state.callback = action.payload ? { status: 'working', message: null } : { status: 'failed', message: null };
    })
    .addCase(shopeeCallbackActions.done, (state) => {
      state.callback = { status: 'done', message: null };
    })
    .addCase(shopeeCallbackActions.failed, (state, action) => {
      state.callback = { status: 'failed', message: action.payload };
    })
    .addCase(shopeeCallbackActions.reset, (state) => {
      state.callback = { status: 'idle', message: null };
    }),
});

export type ConnectionsState = ConnectionState<ShopeeConnection, SyncState> & CallbackState;
export const connectionsActions = slice.actions;
export const connectionsReducer = slice.reducer;
