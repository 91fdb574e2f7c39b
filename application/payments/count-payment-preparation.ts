import { inject, injectable } from 'inversify';
import { RATE_LIMITER, type RateLimiter } from '../accounts/rate-limiter.port';
import { TooManyRequestsError } from '../errors';
import { ABUSE_LIMITS, type AbuseLimits } from '../shared/abuse-limits';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { consumeAttempt } from '../shared/limit-attempt';

export const PAYMENT_PREPARE_LIMITED = 'PAYMENT_PREPARE_LIMITED';

/**
 * The request limit in front of POST /api/ecpay/{orderId}/prepare-payment (issue 9): every call creates a
 * payment attempt (a row and a new ECPay trade number), needs no proof (the order id is all), and so could
 * be used to fill the attempts table or keep superseding a buyer's open attempt. Counted per order and per
 * client IP, every call (successful or not), before anything else (application/shared/limit-attempt.ts); fixed
 * windows shared by every process.
 */
@injectable()
export class CountPaymentPreparation {
  constructor(
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(ABUSE_LIMITS) private readonly limits: AbuseLimits,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  /** @throws TooManyRequestsError PAYMENT_PREPARE_LIMITED */
  async execute(orderId: string, clientIp: string): Promise<void> {
    const { preparePaymentsPerOrder, preparePaymentsPerClient, preparePaymentWindowMs } = this.limits;
    const orderKey = `prepare-payment:order:${orderId}`;
    const verdict = await consumeAttempt(this.limiter, [
      { key: orderKey, limit: preparePaymentsPerOrder, windowMs: preparePaymentWindowMs },
      { key: `prepare-payment:ip:${clientIp}`, limit: preparePaymentsPerClient, windowMs: preparePaymentWindowMs },
    ]);
    if (verdict.ok) return;
    const { retryAfterMs, refusedBy } = verdict;
    this.log.error('prepare-payment refused: too many calls', { orderId, clientIp, limitedBy: refusedBy.includes(orderKey) ? 'order' : 'client' });
    throw new TooManyRequestsError(PAYMENT_PREPARE_LIMITED, 'PAYMENT_PREPARE_LIMITED', retryAfterMs);
  }
}
