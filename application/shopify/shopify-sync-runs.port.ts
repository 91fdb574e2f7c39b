/**
 * The Shopify stock sync's runs (issue 12; table shopify_sync_runs). A run is saved after every page of products
 * (cursor, counts, errors), so a worker that dies mid-run leaves a 'running' run that the next worker holding the
 * 'shopify-sync' lease (JobLeases) resumes from its cursor. Implemented by
 * adapters/persistence/shopify/knex-shopify-sync-runs.ts.
 */
export type ShopifySyncStatus = 'running' | 'done' | 'failed';

export const MAX_SHOPIFY_SYNC_ERRORS = 20;

export interface ShopifySyncRun {
  id: number;
  status: ShopifySyncStatus;
  /** Shopify's endCursor of the last page done; null: the run starts from the first page. */
  cursor: string | null;
  /** Variants handled so far, and the estimate of all (progress = done / total). */
  done: number;
  total: number;
  created: number;
  updated: number;
  /** Variants whose Shopify quantity was below the units held or sold here (kept, reported). */
  conflicts: number;
  itemFailures: number;
  /** Oldest first, at most MAX_SHOPIFY_SYNC_ERRORS. */
  errors: string[];
  startedAt: Date;
  finishedAt: Date | null;
  heartbeatAt: Date;
}

export type ShopifySyncProgress = Pick<ShopifySyncRun, 'cursor' | 'done' | 'total' | 'created' | 'updated' | 'conflicts' | 'itemFailures' | 'errors'>;

export interface ShopifySyncRuns {
  /** A 'running' run with zero counts, no cursor, heartbeat = startedAt; `total` is the first estimate. */
  create(startedAt: Date, total: number): Promise<ShopifySyncRun>;
  get(id: number): Promise<ShopifySyncRun | null>;
  /** The newest 'running' run, or null. */
  findRunning(): Promise<ShopifySyncRun | null>;
  /** Saves a running run's progress and heartbeat; false (nothing written) when it is not running any more. */
  saveProgress(id: number, progress: ShopifySyncProgress, now: Date): Promise<boolean>;
  /** Ends a running run; false when it was not running. */
  finish(id: number, status: 'done' | 'failed', progress: ShopifySyncProgress, now: Date): Promise<boolean>;
  /** The newest ended run, of `status` when given. */
  lastFinished(status?: 'done' | 'failed'): Promise<ShopifySyncRun | null>;
}

export const SHOPIFY_SYNC_RUNS = Symbol.for('ShopifySyncRuns');
