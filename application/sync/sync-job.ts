import type { MessageCode } from '../../domain/messages';
import type { ConnectionStore } from '../shared/connection-store.port';
import type { SyncCounts, SyncJobRun, SyncJobRuns } from './sync-runs.port';

/**
 * What one background sync supplies to the runner (application/sync/background-sync.ts): its lease, its runs, how
 * a run starts, and its own page of work. The runner does the rest: the lease, the claim, resuming, saving after
 * every page, pausing, shutdown and the background run.
 */
export interface SyncJob<Fixed, Progress extends SyncCounts, Request> {
  /** The job in the log ('marketplace sync'). */
  readonly name: string;
  /** Its job_leases row, and how long the lease lasts without a renewal (renewed after every page). */
  readonly lease: string;
  readonly leaseTtlMs: number;
  readonly runs: SyncJobRuns<Fixed, Progress>;
  /** The platform's connection: a new run starts only while it is 'connected' (a run already going is resumed regardless). */
  readonly connections: ConnectionStore<{ status: 'connected' | 'reauthorize' }>;
  /** The code (and catalogue entry) staff get when they start a run without a usable connection. */
  readonly notConnected: MessageCode;
  /** The error a running run ends with as 'failed' when `request` does not want it (staff asked for something else), else null. */
  supersedes?(run: SyncJobRun<Fixed, Progress>, request: Request | undefined): string | null;
  /** The start and first progress of a new run. */
  start(request: Request | undefined, now: Date): Promise<Fixed & Progress>;
  /**
   * The work of one claim of `run` from `progress` (its saved state, which the work updates in place): each step
   * works one page and says whether more remain ('more': the runner saves the progress, then steps again) or the
   * run is complete ('done': the runner finishes it with the progress).
   */
  work(run: SyncJobRun<Fixed, Progress>, progress: Progress): { step(): Promise<'more' | 'done'> };
  /**
   * An error thrown by a step: the job records it in `progress.errors` and answers 'pause' (the provider stays
   * unavailable: the run stays 'running' at its saved cursor for the next tick) or 'fail' (the connection needs
   * staff: the run ends 'failed'); undefined: not the job's to handle, thrown on with the run at its last save.
   */
  stopsOn(error: unknown, progress: Progress): 'pause' | 'fail' | undefined;
}
