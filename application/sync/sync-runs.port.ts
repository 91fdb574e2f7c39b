/**
 * The runs of a background sync job (the Shopee catalogue sync, the Shopify stock sync; application/sync/
 * background-sync.ts), one port for every job. A run is saved after every page it works (its progress: the
 * job's cursor and counts, with the counts every job keeps), so a worker that dies mid-run leaves a 'running'
 * run whose saved progress says where to go on; whoever holds the job's lease after it lapsed resumes it.
 *
 * `Fixed` is what a run is started with and never changes (the Shopee sync's kind); `Progress` what is saved
 * after each page. Implemented by adapters/persistence/jobs/knex-sync-runs.ts (one table per job, described in
 * adapters/persistence/jobs/sync-run-tables.ts); in memory by application/sync/testing/in-memory-sync-runs.ts.
 */
export type SyncRunStatus = 'running' | 'done' | 'failed';

/** The store keeps this many of a run's errors, the newest. */
export const MAX_SYNC_ERRORS = 20;

/** What every job counts, whatever it syncs. */
export interface SyncCounts {
  /** Items handled so far, and the estimate of all (progress = done / total). */
  done: number;
  total: number;
  /** Items that could not be read or stored (each also in errors while it is among the newest). */
  itemFailures: number;
  /** Oldest first, at most MAX_SYNC_ERRORS. */
  errors: string[];
}

export type SyncJobRun<Fixed, Progress extends SyncCounts> = Fixed & Progress & {
  id: number;
  status: SyncRunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  /** The last time a worker saved this run's progress. */
  heartbeatAt: Date;
};

export interface SyncJobRuns<Fixed, Progress extends SyncCounts> {
  /** Inserts a 'running' run with this start and first progress, heartbeat = startedAt. */
  create(start: Fixed & Progress, startedAt: Date): Promise<SyncJobRun<Fixed, Progress>>;
  get(id: number): Promise<SyncJobRun<Fixed, Progress> | null>;
  /** The newest 'running' run (highest id), or null. */
  findRunning(): Promise<SyncJobRun<Fixed, Progress> | null>;
  /**
   * Saves a running run's progress and heartbeat (errors cut to the newest MAX_SYNC_ERRORS). false, and
   * nothing written, when the run is not 'running' any more.
   */
  saveProgress(id: number, progress: Progress, now: Date): Promise<boolean>;
  /** Saves the progress and ends a running run as 'done' or 'failed' at `now`; false when it was not running. */
  finish(id: number, status: 'done' | 'failed', progress: Progress, now: Date): Promise<boolean>;
  /** The newest run that ended, with `status` when given (else 'done' or 'failed'), started with `fixed` when given. */
  lastFinished(status?: 'done' | 'failed', fixed?: Partial<Fixed>): Promise<SyncJobRun<Fixed, Progress> | null>;
}
