import type { SweepExpiredReservations } from '../../application/cart/sweep-expired-reservations';
import type { Logger } from '../logger';

export interface ReservationSweepJob {
  /** Stops the timer and waits for a sweep in progress, so close() never destroys the pool under it. */
  stop(): Promise<void>;
}

/**
 * Runs SweepExpiredReservations every `intervalMs` (RESERVATION_SWEEP_MS, default 60 s; 0 disables it).
 *
 * Every server process runs its own sweep and nothing coordinates them, on purpose: the sweep is a single
 * UPDATE whose WHERE (unreleased, unconfirmed, expires_at <= now) is the whole decision, so two processes
 * sweeping at once either touch disjoint rows or write the same values (released_at = the row's own
 * expires_at) to the same row, and a row swept once no longer matches. No lock table, no leader election.
 * Availability never waits for the sweep (expired holds stop counting at once), so a late or failed sweep
 * only delays bookkeeping; a failure is logged and the next tick tries again.
 */
export function startReservationSweep(sweep: SweepExpiredReservations, intervalMs: number, logger: Logger): ReservationSweepJob {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const tick = () => {
    // A slow sweep is not stacked with the next tick.
    if (running) return;
    running = sweep.execute().then(
      (count) => {
        if (count > 0) logger.info('reservations expired', { count });
      },
      (error: unknown) => logger.error('reservation sweep failed', { error: error instanceof Error ? error.message : String(error) }),
    ).finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, intervalMs);
  // The job must never keep a process alive on its own (tests, a server being shut down).
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
