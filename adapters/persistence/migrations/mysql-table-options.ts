import type { Knex } from 'knex';
import { databaseKind } from '../knex-factory';

/**
 * Pins a new table to InnoDB and utf8mb4 on MySQL, whatever the server's or database's defaults are, so
 * that Traditional Chinese text round-trips on any server. SQLite is always UTF-8 and knex rejects these
 * options there, so the same migration code runs unchanged on both engines.
 */
export function useMysqlTableOptions(knex: Knex, table: Knex.CreateTableBuilder): void {
  if (databaseKind(knex) !== 'mysql') return;
  table.engine('InnoDB');
  table.charset('utf8mb4');
  table.collate('utf8mb4_unicode_ci');
}
