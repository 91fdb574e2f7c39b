/**
 * Named leases shared by every process on the database: at most one owner holds a name until its lease
 * expires. `now` comes from the caller's clock (the processes' clocks are assumed NTP-synced). The background
 * syncs (application/sync/background-sync.ts) and the linked-order refresh hold one each. Implemented by
 * adapters/persistence/marketplace/knex-job-leases.ts (table job_leases); in memory by
 * application/shared/testing/in-memory-job-leases.ts.
 */
export interface JobLeases {
  /**
   * Takes `name` for `owner` until now + ttlMs when nobody holds it, its lease has lapsed, or `owner` holds it
   * already; one atomic step, so of any number of concurrent callers (any process) exactly one wins.
   */
  acquire(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean>;
  /** Extends `owner`'s lease to now + ttlMs; false when someone else holds it now (or nobody does). */
  renew(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if `owner` holds it; otherwise nothing happens. */
  release(name: string, owner: string): Promise<void>;
  /** The owner holding `name` at `now`, or null (none, or lapsed). */
  holder(name: string, now: Date): Promise<string | null>;
}

export const JOB_LEASES = Symbol.for('JobLeases');
