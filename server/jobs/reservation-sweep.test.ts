import type { SweepExpiredReservations } from '../../application/cart/sweep-expired-reservations';
import { startReservationSweep } from './reservation-sweep';
import { fakeUseCase, jobTestLogger } from './testing/job-test-support';

function fakeSweep(run: () => Promise<number>) {
  const { useCase: sweep, execute } = fakeUseCase<SweepExpiredReservations, number>(run);
  return { sweep, execute };
}

describe('startReservationSweep', () => {
  const { logger, logged } = jobTestLogger();

  it('sweeps every interval and stops on stop()', async () => {
    const { sweep, execute } = fakeSweep(async () => 2);
    const job = startReservationSweep(sweep, 60_000, logger);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(logged).toEqual(['reservations expired', 'reservations expired']);
    await job.stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('0 disables it', async () => {
    const { sweep, execute } = fakeSweep(async () => 0);
    const job = startReservationSweep(sweep, 0, logger);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(execute).not.toHaveBeenCalled();
    await job.stop();
  });

  it('logs a failure and tries again at the next tick; never overlaps a slow sweep', async () => {
    let finish: (n: number) => void = () => undefined;
    const { sweep, execute } = fakeSweep(() => new Promise<number>((resolve, reject) => {
      if (execute.mock.calls.length === 1) reject(new Error('db down'));
      else finish = resolve;
    }));
    const job = startReservationSweep(sweep, 1000, logger);
    await jest.advanceTimersByTimeAsync(1000);
    expect(logged).toEqual(['error: reservation sweep failed']);
    await jest.advanceTimersByTimeAsync(3000); // second call hangs; ticks 3 and 4 are skipped
    expect(execute).toHaveBeenCalledTimes(2);
    const stopped = job.stop();
    finish(0);
    await stopped;
  });
});
