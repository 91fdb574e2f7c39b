import { inject, injectable } from 'inversify';
import { ConflictError, ProviderUnavailableError } from '../errors';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { TransitionOrder } from '../orders/transition-order';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttempt, type PaymentAttemptStore } from './payment-attempt-store.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port';
import { PAYMENT_MESSAGES } from './payment-messages';
import { RecordPaymentResult, type RecordOutcome } from './record-payment-result';

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
 * - not paid (unpaid, failed, or a trade the provider never saw) -> attempt 'timeout', order PAYMENT_TIMEOUT;
 * - provider unavailable -> the attempt goes back to 'pending' for the next run.
 * A PENDING_PAYMENT order without an open attempt (never prepared) just times out.
 *
 * Safe on several processes: each attempt is CLAIMED with a conditional update ('pending' -> 'reconciling';
 * only the run whose update hit the row asks the provider), every later move is conditional too, and the
 * order's transitions are idempotent.
 */
@injectable()
export class ReconcilePayments {
  constructor(
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(RecordPaymentResult) private readonly record: RecordPaymentResult,
    @inject(TransitionOrder) private readonly transition: TransitionOrder,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ timeoutMs, limit = 50 }: ReconcileOptions): Promise<ReconcileReport> {
    const report: ReconcileReport = { queried: 0, paid: 0, timedOut: 0, unavailable: 0, skipped: 0, outcomes: [] };
    const now = this.clock.now();
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
    const candidates = await this.attempts.listReconcilable(new Date(now.getTime() - timeoutMs), staleBefore, limit);
    for (const candidate of candidates) {
      if (candidate.kind === 'expire') {
        if (await this.timeOut(candidate.orderId)) report.timedOut += 1;
        continue;
      }
      const { attempt } = candidate;
      if (!(await this.attempts.moveAttempt(attempt.id, ['pending'], 'reconciling', this.clock.now(), undefined, staleBefore))) {
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
      await this.attempts.moveAttempt(attempt.id, ['reconciling'], 'pending', this.clock.now());
      if (error instanceof ProviderUnavailableError) {
        report.unavailable += 1;
        return;
      }
      throw error;
    }
    if (answer.status === 'paid') {
      const outcome = await this.record.execute({
        merchantTradeNo: attempt.merchantTradeNo, succeeded: true, rtnCode: 1, rtnMsg: PAYMENT_MESSAGES.PAID_CONFIRMED_BY_QUERY,
        providerTradeNo: answer.tradeNo, tradeAmt: answer.tradeAmt, paidAt: null, simulatePaid: false, source: 'query',
      });
      report.outcomes.push({ merchantTradeNo: attempt.merchantTradeNo, outcome });
      if (outcome.kind === 'recorded' && outcome.attemptStatus === 'paid') report.paid += 1;
      return;
    }
    const moved = await this.attempts.moveAttempt(attempt.id, ['reconciling'], 'timeout', this.clock.now(), {
      rtnCode: null, rtnMsg: `TradeStatus=${answer.tradeStatus}`.slice(0, 200), providerTradeNo: answer.tradeNo || null, source: 'query',
    });
    if (moved && (await this.timeOut(attempt.orderId))) report.timedOut += 1;
  }

  /** PENDING_PAYMENT -> PAYMENT_TIMEOUT; false when another run (or a notification) got there first. */
  private async timeOut(orderId: string): Promise<boolean> {
    try {
      const done = await this.transition.execute({
        orderId, to: 'PAYMENT_TIMEOUT', reason: 'payment reconciliation: not paid in time', statusMessage: PAYMENT_MESSAGES.PAYMENT_TIMED_OUT,
      });
      return done.changed;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
  }
}
