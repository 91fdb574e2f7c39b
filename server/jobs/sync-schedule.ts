import type { SyncSchedule } from '../../application/marketplace/sync-schedule.port';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/** A sync job's step: one tick's work (claims its lease, resumes or starts a run), and a stop after the current page. */
export interface SyncStep<Result> {
  execute(): Promise<Result>;
  stop(): Promise<void>;
}

/**
 * A platform sync on a timer (the Shopee catalogue, the Shopify stock): every `minutes` (0 = off) the step runs in
 * every server process, and the job's database lease makes one of them work while the others answer 'busy'. Also
 * the SyncSchedule staff see: the interval, and when this process's timer fires next.
 */
export class PeriodicSyncSchedule<Result> implements SyncSchedule {
  private job: PeriodicJob | undefined;
  private sync: SyncStep<Result> | undefined;
  private startedAt = 0;

  constructor(
    private readonly name: string,
    private readonly minutes: number,
    private readonly logStep: (result: Result, logger: Logger) => void,
    private readonly now: () => number = Date.now,
  ) {}

  everyMinutes(): number {
    return this.minutes;
  }

  nextRunAt(): Date | null {
    if (!this.job || this.minutes <= 0) return null;
    const interval = this.minutes * 60_000;
    const ticks = Math.floor((this.now() - this.startedAt) / interval) + 1;
    return new Date(this.startedAt + ticks * interval);
  }

  start(sync: SyncStep<Result>, logger: Logger): void {
    if (this.job) return;
    this.sync = sync;
    this.startedAt = this.now();
    this.job = startPeriodicJob(this.name, this.minutes * 60_000, async () => this.logStep(await sync.execute(), logger), logger);
  }

  /** Shutdown: a worker in progress stops after its page (its run stays resumable), then the timer stops. */
  async stop(): Promise<void> {
    await this.sync?.stop();
    await this.job?.stop();
    this.job = undefined;
  }
}
