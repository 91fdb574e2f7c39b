import { inject, injectable } from 'inversify';
import type { OrderStatus } from '../../domain/orders/order-status';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore, type PaymentResultSource } from './payment-attempt-store.port';
import { SettleOrderPayment } from './settle-order-payment';

/** A provider's verified answer about one trade (a ReturnURL notification, or a paid QueryTradeInfo). */
export interface PaymentResult {
  merchantTradeNo: string;
  /** RtnCode 1 (or TradeStatus 1 for a query). */
  succeeded: boolean;
  rtnCode: number | null;
  rtnMsg: string;
  providerTradeNo: string;
  /** The amount the provider charged. */
  tradeAmt: number;
  paidAt: Date | null;
  simulatePaid: boolean;
  source: Exclude<PaymentResultSource, 'payment_back' | 'buyer'>;
}

/**
 * What happened, for the caller's log. Every kind is acknowledged to the provider ('1|OK'): the
 * notification was authentic, and redelivering it would change nothing.
 */
export type RecordOutcome =
  | { kind: 'unknown_trade' }
  /** Recorded on the attempt as 'amount_mismatch'; the order did not move. Needs a person (refund or fix). */
  | { kind: 'amount_mismatch'; orderId: string; expected: number; received: number; first: boolean }
  /** SimulatePaid=1: recorded as 'simulated'; the order did not move. */
  | { kind: 'simulated'; orderId: string; first: boolean }
  /**
   * Applied (first: this call recorded it; otherwise a repeat that changed nothing). orderStatus is the
   * order's status afterwards; duplicatePayment: the order had already been paid by another attempt
   * (two charges: refund one).
   */
  | { kind: 'recorded'; orderId: string; attemptStatus: 'paid' | 'failed'; first: boolean; orderStatus: OrderStatus; orderChanged: boolean; duplicatePayment: boolean }
  /** The attempt already holds another final answer (e.g. 'paid' and now a failure): nothing changed. */
  | { kind: 'conflicting'; orderId: string; attemptStatus: string };

/**
 * Applies a provider's answer to an attempt, ONCE, then settles the order (docs/decisions.md, decision 7):
 * 1. the attempt moves by a conditional update whose sources are the domain's ATTEMPT_TRANSITIONS (a late
 *    answer overrides our guesses: superseded, timeout, cancelled): of several deliveries, queries or
 *    processes, exactly one wins; the rest are repeats;
 * 2. the order is settled (SettleOrderPayment): under the order's row lock, from all its attempts re-read
 *    there. A paid attempt always ends PAID (from a failure state in two audited moves), a second paid
 *    attempt is flagged for a refund; a failure fails only an order awaiting payment on its latest attempt.
 *    The settlement also runs on repeats and on answers that were not applied, so a crash between the two
 *    steps is healed by the redelivery.
 * The amount is checked first: a paid answer whose amount differs from the attempt is never paid.
 */
@injectable()
export class RecordPaymentResult {
  constructor(
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(SettleOrderPayment) private readonly settle: SettleOrderPayment,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(result: PaymentResult): Promise<RecordOutcome> {
    const attempt = await this.attempts.findByTradeNo(result.merchantTradeNo);
    if (!attempt) return { kind: 'unknown_trade' };
    const now = this.clock.now();
    const recorded = {
      rtnCode: result.rtnCode, rtnMsg: result.rtnMsg.slice(0, 200), providerTradeNo: result.providerTradeNo.slice(0, 20) || null,
      tradeAmt: result.tradeAmt, paidAt: result.succeeded ? result.paidAt ?? now : null, simulatePaid: result.simulatePaid, source: result.source,
    };
    const { orderId } = attempt;

    if (result.tradeAmt !== attempt.amount) {
      const first = await this.attempts.moveAttempt(attempt.id, 'amount_mismatch', now, recorded);
      await this.settle.execute(orderId); // flags it for staff
      return { kind: 'amount_mismatch', orderId, expected: attempt.amount, received: result.tradeAmt, first };
    }
    if (result.succeeded && result.simulatePaid) {
      const first = await this.attempts.moveAttempt(attempt.id, 'simulated', now, recorded);
      await this.settle.execute(orderId);
      return { kind: 'simulated', orderId, first };
    }

    const target = result.succeeded ? 'paid' : 'failed';
    const first = await this.attempts.moveAttempt(attempt.id, target, now, recorded);
    const settled = await this.settle.execute(orderId);
    const current = first ? target : (await this.attempts.findByTradeNo(result.merchantTradeNo))?.status;
    if (current !== target) return { kind: 'conflicting', orderId, attemptStatus: current ?? 'missing' };
    if (settled.kind === 'not_found') return { kind: 'conflicting', orderId, attemptStatus: current };
    const duplicatePayment = target === 'paid' && first && (await this.attempts.findByTradeNo(result.merchantTradeNo))?.attention === 'duplicate_payment';
    return { kind: 'recorded', orderId, attemptStatus: target, first, orderStatus: settled.status, orderChanged: settled.changed, duplicatePayment };
  }
}
