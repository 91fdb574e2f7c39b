import { inject, injectable } from 'inversify';
import { normalizeShopeeOrderSn } from '../../domain/marketplace/linked-order';
import { isLinkedOrderFinal } from '../../domain/marketplace/linked-order-progress';
import { normalizeShopifyOrderName } from '../../domain/shopify/stock-rules';
import { RATE_LIMITER, type RateLimiter } from '../accounts/rate-limiter.port';
import type { LinkedOrderDetails } from '../contracts/accounts';
import { orderNotFound } from '../orders/order-lookup';
import { ABUSE_LIMITS, type AbuseLimits } from '../shared/abuse-limits';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { toLinkedOrderView, type LinkedOrderRecord } from './customer-order';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from './customer-order-store.port';
import { LinkedOrderRefresher } from './refresh-linked-order';

/**
 * How long a view waits for the platform before it shows the stored record: Shopee's client retries a busy shop for
 * up to ~40 s, which a member must not stare at. The refresh goes on and stores its answer for the next view.
 */
export const LINKED_ORDER_VIEW_WAIT_MS = 3_000;

/**
 * GET /api/customers/linked-orders/{source}/{orderId} (issue 22): the details of a Shopee or Shopify order the
 * member linked, refreshed from the platform on view.
 *
 * - Only the member who linked it reads it: anyone else's, an unknown one and a number the platform cannot have
 *   issued are the same 404 ORDER_NOT_FOUND (a stranger learns nothing about which numbers are linked).
 * - On view, at most one platform call per order per AbuseLimits.linkedOrderRefreshWindowMs, counted BEFORE the
 *   call (RateLimiter.hit is one atomic increment shared by every process): of many views at once, or a member
 *   reloading, one asks the platform and the others read the stored record. Final orders (domain rule) never ask.
 * - The platform down, slow (over LINKED_ORDER_VIEW_WAIT_MS) or disconnected: the stored record, with its age
 *   (checked_at) and `stale`, never an error: the member still sees what we know.
 */
@injectable()
export class GetLinkedOrder {
  constructor(
    @inject(CUSTOMER_ORDER_STORE) private readonly customerOrders: CustomerOrderStore,
    @inject(LinkedOrderRefresher) private readonly refresher: LinkedOrderRefresher,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(ABUSE_LIMITS) private readonly limits: AbuseLimits,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(customerId: number, source: 'shopee' | 'shopify', orderId: string): Promise<LinkedOrderDetails> {
    const externalOrderId = source === 'shopee' ? normalizeShopeeOrderSn(orderId) : normalizeShopifyOrderName(orderId);
    if (externalOrderId === undefined) throw orderNotFound();
    const stored = await this.customerOrders.findLinkedOrder(customerId, source, externalOrderId);
    if (!stored) throw orderNotFound();
    const record = isLinkedOrderFinal(stored.source, stored.externalStatus) ? stored : await this.refreshIfDue(stored);
    return this.details(record);
  }

  private async refreshIfDue(record: LinkedOrderRecord): Promise<LinkedOrderRecord> {
    const { allowed } = await this.limiter.hit(`linked-order-refresh:${record.source}:${record.id}`, 1, this.limits.linkedOrderRefreshWindowMs);
    if (!allowed) return record;
    const refreshing = this.refresher.refresh(record).catch((error: unknown) => {
      this.log.info('linked order not refreshed on view', { source: record.source, orderId: record.externalOrderId, reason: error instanceof Error ? error.message : String(error) });
      return record;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), LINKED_ORDER_VIEW_WAIT_MS); });
    try {
      return (await Promise.race([refreshing, waited])) ?? record;
    } finally {
      clearTimeout(timer);
    }
  }

  private details(record: LinkedOrderRecord): LinkedOrderDetails {
    const checkedAt = record.checkedAt ?? record.linkedAt;
    const final = isLinkedOrderFinal(record.source, record.externalStatus);
    return {
      order: toLinkedOrderView(record),
      checked_at: checkedAt.toISOString(),
      stale: !final && this.clock.now().getTime() - checkedAt.getTime() > this.limits.linkedOrderRefreshWindowMs,
    };
  }
}
