import { DEFAULT_DELIVERY_METHOD, type DeliveryMethod } from './payment-methods';

/**
 * What the buyer pays for delivery (issue 28: the order summary shows it above the total). Pickup at a
 * 7-ELEVEN or FamilyMart is the only delivery the checkout offers (spec 2, section 1), and the shop charges
 * nothing for it: an order's total is its items' sum (spec 1 section 3 'Cart totals'; the server's checkout),
 * so the summaries write 免運. Home delivery is shown disabled and has no price of its own yet.
 */
export const SHIPPING_FEES: Readonly<Record<DeliveryMethod, number>> = { pickup: 0, shipping: 0 };

export function shippingFeeOf(deliveryMethod: DeliveryMethod | null | undefined): number {
  return SHIPPING_FEES[deliveryMethod ?? DEFAULT_DELIVERY_METHOD] ?? SHIPPING_FEES[DEFAULT_DELIVERY_METHOD];
}

/** True when the summary writes 免運 instead of an amount. */
export function isFreeShipping(fee: number): boolean {
  return fee === 0;
}
