import { inject, injectable } from 'inversify';
import { buildProviderTradeNo } from '../../domain/orders/order-ids';
import { isPaymentFailure, type OrderStatus } from '../../domain/orders/order-status';
import { MESSAGES } from '../../domain/validation/messages';
import { ConflictError } from '../errors';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { TransitionOrder } from '../orders/transition-order';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from './payment-attempt-store.port';
import { PAYMENT_CALLBACK_URLS, type PaymentCallbackUrls } from './payment-callback-urls.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port';
import { PAYMENT_MESSAGES } from './payment-messages';

export interface PreparedPayment {
  success: true;
  message: string;
  /** The form's action: the browser POSTs formData there (full page). */
  paymentUrl: string;
  formData: Record<string, string>;
  merchantTradeNo: string;
}

export const ORDER_NOT_PAYABLE = 'ORDER_NOT_PAYABLE';

function notPayable(status: OrderStatus, card: boolean): ConflictError {
  const message = !card || status === 'PENDING' ? MESSAGES.ORDER_NOT_CARD_PAYMENT
    : status === 'PAID' || status === 'PROCESSING' ? MESSAGES.ORDER_ALREADY_PAID : MESSAGES.RETRY_NOT_POSSIBLE;
  return new ConflictError(ORDER_NOT_PAYABLE, message);
}

/**
 * POST /api/ecpay/{orderId}/prepare-payment: a NEW payment attempt and its signed form, every time.
 * - PENDING_PAYMENT: the first attempt, or a re-prepare (the buyer reloaded, or came back): a new attempt
 *   anyway, because a MerchantTradeNo that reached ECPay can never be used again; the older pending attempt
 *   is marked 'superseded' (a late payment of it is still recorded and still pays the order).
 * - PAYMENT_FAILED / PAYMENT_CANCELLED / PAYMENT_TIMEOUT: the retry; the order goes back to PENDING_PAYMENT
 *   through TransitionOrder first.
 * - anything else (PAID, PROCESSING, a store_cod order): 409 ORDER_NOT_PAYABLE.
 * The amount is the order's total_amount as stored at checkout; the items are the order's items.
 */
@injectable()
export class PreparePayment {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(PAYMENT_CALLBACK_URLS) private readonly urls: PaymentCallbackUrls,
    @inject(TransitionOrder) private readonly transition: TransitionOrder,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws NotFoundError ORDER_NOT_FOUND
   * @throws ConflictError ORDER_NOT_PAYABLE
   */
  async execute(orderId: string): Promise<PreparedPayment> {
    const order = await requireOrder(this.orders, orderId);
    const card = order.paymentMethod === 'credit_card';
    if (!card || !(order.status === 'PENDING_PAYMENT' || isPaymentFailure(order.status))) throw notPayable(order.status, card);
    if (isPaymentFailure(order.status)) {
      try {
        await this.transition.execute({ orderId, to: 'PENDING_PAYMENT', reason: 'payment retry', statusMessage: null });
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        // Moved meanwhile (paid by a late notification, or another retry won): decide on the fresh status.
        const fresh = await requireOrder(this.orders, orderId);
        if (fresh.status !== 'PENDING_PAYMENT') throw notPayable(fresh.status, card);
      }
    }

    const now = this.clock.now();
    const items = await this.orders.listItems(orderId);
    const attempt = await this.attempts.createAttempt({
      orderId, amount: order.totalAmount, now, tradeNoOf: (n) => buildProviderTradeNo(orderId, n),
    });
    const form = this.gateway.preparePayment({
      tradeNo: attempt.merchantTradeNo,
      amount: attempt.amount,
      itemNames: items.length > 0 ? items.map((item) => (item.quantity > 1 ? `${item.title} x${item.quantity}` : item.title)) : [orderId],
      tradeDate: now,
      returnUrl: this.urls.returnUrl(),
      orderResultUrl: this.urls.orderResultUrl(),
      clientBackUrl: this.urls.clientBackUrl(orderId),
      reference: orderId,
    });
    return { success: true, message: PAYMENT_MESSAGES.PAYMENT_FORM_READY, paymentUrl: form.paymentUrl, formData: form.formData, merchantTradeNo: attempt.merchantTradeNo };
  }
}
