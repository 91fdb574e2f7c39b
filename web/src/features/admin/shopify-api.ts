import * as t from 'io-ts';
import { apiRequest, apiRequestNoContent } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The Shopify connection and stock sync for staff (issue 12): POST/DELETE /api/shopify/credentials,
 * GET /api/shopify/auth/check, GET/POST /api/admin/shopify/sync. Their contract (application/contracts/shopify.ts)
 * is written in parallel by the Shopify helper and is not in this branch, so the console decodes with minimal codecs
 * of its own: only what it shows, every field but the flags optional. Replace them with the contract's codecs once
 * it is merged.
 */
const nullableString = t.union([t.string, t.null]);

export const ShopifyStatus = t.partial({
  authenticated: t.boolean, shopifyAuthenticated: t.boolean, connected: t.boolean,
  shopDomain: nullableString, shopName: nullableString, status: nullableString, connectedAt: nullableString,
}, 'ShopifyStatus');
export type ShopifyStatus = t.TypeOf<typeof ShopifyStatus>;

const ShopifyRun = t.intersection([
  t.type({ status: t.string }),
  t.partial({
    kind: t.string, done: t.number, total: t.number, errors: t.array(t.string), conflicts: t.union([t.number, t.array(t.unknown)]),
    startedAt: nullableString, finishedAt: nullableString,
  }),
], 'ShopifyRun');
export type ShopifyRun = t.TypeOf<typeof ShopifyRun>;

export const ShopifySync = t.partial({ running: t.union([ShopifyRun, t.null]), last: t.union([ShopifyRun, t.null]), nextRunAt: nullableString }, 'ShopifySync');
export type ShopifySync = t.TypeOf<typeof ShopifySync>;

/** Whether the status says connected, whichever of the flags the server sends. */
export function isShopifyConnected(status: ShopifyStatus | null): boolean {
  return Boolean(status && (status.shopifyAuthenticated ?? status.connected ?? (status.status === 'connected' || status.authenticated)));
}

/** The count of stock conflicts a run reported (a number, or a list). */
export function conflictCount(run: ShopifyRun): number {
  const { conflicts } = run;
  return Array.isArray(conflicts) ? conflicts.length : (conflicts ?? 0);
}

const text = messages.admin.shopify;

export function fetchShopifyStatus(token: string): Promise<ShopifyStatus> {
  return apiRequest('/api/shopify/auth/check', { auth: { token }, defaultMessage: text.loadFailed, decode: ShopifyStatus });
}

export type ShopifyCredentials = { shopUrl: string; accessToken: string } | { shopUrl: string; clientId: string; clientSecret: string };

/** Never kept in the store: the form hands the secret to this call and forgets it. */
export function postShopifyCredentials(token: string, credentials: ShopifyCredentials): Promise<ShopifyStatus> {
  return apiRequest('/api/shopify/credentials', { method: 'POST', body: credentials, auth: { token }, defaultMessage: text.connectFailed, decode: ShopifyStatus });
}

export async function deleteShopifyCredentials(token: string): Promise<void> {
  // 200 with a body or 204: either is done.
  await apiRequestNoContent('/api/shopify/credentials', { method: 'DELETE', auth: { token }, defaultMessage: text.disconnectFailed });
}

export function fetchShopifySync(token: string, options: { background?: boolean } = {}): Promise<ShopifySync> {
  return apiRequest('/api/admin/shopify/sync', { ...options, auth: { token }, defaultMessage: text.syncLoadFailed, decode: ShopifySync });
}

export function postShopifySync(token: string): Promise<ShopifySync> {
  return apiRequest('/api/admin/shopify/sync', { method: 'POST', body: {}, auth: { token }, defaultMessage: text.syncFailed, decode: ShopifySync });
}
