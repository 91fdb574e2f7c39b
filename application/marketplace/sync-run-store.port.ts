import type { SyncCounts, SyncJobRun, SyncJobRuns } from '../sync/sync-runs.port';

/**
 * The product sync job's runs (issue 11; table marketplace_sync_runs): the runs port of every sync job
 * (application/sync/sync-runs.port.ts) with the Shopee sync's own start and progress. Saved after every page of
 * Shopee's item list (docs/decisions.md, "The marketplace sync").
 */
export type SyncKind = 'full' | 'incremental';
/**
 * Where a run is: a full run replaces the categories, scans every NORMAL item updated up to its start
 * ('scan'), then catches up on what changed during the scan ('catch_up', every status) before it deletes
 * the items it did not see. An incremental run is one 'scan' over every status of its window.
 */
export type SyncPhase = 'categories' | 'scan' | 'catch_up';

/** What a run is started with. */
export interface SyncStart {
  kind: SyncKind;
}

/** What a worker saves after each page; done/total count item references (of the current window: total = done + what it still holds). */
export interface SyncProgress extends SyncCounts {
  phase: SyncPhase;
  /** get_item_list offset of the next page of the current phase's window. */
  cursorOffset: number;
  /** The current phase's window on Shopee's update_time, unix seconds (inclusive); from null: no lower bound. */
  updateTimeFrom: number | null;
  updateTimeTo: number;
  upserted: number;
  removed: number;
}

export type SyncRun = SyncJobRun<SyncStart, SyncProgress>;
export type SyncRunStore = SyncJobRuns<SyncStart, SyncProgress>;

export const SYNC_RUN_STORE = Symbol.for('SyncRunStore');
