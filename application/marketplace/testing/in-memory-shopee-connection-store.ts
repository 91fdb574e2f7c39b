import { InMemoryConnectionStore } from '../../shared/testing/in-memory-connection-store';
import type { ShopeeConnection, ShopeeConnectionStore } from '../shopee-connection.port';

/**
 * ShopeeConnectionStore in memory (the use cases' and the Shopee adapter's tests): rotate() runs one at a time,
 * like the row lock. `beforeRefresh` lets a test play another process that rotates in between; `rotations` counts.
 */
export class InMemoryShopeeConnectionStore extends InMemoryConnectionStore<ShopeeConnection> implements ShopeeConnectionStore {
  private queue: Promise<unknown> = Promise.resolve();
  beforeRefresh: ((current: ShopeeConnection) => ShopeeConnection) | null = null;
  rotations = 0;

  async rotate(refresh: (current: ShopeeConnection) => Promise<ShopeeConnection>): Promise<ShopeeConnection | null> {
    const run = this.queue.then(async () => {
      this.rotations += 1;
      if (!this.connection) return null;
      if (this.beforeRefresh) this.connection = this.beforeRefresh(this.connection);
      await this.save(await refresh(structuredClone(this.connection)));
      return this.get();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
