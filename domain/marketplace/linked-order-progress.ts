import type { ShippingStatus } from '../orders/shipping-status';

/**
 * Following a linked order (issue 22): which platform statuses are final (nothing more will happen, so neither
 * the details page nor the refresh job asks the platform again), and how Shopee's logistics status moves the
 * shipping status beyond what its order_status says.
 *
 * Final: Shopee COMPLETED and CANCELLED (get_order_detail's last states); Shopify FULFILLED,
 * FULFILLMENT_NOT_REQUIRED and RESTOCKED (research/platforms.md B5: shipped in full, nothing to ship, or
 * cancelled and put back). Everything else, unknown words included, may still move.
 */
export const LINKED_ORDER_FINAL_STATUSES = {
  shopee: ['COMPLETED', 'CANCELLED'],
  shopify: ['FULFILLED', 'FULFILLMENT_NOT_REQUIRED', 'RESTOCKED'],
} as const satisfies Record<'shopee' | 'shopify', readonly string[]>;

export function isLinkedOrderFinal(source: 'shopee' | 'shopify', externalStatus: string): boolean {
  return (LINKED_ORDER_FINAL_STATUSES[source] as readonly string[]).includes(externalStatus.trim().toUpperCase());
}

/**
 * Shopee's logistics_status (logistics.get_tracking_info) is fresher than order_status about the parcel: handed to
 * the carrier is shipped, delivered is delivered. It only ever moves the shipping status forward, never back.
 */
const LOGISTICS_SHIPPING: Readonly<Record<string, ShippingStatus>> = {
  LOGISTICS_REQUEST_CREATED: 'prepared',
  LOGISTICS_PICKUP_DONE: 'shipped',
  LOGISTICS_DELIVERY_DONE: 'delivered',
};

const ORDER: readonly ShippingStatus[] = ['pending', 'prepared', 'shipped', 'delivered'];

export function withLogisticsStatus(shipping: ShippingStatus, logisticsStatus: string | null): ShippingStatus {
  const fromLogistics = logisticsStatus ? LOGISTICS_SHIPPING[logisticsStatus.trim().toUpperCase()] : undefined;
  if (!fromLogistics || !ORDER.includes(shipping)) return shipping;
  return ORDER.indexOf(fromLogistics) > ORDER.indexOf(shipping) ? fromLogistics : shipping;
}
