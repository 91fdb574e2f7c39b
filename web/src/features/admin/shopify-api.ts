import type * as t from 'io-ts';
import { Success } from '../../../../application/contracts/shared';
import { ShopifyConnectionStatus, ShopifySyncStatus } from '../../../../application/contracts/shopify';
import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The Shopify connection and stock sync for staff (issue 12; contract application/contracts/shopify.ts): the staff
 * view GET /api/admin/shopify/connection (shop domain, name, mode, status; never the token), POST/DELETE
 * /api/shopify/credentials, and GET/POST /api/admin/shopify/sync. Not GET /api/shopify/auth/check: that one is public
 * and answers booleans only. Sent with the staff token, never the customer's.
 */
export type ShopifyConnection = t.TypeOf<typeof ShopifyConnectionStatus>;
export type ShopifySync = t.TypeOf<typeof ShopifySyncStatus>;
export type ShopifyRun = NonNullable<ShopifySync['last']>;

/** Connected and usable; 'reauthorize' (Shopify refused the token, or its renewal failed) is not. */
export function isShopifyConnected(connection: ShopifyConnection | null): boolean {
  return Boolean(connection?.connected && connection.status === 'connected');
}

const text = messages.admin.shopify;

export function fetchShopifyConnection(token: string): Promise<ShopifyConnection> {
  return apiRequest('/api/admin/shopify/connection', { auth: { token }, defaultMessage: text.loadFailed, decode: ShopifyConnectionStatus });
}

export type ShopifyCredentials = { shopUrl: string; accessToken: string } | { shopUrl: string; clientId: string; clientSecret: string };

/** Never kept in the store: the form hands the secret to this call and forgets it. */
export function postShopifyCredentials(token: string, credentials: ShopifyCredentials): Promise<ShopifyConnection> {
  return apiRequest('/api/shopify/credentials', { method: 'POST', body: credentials, auth: { token }, defaultMessage: text.connectFailed, decode: ShopifyConnectionStatus });
}

export async function deleteShopifyCredentials(token: string): Promise<void> {
  await apiRequest('/api/shopify/credentials', { method: 'DELETE', auth: { token }, defaultMessage: text.disconnectFailed, decode: Success });
}

export function fetchShopifySync(token: string, options: { background?: boolean } = {}): Promise<ShopifySync> {
  return apiRequest('/api/admin/shopify/sync', { ...options, auth: { token }, defaultMessage: text.syncLoadFailed, decode: ShopifySyncStatus });
}

export function postShopifySync(token: string): Promise<ShopifySync> {
  return apiRequest('/api/admin/shopify/sync', { method: 'POST', body: {}, auth: { token }, defaultMessage: text.syncFailed, decode: ShopifySyncStatus });
}
