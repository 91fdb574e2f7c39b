import type { JobLeases } from '../job-leases.port';

/** JobLeases in memory: one process's view of the job_leases table, same rules. */
export class InMemoryJobLeases implements JobLeases {
  private readonly leases = new Map<string, { owner: string; expiresAt: number }>();

  async acquire(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean> {
    const lease = this.leases.get(name);
    if (lease && lease.owner !== owner && lease.expiresAt >= now.getTime()) return false;
    this.leases.set(name, { owner, expiresAt: now.getTime() + ttlMs });
    return true;
  }

  async renew(name: string, owner: string, now: Date, ttlMs: number): Promise<boolean> {
    const lease = this.leases.get(name);
    if (!lease || lease.owner !== owner) return false;
    lease.expiresAt = now.getTime() + ttlMs;
    return true;
  }

  async release(name: string, owner: string): Promise<void> {
    if (this.leases.get(name)?.owner === owner) this.leases.delete(name);
  }

  async holder(name: string, now: Date): Promise<string | null> {
    const lease = this.leases.get(name);
    return lease && lease.expiresAt >= now.getTime() ? lease.owner : null;
  }
}
