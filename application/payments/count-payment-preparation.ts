import { inject, injectable } from 'inversify';
import { RATE_LIMITER, type RateLimiter } from '../accounts/rate-limiter.port';
import type { OrderProofKind } from '../orders/order-action-proof';
import { TooManyRequestsError } from '../errors';
import { ABUSE_LIMITS, type AbuseLimits } from '../shared/abuse-limits';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { consumeAttempt } from '../shared/limit-attempt';

export const PAYMENT_PREPARE_LIMITED = 'PAYMENT_PREPARE_LIMITED';

/**
 * The request limit in front of POST /api/ecpay/{orderId}/prepare-payment (issue 9): every call creates a
 * payment attempt (a row and a new ECPay trade number) and supersedes the buyer's open one, so it could be used
 * to fill the attempts table or keep superseding the buyer's attempt. Issue 28: prepare-payment needs the
 * order's proof (application/orders/order-action-proof.ts), and only a proven caller reaches this count, per
 * caller: per order AND per proof (token, owner, phone), and per client IP. A stranger (no proof) is refused
 * 404 and counted on the stranger reads of its own IP, never here: nine stranger calls used to spend the
 * order's one budget and lock its buyer out of paying for 10 minutes. Every proven call counts (successful or
 * not), before the attempt is opened (application/shared/limit-attempt.ts); fixed windows shared by every process.
 */
@injectable()
export class CountPaymentPreparation {
  constructor(
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(ABUSE_LIMITS) private readonly limits: AbuseLimits,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  /** @throws TooManyRequestsError PAYMENT_PREPARE_LIMITED */
  async execute(orderId: string, proof: OrderProofKind, clientIp: string): Promise<void> {
    const { preparePaymentsPerOrder, preparePaymentsPerClient, preparePaymentWindowMs } = this.limits;
    const orderKey = `prepare-payment:order:${orderId}:${proof}`;
    const verdict = await consumeAttempt(this.limiter, [
      { key: orderKey, limit: preparePaymentsPerOrder, windowMs: preparePaymentWindowMs },
      { key: `prepare-payment:ip:${clientIp}`, limit: preparePaymentsPerClient, windowMs: preparePaymentWindowMs },
    ]);
    if (verdict.ok) return;
    const { retryAfterMs, refusedBy } = verdict;
    this.log.error('prepare-payment refused: too many calls', { orderId, proof, clientIp, limitedBy: refusedBy.includes(orderKey) ? 'order' : 'client' });
    throw new TooManyRequestsError(PAYMENT_PREPARE_LIMITED, 'PAYMENT_PREPARE_LIMITED', retryAfterMs);
  }
}
