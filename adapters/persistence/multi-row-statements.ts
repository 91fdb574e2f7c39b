import type { Knex } from 'knex';
import { databaseKind } from './knex-factory';

/**
 * Rows per multi-row statement: about 8,000 placeholders, far under SQLite's 32,766 and MySQL's 65,535; on
 * SQLite also at most 500 rows, since knex writes a multi-row insert there as a compound SELECT (500 terms at most).
 */
const PLACEHOLDERS_PER_STATEMENT = 8_000;
const SQLITE_ROWS_PER_STATEMENT = 500;
/** Ids per `WHERE id IN (...)`. */
export const IDS_PER_STATEMENT = 1_000;

export function rowsPerStatement(knex: Knex, columns: number): number {
  const rows = Math.floor(PLACEHOLDERS_PER_STATEMENT / columns);
  return databaseKind(knex) === 'mysql' ? rows : Math.min(rows, SQLITE_ROWS_PER_STATEMENT);
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}
