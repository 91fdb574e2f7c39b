import type * as t from 'io-ts';
import { Success } from '../../../../application/contracts/shared';
import { ShopeeAuthUrl, ShopeeConnectionStatus, SyncStatus } from '../../../../application/contracts/marketplace';
import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The staff routes of the Shopee connection and the catalogue sync (issue 11; contract
 * application/contracts/marketplace.ts). Sent with the staff token, never the customer's, the way
 * payments-attention-api.ts does.
 */
export type ShopeeConnection = t.TypeOf<typeof ShopeeConnectionStatus>;
export type SyncState = t.TypeOf<typeof SyncStatus>;
export type SyncRun = NonNullable<SyncState['last']>;

const text = messages.connections;

/** GET /api/admin/shopee/connection. */
export function fetchShopeeConnection(token: string): Promise<ShopeeConnection> {
  return apiRequest('/api/admin/shopee/connection', { auth: { token }, defaultMessage: text.loadFailed, decode: ShopeeConnectionStatus });
}

/** GET /api/shopee/auth-url -> the Shopee authorisation page to send staff to. */
export async function fetchShopeeAuthUrl(token: string): Promise<string> {
  const answer = await apiRequest('/api/shopee/auth-url', { auth: { token }, defaultMessage: text.connectFailed, decode: ShopeeAuthUrl });
  return answer.authUrl;
}

export interface ShopeeCallback {
  code: string;
  shopId: string;
  state: string | undefined;
}

/** POST /api/shopee/auth/token { code, shopId, state }: the server exchanges the code and keeps the tokens. */
export function postShopeeAuthToken(token: string, callback: ShopeeCallback): Promise<ShopeeConnection> {
  return apiRequest('/api/shopee/auth/token', {
    method: 'POST',
    body: { code: callback.code, shopId: callback.shopId, state: callback.state },
    auth: { token },
    defaultMessage: text.callbackFailed,
    decode: ShopeeConnectionStatus,
  });
}

/** POST /api/shopee/auth/logout. */
export async function postShopeeLogout(token: string): Promise<void> {
  await apiRequest('/api/shopee/auth/logout', { method: 'POST', body: {}, auth: { token }, defaultMessage: text.disconnectFailed, decode: Success });
}

/** GET /api/admin/shopee/sync: the running run, the last result, the schedule. */
export function fetchSyncStatus(token: string, options: { background?: boolean } = {}): Promise<SyncState> {
  return apiRequest('/api/admin/shopee/sync', { ...options, auth: { token }, defaultMessage: text.syncLoadFailed, decode: SyncStatus });
}

/** POST /api/admin/shopee/sync -> 202 with the sync status (409 SYNC_ALREADY_RUNNING). */
export function postSyncStart(token: string): Promise<SyncState> {
  return apiRequest('/api/admin/shopee/sync', { method: 'POST', body: {}, auth: { token }, defaultMessage: text.syncFailed, decode: SyncStatus });
}

/**
 * Leaving for Shopee's authorisation page. An object, so a test can replace assign (jsdom cannot navigate);
 * the saga calls it by name.
 */
export const siteExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
