import type { SyncProgress, SyncStart } from '../../../application/marketplace/sync-run-store.port';
import type { ShopifySyncProgress, ShopifySyncStart } from '../../../application/shopify/shopify-sync-runs.port';
import type { SyncCounts } from '../../../application/sync/sync-runs.port';

/** How a job's own field is stored: its column, and whether it reads back as a number and may be null. */
export interface SyncRunColumn {
  column: string;
  type: 'integer' | 'text';
  nullable?: true;
}

/**
 * A sync job's runs table for KnexSyncRuns (knex-sync-runs.ts). Every table has the columns id, status, done,
 * total, item_failures, errors (a JSON array of text), started_at, finished_at and heartbeat_at; `start` and
 * `progress` name the job's own columns (beyond the counts of SyncCounts).
 */
export interface SyncRunTable<Fixed, Progress extends SyncCounts> {
  table: string;
  start: { [Key in keyof Fixed]-?: SyncRunColumn };
  progress: { [Key in Exclude<keyof Progress, keyof SyncCounts>]-?: SyncRunColumn };
}

/** The Shopee catalogue sync's runs (migration 20261128_0801). */
export const MARKETPLACE_SYNC_RUNS: SyncRunTable<SyncStart, SyncProgress> = {
  table: 'marketplace_sync_runs',
  start: { kind: { column: 'kind', type: 'text' } },
  progress: {
    phase: { column: 'phase', type: 'text' },
    cursorOffset: { column: 'cursor_offset', type: 'integer' },
    updateTimeFrom: { column: 'update_time_from', type: 'integer', nullable: true },
    updateTimeTo: { column: 'update_time_to', type: 'integer' },
    upserted: { column: 'upserted', type: 'integer' },
    removed: { column: 'removed', type: 'integer' },
  },
};

/** The Shopify stock sync's runs (migration 20261129_1303). */
export const SHOPIFY_SYNC_RUNS_TABLE: SyncRunTable<ShopifySyncStart, ShopifySyncProgress> = {
  table: 'shopify_sync_runs',
  start: {},
  progress: {
    cursor: { column: 'cursor', type: 'text', nullable: true },
    created: { column: 'created', type: 'integer' },
    updated: { column: 'updated', type: 'integer' },
    conflicts: { column: 'conflicts', type: 'integer' },
  },
};
