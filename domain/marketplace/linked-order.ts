import type { OrderStatus } from '../orders/order-status';
import type { ShippingStatus } from '../orders/shipping-status';

/**
 * A Shopee order linked to an account shows in the order history beside ours (issue 11), in our words: the
 * history's status is one of our order statuses and its progress one of our shipping statuses. Shopee's
 * order_status (get_order_detail) is translated once, here; the status is the one read at link time (we do
 * not follow a linked order afterwards; Shopee's own app does). Our decision: the closest of our words, an
 * unknown Shopee status reads as being processed.
 */
const SHOPEE_ORDER_STATUSES: Readonly<Record<string, { status: OrderStatus; shipping: ShippingStatus }>> = {
  UNPAID: { status: 'PENDING_PAYMENT', shipping: 'pending' },
  INVOICE_PENDING: { status: 'PAID', shipping: 'pending' },
  READY_TO_SHIP: { status: 'PAID', shipping: 'prepared' },
  PROCESSED: { status: 'PROCESSING', shipping: 'prepared' },
  RETRY_SHIP: { status: 'PROCESSING', shipping: 'prepared' },
  SHIPPED: { status: 'PROCESSING', shipping: 'shipped' },
  TO_CONFIRM_RECEIVE: { status: 'PROCESSING', shipping: 'shipped' },
  COMPLETED: { status: 'PROCESSING', shipping: 'delivered' },
  TO_RETURN: { status: 'PROCESSING', shipping: 'delivered' },
  IN_CANCEL: { status: 'PAYMENT_CANCELLED', shipping: 'pending' },
  CANCELLED: { status: 'PAYMENT_CANCELLED', shipping: 'pending' },
};

export function shopeeOrderStatusView(orderStatus: string): { status: OrderStatus; shipping: ShippingStatus } {
  return SHOPEE_ORDER_STATUSES[orderStatus.trim().toUpperCase()] ?? { status: 'PROCESSING', shipping: 'pending' };
}

/**
 * A Shopee order number (order_sn): letters and digits, e.g. '2211290Q1ABCDE'. Anything else is answered like
 * an unknown order without asking Shopee. Upper-cased, as Shopee issues them.
 */
export function normalizeShopeeOrderSn(value: string): string | undefined {
  const sn = value.trim().toUpperCase();
  return /^[0-9A-Z]{6,32}$/.test(sn) ? sn : undefined;
}
