import type { ConnectionStore } from '../shared/connection-store.port';

/**
 * The shop's one Shopify connection (issue 12; a platform connection, application/shared/connection-store.port.ts):
 * the shop and the credentials the Admin API is called with, the token and the client secret encrypted at rest
 * (AES-256-GCM, SHOPIFY_TOKEN_KEY; table shopify_connection).
 */
export interface ShopifyConnection {
  /** Normalised: '<name>.myshopify.com' or a configured custom domain. */
  shopDomain: string;
  shopName: string | null;
  accessToken: string;
  /** null: a static Admin API token (does not expire); else the client-credentials token's expiry. */
  tokenExpiresAt: Date | null;
  /** The client-credentials path (research/platforms.md B2): kept so a new token can be asked for. */
  clientId: string | null;
  clientSecret: string | null;
  connectedAt: Date;
  /** 'reauthorize': Shopify refused the stored credentials; staff must enter them again. */
  status: 'connected' | 'reauthorize';
}

export type ShopifyConnectionStore = ConnectionStore<ShopifyConnection>;

export const SHOPIFY_CONNECTION_STORE = Symbol.for('ShopifyConnectionStore');

/** The staff audit log's target of the connection's changes (connect, disconnect, sync now). */
export const SHOPIFY_TARGET = 'connection:shopify';
