import type { ReconcilePayments, ReconcileReport } from '../../application/payments/reconcile-payments';
import { startPaymentReconciliation } from './payment-reconciliation';
import { fakeUseCase, jobTestLogger } from './testing/job-test-support';

const EMPTY: ReconcileReport = { queried: 0, paid: 0, timedOut: 0, unavailable: 0, skipped: 0, outcomes: [] };

function fakeReconcile(run: () => Promise<ReconcileReport>) {
  const { useCase: reconcile, execute } = fakeUseCase<ReconcilePayments, ReconcileReport>(run);
  return { reconcile, execute };
}

describe('startPaymentReconciliation', () => {
  const { logger, logged } = jobTestLogger();

  it('runs every interval with PAYMENT_TIMEOUT_MS, logs what it did and what needs a person, stops on stop()', async () => {
    const report: ReconcileReport = {
      ...EMPTY, queried: 2, paid: 1, timedOut: 1,
      outcomes: [{ merchantTradeNo: 'ORD12345678R1', outcome: { kind: 'amount_mismatch', orderId: 'ORD-12345678', expected: 10, received: 1, first: true } }],
    };
    const { reconcile, execute } = fakeReconcile(async () => report);
    const job = startPaymentReconciliation(reconcile, 60_000, 1_200_000, logger);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(execute).toHaveBeenCalledWith({ timeoutMs: 1_200_000 });
    expect(logged).toEqual(['payment reconciliation', 'error: payment reconciliation needs attention']);
    await job.stop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('0 disables it; a failed run is logged and the next tick tries again', async () => {
    const disabled = fakeReconcile(async () => EMPTY);
    await startPaymentReconciliation(disabled.reconcile, 0, 1, logger).stop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(disabled.execute).not.toHaveBeenCalled();

    let calls = 0;
    const { reconcile, execute } = fakeReconcile(async () => {
      calls += 1;
      if (calls === 1) throw new Error('db down');
      return EMPTY;
    });
    const job = startPaymentReconciliation(reconcile, 1000, 1, logger);
    await jest.advanceTimersByTimeAsync(2000);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(logged).toEqual(['error: payment reconciliation failed']);
    await job.stop();
  });
});
