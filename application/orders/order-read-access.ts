import { inject, injectable } from 'inversify';
import { RATE_LIMITER, type RateLimiter } from '../accounts/rate-limiter.port';
import { admitAttempt } from '../shared/limit-attempt';
import { TooManyRequestsError } from '../errors';
import { ABUSE_LIMITS, type AbuseLimits } from '../shared/abuse-limits';
import type { StoredOrder } from './order';
import { CLOCK, type Clock } from '../shared/clock.port';
import { tokenProvesBuyer } from './buyer-token';
import { ORDER_ACCESS_TOKENS, type OrderAccessTokens } from './order-access-token.port';
import { ORDER_LINKS, type OrderLinks } from './order-link.port';
import { orderNotFound, requireOrder } from './order-lookup';
import { ORDER_STORE, type OrderStore } from './order-store.port';

export const ORDER_READS_LIMITED = 'ORDER_READS_LIMITED';

/** Who reads an order by its number, with what proof (issue 22). */
export interface OrderReader {
  /** The buyer's access token (X-Order-Token, decision 5) or a signed order link's token (issue 30), if the request carries one. */
  accessToken?: string | null;
  /** The signed-in customer's id, if any: the order's own customer is its buyer. */
  customerId?: number | null;
  /** The client's IP: the key of the stranger read limit. */
  clientIp: string;
}

/** What proved a reader to be the order's buyer: its access token or the signed-in owner (issue 28: actions name it). */
export type ReaderProof = 'token' | 'owner';

/** The order and whether the reader proved to be its buyer; a stranger's view is redacted (order-redaction.ts). */
export interface OrderRead {
  order: StoredOrder;
  proven: boolean;
  /** What proved it; null for a stranger. */
  proof: ReaderProof | null;
}

/**
 * The one rule of every read of an order by its number (GET /api/ecpay/{id}, its items, /api/orders/{id},
 * can-retry, the pickup store and shipment). Order numbers are the last 8 digits of a timestamp, so they can
 * be walked: a read without proof is counted per client IP (rate_limits, shared by every process) and refused
 * with 429 once over AbuseLimits.strangerOrderReadsPerClient.
 *
 * - No proof offered: the read is counted BEFORE the order is looked up, atomically, so parallel reads cannot
 *   race past the limit and an over-limit caller does not even learn whether the number exists.
 * - A proof offered (a token, a signed-in customer): the order is read to check it. A valid proof is never
 *   counted, so the buyer is never stopped by strangers sharing an address. A proof that fails counts like
 *   no proof, before anything is answered (a 404 included): a made-up token buys no free reads.
 */
@injectable()
export class OrderReadAccess {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(ORDER_ACCESS_TOKENS) private readonly tokens: OrderAccessTokens,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(ABUSE_LIMITS) private readonly limits: AbuseLimits,
    @inject(ORDER_LINKS) private readonly links: OrderLinks,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED (a stranger over the limit) */
  async read(orderId: string, reader: OrderReader): Promise<OrderRead> {
    const offersProof = Boolean(reader.accessToken) || (reader.customerId !== undefined && reader.customerId !== null);
    if (!offersProof) {
      await this.admitStranger(reader.clientIp);
      return { order: await requireOrder(this.orders, orderId), proven: false, proof: null };
    }
    const order = await this.orders.findOrder(orderId);
    const proof = order ? this.proofOf(order, reader) : null;
    if (order && proof) return { order, proven: true, proof };
    await this.admitStranger(reader.clientIp);
    if (!order) throw orderNotFound();
    return { order, proven: false, proof: null };
  }

  /** What the reader proves of this order (its signed-in owner, its token or its mailed link), if anything; nothing counted. */
  proofOf(order: StoredOrder, reader: Pick<OrderReader, 'accessToken' | 'customerId'>): ReaderProof | null {
    if (reader.customerId !== undefined && reader.customerId !== null && order.customerId === reader.customerId) return 'owner';
    return tokenProvesBuyer(order, reader.accessToken, { tokens: this.tokens, links: this.links }, this.clock.now()) ? 'token' : null;
  }

  private async admitStranger(clientIp: string): Promise<void> {
    const { strangerOrderReadsPerClient, strangerOrderReadWindowMs } = this.limits;
    // The shop's one limit rule (count first, atomically): every read without proof is an attempt.
    await admitAttempt(this.limiter, [{ key: `order-read:ip:${clientIp}`, limit: strangerOrderReadsPerClient, windowMs: strangerOrderReadWindowMs }],
      (retryAfterMs) => new TooManyRequestsError(ORDER_READS_LIMITED, 'ORDER_READS_LIMITED', retryAfterMs));
  }
}
