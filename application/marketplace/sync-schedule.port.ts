/**
 * The sync job's schedule as staff see it (GET /api/admin/shopee/sync): every SHOPEE_SYNC_MINUTES, 0 = off.
 * Implemented by server/jobs/sync-schedule.ts (PeriodicSyncSchedule), which knows when its timer fires next.
 */
export interface SyncSchedule {
  everyMinutes(): number;
  /** null while the schedule is off or not started. */
  nextRunAt(): Date | null;
}

export const SYNC_SCHEDULE = Symbol.for('SyncSchedule');
