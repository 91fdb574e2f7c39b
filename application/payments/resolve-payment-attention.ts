import { inject, injectable } from 'inversify';
import { NotFoundError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { PAYMENT_ATTENTION_STORE, type PaymentAttentionItem, type PaymentAttentionStore } from './payment-attention.port';

/**
 * POST /api/admin/payments/attention/{attemptId}/resolve (staff): the refund was made (or the amount settled
 * with the buyer) outside the shop; the item stays listed, resolved, with who and when. Idempotent.
 */
@injectable()
export class ResolvePaymentAttention {
  constructor(
    @inject(PAYMENT_ATTENTION_STORE) private readonly store: PaymentAttentionStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws NotFoundError PAYMENT_ATTENTION_NOT_FOUND */
  async execute(attemptId: number, staffId: number): Promise<PaymentAttentionItem> {
    const item = await this.store.resolve(attemptId, staffId, this.clock.now());
    if (!item) throw new NotFoundError('PAYMENT_ATTENTION_NOT_FOUND', 'PAYMENT_ATTENTION_NOT_FOUND');
    return item;
  }
}
