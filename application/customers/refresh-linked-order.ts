import { inject, injectable, optional } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { LinkedOrderProgress, LinkedOrderRecord } from './customer-order';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from './customer-order-store.port';
import { MARKETPLACE_ORDERS, type MarketplaceOrders } from './marketplace-orders.port';
import { SHOPIFY_ORDERS, type ShopifyOrders } from './shopify-orders.port';

/** The platform could not tell us now (down, rate-limited, not connected, or the order is no longer there). */
export class LinkedOrderPlatformUnavailable extends Error {
  constructor(readonly source: 'shopee' | 'shopify', readonly reason: string) {
    super(`${source} did not answer for a linked order: ${reason}`);
    this.name = 'LinkedOrderPlatformUnavailable';
  }
}

/**
 * Asks the platform where a linked order is now (issue 22) and stores the answer: Shopee's get_order_detail
 * (order_status) and its logistics (tracking number, logistics_status); Shopify's order by name
 * (displayFulfillmentStatus). Used by the details page (GetLinkedOrder, after its limit) and the refresh job
 * (RefreshLinkedOrders); neither limits nor decides WHEN, this only asks once.
 *
 * Shopee's logistics answer is a second call; when only it fails, the order status is still stored and the
 * tracking fields stay as they were. An order the platform no longer returns is kept as stored (never deleted:
 * the member proved it once, and a platform hiccup must not erase a history line).
 */
@injectable()
export class LinkedOrderRefresher {
  constructor(
    @inject(CUSTOMER_ORDER_STORE) private readonly customerOrders: CustomerOrderStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(MARKETPLACE_ORDERS) @optional() private readonly marketplace?: MarketplaceOrders,
    @inject(SHOPIFY_ORDERS) @optional() private readonly shopify?: ShopifyOrders,
  ) {}

  /**
   * @returns the record as stored after the platform's answer
   * @throws LinkedOrderPlatformUnavailable when the platform gave no answer (the stored record is unchanged)
   */
  async refresh(record: LinkedOrderRecord): Promise<LinkedOrderRecord> {
    const progress = record.source === 'shopee' ? await this.askShopee(record) : await this.askShopify(record);
    const checkedAt = this.clock.now();
    await this.customerOrders.recordLinkedOrderProgress(record.id, progress, checkedAt);
    return { ...record, ...progress, checkedAt };
  }

  private async askShopee(record: LinkedOrderRecord): Promise<LinkedOrderProgress> {
    const { marketplace } = this;
    if (!marketplace) throw new LinkedOrderPlatformUnavailable('shopee', 'no Shopee adapter');
    const order = await marketplace.getOrder(record.externalOrderId).catch((error: unknown) => {
      throw new LinkedOrderPlatformUnavailable('shopee', codeOf(error));
    });
    if (!order) throw new LinkedOrderPlatformUnavailable('shopee', 'order no longer returned');
    const logistics = marketplace.getOrderLogistics
      ? await marketplace.getOrderLogistics(record.externalOrderId).catch(() => null)
      : null;
    return {
      externalStatus: order.orderStatus,
      trackingNumber: logistics?.trackingNumber ?? record.trackingNumber,
      logisticsStatus: logistics?.logisticsStatus ?? record.logisticsStatus,
      shippedAt: logistics?.shippedAt ? new Date(logistics.shippedAt * 1000) : record.shippedAt ?? null,
    };
  }

  private async askShopify(record: LinkedOrderRecord): Promise<LinkedOrderProgress> {
    const { shopify } = this;
    if (!shopify) throw new LinkedOrderPlatformUnavailable('shopify', 'no Shopify wiring');
    const order = await shopify.findOrder(record.externalOrderId).catch((error: unknown) => {
      throw new LinkedOrderPlatformUnavailable('shopify', codeOf(error));
    });
    // Shopify's search is by words: only the exact name is this order.
    if (!order || order.name !== record.externalOrderId) throw new LinkedOrderPlatformUnavailable('shopify', 'order no longer returned');
    return { externalStatus: order.displayFulfillmentStatus, trackingNumber: record.trackingNumber, logisticsStatus: record.logisticsStatus };
  }
}

function codeOf(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'error';
}
