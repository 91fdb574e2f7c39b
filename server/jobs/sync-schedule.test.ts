import { KnexJobSchedules } from '../../adapters/persistence/jobs/knex-job-schedules';
import { InMemoryJobSchedules } from '../../application/shared/testing/in-memory-job-schedules';
import { openTwoKnexInstances, type TwoKnexInstances } from '../../adapters/persistence/testing/two-knex-instances';
import { databasesUnderTest } from '../../test/support/databases';
import type { Logger } from '../logger';
import { PeriodicSyncSchedule, schedulePollMs } from './sync-schedule';

/**
 * Issue 23: with two processes the syncs ran once per process per interval (64 and 63 runs in 32 minutes at a
 * 1-minute schedule). Two processes here are two schedules on two knex instances of one database (the real claim
 * in job_schedules), with a 1.2-second interval instead of a minute: they must run the job once per interval.
 */
const INTERVAL_MINUTES = 0.02;
const INTERVAL_MS = INTERVAL_MINUTES * 60_000;
const INTERVALS = 4;
const quiet: Logger = { info: () => undefined, error: () => undefined };

describe.each(databasesUnderTest)('the sync schedule shared by two processes on $name', (db) => {
  let databases: TwoKnexInstances;

  beforeAll(async () => {
    databases = await openTwoKnexInstances(db, 'sync-schedule-');
  });
  afterAll(() => databases.close());

  it('runs the job once per interval, not once per process per interval', async () => {
    const runs: Array<{ process: string; at: number }> = [];
    const step = (process: string) => ({
      execute: async () => {
        runs.push({ process, at: Date.now() });
        return 'done';
      },
      stop: async () => undefined,
    });
    const schedules = [databases.first, databases.second].map((knex) => (
      new PeriodicSyncSchedule<string>('shopify sync', INTERVAL_MINUTES, () => undefined, new KnexJobSchedules(knex))
    ));
    const startedAt = Date.now();
    schedules.forEach((schedule, index) => schedule.start(step(`process-${index}`), quiet));
    await new Promise((resolve) => setTimeout(resolve, INTERVALS * INTERVAL_MS + INTERVAL_MS / 2));
    // Both processes show staff the same next run: the shared due time.
    expect(schedules[0].nextRunAt()).toEqual(schedules[1].nextRunAt());
    await Promise.all(schedules.map((schedule) => schedule.stop()));

    // One per interval: due at 1.2, 2.4, 3.6 and 4.8 s, each found by the first poll after it (every 300 ms).
    expect(runs).toHaveLength(INTERVALS);
    runs.forEach(({ at }, index) => {
      expect(at - startedAt).toBeGreaterThanOrEqual((index + 1) * INTERVAL_MS);
      expect(at - startedAt).toBeLessThan((index + 1) * INTERVAL_MS + schedulePollMs(INTERVAL_MS) + 250);
    });
  }, 20_000);
});

describe('PeriodicSyncSchedule on one process', () => {
  const logged: string[] = [];
  const logger: Logger = { info: (message) => logged.push(message), error: (message) => logged.push(`error: ${message}`) };
  const logStep = (result: string, log: Logger) => log.info(result);
  function fakeSync(results: string[]) {
    const execute = jest.fn(async () => results.shift() ?? 'busy');
    const stop = jest.fn(async () => undefined);
    return { sync: { execute, stop }, execute, stop };
  }
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T08:00:00.000Z') });
    logged.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('runs the step every `minutes`, logs each result, says when it fires next, and stops the worker on stop()', async () => {
    const { sync, execute, stop } = fakeSync(['done', 'paused']);
    const schedule = new PeriodicSyncSchedule<string>('marketplace sync', 30, logStep, new InMemoryJobSchedules());
    expect(schedule.nextRunAt()).toBeNull();
    schedule.start(sync, logger);
    expect(schedule.everyMinutes()).toBe(30);
    expect(schedule.nextRunAt()).toEqual(new Date('2026-11-28T08:30:00.000Z'));
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(schedule.nextRunAt()).toEqual(new Date('2026-11-28T09:00:00.000Z'));
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(logged).toEqual(['done', 'paused']);
    await schedule.stop();
    expect(stop).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('0 minutes: off, no next run, the schedule never asked; stop() still stops a run staff started', async () => {
    const { sync, execute, stop } = fakeSync([]);
    const schedules = new InMemoryJobSchedules();
    const claim = jest.spyOn(schedules, 'claim');
    const schedule = new PeriodicSyncSchedule<string>('shopify sync', 0, logStep, schedules);
    schedule.start(sync, logger);
    await jest.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(execute).not.toHaveBeenCalled();
    expect(claim).not.toHaveBeenCalled();
    expect(schedule.nextRunAt()).toBeNull();
    await schedule.stop();
    expect(stop).toHaveBeenCalled();
  });
});
