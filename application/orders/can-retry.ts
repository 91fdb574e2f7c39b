import { inject, injectable } from 'inversify';
import { retryEligibility, type RetryRefusal } from '../../domain/orders/payment-screen';
import { MESSAGES } from '../../domain/validation/messages';
import { requireOrder } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';

export interface CanRetryAnswer {
  canRetry: boolean;
  /** The zh-TW reason shown when retry is not possible (spec 2, section 4); null when it is. */
  reason: string | null;
  /** The stable code of the reason; null when retry is possible. */
  code: RetryRefusal | null;
}

/** GET /api/cart/can-retry/{orderId} (spec 2, section 7), answered by the domain's retryEligibility. */
@injectable()
export class CanRetry {
  constructor(@inject(ORDER_STORE) private readonly orders: OrderStore) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string): Promise<CanRetryAnswer> {
    const order = await requireOrder(this.orders, orderId);
    const eligibility = retryEligibility(order.status);
    if (eligibility.ok) return { canRetry: true, reason: null, code: null };
    return { canRetry: false, reason: MESSAGES[eligibility.code], code: eligibility.code };
  }
}
