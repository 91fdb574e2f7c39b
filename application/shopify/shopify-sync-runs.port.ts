import type { SyncCounts, SyncJobRun, SyncJobRuns } from '../sync/sync-runs.port';

/**
 * The Shopify stock sync's runs (issue 12; table shopify_sync_runs): the runs port of every sync job
 * (application/sync/sync-runs.port.ts) with the stock sync's progress, saved after every page of products.
 * done counts variants; total is the estimate (the last complete run's count while this one runs).
 */
export interface ShopifySyncProgress extends SyncCounts {
  /** Shopify's endCursor of the last page done; null: the run starts from the first page. */
  cursor: string | null;
  created: number;
  updated: number;
  /** Variants whose Shopify quantity was below the units held or sold here (kept, reported). */
  conflicts: number;
}

/** A stock sync run is started with nothing of its own. */
export type ShopifySyncStart = Record<never, never>;
export type ShopifySyncRun = SyncJobRun<ShopifySyncStart, ShopifySyncProgress>;
export type ShopifySyncRuns = SyncJobRuns<ShopifySyncStart, ShopifySyncProgress>;

export const SHOPIFY_SYNC_RUNS = Symbol.for('ShopifySyncRuns');
