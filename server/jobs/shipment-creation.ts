import type { RunShipmentCreation, ShipmentCreationReport } from '../../application/shipping/run-shipment-creation';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

export type ShipmentCreationJob = PeriodicJob;

/** Logs what a run did; a shipment that failed for good needs a person (it is listed to staff too). */
export function logShipmentReport(report: ShipmentCreationReport, logger: Logger): void {
  const created = report.outcomes.filter(({ outcome }) => outcome.kind === 'created').length;
  const retrying = report.outcomes.filter(({ outcome }) => outcome.kind === 'retry_later').length;
  if (report.enqueued + report.healed + report.outcomes.length > 0) {
    logger.info('shipment creation', { enqueued: report.enqueued, healed: report.healed, created, retrying });
  }
  for (const { orderId, outcome } of report.outcomes) {
    if (outcome.kind === 'failed') logger.error('shipment creation failed: staff must act', { orderId, error: outcome.error });
  }
}

/**
 * Runs RunShipmentCreation every `intervalMs` (SHIPMENT_JOB_EVERY_MS, default 30 s; 0 disables it). Every server
 * process runs its own job: the shipments row per order (UNIQUE(order_id)) and the claim of each row (a
 * conditional UPDATE) make exactly one process call ECPay for a shipment, so no lease is needed. A failed run is
 * logged and the next tick tries again; a slow run is never overlapped by the next tick.
 */
export function startShipmentCreation(run: RunShipmentCreation, intervalMs: number, logger: Logger): ShipmentCreationJob {
  return startPeriodicJob('shipment creation', intervalMs, async () => {
    logShipmentReport(await run.execute(), logger);
  }, logger);
}
