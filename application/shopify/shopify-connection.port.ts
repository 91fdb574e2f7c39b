/**
 * The shop's one Shopify connection (issue 12): the shop and the credentials the Admin API is called with. Stored
 * server-side only, the token and the client secret encrypted at rest (AES-256-GCM, SHOPIFY_TOKEN_KEY); never
 * sent to a browser. Implemented by adapters/persistence/shopify/knex-shopify-connection-store.ts and, for
 * use-case tests, application/shopify/testing/in-memory-shopify-connection-store.ts.
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

export interface ShopifyConnectionStore {
  get(): Promise<ShopifyConnection | null>;
  /** Replaces the connection. */
  save(connection: ShopifyConnection): Promise<void>;
  /** Forgets it (idempotent). */
  clear(): Promise<void>;
}

export const SHOPIFY_CONNECTION_STORE = Symbol.for('ShopifyConnectionStore');
