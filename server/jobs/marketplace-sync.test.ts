import type { SyncMarketplaceCatalogue, SyncStepResult } from '../../application/marketplace/sync-marketplace-catalogue';
import { InMemoryJobSchedules } from '../../application/shared/testing/in-memory-job-schedules';
import type { Logger } from '../logger';
import { MarketplaceSyncSchedule } from './marketplace-sync';

const RUN = {
  id: 7, kind: 'incremental' as const, status: 'done' as const, phase: 'scan' as const, cursorOffset: 0, updateTimeFrom: 1, updateTimeTo: 2,
  done: 3, total: 3, upserted: 2, removed: 1, itemFailures: 0, errors: [], startedAt: new Date(0), finishedAt: new Date(0), heartbeatAt: new Date(0),
};

function fakeSync(results: SyncStepResult[]) {
  const execute = jest.fn(async () => results.shift() ?? { outcome: 'busy' as const });
  const stop = jest.fn(async () => undefined);
  return { sync: { execute, stop } as unknown as SyncMarketplaceCatalogue, execute, stop };
}

describe('MarketplaceSyncSchedule', () => {
  const logged: string[] = [];
  const logger: Logger = { info: (message) => logged.push(message), error: (message) => logged.push(`error: ${message}`) };
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T08:00:00.000Z') });
    logged.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('runs the step every SHOPEE_SYNC_MINUTES, logs finished and paused runs, says when it fires next, and stops the worker on stop()', async () => {
    const { sync, execute, stop } = fakeSync([{ outcome: 'done', run: RUN }, { outcome: 'paused', run: { ...RUN, status: 'running', errors: ['SHOPEE_UNAVAILABLE at offset 0 (scan)'] } }]);
    const schedule = new MarketplaceSyncSchedule(30, new InMemoryJobSchedules());
    expect(schedule.nextRunAt()).toBeNull();
    schedule.start(sync, logger);
    expect(schedule.everyMinutes()).toBe(30);
    expect(schedule.nextRunAt()).toEqual(new Date('2026-11-28T08:30:00.000Z'));
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(schedule.nextRunAt()).toEqual(new Date('2026-11-28T09:00:00.000Z'));
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    await jest.advanceTimersByTimeAsync(30 * 60_000); // busy: nothing logged
    expect(execute).toHaveBeenCalledTimes(3);
    expect(logged).toEqual(['marketplace sync', 'error: marketplace sync needs attention']);
    await schedule.stop();
    expect(stop).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('0 minutes: off, no next run, the schedule never asked; stop() still stops a run staff started', async () => {
    const { sync, execute, stop } = fakeSync([]);
    const schedules = new InMemoryJobSchedules();
    const claim = jest.spyOn(schedules, 'claim');
    const schedule = new MarketplaceSyncSchedule(0, schedules);
    schedule.start(sync, logger);
    await jest.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(execute).not.toHaveBeenCalled();
    expect(claim).not.toHaveBeenCalled();
    expect(schedule.nextRunAt()).toBeNull();
    await schedule.stop();
    expect(stop).toHaveBeenCalled();
  });
});
