import type { ShopifyOrder } from '../shopify/shopify-admin.port';

/**
 * What link-order needs of Shopify (issue 12): an order by its name ('#1001'), looked up with the shop's own
 * credentials. Bound by the shopify module (application/shopify/find-shopify-order.ts). Unbound: link-order
 * answers 503 SHOPIFY_NOT_CONNECTED for a Shopify order.
 * @throws ProviderUnavailableError SHOPIFY_NOT_CONNECTED | SHOPIFY_UNAVAILABLE
 */
export interface ShopifyOrders {
  findOrder(name: string): Promise<ShopifyOrder | null>;
}

export const SHOPIFY_ORDERS = Symbol.for('LinkOrderShopifyOrders');
