import type { ShopeeConnection, ShopeeConnectionStore } from '../../../application/marketplace/shopee-connection.port';

/**
 * The adapter tests' connection store: one connection in memory, rotate() serialised like the row lock.
 * (application/marketplace/testing/ holds the use cases' fake; this one stays with the adapter so that its
 * tests do not depend on it.) `beforeRefresh` lets a test play another process that rotates in between.
 */
export class MemoryShopeeConnectionStore implements ShopeeConnectionStore {
  private queue: Promise<unknown> = Promise.resolve();
  beforeRefresh: ((current: ShopeeConnection) => ShopeeConnection) | null = null;
  rotations = 0;

  constructor(public connection: ShopeeConnection | null = null) {}

  async get(): Promise<ShopeeConnection | null> {
    return this.connection && { ...this.connection };
  }

  async save(connection: ShopeeConnection): Promise<void> {
    this.connection = { ...connection };
  }

  async clear(): Promise<void> {
    this.connection = null;
  }

  rotate(refresh: (current: ShopeeConnection) => Promise<ShopeeConnection>): Promise<ShopeeConnection | null> {
    const run = this.queue.then(async () => {
      this.rotations += 1;
      if (!this.connection) return null;
      if (this.beforeRefresh) this.connection = this.beforeRefresh(this.connection);
      const next = await refresh({ ...this.connection });
      this.connection = { ...next };
      return next;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
