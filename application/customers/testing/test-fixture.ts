import { FakeShopeeOrders } from '../../marketplace/testing/fake-shopee-orders';
import { orderFixture } from '../../orders/testing/test-fixture';
import { InMemoryCustomerOrderStore } from './in-memory-customer-order-store';
import { LinkOrder } from '../link-order';
import { ListCustomerOrders } from '../list-customer-orders';

export const ALICE = { id: 11, name: '林小美', phone: '0911111111' };
export const BOB = { id: 12, name: '陳大文', phone: '0922222222' };

/** The order fixture plus the customer-order store and use cases over it; `shopee` is Shopee's order detail (empty). */
export function customerFixture() {
  const fixture = orderFixture([
    { id: 1, total_quantity: 5, title: '外套', sku: 'OL-1', price: 3280, discount_price: 1290 },
    { id: 2, total_quantity: 5, title: '背包', sku: 'OL-2', price: 1500, discount_price: 990 },
    { id: 3, total_quantity: 5, title: '帽子', sku: 'OL-3', price: 800, discount_price: 500 },
  ]);
  const customerOrders = new InMemoryCustomerOrderStore(fixture.orders);
  const listOrders = new ListCustomerOrders(customerOrders);
  const shopee = new FakeShopeeOrders();
  const linkOrder = new LinkOrder(fixture.proof, customerOrders, fixture.clock, shopee);
  return { ...fixture, customerOrders, listOrders, linkOrder, shopee };
}
