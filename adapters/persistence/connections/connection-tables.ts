import type { ShopeeConnection } from '../../../application/marketplace/shopee-connection.port';
import type { ShopifyConnection } from '../../../application/shopify/shopify-connection.port';

/**
 * How a connection's field is stored: its column, what it reads back as, whether it may be null, and for a secret
 * the context its ciphertext is bound to (the additional authenticated data: a value pasted into another column
 * does not decrypt).
 */
export interface ConnectionColumn {
  column: string;
  type: 'text' | 'integer' | 'datetime';
  nullable?: true;
  encryptedAs?: string;
}

/**
 * A platform's connection table for KnexConnectionStore (knex-connection-store.ts): one row (id 1) with the columns
 * of `fields`, plus status ('connected' | 'reauthorize') and updated_at.
 */
export interface ConnectionTable<Connection> {
  table: string;
  fields: { [Field in Exclude<keyof Connection, 'status'>]-?: ConnectionColumn };
}

/** Shopee (migration 20261128_0601), the tokens under SHOPEE_TOKEN_KEY. */
export const SHOPEE_CONNECTION_TABLE: ConnectionTable<ShopeeConnection> = {
  table: 'shopee_connection',
  fields: {
    shopId: { column: 'shop_id', type: 'integer' },
    shopName: { column: 'shop_name', type: 'text', nullable: true },
    accessToken: { column: 'access_token_enc', type: 'text', encryptedAs: 'shopee_connection.access_token' },
    refreshToken: { column: 'refresh_token_enc', type: 'text', encryptedAs: 'shopee_connection.refresh_token' },
    accessExpiresAt: { column: 'access_expires_at', type: 'datetime' },
    refreshExpiresAt: { column: 'refresh_expires_at', type: 'datetime' },
    authExpiresAt: { column: 'auth_expires_at', type: 'datetime', nullable: true },
    connectedAt: { column: 'connected_at', type: 'datetime' },
  },
};

/** Shopify (migration 20261129_1301), the token and the client secret under SHOPIFY_TOKEN_KEY. */
export const SHOPIFY_CONNECTION_TABLE: ConnectionTable<ShopifyConnection> = {
  table: 'shopify_connection',
  fields: {
    shopDomain: { column: 'shop_domain', type: 'text' },
    shopName: { column: 'shop_name', type: 'text', nullable: true },
    accessToken: { column: 'access_token_enc', type: 'text', encryptedAs: 'shopify_connection.access_token' },
    tokenExpiresAt: { column: 'token_expires_at', type: 'datetime', nullable: true },
    clientId: { column: 'client_id', type: 'text', nullable: true },
    clientSecret: { column: 'client_secret_enc', type: 'text', nullable: true, encryptedAs: 'shopify_connection.client_secret' },
    connectedAt: { column: 'connected_at', type: 'datetime' },
  },
};
