import type { ReconcilePayments, ReconcileReport } from '../../application/payments/reconcile-payments';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

export type PaymentReconciliationJob = PeriodicJob;

/** Logs what a reconciliation run did; the outcomes that need a person are errors. */
export function logReconcileReport(report: ReconcileReport, logger: Logger): void {
  const { queried, paid, timedOut, unavailable, skipped } = report;
  if (queried + timedOut + unavailable + skipped > 0) logger.info('payment reconciliation', { queried, paid, timedOut, unavailable, skipped });
  for (const { merchantTradeNo, outcome } of report.outcomes) {
    if (outcome.kind === 'amount_mismatch' || outcome.kind === 'conflicting' || (outcome.kind === 'recorded' && outcome.duplicatePayment)) {
      logger.error('payment reconciliation needs attention', { merchantTradeNo, ...outcome });
    }
  }
}

/**
 * Runs ReconcilePayments every `intervalMs` (RECONCILE_EVERY_MS, default 60 s; 0 disables it) with
 * PAYMENT_TIMEOUT_MS. Every server process runs its own job; the claim of each attempt (a conditional
 * UPDATE, docs/decisions.md decision 7) makes exactly one process ask the provider about it. A failed run
 * is logged and the next tick tries again; a slow run is never overlapped by the next tick.
 */
export function startPaymentReconciliation(
  reconcile: ReconcilePayments, intervalMs: number, timeoutMs: number, logger: Logger,
): PaymentReconciliationJob {
  return startPeriodicJob('payment reconciliation', intervalMs, async () => {
    logReconcileReport(await reconcile.execute({ timeoutMs }), logger);
  }, logger);
}
