import type { ConnectionStore } from '../shared/connection-store.port';

/**
 * The shop's one Shopee connection: shop id and tokens (issue 11; a platform connection,
 * application/shared/connection-store.port.ts), the tokens encrypted at rest (AES-256-GCM with SHOPEE_TOKEN_KEY).
 * Implemented by adapters/persistence/marketplace/knex-shopee-connection-store.ts; in memory by
 * application/marketplace/testing/in-memory-shopee-connection-store.ts.
 *
 * Shopee's refresh token is single use and rotates (research/platforms.md A4): `rotate` runs the refresh
 * while holding a database lock on the connection row and stores the new pair in the same transaction, so
 * two processes never refresh with the same token; the second one sees the pair the first stored.
 */
export interface ShopeeConnection {
  shopId: number;
  shopName: string | null;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  /** The seller's authorisation expiry (get_shop_info expire_time); null until known. */
  authExpiresAt: Date | null;
  connectedAt: Date;
  /** 'reauthorize': Shopee refused the refresh token (expired, shop access expired); staff must connect again. */
  status: 'connected' | 'reauthorize';
}

export interface ShopeeConnectionStore extends ConnectionStore<ShopeeConnection> {
  /**
   * Locks the connection row, calls `refresh` with the CURRENT row, stores what it returns, commits.
   * `refresh` may decide nothing needs doing (another process already rotated) and return its input.
   * null when there is no connection.
   */
  rotate(refresh: (current: ShopeeConnection) => Promise<ShopeeConnection>): Promise<ShopeeConnection | null>;
}

export const SHOPEE_CONNECTION_STORE = Symbol.for('ShopeeConnectionStore');

/** The staff audit log's target of the connection's changes (connect, disconnect, sync now). */
export const SHOPEE_TARGET = 'connection:shopee';
