import type { FollowOrderEvents } from '../../application/order-events/follow-order-events';
import type { RunOrderEventDeliveries } from '../../application/order-events/run-order-event-deliveries';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/**
 * The outbox's dispatcher (issue 30): every `intervalMs` (ORDER_EVENTS_EVERY_MS, default 1 s; 0 disables it) each
 * consumer's due deliveries are handed to it. Every process runs its own: the deliveries' claims hand each one to one
 * process. A delivery given up is logged as an error (staff see it in the console's list too).
 */
export function startOrderEventDeliveries(run: RunOrderEventDeliveries, intervalMs: number, logger: Logger): PeriodicJob {
  return startPeriodicJob('order event deliveries', intervalMs, async () => {
    const report = await run.execute();
    if (report.done + report.retrying > 0) logger.info('order event deliveries', { done: report.done, retrying: report.retrying });
    for (const failed of report.failed) logger.error('order event delivery failed: staff must act', failed);
  }, logger);
}

/** This process's follower of order moves (its caches): the same interval; its first run only finds where to start. */
export function startOrderEventFollower(follow: FollowOrderEvents, intervalMs: number, logger: Logger): PeriodicJob {
  return startPeriodicJob('order event follower', intervalMs, async () => {
    await follow.execute();
  }, logger, { immediately: true });
}
