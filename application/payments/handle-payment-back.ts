import { inject, injectable } from 'inversify';
import type { OrderStatus } from '../../domain/orders/order-status';
import { ConflictError } from '../errors';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { TransitionOrder } from '../orders/transition-order';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from './payment-attempt-store.port';
import { PAYMENT_MESSAGES } from './payment-messages';

export type PaymentBackOutcome =
  | { kind: 'unknown_order' }
  | { kind: 'status'; status: OrderStatus; cancelled: boolean };

/**
 * GET /api/ecpay/payment-back/{orderId} (ClientBackURL): the buyer left the payment page without paying.
 * When the order is PENDING_PAYMENT and its latest attempt is still 'pending' (no notification, no
 * reconciliation under way), the attempt becomes 'cancelled' (conditional update: a notification that
 * arrives at the same moment wins or loses cleanly) and the order PAYMENT_CANCELLED through
 * TransitionOrder. Anything else changes nothing. The caller redirects on the order's status afterwards.
 * If the money arrives anyway later, the notification still pays the order (RecordPaymentResult).
 */
@injectable()
export class HandlePaymentBack {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(TransitionOrder) private readonly transition: TransitionOrder,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(orderId: string): Promise<PaymentBackOutcome> {
    const order = await this.orders.findOrder(orderId);
    if (!order) return { kind: 'unknown_order' };
    if (order.status !== 'PENDING_PAYMENT') return { kind: 'status', status: order.status, cancelled: false };
    const all = await this.attempts.listForOrder(orderId);
    const latest = all[all.length - 1];
    if (!latest || latest.status !== 'pending') return { kind: 'status', status: order.status, cancelled: false };
    const now = this.clock.now();
    if (!(await this.attempts.moveAttempt(latest.id, ['pending'], 'cancelled', now, { source: 'payment_back' }))) {
      return { kind: 'status', status: (await this.orders.findOrder(orderId))?.status ?? order.status, cancelled: false };
    }
    try {
      const done = await this.transition.execute({
        orderId, to: 'PAYMENT_CANCELLED', reason: 'buyer left the payment page', statusMessage: PAYMENT_MESSAGES.PAYMENT_CANCELLED_BY_BUYER,
      });
      return { kind: 'status', status: done.status, cancelled: done.changed };
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      return { kind: 'status', status: (await this.orders.findOrder(orderId))?.status ?? order.status, cancelled: false };
    }
  }
}
