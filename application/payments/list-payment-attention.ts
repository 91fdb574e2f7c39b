import { inject, injectable } from 'inversify';
import { PAYMENT_ATTENTION_STORE, type PaymentAttentionItem, type PaymentAttentionStore } from './payment-attention.port';

/** How many items the staff list shows: the unresolved ones come first, so a long history never hides them. */
export const PAYMENT_ATTENTION_LIMIT = 200;

/** GET /api/admin/payments/attention (staff): the payments that need a person (refund, amount check). */
@injectable()
export class ListPaymentAttention {
  constructor(@inject(PAYMENT_ATTENTION_STORE) private readonly store: PaymentAttentionStore) {}

  execute(): Promise<PaymentAttentionItem[]> {
    return this.store.list(PAYMENT_ATTENTION_LIMIT);
  }
}
