import type { JobSchedules } from '../../application/shared/job-schedules.port';
import type { ShopifySyncStepResult } from '../../application/shopify/sync-shopify-stock';
import type { Logger } from '../logger';
import { PeriodicSyncSchedule } from './sync-schedule';

/** What a step did, for the log: nothing for 'busy' and 'not_connected'. */
export function logShopifySyncStep(result: ShopifySyncStepResult, logger: Logger): void {
  if (!('run' in result)) return;
  const { id, done, total, created, updated, conflicts, itemFailures } = result.run;
  const details = { runId: id, outcome: result.outcome, done, total, created, updated, conflicts, itemFailures };
  if (result.outcome === 'failed' || result.outcome === 'paused' || conflicts > 0) logger.error('shopify sync needs attention', { ...details, lastError: result.run.errors.at(-1) });
  else logger.info('shopify sync', details);
}

/**
 * The Shopify stock sync on a timer: every SHOPIFY_SYNC_MINUTES (0 = off) one server process of all runs the step of
 * SyncShopifyStock (the shared schedule, job_schedules); the 'shopify-sync' lease stops overlapping runs, and a run
 * left by a crash or a Shopify outage is resumed. Also the schedule staff see (interval, the next run's due time).
 */
export class ShopifySyncSchedule extends PeriodicSyncSchedule<ShopifySyncStepResult> {
  constructor(minutes: number, schedules: JobSchedules, now: () => number = Date.now) {
    super('shopify sync', minutes, logShopifySyncStep, schedules, now);
  }
}
