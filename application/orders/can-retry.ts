import { inject, injectable } from 'inversify';
import { retryEligibility, type RetryRefusal } from '../../domain/orders/payment-screen';
import { MESSAGES } from '../../domain/validation/messages';
import { OrderActionProof } from './order-action-proof';
import type { OrderReader } from './order-read-access';

export interface CanRetryAnswer {
  canRetry: boolean;
  /** The zh-TW reason shown when retry is not possible (spec 2, section 4); null when it is. */
  reason: string | null;
  /** The stable code of the reason; null when retry is possible. */
  code: RetryRefusal | null;
}

/**
 * GET /api/cart/can-retry/{orderId} (spec 2, section 7), answered by the domain's retryEligibility. Issue 28: a
 * retry is the buyer's action, so the question needs the order's proof (its token or its signed-in owner,
 * order-action-proof.ts); a stranger is counted like any read by number and answered 404 ORDER_NOT_FOUND, as on
 * every proven route, never 'you may retry'. (A buyer proven by the phone asks prepare-payment directly: it
 * refuses a non-payable order with the same reasons.)
 */
@injectable()
export class CanRetry {
  constructor(@inject(OrderActionProof) private readonly proof: OrderActionProof) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED */
  async execute(orderId: string, reader: OrderReader): Promise<CanRetryAnswer> {
    const { order } = await this.proof.prove(orderId, reader, 'pay');
    const eligibility = retryEligibility(order.status, order.paymentMethod);
    if (eligibility.ok) return { canRetry: true, reason: null, code: null };
    return { canRetry: false, reason: MESSAGES[eligibility.code], code: eligibility.code };
  }
}
