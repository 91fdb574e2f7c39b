import { randomUUID } from 'node:crypto';
import type { RefreshLinkedOrders, RefreshLinkedOrdersResult } from '../../application/customers/refresh-linked-orders';
import type { JobSchedules } from '../../application/shared/job-schedules.port';
import type { Logger } from '../logger';
import type { PeriodicJob } from './periodic-job';
import { PeriodicSyncSchedule } from './sync-schedule';

/** The job's row of job_schedules and its name in the logs ('linked order refresh failed'). */
export const LINKED_ORDER_REFRESH_JOB = 'linked order refresh';

function logRefresh(result: RefreshLinkedOrdersResult, logger: Logger): void {
  if (result.kind === 'ran' && result.refreshed + result.unavailable > 0) logger.info('linked order refresh', { refreshed: result.refreshed, unavailable: result.unavailable });
}

/**
 * Refreshes the linked Shopee/Shopify orders that are not final every `intervalMs` (LINKED_ORDER_REFRESH_EVERY_MS,
 * default 30 min; 0 disables it), issue 22. On the schedule the syncs share (issue 23, job_schedules): every process
 * polls it and the one that claims the due run refreshes, so one run per interval whatever the number of processes,
 * on the interval's grid; the 'linked-order-refresh' lease (RefreshLinkedOrders) only stops a run that outlasts its
 * interval from being overlapped.
 */
export function startLinkedOrderRefresh(
  refresh: Pick<RefreshLinkedOrders, 'execute'>, intervalMs: number, schedules: JobSchedules, logger: Logger,
): PeriodicJob {
  const owner = `linked-order-refresh:${randomUUID()}`;
  const schedule = new PeriodicSyncSchedule(LINKED_ORDER_REFRESH_JOB, intervalMs / 60_000, logRefresh, schedules);
  // Nothing to stop mid-run: stop() of the schedule waits for the run in progress.
  schedule.start({ execute: () => refresh.execute({ owner, intervalMs }), stop: async () => undefined }, logger);
  return { stop: () => schedule.stop() };
}
