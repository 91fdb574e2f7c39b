import { inject, injectable } from 'inversify';
import { orderTarget, RecordStaffAction } from '../admin/record-staff-action';
import { NotFoundError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTENTION_STORE, type PaymentAttentionItem, type PaymentAttentionStore } from './payment-attention.port';

/**
 * POST /api/admin/payments/attention/{attemptId}/resolve (staff): the refund was made (or the amount settled
 * with the buyer) outside the shop; the item stays listed, resolved, with who and when. Idempotent. Audited
 * 'payment.attention_resolved' on the order (each call: a repeat is a staff action too).
 */
@injectable()
export class ResolvePaymentAttention {
  constructor(
    @inject(PAYMENT_ATTENTION_STORE) private readonly store: PaymentAttentionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  /** @throws NotFoundError PAYMENT_ATTENTION_NOT_FOUND */
  async execute(attemptId: number, staffId: number): Promise<PaymentAttentionItem> {
    const item = await resolveAttention(this.store, attemptId, staffId, this.clock.now());
    await this.audit.execute(staffId, 'payment.attention_resolved', orderTarget(item.orderId), { attemptId: item.attemptId, reason: item.reason });
    return item;
  }
}

/**
 * Marks the item resolved by `staffId` (idempotent), without the audit: for a use case that writes its own entry
 * (the console's refund, RecordOrderRefund, audits 'payment.refund_recorded').
 * @throws NotFoundError PAYMENT_ATTENTION_NOT_FOUND
 */
export async function resolveAttention(store: PaymentAttentionStore, attemptId: number, staffId: number, at: Date): Promise<PaymentAttentionItem> {
  const item = await store.resolve(attemptId, staffId, at);
  if (!item) throw new NotFoundError('PAYMENT_ATTENTION_NOT_FOUND', 'PAYMENT_ATTENTION_NOT_FOUND');
  return item;
}
