import { isClaimable, nextDueAfter, type JobScheduleClaim, type JobSchedules } from '../job-schedules.port';

/** JobSchedules in memory: one process's view of the job_schedules table, same rules. */
export class InMemoryJobSchedules implements JobSchedules {
  private readonly due = new Map<string, Date>();

  async claim(name: string, intervalMs: number, now: Date): Promise<JobScheduleClaim> {
    const due = this.due.get(name);
    if (!due) {
      const first = new Date(now.getTime() + intervalMs);
      this.due.set(name, first);
      return { claimed: false, nextDueAt: first };
    }
    if (!isClaimable(due, now, intervalMs)) return { claimed: false, nextDueAt: due };
    const next = nextDueAfter(due, now, intervalMs);
    this.due.set(name, next);
    return { claimed: true, nextDueAt: next };
  }
}
