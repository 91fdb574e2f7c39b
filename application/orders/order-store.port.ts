import type { InvoiceChoice } from '../../domain/invoicing/invoice-choice';
import type { CheckoutRefusal, UnsellableLine } from '../../domain/orders/checkout-plan';
import type { OrderStatus, TransitionRefusalDetails } from '../../domain/orders/order-status';
import type { DeliveryMethod, PaymentMethod } from '../../domain/orders/payment-methods';
import type { PickupStore } from '../../domain/orders/pickup-store';
import type { Outcome } from '../../domain/shared/result';
import type { OrderStatusEvent, StoredOrder, StoredOrderItem } from './order';

/**
 * Orders, and the one transaction that turns a cart into an order. Implemented by
 * adapters/persistence/orders/knex-order-store.ts and, for unit tests, by InMemoryOrderStore.
 *
 * As with CartStore.reserveOutletLine, checkoutCart is ONE method so that its implementation can run
 * "lock the cart, re-check every hold, price from the catalogue, create the order, confirm the holds, empty
 * the cart" in one database transaction: a second checkout of the same cart (double click, two tabs) waits
 * for the first and then finds the cart empty. The decision is the domain's planCheckout.
 */
export interface CheckoutCartRequest {
  phone: string;
  /** The cart of the phone checked out (application/cart/cart-ref.ts): absent or '' for the account cart. */
  keyHash?: string;
  customerName: string;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** From the domain's initialOrderStatus; recorded as the first order_status_events row (from null). */
  status: OrderStatus;
  store: PickupStore;
  accessTokenHash: string;
  /** The signed-in customer placing the order (orders.customer_id); null or absent for a guest. */
  customerId?: number | null;
  /**
   * Issue 30: the shopper's invoice choice, checked by the domain's rules: written with the order as its invoices
   * row (state NOT_ISSUED) and, for a customer, as their remembered choice (customer_invoice_choices), in the
   * same transaction. Absent: the default (the member carrier).
   */
  invoice?: InvoiceChoice;
  /** Where the order's mails go (orders.email): checked and trimmed; null or absent for none. */
  email?: string | null;
  now: Date;
  /**
   * The order id to try at attempt 0, 1, 2...: ORD-{8 digits} ids can collide (same millisecond, or the
   * 8 digits wrapping after about 27 hours), so the store tries the next candidate on a unique violation.
   */
  orderIdCandidate(attempt: number): string;
}

export type CheckoutOutcome =
  | { kind: 'created'; order: StoredOrder; items: StoredOrderItem[] }
  /** lines: the cart lines that cannot be sold now (CART_ITEM_SOLD_OUT, CART_ITEM_UNAVAILABLE). */
  | { kind: 'refused'; code: CheckoutRefusal; lines?: UnsellableLine[] };

/** The status machine's answer for the order's current status (the use case passes the domain's transitionOrder). */
export type StatusDecision = (from: OrderStatus) => Outcome<{ status: OrderStatus; changed: boolean }, 'ORDER_TRANSITION_NOT_ALLOWED', TransitionRefusalDetails>;

export interface StatusChangeDetails {
  reason: string | null;
  /** Written to orders.status_message when the status changes (null clears it). */
  statusMessage: string | null;
  now: Date;
}

export type StatusChangeOutcome =
  | { kind: 'not_found' }
  | { kind: 'refused'; from: OrderStatus }
  | { kind: 'done'; from: OrderStatus; status: OrderStatus; changed: boolean };

export interface OrderStore {
  checkoutCart(request: CheckoutCartRequest): Promise<CheckoutOutcome>;
  findOrder(orderId: string): Promise<StoredOrder | undefined>;
  /** The items of an order, id ascending; [] for an unknown order. */
  listItems(orderId: string): Promise<StoredOrderItem[]>;
  /**
   * The only way a status changes: in one transaction, locks the order, asks `decide` with its current
   * status, and when it changed writes the status, status_message, updated_at and an order_status_events row.
   */
  changeStatus(orderId: string, decide: StatusDecision, details: StatusChangeDetails): Promise<StatusChangeOutcome>;
  /** The audit of an order's statuses, oldest first. */
  listStatusEvents(orderId: string): Promise<OrderStatusEvent[]>;
}

export const ORDER_STORE = Symbol.for('OrderStore');

/** How many order id candidates checkout tries before giving up with 503 TRY_AGAIN. */
export const ORDER_ID_ATTEMPTS = 20;
