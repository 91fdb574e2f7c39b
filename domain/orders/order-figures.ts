import type { OrderStatus } from './order-status';
import type { PaymentMethod } from './payment-methods';
import type { ShippingStatus } from './shipping-status';

/**
 * What the console's overview counts (issue 28, docs/decisions.md): which orders are a sale, and which sales the
 * shop still has to ship.
 *
 * A sale is an order the buyer has committed money to:
 * - a card order once paid: PAID, and PROCESSING (paid, shipment started);
 * - a store-payment order once confirmed: PENDING (checkout is its confirmation; it is paid at the counter) and
 *   PROCESSING. It counts from the order, since the parcel is already on its way to the store when it is paid;
 * - never an order waiting for its card payment or whose payment failed, was cancelled or timed out.
 * Typed over both unions: a new status or method without a decision here fails to compile.
 */
export const COUNTS_AS_SALE: Readonly<Record<PaymentMethod, Readonly<Record<OrderStatus, boolean>>>> = {
  credit_card: {
    PAID: true, PROCESSING: true,
    PENDING: false, PENDING_PAYMENT: false, PAYMENT_FAILED: false, PAYMENT_CANCELLED: false, PAYMENT_TIMEOUT: false,
    CANCELLED: false, REFUNDED: false,
  },
  store_cod: {
    PENDING: true, PROCESSING: true,
    PAID: false, PENDING_PAYMENT: false, PAYMENT_FAILED: false, PAYMENT_CANCELLED: false, PAYMENT_TIMEOUT: false,
    CANCELLED: false, REFUNDED: false,
  },
};

/** The (status, method) pairs that are a sale, as a query reads them. */
export const SALE_ORDERS: readonly { status: OrderStatus; paymentMethod: PaymentMethod }[] = Object.entries(COUNTS_AS_SALE).flatMap(
  ([paymentMethod, statuses]) => Object.entries(statuses).filter(([, sale]) => sale).map(([status]) => ({ status: status as OrderStatus, paymentMethod: paymentMethod as PaymentMethod })),
);

export function isSale(order: { status: string; paymentMethod: string }): boolean {
  return SALE_ORDERS.some((sale) => sale.status === order.status && sale.paymentMethod === order.paymentMethod);
}

/**
 * A sale still to ship: the parcel is with the shop, i.e. no shipment yet, or one whose parcel has not been handed in
 * at a store (pending: being created or failed; prepared: ECPay has the order, the parcel still needs dropping off).
 */
export const STILL_WITH_THE_SHOP: readonly ShippingStatus[] = ['pending', 'prepared'];
