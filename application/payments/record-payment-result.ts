import { inject, injectable } from 'inversify';
import type { OrderStatus } from '../../domain/orders/order-status';
import { isPaymentFailure } from '../../domain/orders/order-status';
import { ConflictError } from '../errors';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { TransitionOrder } from '../orders/transition-order';
import { CLOCK, type Clock } from '../shared/clock.port';
import {
  OPEN_OR_GUESSED_STATUSES, PAYMENT_ATTEMPT_STORE, type PaymentAttempt, type PaymentAttemptStore, type PaymentResultSource,
} from './payment-attempt-store.port';

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
  source: Exclude<PaymentResultSource, 'payment_back'>;
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
 * Applies a provider's answer to an attempt and its order, ONCE (docs/decisions.md, decision 7):
 * 1. the attempt moves by a conditional update (pending/reconciling/cancelled/timeout/superseded -> paid or
 *    failed): of several deliveries, queries or processes, exactly one wins; the rest are repeats;
 * 2. the order follows, through TransitionOrder, which is idempotent (same status: no write, no event):
 *    - paid: PENDING_PAYMENT -> PAID; an order already in a failure state (the buyer pressed back, or the
 *      reconciliation saw it unpaid, and then the money arrived) goes PENDING_PAYMENT -> PAID, two audited
 *      moves of the status machine; a PAID/PROCESSING order never moves (a second charge is reported);
 *    - failed: only when the attempt is the order's latest and the order is PENDING_PAYMENT (an old
 *      attempt's failure must not fail a newer attempt in progress);
 *    the order step also runs on repeats, so a crash between the two steps is healed by the redelivery.
 * The amount is checked first: a paid answer whose amount differs from the attempt is never paid.
 */
@injectable()
export class RecordPaymentResult {
  constructor(
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(TransitionOrder) private readonly transition: TransitionOrder,
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
      const first = await this.attempts.moveAttempt(attempt.id, [...OPEN_OR_GUESSED_STATUSES, 'failed'], 'amount_mismatch', now, recorded);
      return { kind: 'amount_mismatch', orderId, expected: attempt.amount, received: result.tradeAmt, first };
    }
    if (result.succeeded && result.simulatePaid) {
      const first = await this.attempts.moveAttempt(attempt.id, OPEN_OR_GUESSED_STATUSES, 'simulated', now, recorded);
      return { kind: 'simulated', orderId, first };
    }

    const target = result.succeeded ? 'paid' : 'failed';
    const first = await this.attempts.moveAttempt(attempt.id, OPEN_OR_GUESSED_STATUSES, target, now, recorded);
    const current = first ? target : (await this.attempts.findByTradeNo(result.merchantTradeNo))?.status;
    if (current !== target) return { kind: 'conflicting', orderId, attemptStatus: current ?? 'missing' };

    const order = await this.orders.findOrder(orderId);
    if (!order) return { kind: 'conflicting', orderId, attemptStatus: current };
    if (target === 'paid') {
      const step = await this.orderPaid(orderId, order.status, result.rtnMsg, result.source);
      const duplicatePayment = first && (order.status === 'PAID' || order.status === 'PROCESSING') && !(await this.paidBy(orderId, attempt));
      return { kind: 'recorded', orderId, attemptStatus: 'paid', first, orderStatus: step.status, orderChanged: step.changed, duplicatePayment };
    }
    const step = await this.orderFailed(attempt, order.status, result.rtnMsg);
    return { kind: 'recorded', orderId, attemptStatus: 'failed', first, orderStatus: step.status, orderChanged: step.changed, duplicatePayment: false };
  }

  private async orderPaid(orderId: string, status: OrderStatus, rtnMsg: string, source: string): Promise<{ status: OrderStatus; changed: boolean }> {
    if (status === 'PAID' || status === 'PROCESSING' || status === 'PENDING') return { status, changed: false };
    let changed = false;
    if (isPaymentFailure(status)) {
      changed = (await this.safely({ orderId, to: 'PENDING_PAYMENT', reason: `late payment (${source})`, statusMessage: null })).changed;
    }
    const paid = await this.safely({ orderId, to: 'PAID', reason: `ecpay ${source} RtnCode=1`, statusMessage: rtnMsg || null });
    return { status: paid.status, changed: changed || paid.changed };
  }

  private async orderFailed(attempt: PaymentAttempt, status: OrderStatus, rtnMsg: string): Promise<{ status: OrderStatus; changed: boolean }> {
    if (status !== 'PENDING_PAYMENT') return { status, changed: false };
    const all = await this.attempts.listForOrder(attempt.orderId);
    const latest = all[all.length - 1];
    if (latest?.id !== attempt.id) return { status, changed: false };
    return this.safely({ orderId: attempt.orderId, to: 'PAYMENT_FAILED', reason: 'ecpay notification RtnCode!=1', statusMessage: rtnMsg || null });
  }

  /** A transition the status machine refuses (the order moved meanwhile) changes nothing; the answer is still recorded. */
  private async safely(input: Parameters<TransitionOrder['execute']>[0]): Promise<{ status: OrderStatus; changed: boolean }> {
    try {
      const done = await this.transition.execute(input);
      return { status: done.status, changed: done.changed };
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const order = await this.orders.findOrder(input.orderId);
      return { status: order?.status ?? input.to, changed: false };
    }
  }

  /** Whether the order's payment is this attempt (true) or another paid attempt (false). */
  private async paidBy(orderId: string, attempt: PaymentAttempt): Promise<boolean> {
    const others = (await this.attempts.listForOrder(orderId)).filter((a) => a.status === 'paid' && a.id !== attempt.id);
    return others.length === 0;
  }
}
