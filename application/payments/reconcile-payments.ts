import { inject, injectable } from 'inversify';
import { CLAIMED_ATTEMPT_STATUS } from '../../domain/orders/payment-attempt';
import { ProviderUnavailableError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttempt, type PaymentAttemptStore } from './payment-attempt-store.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port';
import { MESSAGES } from '../../domain/messages';
import { RecordPaymentResult, type RecordOutcome } from './record-payment-result';
import { SettleOrderPayment } from './settle-order-payment';

export interface ReconcileOptions {
  /** PAYMENT_TIMEOUT_MS: an attempt unanswered this long is asked about. */
  timeoutMs: number;
  /** At most this many orders per run (default 50); the rest wait for the next run. */
  limit?: number;
}

export interface ReconcileReport {
  /** Attempts this run claimed and asked the provider about. */
  queried: number;
  paid: number;
  timedOut: number;
  /** Provider unavailable: the claim was given back for the next run. */
  unavailable: number;
  /** Attempts another process had claimed first. */
  skipped: number;
  /** Paid answers that were not applied as paid (amount mismatch, conflicting record): see outcomes. */
  outcomes: Array<{ merchantTradeNo: string; outcome: RecordOutcome }>;
}

/** A claim older than this is a crashed run's: another run may take it over. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * The payment reconciliation (docs/decisions.md, decision 7): for PENDING_PAYMENT orders whose latest
 * attempt has had no answer for PAYMENT_TIMEOUT_MS, ask the provider (QueryTradeInfo):
 * - paid -> exactly the notification's path (RecordPaymentResult: amount check, attempt 'paid', order PAID);
 * - not paid (unpaid, failed, or a trade the provider never saw) -> attempt 'timeout', then the order is
 *   settled (PAYMENT_TIMEOUT when that attempt is still its latest and nothing is paid);
 * - provider unavailable -> the attempt goes back to 'pending' for the next run.
 * A PENDING_PAYMENT order without an open attempt (never prepared) is settled with `expire`: it times out
 * unless, under the order's lock, an attempt is open again (a retry) or paid.
 *
 * Safe on several processes: each attempt is CLAIMED with a conditional update ('pending' -> 'reconciling';
 * only the run whose update hit the row asks the provider), every later move is conditional too, and the
 * order's settlement is idempotent.
 */
@injectable()
export class ReconcilePayments {
  constructor(
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(RecordPaymentResult) private readonly record: RecordPaymentResult,
    @inject(SettleOrderPayment) private readonly settle: SettleOrderPayment,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ timeoutMs, limit = 50 }: ReconcileOptions): Promise<ReconcileReport> {
    const report: ReconcileReport = { queried: 0, paid: 0, timedOut: 0, unavailable: 0, skipped: 0, outcomes: [] };
    const now = this.clock.now();
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
    const candidates = await this.attempts.listReconcilable(new Date(now.getTime() - timeoutMs), staleBefore, limit);
    for (const candidate of candidates) {
      if (candidate.kind === 'expire') {
        if (await this.timedOut(candidate.orderId, true)) report.timedOut += 1;
        continue;
      }
      const { attempt } = candidate;
      if (!(await this.attempts.moveAttempt(attempt.id, CLAIMED_ATTEMPT_STATUS, this.clock.now(), undefined, staleBefore))) {
        report.skipped += 1;
        continue;
      }
      report.queried += 1;
      await this.reconcile(attempt, report);
    }
    return report;
  }

  private async reconcile(attempt: PaymentAttempt, report: ReconcileReport): Promise<void> {
    let answer;
    try {
      answer = await this.gateway.queryTrade(attempt.merchantTradeNo);
    } catch (error) {
      await this.attempts.moveAttempt(attempt.id, 'pending', this.clock.now());
      if (error instanceof ProviderUnavailableError) {
        report.unavailable += 1;
        return;
      }
      throw error;
    }
    if (answer.status === 'paid') {
      const outcome = await this.record.execute({
        merchantTradeNo: attempt.merchantTradeNo, succeeded: true, rtnCode: 1, rtnMsg: MESSAGES.PAID_CONFIRMED_BY_QUERY,
        providerTradeNo: answer.tradeNo, tradeAmt: answer.tradeAmt, paidAt: null, simulatePaid: false, source: 'query',
      });
      report.outcomes.push({ merchantTradeNo: attempt.merchantTradeNo, outcome });
      if (outcome.kind === 'recorded' && outcome.attemptStatus === 'paid') report.paid += 1;
      return;
    }
    // Conditional: a notification (or a retry voiding it) that landed during the query wins cleanly.
    await this.attempts.moveAttempt(attempt.id, 'timeout', this.clock.now(), {
      rtnCode: null, rtnMsg: `TradeStatus=${answer.tradeStatus}`.slice(0, 200), providerTradeNo: answer.tradeNo || null, source: 'query',
    });
    if (await this.timedOut(attempt.orderId, false)) report.timedOut += 1;
  }

  /**
   * Settles the order (a timed-out latest attempt fails it; `expire`: an order with nothing open times out),
   * re-checked under the order's lock; true when this call moved it to PAYMENT_TIMEOUT.
   */
  private async timedOut(orderId: string, expire: boolean): Promise<boolean> {
    const settled = await this.settle.execute(orderId, { expire });
    return settled.kind === 'settled' && settled.changed && settled.status === 'PAYMENT_TIMEOUT';
  }
}
