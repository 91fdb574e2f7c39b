import { inject, injectable } from 'inversify';
import { maskPhone } from '../../domain/orders/masking';
import { digitsOnly } from '../../domain/validation/phone';
import { RATE_LIMITER, type RateLimiter } from '../accounts/rate-limiter.port';
import { TooManyRequestsError } from '../errors';
import { ABUSE_LIMITS, type AbuseLimits } from '../shared/abuse-limits';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { consumeAttempt } from '../shared/limit-attempt';
import type { StoredOrder } from './order';
import { CLOCK, type Clock } from '../shared/clock.port';
import { tokenProvesBuyer } from './buyer-token';
import { ORDER_ACCESS_TOKENS, type OrderAccessTokens } from './order-access-token.port';
import { ORDER_LINKS, type OrderLinks } from './order-link.port';
import { orderNotFound } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';

export const ORDER_PROOF_LIMITED = 'ORDER_PROOF_LIMITED';

/** What a request offers as proof that it is the order's buyer. */
export interface OwnershipClaim {
  orderId: string;
  /** As typed: compared by its digits with the order's phone. */
  phone: string;
  /** The client's IP (ctx.ip): the key of the per-client limit, and logged. */
  clientIp: string;
  /** The buyer's access token (X-Order-Token, decision 5) or its mailed link's token (issue 30), if the request carries one: a proof on its own. */
  accessToken?: string | null;
  /**
   * Which route proves (logged): 'confirm' (POST /api/ecpay/create), 'link', 'restore', 'read' (POST /api/ecpay/{id}/proof),
   * 'pay' (POST /api/ecpay/{id}/prepare-payment, issue 28), 'send-link' (POST /api/orders/send-link, issue 30).
   */
  purpose: 'confirm' | 'link' | 'restore' | 'read' | 'pay' | 'send-link';
}

/**
 * The one rule for every "order number + phone" proof of ownership (issue 9; docs/security/carts-and-order-proofs.md):
 * POST /api/ecpay/create, POST /api/customers/link-order, POST /api/cart/restore-from-order and
 * POST /api/ecpay/{orderId}/proof (reading the whole order without its token, issue 22).
 *
 * - An unknown order and a wrong phone are the same 404 ORDER_NOT_FOUND, after the same work: the order is
 *   always looked up (no skipped query to time), and both count as a failure.
 * - Failures are limited per order and per client IP (AbuseLimits.proofFailuresPer*), fixed windows shared by
 *   every server process. Each attempt is counted BEFORE the order is read, atomically (rate_limits; the shop's
 *   one rule, application/shared/limit-attempt.ts), and a
 *   success gives its count back: so 100 parallel guesses get at most `limit` answers, never a race past it.
 *   Once over either limit, every proof of that order (or from that IP) is 429 until the window ends, the
 *   right phone included: answering a right phone differently would keep the oracle open.
 * - A valid buyer access token proves ownership without the phone and without the limits (a 256-bit secret
 *   cannot be guessed), so a locked order stays usable for its buyer.
 * - Every failure and refusal is logged with the order id, the IP and the masked phone (never in full).
 */
@injectable()
export class OwnershipProof {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(ORDER_ACCESS_TOKENS) private readonly tokens: OrderAccessTokens,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(ABUSE_LIMITS) private readonly limits: AbuseLimits,
    @inject(EVENT_LOG) private readonly log: EventLog,
    @inject(ORDER_LINKS) private readonly links: OrderLinks,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @returns the order, proven to be the claimant's
   * @throws NotFoundError ORDER_NOT_FOUND (unknown order or wrong phone); TooManyRequestsError ORDER_PROOF_LIMITED
   */
  async prove(claim: OwnershipClaim): Promise<StoredOrder> {
    if (claim.accessToken) {
      const order = await this.orders.findOrder(claim.orderId);
      if (order && tokenProvesBuyer(order, claim.accessToken, { tokens: this.tokens, links: this.links }, this.clock.now())) return order;
    }
    return this.proveByPhone(claim, false);
  }

  /**
   * A proof that must fail whatever it says (a stranger naming a member's phone, server/http/cart-access.ts),
   * answered and counted exactly like a wrong phone, so that it does not tell the phone is a member's.
   * @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_PROOF_LIMITED
   */
  async refuse(claim: OwnershipClaim): Promise<never> {
    await this.proveByPhone(claim, true);
    throw orderNotFound();
  }

  /**
   * The same rule for an order that is not ours (issue 11: a Shopee order, checked against the platform's
   * order detail): `claim.orderId` names it with its source (e.g. 'shopee:2211290Q1ABCDE', so its counter is
   * never an order of ours), `check` asks the platform and answers the order when the phone matches, else
   * null. Counted, limited, refunded and logged exactly like a proof of our own orders; an unknown order and
   * a wrong phone are the same 404. If `check` throws (the platform is down), the attempt proved nothing
   * either way: its count is given back and the error goes on.
   * @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_PROOF_LIMITED; whatever `check` throws
   */
  async proveExternal<T>(claim: OwnershipClaim, check: () => Promise<T | null>): Promise<T> {
    const attempt = await this.admit(claim);
    let found: T | null;
    try {
      found = await check();
    } catch (error) {
      await attempt.refund();
      throw error;
    }
    if (found !== null) {
      await attempt.refund();
      return found;
    }
    this.log.info('order ownership proof failed', attempt.details);
    throw orderNotFound();
  }

  private async proveByPhone(claim: OwnershipClaim, mustFail: boolean): Promise<StoredOrder> {
    const attempt = await this.admit(claim);
    const order = await this.orders.findOrder(claim.orderId);
    const digits = digitsOnly(claim.phone);
    if (!mustFail && order && digits !== '' && digits === order.customerPhone) {
      await attempt.refund();
      return order;
    }
    this.log.info('order ownership proof failed', attempt.details);
    throw orderNotFound();
  }

  /** Counts the attempt against the order's and the client's limits, before anything is read; 429 once over either. */
  private async admit(claim: OwnershipClaim): Promise<{ details: Record<string, unknown>; refund(): Promise<void> }> {
    const { proofFailuresPerOrder, proofFailuresPerClient, proofWindowMs } = this.limits;
    const orderKey = `order-proof:order:${claim.orderId.toUpperCase()}`;
    const clientKey = `order-proof:ip:${claim.clientIp}`;
    const verdict = await consumeAttempt(this.limiter, [
      { key: orderKey, limit: proofFailuresPerOrder, windowMs: proofWindowMs, failuresOnly: true },
      { key: clientKey, limit: proofFailuresPerClient, windowMs: proofWindowMs, failuresOnly: true },
    ]);
    const details = { orderId: claim.orderId, clientIp: claim.clientIp, phone: maskPhone(digitsOnly(claim.phone)), purpose: claim.purpose };
    if (!verdict.ok) {
      this.log.error('order ownership proof refused: too many failures', { ...details, limitedBy: verdict.refusedBy.includes(orderKey) ? 'order' : 'client' });
      throw new TooManyRequestsError(ORDER_PROOF_LIMITED, 'ORDER_PROOF_LIMITED', verdict.retryAfterMs);
    }
    return { details, refund: verdict.refund };
  }
}
