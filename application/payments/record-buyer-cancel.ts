import { inject, injectable } from 'inversify';
import type { OrderStatus } from '../../domain/orders/order-status';
import { buyerCancelTarget } from '../../domain/orders/payment-attempt';
import { ForbiddenError } from '../errors';
import { OrderReadAccess, type OrderReader } from '../orders/order-read-access';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from './payment-attempt-store.port';
import { SettleOrderPayment } from './settle-order-payment';

export const PAYMENT_CANCEL_FORBIDDEN = 'PAYMENT_CANCEL_FORBIDDEN';

export interface BuyerCancel {
  orderId: string;
  /** The attempt the buyer left (the trade number its back link carried); null: the order's latest attempt. */
  merchantTradeNo: string | null;
  /** Who asks: only the order's proof (its token, or its signed-in owner) may say the buyer cancelled. */
  reader: OrderReader;
}

export interface BuyerCancelOutcome {
  /** The order's status after the settlement (PAYMENT_CANCELLED when the cancel applied, PAID when a payment won). */
  status: OrderStatus;
  /** This call recorded the cancel (false: a repeat, an attempt already answered or voided, a store-payment order). */
  cancelled: boolean;
}

/**
 * POST /api/ecpay/{orderId}/payment-cancel (issue 28): the buyer came back from ECPay's card page by its Cancel or
 * back-to-shop link and the storefront says so, so that the buyer, a reload, the history and the console all read
 * the payment cancelled (with retry), not 'processing' until the reconciliation's timeout 20 minutes later.
 *
 * It is the buyer's word, recorded on the attempt (source 'buyer') and then settled like every attempt move
 * (decision 7): the domain's buyerCancelTarget picks the latest attempt while it is open, the conditional update
 * moves it to 'cancelled' (never a paid or answered attempt), and settleOrder makes the order PAYMENT_CANCELLED. A
 * verified paid notice before or after it still wins: 'cancelled' takes every provider answer, and the settlement
 * of the last mover sees both. A repeat changes nothing and answers the same.
 *
 * Only the order's proof may cancel (its access token, or its signed-in owner): a stranger gets 403 (counted like a
 * read without proof, order-read-access.ts), so nobody can cancel someone else's payment; a GET (payment-back)
 * still changes nothing, and a cross-site page cannot send the token header.
 */
@injectable()
export class RecordBuyerCancel {
  constructor(
    @inject(OrderReadAccess) private readonly access: OrderReadAccess,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(SettleOrderPayment) private readonly settle: SettleOrderPayment,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  /**
   * @throws NotFoundError ORDER_NOT_FOUND; ForbiddenError PAYMENT_CANCEL_FORBIDDEN (no proof of the order);
   *   TooManyRequestsError ORDER_READS_LIMITED (a caller without proof over the read limit)
   */
  async execute(request: BuyerCancel): Promise<BuyerCancelOutcome> {
    const { order, proven } = await this.access.read(request.orderId, request.reader);
    if (!proven) throw new ForbiddenError(PAYMENT_CANCEL_FORBIDDEN, 'PAYMENT_CANCEL_FORBIDDEN');
    if (order.paymentMethod !== 'credit_card') return { status: order.status, cancelled: false };
    const target = buyerCancelTarget(await this.attempts.listForOrder(order.id), request.merchantTradeNo);
    const cancelled = target !== null && await this.attempts.moveAttempt(target.id, 'cancelled', this.clock.now(), { source: 'buyer' });
    // Settled whether or not this call moved the attempt: a repeat heals a crash between the two steps.
    const settled = await this.settle.execute(order.id);
    const status = settled.kind === 'settled' ? settled.status : order.status;
    this.log.info('payment cancelled by the buyer', { orderId: order.id, merchantTradeNo: target?.merchantTradeNo ?? request.merchantTradeNo, cancelled, status });
    return { status, cancelled };
  }
}
