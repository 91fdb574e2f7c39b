import { inject, injectable } from 'inversify';
import type { OrderStatus } from '../../domain/orders/order-status';
import { settleOrder, type SettlementAttempt } from '../../domain/orders/payment-attempt';
import { CLOCK, type Clock } from '../shared/clock.port';
import {
  PAYMENT_ATTEMPT_STORE, type OrderMove, type PaymentAttempt, type PaymentAttemptStore, type SettlementPlan, type SettleOutcome,
} from './payment-attempt-store.port';
import { MESSAGES } from '../../domain/messages';

export const toSettlementAttempt = (a: PaymentAttempt): SettlementAttempt => ({
  id: a.id, attemptNo: a.attemptNo, status: a.status, resultAt: a.resultAt, attention: a.attention,
});

/** The audit reason and the shopper's status_message of each move the domain decides. */
function describe(to: OrderStatus, attempts: readonly PaymentAttempt[], paidBy: number | null): OrderMove {
  const latest = attempts[attempts.length - 1];
  switch (to) {
    case 'PAID': {
      const paid = attempts.find((a) => a.id === paidBy);
      return { to, reason: `ecpay ${paid?.resultSource ?? 'answer'} RtnCode=1 (${paid?.merchantTradeNo ?? '?'})`, statusMessage: paid?.rtnMsg || null };
    }
    case 'PENDING_PAYMENT':
      return { to, reason: 'late payment: the provider says paid', statusMessage: null };
    case 'PAYMENT_FAILED':
      return { to, reason: 'ecpay answer RtnCode!=1 on the latest attempt', statusMessage: latest?.rtnMsg || null };
    case 'PAYMENT_TIMEOUT':
      return { to, reason: 'payment reconciliation: not paid in time', statusMessage: MESSAGES.PAYMENT_TIMED_OUT };
    case 'PAYMENT_CANCELLED':
      return { to, reason: `buyer cancelled on the payment page (${latest?.merchantTradeNo ?? '?'})`, statusMessage: MESSAGES.PAYMENT_CANCELLED_BY_BUYER };
    default:
      return { to, reason: 'payment settlement', statusMessage: null };
  }
}

/**
 * Settles an order's payment status from ALL its attempts (docs/decisions.md, decision 7): one transaction
 * under the order's row lock that re-reads the attempts and applies the domain's settleOrder (a paid attempt
 * always pays the order; other paid attempts and amount mismatches are flagged for staff). Every path that
 * moves an attempt calls this afterwards, repeats included, so whatever the order of arrival of a
 * notification, a query, a retry and a reconciliation expiry, the last settlement sees every committed move;
 * a crash between an attempt's write and this step is healed by the next delivery.
 */
@injectable()
export class SettleOrderPayment {
  constructor(
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `expire`: the reconciliation's timeout of an order with nothing open at the provider (re-checked under the lock). */
  execute(orderId: string, options: { expire?: boolean } = {}): Promise<SettleOutcome> {
    return this.attempts.settleOrder(orderId, (status, attempts): SettlementPlan => {
      const settled = settleOrder(status, attempts.map(toSettlementAttempt), options);
      return { moves: settled.moves.map((to) => describe(to, attempts, settled.paidBy)), flag: settled.flag };
    }, this.clock.now());
  }
}
