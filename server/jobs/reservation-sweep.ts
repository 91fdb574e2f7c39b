import type { SweepExpiredReservations } from '../../application/cart/sweep-expired-reservations';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

export type ReservationSweepJob = PeriodicJob;

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
  return startPeriodicJob('reservation sweep', intervalMs, async () => {
    const count = await sweep.execute();
    if (count > 0) logger.info('reservations expired', { count });
  }, logger);
}
