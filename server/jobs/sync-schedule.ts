import type { SyncSchedule } from '../../application/sync/sync-schedule.port';
import type { JobSchedules } from '../../application/shared/job-schedules.port';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/** A sync job's step: one tick's work (claims its lease, resumes or starts a run), and a stop after the current page. */
export interface SyncStep<Result> {
  execute(): Promise<Result>;
  stop(): Promise<void>;
}

/** The longest a process waits between two looks at the shared schedule: a due run starts at most this late. */
export const SCHEDULE_POLL_MAX_MS = 60_000;

/**
 * How often a process looks at the shared schedule: a quarter of the interval (so a timer firing a little late
 * never lets an interval pass unseen), at most once a minute (one indexed UPDATE or SELECT per process and job).
 */
export function schedulePollMs(intervalMs: number): number {
  return Math.min(SCHEDULE_POLL_MAX_MS, Math.max(1, Math.floor(intervalMs / 4)));
}

/**
 * A platform sync on a schedule shared by every process (the Shopee catalogue, the Shopify stock; issue 23): every
 * process polls JobSchedules, and the one that claims the due run (a conditional UPDATE of job_schedules) executes
 * the step, so the job runs once per `minutes` whatever the number of processes, not once per process. The job's
 * lease (inside the step) still stops a run that outlasts the interval from being overlapped: a claim that finds
 * it held answers 'busy' and that interval's run is the one still going. `minutes` 0 = off. Also the SyncSchedule
 * staff see: the interval, and the shared due time of the next run (as this process last read it).
 */
export class PeriodicSyncSchedule<Result> implements SyncSchedule {
  private job: PeriodicJob | undefined;
  private sync: SyncStep<Result> | undefined;
  private nextDue: Date | null = null;

  constructor(
    /** The job's name in the logs and its row of job_schedules. */
    private readonly name: string,
    private readonly minutes: number,
    private readonly logStep: (result: Result, logger: Logger) => void,
    private readonly schedules: JobSchedules,
    private readonly now: () => number = Date.now,
  ) {}

  everyMinutes(): number {
    return this.minutes;
  }

  nextRunAt(): Date | null {
    if (!this.job || this.minutes <= 0) return null;
    return this.nextDue;
  }

  start(sync: SyncStep<Result>, logger: Logger): void {
    if (this.job) return;
    // Kept even when the schedule is off: stop() must still stop a run staff started ('sync now').
    this.sync = sync;
    if (this.minutes <= 0) {
      this.job = { stop: async () => undefined };
      return;
    }
    // Rounded: a schedule given in milliseconds (the linked-order refresh) comes back whole from its fraction of a minute.
    const intervalMs = Math.round(this.minutes * 60_000);
    this.nextDue = new Date(this.now() + intervalMs);
    const poll = async () => {
      const claim = await this.schedules.claim(this.name, intervalMs, new Date(this.now()));
      this.nextDue = claim.nextDueAt;
      if (claim.claimed) this.logStep(await sync.execute(), logger);
    };
    this.job = startPeriodicJob(this.name, schedulePollMs(intervalMs), poll, logger, { immediately: true });
  }

  /** Shutdown: a worker in progress stops after its page (its run stays resumable), then the timer stops. */
  async stop(): Promise<void> {
    await this.sync?.stop();
    await this.job?.stop();
    this.job = undefined;
  }
}
