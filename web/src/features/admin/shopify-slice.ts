/**
 * The Shopify card of the Connections page (issue 12): one instance of the console's connection slice
 * (connection-slice.ts) as state.shopify. The credentials go from the form straight into connectRequested and the
 * saga's call: the slice never keeps them.
 */
import { createAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { ShopifyConnectionStatus, ShopifyCredentialsBody, ShopifySyncStatus } from '../../../../application/contracts/shopify';
import { createConnectionSlice, type ConnectionState } from './connection-slice';

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

/**
 * Issue 28: what the server refused in the connect form, by field (a wrong token: accessToken or clientSecret), in its
 * words; the form marks those fields. Cleared when the form is sent again or the field is edited.
 */
export interface ShopifyFormState {
  connectFields: Record<string, string>;
}

const connectFieldsShown = createAction<Record<string, string>>('shopify/connectFieldsShown');

const slice = createConnectionSlice<ShopifyConnection, ShopifySync, ShopifyCredentials, ShopifyFormState>({
  name: 'shopify',
  extraState: { connectFields: {} },
  extraReducers: (builder) => {
    builder.addCase(connectFieldsShown, (state, action) => {
      state.connectFields = action.payload;
    });
  },
  connectionOfSync: (sync) => sync.connection,
});

export type ShopifyState = ConnectionState<ShopifyConnection, ShopifySync> & ShopifyFormState;
export const shopifyActions = { ...slice.actions, connectFieldsShown };
export const shopifyReducer = slice.reducer;
