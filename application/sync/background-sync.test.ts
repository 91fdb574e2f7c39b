import { ConflictError } from '../errors';
import { FakeClock } from '../shared/testing/fake-clock';
import { InMemoryConnectionStore } from '../shared/testing/in-memory-connection-store';
import { InMemoryJobLeases } from '../shared/testing/in-memory-job-leases';
import { BackgroundSync } from './background-sync';
import type { SyncJob } from './sync-job';
import type { SyncCounts, SyncJobRun } from './sync-runs.port';
import { InMemorySyncRuns } from './testing/in-memory-sync-runs';

/** A job of three pages; a test makes a page throw (failAt) or do something first (beforePage). */
interface Progress extends SyncCounts {
  page: number;
}
type Start = { mode: 'a' | 'b' };

const T0 = '2026-11-28T08:00:00.000Z';
const PAGES = 3;

function setUp() {
  const clock = new FakeClock(T0);
  const runs = new InMemorySyncRuns<Start, Progress>();
  const leases = new InMemoryJobLeases();
  const connections = new InMemoryConnectionStore<{ status: 'connected' | 'reauthorize' }>({ status: 'connected' });
  const pagesWorked: number[] = [];
  let failAt: { page: number; error: Error } | null = null;
  const hooks = new Map<number, () => Promise<void>>();
  const job: SyncJob<Start, Progress, Start> = {
    name: 'test sync', lease: 'test-sync', leaseTtlMs: 60_000, runs, connections, notConnected: 'SHOPIFY_NOT_CONNECTED',
    supersedes: (run, request) => (request && request.mode !== run.mode ? `SUPERSEDED by ${request.mode}` : null),
    start: async (request) => ({ mode: request?.mode ?? 'a', page: 0, done: 0, total: PAGES, itemFailures: 0, errors: [] }),
    work: (_run, progress) => ({
      step: async () => {
        await hooks.get(progress.page)?.();
        if (failAt?.page === progress.page) throw failAt.error;
        pagesWorked.push(progress.page);
        progress.page += 1;
        progress.done += 1;
        return progress.page === PAGES ? 'done' : 'more';
      },
    }),
    stopsOn: (error, progress) => {
      const message = error instanceof Error ? error.message : '';
      if (message === 'down') {
        progress.errors.push(`down at page ${progress.page}`);
        return 'pause';
      }
      if (message === 'refused') {
        progress.errors.push('refused');
        return 'fail';
      }
      return undefined;
    },
  };
  const sync = () => new BackgroundSync(job, leases, clock, { info: () => undefined, error: () => undefined });
  return { clock, runs, leases, connections, pagesWorked, sync, failAt: (page: number, message: string) => { failAt = { page, error: new Error(message) }; }, recover: () => { failAt = null; },
    beforePage: (page: number, hook: () => Promise<void>) => { hooks.set(page, hook); },
  };
}

const outcome = (result: { outcome: string; run?: SyncJobRun<Start, Progress> }) => [result.outcome, result.run?.status, result.run?.page, result.run?.errors];

describe('BackgroundSync, the runner of every sync', () => {
  it('works every page of a new run, saving after each, and gives the lease back', async () => {
    const shop = setUp();
    expect(outcome(await shop.sync().execute())).toEqual(['done', 'done', 3, []]);
    expect(shop.pagesWorked).toEqual([0, 1, 2]);
    expect(await shop.leases.holder('test-sync', shop.clock.now())).toBeNull();
  });

  it('pauses on what the job says is an outage (the run stays running at its last page) and the next step resumes it', async () => {
    const shop = setUp();
    shop.failAt(1, 'down');
    expect(outcome(await shop.sync().execute())).toEqual(['paused', 'running', 1, ['down at page 1']]);
    shop.recover();
    expect(outcome(await shop.sync().execute())).toEqual(['done', 'done', 3, ['down at page 1']]);
    expect(shop.pagesWorked).toEqual([0, 1, 2]);
    expect(shop.runs.all()).toHaveLength(1);
  });

  it('fails the run on what the job says needs staff; an error it does not know is thrown with the run left at its last save', async () => {
    const shop = setUp();
    shop.failAt(2, 'refused');
    expect(outcome(await shop.sync().execute())).toEqual(['failed', 'failed', 2, ['refused']]);
    shop.failAt(1, 'the database went away');
    await expect(shop.sync().execute()).rejects.toThrow('the database went away');
    expect(await shop.runs.findRunning()).toMatchObject({ page: 1, status: 'running' });
    expect(await shop.leases.holder('test-sync', shop.clock.now())).toBeNull();
  });

  it('a request the job says supersedes the running run ends it as failed and starts another', async () => {
    const shop = setUp();
    shop.failAt(1, 'down');
    await shop.sync().execute({ mode: 'a' });
    shop.recover();
    expect(outcome(await shop.sync().execute({ mode: 'b' }))).toEqual(['done', 'done', 3, []]);
    expect(shop.runs.all().map((run) => [run.mode, run.status, run.errors.at(-1)])).toEqual([['a', 'failed', 'SUPERSEDED by b'], ['b', 'done', undefined]]);
  });

  it('busy while another worker holds the lease; not connected without a connected shop; startNow says both as conflicts', async () => {
    const shop = setUp();
    await shop.leases.acquire('test-sync', 'another-process', shop.clock.now(), 60_000);
    expect(await shop.sync().execute()).toEqual({ outcome: 'busy' });
    await expect(shop.sync().startNow()).rejects.toEqual(new ConflictError('SYNC_ALREADY_RUNNING', 'SYNC_ALREADY_RUNNING'));
    await shop.leases.release('test-sync', 'another-process');
    await shop.connections.save({ status: 'reauthorize' });
    expect(await shop.sync().execute()).toEqual({ outcome: 'not_connected' });
    await expect(shop.sync().startNow()).rejects.toMatchObject({ code: 'SHOPIFY_NOT_CONNECTED', kind: 'conflict' });
    expect(await shop.leases.holder('test-sync', shop.clock.now())).toBeNull();
    expect(shop.runs.all()).toHaveLength(0);
  });

  it('a worker whose lease was taken over writes nothing more and says lease_lost', async () => {
    const shop = setUp();
    shop.beforePage(0, async () => {
      // The worker stalls past its lease; another process takes the lapsed lease over.
      shop.clock.advance(60_001);
      await shop.leases.acquire('test-sync', 'another-process', shop.clock.now(), 60_000);
    });
    expect(outcome(await shop.sync().execute())).toEqual(['lease_lost', 'running', 0, []]);
    expect(shop.pagesWorked).toEqual([0]);
    expect(await shop.leases.holder('test-sync', shop.clock.now())).toBe('another-process');
  });
});
