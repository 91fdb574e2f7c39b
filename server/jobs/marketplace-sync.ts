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
 * Shopee outage is resumed). Every server process runs its own timer; the database lease makes one of them
 * work and the others answer 'busy'. Staff start one on demand (POST /api/admin/shopee/sync).
 * Also the SyncSchedule staff see: the interval, and when this process's timer fires next.
 */
export class MarketplaceSyncSchedule extends PeriodicSyncSchedule<SyncStepResult> {
  constructor(minutes: number, now: () => number = Date.now) {
    super('marketplace sync', minutes, logSyncStep, now);
  }
}
