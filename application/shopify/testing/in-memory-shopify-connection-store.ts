import type { ShopifyConnection, ShopifyConnectionStore } from '../shopify-connection.port';

/** ShopifyConnectionStore in memory: one connection or none, copies in and out. */
export class InMemoryShopifyConnectionStore implements ShopifyConnectionStore {
  private connection: ShopifyConnection | null = null;

  async get(): Promise<ShopifyConnection | null> {
    return this.connection ? { ...this.connection } : null;
  }

  async save(connection: ShopifyConnection): Promise<void> {
    this.connection = { ...connection };
  }

  async clear(): Promise<void> {
    this.connection = null;
  }
}
