import type { ConnectionStore } from '../connection-store.port';

/** A platform connection in memory: one connection (or none), copies in and out. `connection` is what is stored (tests). */
export class InMemoryConnectionStore<Connection> implements ConnectionStore<Connection> {
  constructor(public connection: Connection | null = null) {}

  async get(): Promise<Connection | null> {
    return this.connection && structuredClone(this.connection);
  }

  async save(connection: Connection): Promise<void> {
    this.connection = structuredClone(connection);
  }

  async clear(): Promise<void> {
    this.connection = null;
  }
}
