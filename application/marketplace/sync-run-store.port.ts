/**
 * The product sync job's state (issue 11): its runs (table marketplace_sync_runs) and the database lease that
 * lets exactly one worker of any process run the job at a time (table job_leases). Implemented by
 * adapters/persistence/marketplace/knex-sync-run-store.ts and knex-job-leases.ts; for unit tests by
 * application/marketplace/testing/in-memory-sync-run-store.ts and in-memory-job-leases.ts.
 *
 * A run is saved after every page of Shopee's item list (cursor, counts, errors), so a worker that dies
 * mid-run leaves a 'running' run whose cursor says where to go on; whoever takes the lease after it lapsed
 * resumes it (docs/decisions.md, "The marketplace sync").
 */
export type SyncKind = 'full' | 'incremental';
export type SyncRunStatus = 'running' | 'done' | 'failed';
/**
 * Where a run is: a full run replaces the categories, scans every NORMAL item updated up to its start
 * ('scan'), then catches up on what changed during the scan ('catch_up', every status) before it deletes
 * the items it did not see. An incremental run is one 'scan' over every status of its window.
 */
export type SyncPhase = 'categories' | 'scan' | 'catch_up';

/** The store keeps this many of a run's errors, the newest. */
export const MAX_SYNC_ERRORS = 20;

export interface SyncRun {
  id: number;
  kind: SyncKind;
  status: SyncRunStatus;
  phase: SyncPhase;
  /** get_item_list offset of the next page of the current phase's window. */
  cursorOffset: number;
  /** The current phase's window on Shopee's update_time, unix seconds (inclusive); from null: no lower bound. */
  updateTimeFrom: number | null;
  updateTimeTo: number;
  /** Item references handled so far, and that plus what the current window still holds (progress = done/total). */
  done: number;
  total: number;
  upserted: number;
  removed: number;
  /** Items that could not be read or stored (each also in errors while it is among the newest). */
  itemFailures: number;
  /** Oldest first, at most MAX_SYNC_ERRORS. */
  errors: string[];
  startedAt: Date;
  finishedAt: Date | null;
  /** The last time a worker saved this run's progress. */
  heartbeatAt: Date;
}

export interface NewSyncRun {
  kind: SyncKind;
  phase: SyncPhase;
  updateTimeFrom: number | null;
  updateTimeTo: number;
  startedAt: Date;
}

/** What a worker saves after each page. */
export type SyncProgress = Pick<SyncRun,
  'phase' | 'cursorOffset' | 'updateTimeFrom' | 'updateTimeTo' | 'done' | 'total' | 'upserted' | 'removed' | 'itemFailures' | 'errors'>;

export interface SyncRunStore {
  /** Inserts a 'running' run with zero counts, cursor 0, no errors, heartbeat = startedAt. */
  create(run: NewSyncRun): Promise<SyncRun>;
  get(id: number): Promise<SyncRun | null>;
  /** The newest 'running' run (highest id), or null. */
  findRunning(): Promise<SyncRun | null>;
  /**
   * Saves a running run's progress and heartbeat (errors cut to the newest MAX_SYNC_ERRORS). false, and
   * nothing written, when the run is not 'running' any more.
   */
  saveProgress(id: number, progress: SyncProgress, now: Date): Promise<boolean>;
  /** Saves the progress and ends a running run as 'done' or 'failed' at `now`; false when it was not running. */
  finish(id: number, status: 'done' | 'failed', progress: SyncProgress, now: Date): Promise<boolean>;
  /** The newest run that ended ('done' or 'failed'), or null. */
  lastFinished(): Promise<SyncRun | null>;
  /** The newest 'done' run, of `kind` when given, or null. */
  lastSuccessful(kind?: SyncKind): Promise<SyncRun | null>;
}

/**
 * Named leases shared by every process on the database: at most one owner holds a name until its lease
 * expires. `now` comes from the caller's clock (the processes' clocks are assumed NTP-synced).
 */
export interface JobLeases {
  /**
   * Takes `name` for `owner` until now + ttlMs when nobody holds it, its lease has lapsed, or `owner` holds it
   * already; one atomic step, so of any number of concurrent callers (any process) exactly one wins.
   */
  acquire(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean>;
  /** Extends `owner`'s lease to now + ttlMs; false when someone else holds it now (or nobody does). */
  renew(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if `owner` holds it; otherwise nothing happens. */
  release(name: string, owner: string): Promise<void>;
  /** The owner holding `name` at `now`, or null (none, or lapsed). */
  holder(name: string, now: Date): Promise<string | null>;
}

export const SYNC_RUN_STORE = Symbol.for('SyncRunStore');
export const JOB_LEASES = Symbol.for('JobLeases');
