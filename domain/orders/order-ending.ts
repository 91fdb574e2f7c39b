import type { OrderStatus } from './order-status';
import type { PaymentMethod } from './payment-methods';

/**
 * How staff end an order that will not be fulfilled (issue 30), decided from what the buyer paid, never chosen freely:
 * - a card order that was charged (PAID, PROCESSING) ends REFUNDED: the money goes back (in ECPay's back office);
 * - a store-payment order ends CANCELLED while nothing was paid (before pickup), REFUNDED once it was picked up
 *   and paid at the counter;
 * - an order that was never charged or has ended already cannot be ended (null): a card order waiting for its payment
 *   ends by its own timeout, and CANCELLED/REFUNDED are final.
 * Either end voids the e-invoice when one was issued (the invoice consumer of the move).
 */
export function orderEnding(order: { status: OrderStatus; paymentMethod: PaymentMethod }, pickedUp: boolean): 'CANCELLED' | 'REFUNDED' | null {
  if (order.paymentMethod === 'credit_card') return order.status === 'PAID' || order.status === 'PROCESSING' ? 'REFUNDED' : null;
  // PENDING: no shipment yet, so no parcel was picked up (the shipment's creation moves the order to PROCESSING).
  if (order.status === 'PENDING') return 'CANCELLED';
  if (order.status !== 'PROCESSING') return null;
  return pickedUp ? 'REFUNDED' : 'CANCELLED';
}
