import type { SyncMarketplaceCatalogue, SyncStepResult } from '../../application/marketplace/sync-marketplace-catalogue';
import type { SyncSchedule } from '../../application/marketplace/sync-schedule.port';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/** What a step did, for the log: a finished or paused run with its counts; nothing for 'busy' and 'not_connected'. */
export function logSyncStep(result: SyncStepResult, logger: Logger): void {
  if (!('run' in result)) return;
  const { id, kind, done, total, upserted, removed, itemFailures } = result.run;
  const details = { runId: id, kind, outcome: result.outcome, done, total, upserted, removed, itemFailures };
  if (result.outcome === 'failed' || result.outcome === 'paused') logger.error('marketplace sync needs attention', { ...details, lastError: result.run.errors.at(-1) });
  else logger.info('marketplace sync', details);
}

/**
 * The marketplace sync on a timer: every SHOPEE_SYNC_MINUTES (config.shopee.syncMinutes; 0 = off) the step
 * of SyncMarketplaceCatalogue runs (full until one succeeded, incremental after; a run left by a crash or a
 * Shopee outage is resumed). Every server process runs its own timer; the database lease makes one of them
 * work and the others answer 'busy'. Staff start one on demand (POST /api/admin/shopee/sync).
 * Also the SyncSchedule staff see: the interval, and when this process's timer fires next.
 */
export class MarketplaceSyncSchedule implements SyncSchedule {
  private job: PeriodicJob | undefined;
  private sync: SyncMarketplaceCatalogue | undefined;
  private startedAt = 0;

  constructor(private readonly minutes: number, private readonly now: () => number = Date.now) {}

  everyMinutes(): number {
    return this.minutes;
  }

  nextRunAt(): Date | null {
    if (!this.job || this.minutes <= 0) return null;
    const interval = this.minutes * 60_000;
    const ticks = Math.floor((this.now() - this.startedAt) / interval) + 1;
    return new Date(this.startedAt + ticks * interval);
  }

  start(sync: SyncMarketplaceCatalogue, logger: Logger): void {
    if (this.job) return;
    this.sync = sync;
    this.startedAt = this.now();
    this.job = startPeriodicJob('marketplace sync', this.minutes * 60_000, async () => logSyncStep(await sync.execute(), logger), logger);
  }

  /** Shutdown: a worker in progress stops after its page (its run stays resumable), then the timer stops. */
  async stop(): Promise<void> {
    await this.sync?.stop();
    await this.job?.stop();
    this.job = undefined;
  }
}
