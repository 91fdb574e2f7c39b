import { inject, injectable } from 'inversify';
import { retryEligibility, type RetryRefusal } from '../../domain/orders/payment-screen';
import { MESSAGES } from '../../domain/validation/messages';
import { OrderReadAccess, type OrderReader } from './order-read-access';

export interface CanRetryAnswer {
  canRetry: boolean;
  /** The zh-TW reason shown when retry is not possible (spec 2, section 4); null when it is. */
  reason: string | null;
  /** The stable code of the reason; null when retry is possible. */
  code: RetryRefusal | null;
}

/**
 * GET /api/cart/can-retry/{orderId} (spec 2, section 7), answered by the domain's retryEligibility. It says no
 * more than the status; a stranger's read is counted like any read by number (order-read-access.ts).
 */
@injectable()
export class CanRetry {
  constructor(@inject(OrderReadAccess) private readonly access: OrderReadAccess) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED */
  async execute(orderId: string, reader: OrderReader): Promise<CanRetryAnswer> {
    const { order } = await this.access.read(orderId, reader);
    const eligibility = retryEligibility(order.status, order.paymentMethod);
    if (eligibility.ok) return { canRetry: true, reason: null, code: null };
    return { canRetry: false, reason: MESSAGES[eligibility.code], code: eligibility.code };
  }
}
