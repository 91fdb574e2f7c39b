import type { SyncSchedule } from '../../application/marketplace/sync-schedule.port';
import type { ShopifySyncStepResult, SyncShopifyStock } from '../../application/shopify/sync-shopify-stock';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/** What a step did, for the log: nothing for 'busy' and 'not_connected'. */
export function logShopifySyncStep(result: ShopifySyncStepResult, logger: Logger): void {
  if (!('run' in result)) return;
  const { id, done, total, created, updated, conflicts, itemFailures } = result.run;
  const details = { runId: id, outcome: result.outcome, done, total, created, updated, conflicts, itemFailures };
  if (result.outcome === 'failed' || result.outcome === 'paused' || conflicts > 0) logger.error('shopify sync needs attention', { ...details, lastError: result.run.errors.at(-1) });
  else logger.info('shopify sync', details);
}

/**
 * The Shopify stock sync on a timer: every SHOPIFY_SYNC_MINUTES (0 = off) each server process runs the step of
 * SyncShopifyStock; the 'shopify-sync' lease makes one of them work and the others answer 'busy', and a run left by
 * a crash or a Shopify outage is resumed. Also the schedule staff see (interval, this process's next tick).
 */
export class ShopifySyncSchedule implements SyncSchedule {
  private job: PeriodicJob | undefined;
  private sync: SyncShopifyStock | undefined;
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

  start(sync: SyncShopifyStock, logger: Logger): void {
    if (this.job) return;
    this.sync = sync;
    this.startedAt = this.now();
    this.job = startPeriodicJob('shopify sync', this.minutes * 60_000, async () => logShopifySyncStep(await sync.execute(), logger), logger);
  }

  async stop(): Promise<void> {
    await this.sync?.stop();
    await this.job?.stop();
    this.job = undefined;
  }
}
