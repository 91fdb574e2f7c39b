import type { Knex } from 'knex';
import type { ConnectionStore } from '../../../application/shared/connection-store.port';
import type { Clock } from '../../../application/shared/clock.port';
import type { TokenCipher } from '../../security/token-cipher';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import type { ConnectionColumn, ConnectionTable } from './connection-tables';

/** The one row of every connection table. */
export const CONNECTION_ROW_ID = 1;

export type ConnectionRow = Record<string, unknown>;

interface HasStatus {
  status: 'connected' | 'reauthorize';
}

/**
 * A platform's connection on SQLite or MySQL (the table described in connection-tables.ts), its secrets AES-256-GCM
 * encrypted (TokenCipher under the platform's key). A row that no longer decrypts (the key changed) reads as
 * 'reauthorize' with empty secrets (null where the field may be null), never a 500: staff connect again and the
 * row is replaced under the new key.
 */
export class KnexConnectionStore<Connection extends HasStatus> implements ConnectionStore<Connection> {
  private readonly columns: Array<[string, ConnectionColumn]>;

  constructor(
    protected readonly knex: Knex,
    protected readonly spec: ConnectionTable<Connection>,
    private readonly cipher: TokenCipher,
    private readonly clock: Clock,
  ) {
    this.columns = Object.entries(spec.fields);
  }

  async get(): Promise<Connection | null> {
    const row: ConnectionRow | undefined = await this.knex(this.spec.table).where({ id: CONNECTION_ROW_ID }).first();
    return row ? this.toConnection(row) : null;
  }

  async save(connection: Connection): Promise<void> {
    await this.knex(this.spec.table).insert({ id: CONNECTION_ROW_ID, ...this.toRow(connection) }).onConflict('id').merge();
  }

  async clear(): Promise<void> {
    await this.knex(this.spec.table).where({ id: CONNECTION_ROW_ID }).delete();
  }

  protected toRow(connection: Connection): ConnectionRow {
    const values = connection as unknown as Record<string, unknown>;
    const row: ConnectionRow = Object.fromEntries(this.columns.map(([field, { column, encryptedAs }]) => {
      const value = values[field];
      return [column, encryptedAs === undefined || value === null ? value : this.cipher.encrypt(String(value), encryptedAs)];
    }));
    return { ...row, status: connection.status, updated_at: this.clock.now() };
  }

  protected toConnection(row: ConnectionRow): Connection {
    const read = (secrets: 'decrypt' | 'blank') => Object.fromEntries(this.columns.map(([field, column]) => {
      const stored = row[column.column];
      if (stored === null || stored === undefined) return [field, null];
      if (column.encryptedAs === undefined) return [field, fromColumn(stored, column.type)];
      if (secrets === 'blank') return [field, column.nullable ? null : ''];
      return [field, this.cipher.decrypt(String(stored), column.encryptedAs)];
    }));
    // The row's shape is the table's description: each field read from its column as the column's type says.
    try {
      return { ...read('decrypt'), status: row.status === 'reauthorize' ? 'reauthorize' : 'connected' } as unknown as Connection;
    } catch {
      return { ...read('blank'), status: 'reauthorize' } as unknown as Connection;
    }
  }
}

function fromColumn(stored: unknown, type: ConnectionColumn['type']): unknown {
  if (type === 'integer') return Number(stored);
  if (type === 'datetime') return new Date(toIsoUtc(stored as StoredDateTime));
  return stored;
}
