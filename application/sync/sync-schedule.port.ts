/**
 * A sync job's schedule as staff see it (GET /api/admin/shopee/sync, GET /api/admin/shopify/sync): every
 * SHOPEE_SYNC_MINUTES or SHOPIFY_SYNC_MINUTES, 0 = off. Implemented by server/jobs/sync-schedule.ts
 * (PeriodicSyncSchedule), which knows when its timer fires next; one bound per job.
 */
export interface SyncSchedule {
  everyMinutes(): number;
  /** null while the schedule is off or not started. */
  nextRunAt(): Date | null;
}

/** The Shopee catalogue sync's schedule. */
export const SYNC_SCHEDULE = Symbol.for('SyncSchedule');
/** The Shopify stock sync's schedule. */
export const SHOPIFY_SYNC_SCHEDULE = Symbol.for('ShopifySyncSchedule');
