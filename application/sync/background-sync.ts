import { ConflictError } from '../errors';
import type { Clock } from '../shared/clock.port';
import type { EventLog } from '../shared/event-log.port';
import type { JobLeases } from '../shared/job-leases.port';
import { describeError } from './describe-error';
import type { SyncJob } from './sync-job';
import type { SyncCounts, SyncJobRun } from './sync-runs.port';

export type SyncClaimRefusal = { outcome: 'busy' } | { outcome: 'not_connected' };

/**
 * How a step ended: `done`/`failed` finished the run; `paused`: the provider stayed unavailable, the run stays
 * 'running' at its saved cursor for the next tick; `stopped`: the server is shutting down (same); `lease_lost`:
 * this worker was too slow and another took the run over (it wrote nothing more).
 */
export type SyncStepResult<Run> = SyncClaimRefusal | { outcome: 'done' | 'failed' | 'paused' | 'stopped' | 'lease_lost'; run: Run };

/** Thrown when the lease or the run was taken over: nothing more may be written. */
class LeaseLost extends Error {}

let workers = 0;
/** Unique enough across processes for a lease owner (it is not a secret). */
const newOwner = (lease: string) => `${lease}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${(workers += 1)}`;

/**
 * The runner of every background sync (issue 11's catalogue sync, issue 12's stock sync; docs/decisions.md "The
 * marketplace sync", decision 12). The schedule calls `execute`; staff and a new connection call `launch`, which
 * claims the same way and works in the background.
 *
 * 1. Claim: take the job's lease (JobLeases: one worker of any number of processes; taken: 'busy'); resume the
 *    newest 'running' run (its worker died and its lease lapsed, or the provider was unavailable last time) unless
 *    the job says the request supersedes it (then it ends 'failed'); otherwise start a run, if the shop is connected.
 * 2. Work page by page (the job's steps), the progress saved after EVERY page with the lease renewed first, so a
 *    run resumed after a crash repeats at most the page it died in (the jobs' writes are idempotent).
 * 3. An error the job recognises pauses the run (kept 'running' at its last save) or fails it; anything else (the
 *    database went away) is thrown with the run left at its last saved page. The lease is always given back.
 */
export class BackgroundSync<Fixed, Progress extends SyncCounts, Request> {
  private stopping = false;
  private readonly background = new Set<Promise<unknown>>();

  constructor(
    private readonly job: SyncJob<Fixed, Progress, Request>,
    private readonly leases: JobLeases,
    private readonly clock: Clock,
    private readonly log: EventLog,
  ) {}

  /** One step of the job: claim, then work the run to its end or its pause. */
  async execute(request?: Request): Promise<SyncStepResult<SyncJobRun<Fixed, Progress>>> {
    const claim = await this.claim(request);
    if ('outcome' in claim) return claim;
    return this.work(claim.run, claim.owner);
  }

  /** Claims as `execute` does and answers the claimed run at once; the work goes on in the background. */
  async launch(request?: Request): Promise<SyncClaimRefusal | { outcome: 'started'; run: SyncJobRun<Fixed, Progress> }> {
    const claim = await this.claim(request);
    if ('outcome' in claim) return claim;
    const working: Promise<unknown> = this.work(claim.run, claim.owner)
      .then((result) => this.log.info(this.job.name, { runId: claim.run.id, outcome: result.outcome }))
      .catch((error: unknown) => this.log.error(`${this.job.name} failed`, { runId: claim.run.id, error: describeError(error) }))
      .finally(() => this.background.delete(working));
    this.background.add(working);
    return { outcome: 'started', run: claim.run };
  }

  /**
   * Staff's "sync now": claims as `launch` does and answers the claimed run; the work goes on in the background.
   * @throws ConflictError SYNC_ALREADY_RUNNING while any worker of any process holds the lease; ConflictError with the
   *         job's notConnected code when there is no usable connection to sync from
   */
  async startNow(request?: Request): Promise<SyncJobRun<Fixed, Progress>> {
    const started = await this.launch(request);
    if (started.outcome === 'busy') throw new ConflictError('SYNC_ALREADY_RUNNING', 'SYNC_ALREADY_RUNNING');
    if (started.outcome === 'not_connected') throw new ConflictError(this.job.notConnected, this.job.notConnected);
    return started.run;
  }

  /** Background work still going (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  /** Shutdown: every worker stops after its current page (the run stays resumable) and the lease is given back. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  private async claim(request: Request | undefined): Promise<{ run: SyncJobRun<Fixed, Progress>; owner: string } | SyncClaimRefusal> {
    const { job } = this;
    const owner = newOwner(job.lease);
    const now = this.clock.now();
    if (!(await this.leases.acquire(job.lease, owner, now, job.leaseTtlMs))) return { outcome: 'busy' };
    try {
      let run = await job.runs.findRunning();
      const superseded = run && job.supersedes?.(run, request);
      if (run && superseded) {
        await job.runs.finish(run.id, 'failed', { ...progressOf(run), errors: [...run.errors, superseded] }, now);
        run = null;
      }
      if (!run) {
        if ((await job.connections.get())?.status !== 'connected') {
          await this.leases.release(job.lease, owner);
          return { outcome: 'not_connected' };
        }
        run = await job.runs.create(await job.start(request, now), now);
      }
      return { run, owner };
    } catch (error) {
      await this.leases.release(job.lease, owner).catch(() => undefined);
      throw error;
    }
  }

  private async work(run: SyncJobRun<Fixed, Progress>, owner: string): Promise<SyncStepResult<SyncJobRun<Fixed, Progress>>> {
    const { job } = this;
    const progress = progressOf(run);
    const save = async () => {
      const now = this.clock.now();
      if (!(await this.leases.renew(job.lease, owner, now, job.leaseTtlMs))) throw new LeaseLost();
      if (!(await job.runs.saveProgress(run.id, progress, now))) throw new LeaseLost();
    };
    const work = job.work(run, progress);
    try {
      for (;;) {
        if (this.stopping) return { outcome: 'stopped', run: await this.current(run) };
        if ((await work.step()) === 'done') return await this.end(run, owner, 'done', progress);
        await save();
      }
    } catch (error) {
      if (error instanceof LeaseLost) return { outcome: 'lease_lost', run: await this.current(run) };
      const stop = job.stopsOn(error, progress);
      if (stop === 'fail') return await this.end(run, owner, 'failed', progress);
      if (stop === undefined) throw error;
      try {
        await save();
      } catch (saveError) {
        if (saveError instanceof LeaseLost) return { outcome: 'lease_lost', run: await this.current(run) };
        throw saveError;
      }
      return { outcome: 'paused', run: await this.current(run) };
    } finally {
      await this.leases.release(job.lease, owner).catch(() => undefined);
    }
  }

  private async end(run: SyncJobRun<Fixed, Progress>, owner: string, status: 'done' | 'failed', progress: Progress): Promise<SyncStepResult<SyncJobRun<Fixed, Progress>>> {
    const now = this.clock.now();
    if (!(await this.leases.renew(this.job.lease, owner, now, this.job.leaseTtlMs))) return { outcome: 'lease_lost', run: await this.current(run) };
    if (!(await this.job.runs.finish(run.id, status, progress, now))) return { outcome: 'lease_lost', run: await this.current(run) };
    return { outcome: status, run: await this.current(run) };
  }

  private async current(run: SyncJobRun<Fixed, Progress>): Promise<SyncJobRun<Fixed, Progress>> {
    return (await this.job.runs.get(run.id)) ?? run;
  }
}

/** The run's saved progress as a working copy (its own errors array); the run's start fields come along unchanged. */
function progressOf<Fixed, Progress extends SyncCounts>(run: SyncJobRun<Fixed, Progress>): Progress {
  const { id: _id, status: _status, startedAt: _startedAt, finishedAt: _finishedAt, heartbeatAt: _heartbeatAt, ...progress } = run;
  return { ...progress, errors: [...run.errors] } as unknown as Progress;
}
