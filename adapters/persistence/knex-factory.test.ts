import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createKnex, databaseKind } from './knex-factory';
import { databasesUnderTest } from './testing/databases-under-test';

describe('createKnex on SQLite', () => {
  let folder: string;
  let knex: Knex | undefined;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'shop-knex-'));
  });
  afterEach(async () => {
    await knex?.destroy();
    knex = undefined;
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates the parent folder of the file and applies the connection pragmas', async () => {
    const file = join(folder, 'nested', 'data', 'shop.sqlite');
    knex = createKnex({ sqliteFile: file });
    const pragma = async (name: string): Promise<unknown> => {
      const rows: Record<string, unknown>[] = await knex!.raw(`PRAGMA ${name}`);
      return Object.values(rows[0])[0];
    };
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(1); // NORMAL
    expect(await pragma('foreign_keys')).toBe(1);
    // The lock wait is the statement budget: past it the database is busy, a 503 (DEFAULT_DATABASE_TIMEOUTS).
    expect(await pragma('busy_timeout')).toBe(4000);
    expect(existsSync(file)).toBe(true);
    expect(databaseKind(knex)).toBe('sqlite');
  });

  it('defaults to a private in-memory database when neither option is given', async () => {
    knex = createKnex({});
    await knex.schema.createTable('probe', (table) => table.increments('id'));
    const other = createKnex({});
    try {
      expect(await other.schema.hasTable('probe')).toBe(false);
    } finally {
      await other.destroy();
    }
  });

  it('treats a database URL that is not mysql:// as "use SQLite"', () => {
    knex = createKnex({ databaseUrl: '', sqliteFile: ':memory:' });
    expect(databaseKind(knex)).toBe('sqlite');
  });
});

describe.each(databasesUnderTest)('databaseKind on $name', (db) => {
  it('names the engine the connection talks to', async () => {
    const { knex, close } = await db.open();
    try {
      expect(databaseKind(knex)).toBe(db.name);
      // Proves the connection works, not only the client configuration.
      const version = databaseKind(knex) === 'mysql' ? 'SELECT VERSION() AS v' : 'SELECT sqlite_version() AS v';
      const result: unknown = await knex.raw(version);
      expect(JSON.stringify(result)).toMatch(/\d+\.\d+/);
    } finally {
      await close();
    }
  });
});
