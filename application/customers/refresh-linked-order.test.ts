import { toLinkedOrderView } from './customer-order';
import { FakeShopeeOrders, shopeeOrder } from '../marketplace/testing/fake-shopee-orders';
import { FakeClock } from '../shared/testing/fake-clock';
import type { ShopifyOrder } from '../shopify/shopify-admin.port';
import { InMemoryOrderStore } from '../orders/testing/in-memory-order-store';
import { InMemoryCartStore } from '../cart/testing/in-memory-cart-store';
import { LinkedOrderPlatformUnavailable, LinkedOrderRefresher } from './refresh-linked-order';
import { InMemoryCustomerOrderStore } from './testing/in-memory-customer-order-store';

const T0 = '2026-12-01T04:00:00.000Z';

/** Issue 22: what one refresh of a linked order asks and stores, for Shopee and Shopify, and when it stores nothing. */
describe('LinkedOrderRefresher', () => {
  const setup = (shopifyOrder: ShopifyOrder | Error | null = null) => {
    const clock = new FakeClock(T0);
    const store = new InMemoryCustomerOrderStore(new InMemoryOrderStore(new InMemoryCartStore()));
    const shopee = new FakeShopeeOrders();
    const shopify = { findOrder: async () => { if (shopifyOrder instanceof Error) throw shopifyOrder; return shopifyOrder; } };
    const refresher = new LinkedOrderRefresher(store, clock, shopee, shopify);
    const link = async (source: 'shopee' | 'shopify', externalOrderId: string, externalStatus: string) => {
      await store.linkExternalOrder({
        customerId: 1, source, externalOrderId, orderDate: new Date(T0), total: 990, externalStatus, customerPhone: '0912345678', products: [], linkedAt: new Date(T0),
      });
      return (await store.findLinkedOrder(1, source, externalOrderId))!;
    };
    return { clock, store, shopee, refresher, link };
  };
  const shopifyOrder = (name: string, displayFulfillmentStatus: string): ShopifyOrder => ({
    name, phone: '0912345678', createdAt: T0, totalPrice: 990, displayFulfillmentStatus, lineItems: [],
  });

  it('Shopee: the order status and its logistics are stored with the time they were read', async () => {
    const { clock, store, shopee, refresher, link } = setup();
    const record = await link('shopee', '2212010C000001', 'READY_TO_SHIP');
    shopee.orders.set('2212010C000001', shopeeOrder({ orderSn: '2212010C000001', orderStatus: 'SHIPPED' }));
    shopee.logistics.set('2212010C000001', { trackingNumber: 'TW1', logisticsStatus: 'LOGISTICS_PICKUP_DONE', shippedAt: 1764200000 });
    clock.advance(60_000);
    const refreshed = await refresher.refresh(record);
    // Issue 28: the platform's shipped time reaches the history (customer-order.ts no longer writes null).
    expect(refreshed.shippedAt).toEqual(new Date(1764200000 * 1000));
    expect(toLinkedOrderView(refreshed).shipped_at).toBe('2025-11-26T23:33:20.000Z');
    expect(refreshed).toMatchObject({ externalStatus: 'SHIPPED', trackingNumber: 'TW1', logisticsStatus: 'LOGISTICS_PICKUP_DONE', checkedAt: clock.now() });
    expect(await store.findLinkedOrder(1, 'shopee', '2212010C000001')).toMatchObject({ externalStatus: 'SHIPPED', trackingNumber: 'TW1', checkedAt: clock.now() });
  });

  it('Shopee down, or the order no longer returned: unavailable, nothing stored', async () => {
    const { store, shopee, refresher, link } = setup();
    const record = await link('shopee', '2212010C000002', 'READY_TO_SHIP');
    await expect(refresher.refresh(record)).rejects.toBeInstanceOf(LinkedOrderPlatformUnavailable);
    shopee.orders.set('2212010C000002', shopeeOrder({ orderSn: '2212010C000002', orderStatus: 'SHIPPED' }));
    shopee.failure = Object.assign(new Error('down'), { code: 'SHOPEE_UNAVAILABLE' });
    await expect(refresher.refresh(record)).rejects.toMatchObject({ reason: 'SHOPEE_UNAVAILABLE' });
    expect(await store.findLinkedOrder(1, 'shopee', '2212010C000002')).toMatchObject({ externalStatus: 'READY_TO_SHIP', checkedAt: null });
  });

  it('Shopify: displayFulfillmentStatus of the order with exactly that name; another name or an error changes nothing', async () => {
    const fulfilled = setup(shopifyOrder('#1001', 'FULFILLED'));
    const record = await fulfilled.link('shopify', '#1001', 'UNFULFILLED');
    expect(await fulfilled.refresher.refresh(record)).toMatchObject({ externalStatus: 'FULFILLED', trackingNumber: null });

    const other = setup(shopifyOrder('#10010', 'FULFILLED'));
    await expect(other.refresher.refresh(await other.link('shopify', '#1001', 'UNFULFILLED'))).rejects.toBeInstanceOf(LinkedOrderPlatformUnavailable);
    const down = setup(Object.assign(new Error('x'), { code: 'SHOPIFY_UNAVAILABLE' }));
    await expect(down.refresher.refresh(await down.link('shopify', '#1001', 'UNFULFILLED'))).rejects.toMatchObject({ reason: 'SHOPIFY_UNAVAILABLE' });
    expect(await down.store.findLinkedOrder(1, 'shopify', '#1001')).toMatchObject({ externalStatus: 'UNFULFILLED', checkedAt: null });
  });
});
