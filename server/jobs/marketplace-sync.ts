import type { JobSchedules } from '../../application/shared/job-schedules.port';
import type { SyncStepResult } from '../../application/marketplace/sync-marketplace-catalogue';
import type { Logger } from '../logger';
import { PeriodicSyncSchedule } from './sync-schedule';

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
 * Shopee outage is resumed). The schedule is shared by all server processes (job_schedules: one run per interval,
 * claimed by one process); the lease stops a run from being overlapped. Staff start one on demand
 * (POST /api/admin/shopee/sync). Also the SyncSchedule staff see: the interval, and the next run's due time.
 */
export class MarketplaceSyncSchedule extends PeriodicSyncSchedule<SyncStepResult> {
  constructor(minutes: number, schedules: JobSchedules, now: () => number = Date.now) {
    super('marketplace sync', minutes, logSyncStep, schedules, now);
  }
}
