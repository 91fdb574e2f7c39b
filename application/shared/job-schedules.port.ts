/**
 * The shared schedule of periodic jobs (issue 23): one run of a named job per interval across ALL processes, decided
 * by the database. Every process asks `claim` on its own timer; a job whose due time has come is claimed by exactly
 * one caller of any number, and its next due time moves on. A lease (JobLeases) only stops overlapping runs; this is
 * what stops every process from running the job once per interval of its own. Implemented by
 * adapters/persistence/jobs/knex-job-schedules.ts (table job_schedules); in memory by
 * application/shared/testing/in-memory-job-schedules.ts.
 */
export interface JobScheduleClaim {
  /** This caller won the due run: run the job now. */
  claimed: boolean;
  /** When the next run is due (after this claim when claimed). */
  nextDueAt: Date;
}

export interface JobSchedules {
  /**
   * A job first seen is due one interval from `now` (nobody runs it now). Later, when its due time is at or before
   * `now` (or more than one interval away: the interval was shortened), one atomic step claims the run for this
   * caller and moves the due time to the first point of the job's grid (due + k * interval) after `now` (now +
   * interval when the interval changed), so missed intervals are not run twice and runs keep their rhythm.
   */
  claim(name: string, intervalMs: number, now: Date): Promise<JobScheduleClaim>;
}

export const JOB_SCHEDULES = Symbol.for('JobSchedules');

/** The next due time after a claim at `now` of a run that was due at `due` (shared by the adapters). */
export function nextDueAfter(due: Date, now: Date, intervalMs: number): Date {
  if (due.getTime() > now.getTime()) return new Date(now.getTime() + intervalMs);
  const missed = Math.floor((now.getTime() - due.getTime()) / intervalMs);
  return new Date(due.getTime() + (missed + 1) * intervalMs);
}

/** Whether a job due at `due` may be claimed at `now` (due, or the interval was shortened since it was set). */
export function isClaimable(due: Date, now: Date, intervalMs: number): boolean {
  return due.getTime() <= now.getTime() || due.getTime() > now.getTime() + intervalMs;
}
