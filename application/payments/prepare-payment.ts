import { inject, injectable } from 'inversify';
import { buildProviderTradeNo } from '../../domain/orders/order-ids';
import type { OrderStatus } from '../../domain/orders/order-status';
import { planNewAttempt } from '../../domain/orders/payment-attempt';
import type { MessageCode } from '../../domain/messages';
import { ConflictError } from '../errors';
import { orderNotFound, requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTEMPT_STORE, type OpenAttemptPlan, type PaymentAttemptStore } from './payment-attempt-store.port';
import { PAYMENT_CALLBACK_URLS, type PaymentCallbackUrls } from './payment-callback-urls.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port';
import { MESSAGES } from '../../domain/messages';
import { SettleOrderPayment, toSettlementAttempt } from './settle-order-payment';

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
  const message: MessageCode = !card || status === 'PENDING' ? 'ORDER_NOT_CARD_PAYMENT'
    : status === 'PAID' || status === 'PROCESSING' ? 'ORDER_ALREADY_PAID' : 'RETRY_NOT_POSSIBLE';
  return new ConflictError(ORDER_NOT_PAYABLE, message);
}

/**
 * POST /api/ecpay/{orderId}/prepare-payment: a NEW payment attempt and its signed form, every time, because a
 * MerchantTradeNo that reached ECPay can never be used again (docs/decisions.md, decision 7).
 * - PENDING_PAYMENT (first prepare, a reload, or the retry of an order awaiting payment: the buyer came back
 *   from the card page): the open attempt is VOIDED ('superseded'; a late payment of it is still recorded and
 *   still pays the order) and a new one opened;
 * - PAYMENT_FAILED / PAYMENT_CANCELLED / PAYMENT_TIMEOUT: the retry; the order goes back to PENDING_PAYMENT
 *   (audited) in the same transaction as the new attempt;
 * - anything else (PAID, PROCESSING, a store_cod order), or an attempt already paid: 409 ORDER_NOT_PAYABLE.
 * The decision is the domain's planNewAttempt, taken under the order's lock on fresh attempts, so two
 * prepares racing get distinct trade numbers and leave one open attempt. The order is settled afterwards,
 * like after every attempt move. The amount is the order's total_amount as stored at checkout.
 */
@injectable()
export class PreparePayment {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(PAYMENT_CALLBACK_URLS) private readonly urls: PaymentCallbackUrls,
    @inject(SettleOrderPayment) private readonly settle: SettleOrderPayment,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws NotFoundError ORDER_NOT_FOUND
   * @throws ConflictError ORDER_NOT_PAYABLE
   */
  async execute(orderId: string): Promise<PreparedPayment> {
    const order = await requireOrder(this.orders, orderId);
    const card = order.paymentMethod === 'credit_card';
    if (!card) throw notPayable(order.status, card);

    const now = this.clock.now();
    const items = await this.orders.listItems(orderId);
    const opened = await this.attempts.openAttempt(
      { orderId, amount: order.totalAmount, now, tradeNoOf: (n) => buildProviderTradeNo(orderId, n) },
      (status, attempts): OpenAttemptPlan => {
        const plan = planNewAttempt(status, attempts.map(toSettlementAttempt));
        return plan.ok ? { ok: true, reopen: plan.reopen ? { to: 'PENDING_PAYMENT', reason: 'payment retry', statusMessage: null } : null } : plan;
      },
    );
    if (opened.kind === 'not_found') throw orderNotFound();
    if (opened.kind === 'refused') {
      // Refused on a paid attempt not yet settled (a crash between its write and the order's): settle it now.
      const settled = await this.settle.execute(orderId);
      throw notPayable(settled.kind === 'settled' ? settled.status : opened.status, card);
    }
    await this.settle.execute(orderId);
    const { attempt } = opened;
    const form = this.gateway.preparePayment({
      tradeNo: attempt.merchantTradeNo,
      amount: attempt.amount,
      itemNames: items.length > 0 ? items.map((item) => (item.quantity > 1 ? `${item.title} x${item.quantity}` : item.title)) : [orderId],
      tradeDate: now,
      returnUrl: this.urls.returnUrl(),
      orderResultUrl: this.urls.orderResultUrl(),
      clientBackUrl: this.urls.clientBackUrl(orderId, attempt.merchantTradeNo),
      reference: orderId,
    });
    return { success: true, message: MESSAGES.PAYMENT_FORM_READY, paymentUrl: form.paymentUrl, formData: form.formData, merchantTradeNo: attempt.merchantTradeNo };
  }
}
