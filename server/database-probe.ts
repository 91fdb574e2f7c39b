import type { Knex } from 'knex';
import { databaseKind } from '../adapters/persistence/knex-factory';

/** What GET /api/health needs to know about the database: which one, and whether it answers. */
export interface DatabaseProbe {
  readonly kind: 'sqlite' | 'mysql';
  /** Resolves when a trivial query succeeds; rejects otherwise. */
  ping(): Promise<void>;
}

export class KnexDatabaseProbe implements DatabaseProbe {
  readonly kind: 'sqlite' | 'mysql';

  constructor(private readonly knex: Knex) {
    this.kind = databaseKind(knex);
  }

  async ping(): Promise<void> {
    await this.knex.raw('select 1');
  }
}
