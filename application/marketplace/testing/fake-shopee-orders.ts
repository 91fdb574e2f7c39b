import type { MarketplaceSource, SourceOrder, SourceOrderLogistics } from '../marketplace-source.port';

/**
 * Shopee's order detail for the link-order tests (MarketplaceSource.getOrder, and getOrderLogistics for following
 * linked orders, issue 22): the orders it knows, how often it was asked, and a failure to throw instead of
 * answering (Shopee down, shop not connected).
 */
export class FakeShopeeOrders implements Pick<MarketplaceSource, 'getOrder' | 'getOrderLogistics'> {
  readonly orders = new Map<string, SourceOrder>();
  /** By order_sn; an order without an entry has no tracking number or logistics status yet. */
  readonly logistics = new Map<string, SourceOrderLogistics>();
  calls = 0;
  failure: Error | null = null;

  constructor(orders: SourceOrder[] = []) {
    for (const order of orders) this.orders.set(order.orderSn, order);
  }

  async getOrder(orderSn: string): Promise<SourceOrder | null> {
    this.calls += 1;
    if (this.failure) throw this.failure;
    return this.orders.get(orderSn) ?? null;
  }

  async getOrderLogistics(orderSn: string): Promise<SourceOrderLogistics> {
    this.calls += 1;
    if (this.failure) throw this.failure;
    return this.logistics.get(orderSn) ?? { trackingNumber: null, logisticsStatus: null };
  }
}

/** A completed Shopee order of two items (one with a model), bought by 0912345678 (as Shopee returns it). */
export function shopeeOrder(overrides: Partial<SourceOrder> = {}): SourceOrder {
  return {
    orderSn: '2211290Q1ABCDE',
    buyerPhone: '886912345678',
    createTime: Date.parse('2026-11-25T08:00:00.000Z') / 1000,
    totalAmount: 1789,
    orderStatus: 'COMPLETED',
    shippingFee: null,
    items: [
      { itemId: 2 ** 32 + 5, modelId: 2 ** 32 + 6, name: '條紋襯衫', modelName: '藍色,M', quantity: 1, price: 1290, imageUrl: 'https://cf.shopee.tw/file/shirt' },
      { itemId: 2 ** 32 + 9, modelId: null, name: '馬克杯', modelName: null, quantity: 2, price: 249, imageUrl: null },
    ],
    ...overrides,
  };
}
