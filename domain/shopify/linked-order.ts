import type { OrderStatus } from '../orders/order-status';
import type { ShippingStatus } from '../orders/shipping-status';

/**
 * A linked Shopify order in the order history (issue 12), in our words, like Shopee's (domain/marketplace/
 * linked-order.ts). Shopify's displayFulfillmentStatus (research/platforms.md B5, 2026-10 values) is read once at
 * link time. The order exists and was looked up by the shop's Admin API, so it is at least being processed; an
 * unknown value reads as being processed, not yet shipped.
 */
const SHOPIFY_FULFILLMENT: Readonly<Record<string, { status: OrderStatus; shipping: ShippingStatus }>> = {
  UNFULFILLED: { status: 'PROCESSING', shipping: 'pending' },
  SCHEDULED: { status: 'PROCESSING', shipping: 'pending' },
  ON_HOLD: { status: 'PROCESSING', shipping: 'pending' },
  OPEN: { status: 'PROCESSING', shipping: 'pending' },
  PENDING_FULFILLMENT: { status: 'PROCESSING', shipping: 'prepared' },
  IN_PROGRESS: { status: 'PROCESSING', shipping: 'prepared' },
  PARTIALLY_FULFILLED: { status: 'PROCESSING', shipping: 'shipped' },
  FULFILLED: { status: 'PROCESSING', shipping: 'delivered' },
  FULFILLMENT_NOT_REQUIRED: { status: 'PROCESSING', shipping: 'delivered' },
  REQUEST_DECLINED: { status: 'PROCESSING', shipping: 'pending' },
  // Cancelled or returned and put back in stock: ours has no returned status yet; shown as not shipped.
  RESTOCKED: { status: 'PROCESSING', shipping: 'pending' },
};

export function shopifyOrderStatusView(displayFulfillmentStatus: string): { status: OrderStatus; shipping: ShippingStatus } {
  return SHOPIFY_FULFILLMENT[displayFulfillmentStatus.trim().toUpperCase()] ?? { status: 'PROCESSING', shipping: 'pending' };
}
