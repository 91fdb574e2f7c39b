/**
 * The shipping status values of spec 1, section 4 on the wire (shipments.shipping_status, the history's and the
 * order page's `shipping_status`): pending, prepared, shipped, delivered, and issue 12's 'returned' (a parcel ECPay
 * sends back to the seller, domain/orders/shipment-status.ts). What each screen SAYS about them, and the section's
 * progress values (25 / 50 / 75 / 100, 0 returned), are the order-truth table's (domain/orders/order-truth.ts,
 * FULFILMENT_SCREENS): one table decides each screen's words (issue 22).
 */
export const SHIPPING_STATUSES = ['pending', 'prepared', 'shipped', 'delivered', 'returned'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
