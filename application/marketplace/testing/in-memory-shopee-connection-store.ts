import type { ShopeeConnection, ShopeeConnectionStore } from '../shopee-connection.port';

/** ShopeeConnectionStore in memory: one connection (or none), copies in and out; rotate runs one at a time. */
export class InMemoryShopeeConnectionStore implements ShopeeConnectionStore {
  private connection: ShopeeConnection | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  async get(): Promise<ShopeeConnection | null> {
    return this.connection ? copy(this.connection) : null;
  }

  async save(connection: ShopeeConnection): Promise<void> {
    this.connection = copy(connection);
  }

  async clear(): Promise<void> {
    this.connection = null;
  }

  async rotate(refresh: (current: ShopeeConnection) => Promise<ShopeeConnection>): Promise<ShopeeConnection | null> {
    const run = this.queue.then(async () => {
      if (!this.connection) return null;
      this.connection = copy(await refresh(copy(this.connection)));
      return copy(this.connection);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function copy(connection: ShopeeConnection): ShopeeConnection {
  return {
    ...connection,
    accessExpiresAt: new Date(connection.accessExpiresAt),
    refreshExpiresAt: new Date(connection.refreshExpiresAt),
    authExpiresAt: connection.authExpiresAt ? new Date(connection.authExpiresAt) : null,
    connectedAt: new Date(connection.connectedAt),
  };
}
