import type { Knex } from 'knex';
import { MAX_SYNC_ERRORS, type JobLeases, type SyncProgress, type SyncRunStore } from '../../../application/marketplace/sync-run-store.port';
import { InMemoryJobLeases } from '../../../application/marketplace/testing/in-memory-job-leases';
import { InMemorySyncRunStore } from '../../../application/marketplace/testing/in-memory-sync-run-store';
import { databasesUnderTest } from '../testing/databases-under-test';
import { openTwoKnexInstances } from '../testing/two-knex-instances';
import { describePortContract, fakeMaker, knexMakers, unique, type PortMaker } from '../testing/port-contract';
import { KnexJobLeases } from './knex-job-leases';
import { KnexSyncRunStore } from './knex-sync-run-store';

/** The sync job's ports (application/marketplace/sync-run-store.port.ts) on their fakes, SQLite and MySQL. */
const T0 = new Date('2026-11-28T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

/** Each test gets an empty runs table (the store's queries are about all runs: the newest running, the last done). */
const runStoreMakers: PortMaker<SyncRunStore>[] = [
  fakeMaker(() => new InMemorySyncRunStore()),
  ...knexMakers(async (knex) => {
    await knex('marketplace_sync_runs').delete();
    return new KnexSyncRunStore(knex);
  }),
];

const progress = (overrides: Partial<SyncProgress> = {}): SyncProgress => ({
  phase: 'scan', cursorOffset: 100, updateTimeFrom: null, updateTimeTo: 1_764_316_800, done: 100, total: 250,
  upserted: 98, removed: 0, itemFailures: 2, errors: ['item 1: broken', 'item 2: broken'], ...overrides,
});

describePortContract<SyncRunStore>('SyncRunStore', runStoreMakers, (subject) => {
  it('creates a running run with zero counts, reads it back, and finds it as the running one', async () => {
    const run = await subject().create({ kind: 'full', phase: 'categories', updateTimeFrom: null, updateTimeTo: 1_764_316_800, startedAt: T0 });
    const expected = {
      id: run.id, kind: 'full', status: 'running', phase: 'categories', cursorOffset: 0, updateTimeFrom: null, updateTimeTo: 1_764_316_800,
      done: 0, total: 0, upserted: 0, removed: 0, itemFailures: 0, errors: [], startedAt: T0, finishedAt: null, heartbeatAt: T0,
    };
    expect(run).toEqual(expected);
    expect(await subject().get(run.id)).toEqual(expected);
    expect(await subject().findRunning()).toEqual(expected);
    expect(await subject().get(run.id + 1000)).toBeNull();
    expect(await subject().lastFinished()).toBeNull();
    expect(await subject().lastSuccessful()).toBeNull();
  });

  it('saves progress and the heartbeat of a running run; keeps only the newest errors', async () => {
    const run = await subject().create({ kind: 'incremental', phase: 'scan', updateTimeFrom: 1_764_000_000, updateTimeTo: 1_764_316_800, startedAt: T0 });
    const errors = Array.from({ length: MAX_SYNC_ERRORS + 5 }, (_, index) => `error ${index + 1}`);
    expect(await subject().saveProgress(run.id, progress({ errors, updateTimeFrom: 1_764_000_000 }), at(MINUTE))).toBe(true);
    const saved = await subject().get(run.id);
    expect(saved).toEqual({
      ...run, ...progress({ updateTimeFrom: 1_764_000_000 }), errors: errors.slice(5), heartbeatAt: at(MINUTE),
    });
    expect(saved?.errors).toHaveLength(MAX_SYNC_ERRORS);
    expect(saved?.errors[0]).toBe('error 6');
  });

  it('finishes a run once: done or failed, with its finish time; a finished run takes no more progress', async () => {
    const run = await subject().create({ kind: 'full', phase: 'categories', updateTimeFrom: null, updateTimeTo: 1_764_316_800, startedAt: T0 });
    expect(await subject().finish(run.id, 'done', progress({ phase: 'catch_up' }), at(2 * MINUTE))).toBe(true);
    const finished = await subject().get(run.id);
    expect(finished).toMatchObject({ status: 'done', phase: 'catch_up', finishedAt: at(2 * MINUTE), heartbeatAt: at(2 * MINUTE), done: 100 });
    expect(await subject().finish(run.id, 'failed', progress(), at(3 * MINUTE))).toBe(false);
    expect(await subject().saveProgress(run.id, progress({ done: 5 }), at(3 * MINUTE))).toBe(false);
    expect(await subject().get(run.id)).toEqual(finished);
    expect(await subject().findRunning()).toBeNull();
  });

  it('answers the newest running, finished and successful run (of a kind when asked)', async () => {
    const make = (kind: 'full' | 'incremental', minute: number) =>
      subject().create({ kind, phase: 'scan', updateTimeFrom: null, updateTimeTo: 1_764_316_800 + minute, startedAt: at(minute * MINUTE) });
    const full = await make('full', 0);
    await subject().finish(full.id, 'done', progress(), at(MINUTE));
    const incremental = await make('incremental', 2);
    await subject().finish(incremental.id, 'done', progress(), at(3 * MINUTE));
    const failed = await make('incremental', 4);
    await subject().finish(failed.id, 'failed', progress({ errors: ['SHOPEE_REAUTHORIZE'] }), at(5 * MINUTE));
    const older = await make('incremental', 6);
    const running = await make('full', 7);

    expect((await subject().findRunning())?.id).toBe(running.id);
    expect((await subject().lastFinished())?.id).toBe(failed.id);
    expect((await subject().lastSuccessful())?.id).toBe(incremental.id);
    expect((await subject().lastSuccessful('full'))?.id).toBe(full.id);
    expect((await subject().lastSuccessful('incremental'))?.id).toBe(incremental.id);
    expect(older.status).toBe('running');
  });
});

describePortContract<JobLeases>('JobLeases', [
  fakeMaker(() => new InMemoryJobLeases()),
  ...knexMakers((knex) => new KnexJobLeases(knex)),
], (subject) => {
  const leaseName = () => `test-lease-${unique()}`;

  it('gives a free lease to the first owner only, until it lapses; then to the next one', async () => {
    const name = leaseName();
    expect(await subject().holder(name, T0)).toBeNull();
    expect(await subject().acquire(name, 'worker-a', T0, MINUTE)).toBe(true);
    expect(await subject().holder(name, T0)).toBe('worker-a');
    expect(await subject().acquire(name, 'worker-b', at(30_000), MINUTE)).toBe(false);
    expect(await subject().acquire(name, 'worker-b', at(MINUTE), MINUTE)).toBe(false); // expires_at = now: still held
    expect(await subject().holder(name, at(MINUTE + 1))).toBeNull();
    expect(await subject().acquire(name, 'worker-b', at(MINUTE + 1), MINUTE)).toBe(true);
    expect(await subject().holder(name, at(MINUTE + 1))).toBe('worker-b');
  });

  it('lets its owner acquire it again (extending it) and renew it; nobody else can renew it', async () => {
    const name = leaseName();
    await subject().acquire(name, 'worker-a', T0, MINUTE);
    expect(await subject().acquire(name, 'worker-a', T0, MINUTE)).toBe(true); // the very same row values: still a win
    expect(await subject().renew(name, 'worker-a', at(50_000), MINUTE)).toBe(true);
    expect(await subject().holder(name, at(100_000))).toBe('worker-a'); // renewed to 110 s
    expect(await subject().renew(name, 'worker-b', at(50_000), MINUTE)).toBe(false);
    expect(await subject().holder(name, at(100_000))).toBe('worker-a');
    expect(await subject().renew(leaseName(), 'worker-a', T0, MINUTE)).toBe(false);
  });

  it('a worker that lost its lapsed lease to another can neither renew nor release it', async () => {
    const name = leaseName();
    await subject().acquire(name, 'worker-a', T0, MINUTE);
    expect(await subject().acquire(name, 'worker-b', at(2 * MINUTE), MINUTE)).toBe(true);
    expect(await subject().renew(name, 'worker-a', at(2 * MINUTE), MINUTE)).toBe(false);
    await subject().release(name, 'worker-a');
    expect(await subject().holder(name, at(2 * MINUTE))).toBe('worker-b');
    await subject().release(name, 'worker-b');
    expect(await subject().holder(name, at(2 * MINUTE))).toBeNull();
    expect(await subject().acquire(name, 'worker-c', at(2 * MINUTE), MINUTE)).toBe(true);
  });
});

/**
 * Two processes: two knex instances (two connection pools) on one database, SQLite file or MySQL, racing
 * for the same lease. Exactly one of every contender wins, for a free name and for a lapsed one.
 */
describe.each(databasesUnderTest)('JobLeases across two knex instances on $name', (db) => {
  let first: Knex;
  let second: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await openTwoKnexInstances(db, 'job-leases-'));
  });
  afterAll(() => close());

  async function race(name: string, now: Date): Promise<string[]> {
    const contenders = Array.from({ length: 12 }, (_, index) => ({
      owner: `process-${index % 2 === 0 ? 'one' : 'two'}-worker-${index}`,
      leases: new KnexJobLeases(index % 2 === 0 ? first : second),
    }));
    const results = await Promise.all(contenders.map(({ owner, leases }) => leases.acquire(name, owner, now, MINUTE)));
    return contenders.filter((_, index) => results[index]).map(({ owner }) => owner);
  }

  it('a free lease: exactly one contender wins, and both processes see that winner', async () => {
    const name = `race-free-${unique()}`;
    const winners = await race(name, T0);
    expect(winners).toHaveLength(1);
    expect(await new KnexJobLeases(first).holder(name, T0)).toBe(winners[0]);
    expect(await new KnexJobLeases(second).holder(name, T0)).toBe(winners[0]);
  });

  it('a lapsed lease: exactly one contender takes it over', async () => {
    const name = `race-lapsed-${unique()}`;
    expect(await new KnexJobLeases(first).acquire(name, 'crashed-worker', T0, MINUTE)).toBe(true);
    const winners = await race(name, at(5 * MINUTE));
    expect(winners).toHaveLength(1);
    expect(winners[0]).not.toBe('crashed-worker');
    expect(await new KnexJobLeases(second).holder(name, at(5 * MINUTE))).toBe(winners[0]);
  });
});
