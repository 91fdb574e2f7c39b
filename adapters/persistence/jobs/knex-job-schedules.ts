import type { Knex } from 'knex';
import { isClaimable, nextDueAfter, type JobScheduleClaim, type JobSchedules } from '../../../application/shared/job-schedules.port';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { isUniqueViolation } from '../write-transaction';

const TABLE = 'job_schedules';

/**
 * Table job_schedules (migration 20261201_2311_create_job_schedules_and_spent_auth_states). A claim is a compare-and-set: read the row, then one UPDATE
 * WHERE runs = the count read. Of any number of processes that read the same due row, the first UPDATE bumps
 * `runs` and the others match no row (MySQL: they queue on the row lock and re-read the committed row; SQLite:
 * writers are serialised), so exactly one runs the job. The counter, not the datetime, is compared: an integer
 * is equal to itself on both engines whatever the driver does to dates. A job first seen is inserted (the
 * primary key lets one insert win), due one interval later.
 */
export class KnexJobSchedules implements JobSchedules {
  constructor(private readonly knex: Knex) {}

  async claim(name: string, intervalMs: number, now: Date): Promise<JobScheduleClaim> {
    // A lost race re-reads once or twice: the winner moved the due time past its `now`, so the loser normally
    // sees it not due any more; the bound keeps a pathological clock skew from looping.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const row: { next_due_at: StoredDateTime; runs: number | string } | undefined = await this.knex(TABLE).where({ name }).first('next_due_at', 'runs');
      if (!row) {
        const first = new Date(now.getTime() + intervalMs);
        try {
          await this.knex(TABLE).insert({ name, next_due_at: first, runs: 0 });
          return { claimed: false, nextDueAt: first };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          continue;
        }
      }
      const due = new Date(toIsoUtc(row.next_due_at));
      if (!isClaimable(due, now, intervalMs)) return { claimed: false, nextDueAt: due };
      const next = nextDueAfter(due, now, intervalMs);
      const updated = await this.knex(TABLE).where({ name, runs: row.runs }).update({ next_due_at: next, runs: this.knex.raw('runs + 1') });
      if (updated === 1) return { claimed: true, nextDueAt: next };
    }
    const row: { next_due_at: StoredDateTime } | undefined = await this.knex(TABLE).where({ name }).first('next_due_at');
    return { claimed: false, nextDueAt: row ? new Date(toIsoUtc(row.next_due_at)) : new Date(now.getTime() + intervalMs) };
  }
}
