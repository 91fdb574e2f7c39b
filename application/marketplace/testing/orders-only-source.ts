import type { MarketplaceSource } from '../marketplace-source.port';
import type { FakeShopeeOrders } from './fake-shopee-orders';

/**
 * The Shopee shop of a suite that only links orders: the fake's orders (and their logistics, unless
 * withLogistics is false: a shop that never says where a parcel is), every catalogue call refused.
 */
export function ordersOnlySource(shopee: FakeShopeeOrders, { withLogistics = true } = {}): MarketplaceSource {
  const unused = () => Promise.reject(new Error('not used by these tests'));
  return {
    getOrder: (sn) => shopee.getOrder(sn),
    ...(withLogistics ? { getOrderLogistics: (sn: string) => shopee.getOrderLogistics(sn) } : {}),
    listItems: unused, getProducts: unused, getCategories: unused,
  };
}
