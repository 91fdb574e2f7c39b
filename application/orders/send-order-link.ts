import { inject, injectable, optional } from 'inversify';
import { RATE_LIMITER, type RateLimiter } from '../accounts/rate-limiter.port';
import { NotFoundError } from '../errors';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { consumeAttempt } from '../shared/limit-attempt';
import type { StoredOrder } from './order';
import { orderLinkMail } from './order-link-mail';
import { ORDER_LINKS, type OrderLinks } from './order-link.port';
import { OwnershipProof } from './ownership-proof';

/**
 * Link mails of one order per window, whoever asks: the phone is no secret to the people around the buyer, so
 * a proven request could otherwise fill the buyer's mailbox. Over it nothing is sent and the answer is the same.
 */
export const ORDER_LINK_MAILS_PER_ORDER = 3;
export const ORDER_LINK_MAIL_WINDOW_MS = 60 * 60_000;

export interface SendOrderLinkInput {
  orderId: string;
  /** As typed: compared by OwnershipProof with the order's phone. */
  phone: string;
  clientIp: string;
}

/** What happened, for the tests and the log; the caller answers the same whatever it is (no oracle). */
export type SendOrderLinkOutcome = 'sent' | 'not-proven' | 'no-email' | 'no-links' | 'capped' | 'mail-refused';

/**
 * POST /api/orders/send-link (issue 30, the guest lookup's "send me the link"): when the order number and the
 * phone prove the order (OwnershipProof: the lookup's own rule, counters and limits, so this route buys no
 * extra guesses), the order's signed link (ORDER_LINKS) is mailed to the order's e-mail address (orders.email).
 *
 * The caller is told the same sentence whatever happened: an unknown order, a wrong phone, an order without an
 * address, the per-order mail cap, no link signer bound, a mailer that refused. Only the proof's 429 differs,
 * exactly as the lookup's does (both are counted before the order is read). The mail goes to the address the
 * order already has, never to one the caller names, so a stranger who knows the phone reaches nobody new.
 */
@injectable()
export class SendOrderLink {
  constructor(
    @inject(OwnershipProof) private readonly proof: OwnershipProof,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
    // Bound by the module that signs order links; without it nothing is sent (and the answer is the same).
    @inject(ORDER_LINKS) @optional() private readonly links?: OrderLinks,
  ) {}

  /** @throws TooManyRequestsError ORDER_PROOF_LIMITED (the proof's limits, shared with the lookup); never ORDER_NOT_FOUND */
  async execute(input: SendOrderLinkInput): Promise<SendOrderLinkOutcome> {
    let order: StoredOrder;
    try {
      order = await this.proof.prove({ orderId: input.orderId, phone: input.phone, clientIp: input.clientIp, purpose: 'send-link' });
    } catch (error) {
      if (error instanceof NotFoundError) return 'not-proven';
      throw error;
    }
    if (!order.email) return 'no-email';
    if (!this.links) {
      this.log.error('order link mail not sent: no order link signer is bound', { orderId: order.id });
      return 'no-links';
    }
    const verdict = await consumeAttempt(this.limiter, [
      { key: `order-link-mail:order:${order.id}`, limit: ORDER_LINK_MAILS_PER_ORDER, windowMs: ORDER_LINK_MAIL_WINDOW_MS },
    ]);
    if (!verdict.ok) {
      this.log.info('order link mail not sent: the order\'s mail cap is reached', { orderId: order.id, clientIp: input.clientIp });
      return 'capped';
    }
    const link = this.links.linkFor(order.id, this.clock.now());
    try {
      await this.mailer.send(orderLinkMail({ to: order.email, orderId: order.id, link }));
    } catch (error) {
      // A 503 here would tell the caller the phone matched; the operator reads the log instead.
      this.log.error('order link mail could not be accepted', { orderId: order.id, error: String(error) });
      return 'mail-refused';
    }
    return 'sent';
  }
}
