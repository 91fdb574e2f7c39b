import { inject, injectable } from 'inversify';
import { isRefundable } from '../../domain/orders/refund-eligibility';
import { NotFoundError } from '../errors';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from '../payments/payment-attempt-store.port';
import { PAYMENT_ATTENTION_STORE, type PaymentAttentionItem, type PaymentAttentionStore } from '../payments/payment-attention.port';
import { resolveAttention } from '../payments/resolve-payment-attention';
import { CLOCK, type Clock } from '../shared/clock.port';
import { orderTarget, RecordStaffAction } from './record-staff-action';

/**
 * POST /api/admin/orders/{orderId}/refund {attemptId} (staff): the second charge of an order paid twice was refunded
 * in ECPay's back office (the shop calls no refund API, decision 7); this records it. It is the hardening issue's
 * record (resolveAttention: who and when, idempotent), reached from the order page, limited to an attempt
 * of THIS order the domain's refund rule accepts (isRefundable: a second charge, flagged duplicate_payment).
 * Audited 'payment.refund_recorded'.
 */
@injectable()
export class RecordOrderRefund {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
    @inject(PAYMENT_ATTENTION_STORE) private readonly attention: PaymentAttentionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND, REFUND_NOT_APPLICABLE (no such flagged second charge on this order) */
  async execute(orderId: string, attemptId: number, staffId: number): Promise<PaymentAttentionItem> {
    await requireOrder(this.orders, orderId);
    const attempt = (await this.attempts.listForOrder(orderId)).find((candidate) => candidate.id === attemptId);
    if (!attempt || !isRefundable(attempt)) throw new NotFoundError('REFUND_NOT_APPLICABLE', 'REFUND_NOT_APPLICABLE');
    const alreadyRecorded = attempt.resolvedAt !== null;
    const item = await resolveAttention(this.attention, attemptId, staffId, this.clock.now());
    await this.audit.execute(staffId, 'payment.refund_recorded', orderTarget(orderId), {
      attemptId, merchantTradeNo: attempt.merchantTradeNo, amount: attempt.tradeAmt ?? attempt.amount, alreadyRecorded,
    });
    return item;
  }
}
