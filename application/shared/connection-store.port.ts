/**
 * The shop's one connection to a platform (Shopee: application/marketplace/shopee-connection.port.ts; Shopify:
 * application/shopify/shopify-connection.port.ts): who the shop is there and the credentials its API is called with.
 * Stored server-side only, the secrets encrypted at rest; never sent to a browser. Implemented by
 * adapters/persistence/connections/knex-connection-store.ts (one row, one table per platform); in memory by
 * application/shared/testing/in-memory-connection-store.ts.
 */
export interface ConnectionStore<Connection> {
  /** The connection, or null. A stored one whose secrets no longer decrypt reads as status 'reauthorize'. */
  get(): Promise<Connection | null>;
  /** Replaces the connection (a new authorisation). */
  save(connection: Connection): Promise<void>;
  /** Forgets it (idempotent). */
  clear(): Promise<void>;
}
