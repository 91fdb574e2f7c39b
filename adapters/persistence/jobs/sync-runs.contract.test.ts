import type { SyncProgress, SyncRunStore } from '../../../application/marketplace/sync-run-store.port';
import type { ShopifySyncProgress, ShopifySyncRuns } from '../../../application/shopify/shopify-sync-runs.port';
import { MAX_SYNC_ERRORS } from '../../../application/sync/sync-runs.port';
import { InMemorySyncRuns } from '../../../application/sync/testing/in-memory-sync-runs';
import { describePortContract, fakeMaker, knexMakers, type PortMaker } from '../testing/port-contract';
import { KnexSyncRuns } from './knex-sync-runs';
import { MARKETPLACE_SYNC_RUNS, SHOPIFY_SYNC_RUNS_TABLE } from './sync-run-tables';

/**
 * The runs port of every sync job (application/sync/sync-runs.port.ts) on its fake, SQLite and MySQL, for each job's
 * table: the Shopee catalogue sync's (a start field, nullable and big numbers) and the Shopify stock sync's (a text cursor).
 */
const T0 = new Date('2026-11-28T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

/** Each test gets an empty runs table (the store's queries are about all runs: the newest running, the last done). */
const marketplaceMakers: PortMaker<SyncRunStore>[] = [
  fakeMaker(() => new InMemorySyncRuns()),
  ...knexMakers(async (knex) => {
    await knex(MARKETPLACE_SYNC_RUNS.table).delete();
    return new KnexSyncRuns(knex, MARKETPLACE_SYNC_RUNS);
  }),
];

const shopifyMakers: PortMaker<ShopifySyncRuns>[] = [
  fakeMaker(() => new InMemorySyncRuns()),
  ...knexMakers(async (knex) => {
    await knex(SHOPIFY_SYNC_RUNS_TABLE.table).delete();
    return new KnexSyncRuns(knex, SHOPIFY_SYNC_RUNS_TABLE);
  }),
];

const progress = (overrides: Partial<SyncProgress> = {}): SyncProgress => ({
  phase: 'scan', cursorOffset: 100, updateTimeFrom: null, updateTimeTo: 1_764_316_800, done: 100, total: 250,
  upserted: 98, removed: 0, itemFailures: 2, errors: ['item 1: broken', 'item 2: broken'], ...overrides,
});
const fresh = { cursorOffset: 0, done: 0, total: 0, upserted: 0, removed: 0, itemFailures: 0, errors: [] };

describePortContract<SyncRunStore>('SyncJobRuns (marketplace_sync_runs)', marketplaceMakers, (subject) => {
  it('creates a running run with its start, reads it back, and finds it as the running one', async () => {
    const run = await subject().create({ kind: 'full', phase: 'categories', updateTimeFrom: null, updateTimeTo: 1_764_316_800, ...fresh }, T0);
    const expected = {
      id: run.id, kind: 'full', status: 'running', phase: 'categories', cursorOffset: 0, updateTimeFrom: null, updateTimeTo: 1_764_316_800,
      done: 0, total: 0, upserted: 0, removed: 0, itemFailures: 0, errors: [], startedAt: T0, finishedAt: null, heartbeatAt: T0,
    };
    expect(run).toEqual(expected);
    expect(await subject().get(run.id)).toEqual(expected);
    expect(await subject().findRunning()).toEqual(expected);
    expect(await subject().get(run.id + 1000)).toBeNull();
    expect(await subject().lastFinished()).toBeNull();
    expect(await subject().lastFinished('done')).toBeNull();
  });

  it('saves progress and the heartbeat of a running run; keeps only the newest errors', async () => {
    const run = await subject().create({ kind: 'incremental', phase: 'scan', updateTimeFrom: 1_764_000_000, updateTimeTo: 1_764_316_800, ...fresh }, T0);
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
    const run = await subject().create({ kind: 'full', phase: 'categories', updateTimeFrom: null, updateTimeTo: 1_764_316_800, ...fresh }, T0);
    expect(await subject().finish(run.id, 'done', progress({ phase: 'catch_up' }), at(2 * MINUTE))).toBe(true);
    const finished = await subject().get(run.id);
    expect(finished).toMatchObject({ status: 'done', phase: 'catch_up', finishedAt: at(2 * MINUTE), heartbeatAt: at(2 * MINUTE), done: 100 });
    expect(await subject().finish(run.id, 'failed', progress(), at(3 * MINUTE))).toBe(false);
    expect(await subject().saveProgress(run.id, progress({ done: 5 }), at(3 * MINUTE))).toBe(false);
    expect(await subject().get(run.id)).toEqual(finished);
    expect(await subject().findRunning()).toBeNull();
  });

  it('answers the newest running, finished and successful run (started as asked when asked)', async () => {
    const make = (kind: 'full' | 'incremental', minute: number) =>
      subject().create({ kind, phase: 'scan', updateTimeFrom: null, updateTimeTo: 1_764_316_800 + minute, ...fresh }, at(minute * MINUTE));
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
    expect((await subject().lastFinished('failed', { kind: 'full' }))).toBeNull();
    expect((await subject().lastFinished('done'))?.id).toBe(incremental.id);
    expect((await subject().lastFinished('done', { kind: 'full' }))?.id).toBe(full.id);
    expect((await subject().lastFinished('done', { kind: 'incremental' }))?.id).toBe(incremental.id);
    expect(older.status).toBe('running');
  });
});

const stock = (overrides: Partial<ShopifySyncProgress> = {}): ShopifySyncProgress => ({
  cursor: 'eyJsYXN0X2lkIjo3fQ==', done: 120, total: 121, created: 100, updated: 18, conflicts: 3, itemFailures: 2,
  errors: ['variant 7: broken', 'variant 9: broken'], ...overrides,
});
const firstPage = { cursor: null, done: 0, created: 0, updated: 0, conflicts: 0, itemFailures: 0, errors: [] };

describePortContract<ShopifySyncRuns>('SyncJobRuns (shopify_sync_runs)', shopifyMakers, (subject) => {
  it('creates a running run from the first page with its estimate, reads it back, and finds it as the running one', async () => {
    const run = await subject().create({ ...firstPage, total: 340 }, T0);
    const expected = {
      id: run.id, status: 'running', cursor: null, done: 0, total: 340, created: 0, updated: 0, conflicts: 0, itemFailures: 0, errors: [],
      startedAt: T0, finishedAt: null, heartbeatAt: T0,
    };
    expect(run).toEqual(expected);
    expect(await subject().get(run.id)).toEqual(expected);
    expect(await subject().findRunning()).toEqual(expected);
    expect(await subject().lastFinished()).toBeNull();
  });

  it('saves the cursor, the counts and the heartbeat of a running run; keeps only the newest errors', async () => {
    const run = await subject().create({ ...firstPage, total: 0 }, T0);
    const errors = Array.from({ length: MAX_SYNC_ERRORS + 1 }, (_, index) => `variant ${index}: broken`);
    expect(await subject().saveProgress(run.id, stock({ errors }), at(MINUTE))).toBe(true);
    expect(await subject().get(run.id)).toEqual({ ...run, ...stock(), errors: errors.slice(1), heartbeatAt: at(MINUTE) });
  });

  it('finishes a run once; a finished run takes no more progress and is the newest finished of its status', async () => {
    const done = await subject().create({ ...firstPage, total: 0 }, T0);
    expect(await subject().finish(done.id, 'done', stock({ cursor: null, total: 120 }), at(MINUTE))).toBe(true);
    expect(await subject().finish(done.id, 'failed', stock(), at(2 * MINUTE))).toBe(false);
    expect(await subject().saveProgress(done.id, stock({ done: 1 }), at(2 * MINUTE))).toBe(false);
    const failed = await subject().create({ ...firstPage, total: 120 }, at(3 * MINUTE));
    expect(await subject().finish(failed.id, 'failed', stock({ errors: ['SHOPIFY_NOT_CONNECTED: the connection needs staff'] }), at(4 * MINUTE))).toBe(true);
    const running = await subject().create({ ...firstPage, total: 120 }, at(5 * MINUTE));

    expect(await subject().get(done.id)).toMatchObject({ status: 'done', cursor: null, done: 120, total: 120, finishedAt: at(MINUTE), heartbeatAt: at(MINUTE) });
    expect((await subject().findRunning())?.id).toBe(running.id);
    expect((await subject().lastFinished())?.id).toBe(failed.id);
    expect((await subject().lastFinished('done'))?.id).toBe(done.id);
    expect((await subject().lastFinished('failed'))?.errors).toEqual(['SHOPIFY_NOT_CONNECTED: the connection needs staff']);
  });
});
