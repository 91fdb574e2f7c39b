import { refuse, type Outcome } from '../shared/result';

/**
 * Server order statuses (spec 2, section 4) and the only moves between them (design.md, section 2: orders
 * move only through the domain's status machine).
 *
 * - PENDING: a pay-at-pickup (store_cod) order; staff processing moves it on.
 * - PENDING_PAYMENT: a card order waiting for the provider; the provider's answer moves it to PAID,
 *   PAYMENT_FAILED, PAYMENT_CANCELLED or PAYMENT_TIMEOUT.
 * - The three failure states go back to PENDING_PAYMENT when the shopper retries (a new attempt).
 * - PAID and PENDING go to PROCESSING when the shop starts fulfilling the order.
 * - Issue 30: staff end an order that will not be fulfilled. CANCELLED: nothing was paid (a store-payment order
 *   before pickup); REFUNDED: the money was given back (in ECPay's back office, or at the counter). Both are
 *   final, and both void the e-invoice when one was issued (domain/invoicing/void-window.ts).
 * PROCESSING goes on only to those two as far as these specs go.
 */
export const ORDER_STATUSES = [
  'PENDING',
  'PENDING_PAYMENT',
  'PAID',
  'PROCESSING',
  'PAYMENT_FAILED',
  'PAYMENT_CANCELLED',
  'PAYMENT_TIMEOUT',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_FAILURE_STATUSES = ['PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT'] as const satisfies readonly OrderStatus[];
export type PaymentFailureStatus = (typeof PAYMENT_FAILURE_STATUSES)[number];

/** The transition table, as data: what each status may become. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PENDING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT'],
  PAID: ['PROCESSING', 'REFUNDED'],
  PROCESSING: ['CANCELLED', 'REFUNDED'],
  PAYMENT_FAILED: ['PENDING_PAYMENT'],
  PAYMENT_CANCELLED: ['PENDING_PAYMENT'],
  PAYMENT_TIMEOUT: ['PENDING_PAYMENT'],
  CANCELLED: [],
  REFUNDED: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentFailure(status: OrderStatus): status is PaymentFailureStatus {
  return (PAYMENT_FAILURE_STATUSES as readonly OrderStatus[]).includes(status);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export interface TransitionRefusalDetails {
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * Moves an order from one status to another. Asking for the status it already has succeeds with
 * `changed: false`: provider callbacks repeat, and a repeated notification must change nothing and be
 * acknowledged (design.md, section 2). Anything else off the table is a typed refusal.
 */
export function transitionOrder(
  from: OrderStatus,
  to: OrderStatus,
): Outcome<{ status: OrderStatus; changed: boolean }, 'ORDER_TRANSITION_NOT_ALLOWED', TransitionRefusalDetails> {
  if (from === to) return { ok: true, status: to, changed: false };
  if (!canTransition(from, to)) return refuse('ORDER_TRANSITION_NOT_ALLOWED', { from, to });
  return { ok: true, status: to, changed: true };
}

/** Checkout creates PENDING_PAYMENT for credit card and PENDING for store payment (spec 2, section 4). */
export function initialOrderStatus(paymentMethod: 'credit_card' | 'store_cod'): OrderStatus {
  return paymentMethod === 'credit_card' ? 'PENDING_PAYMENT' : 'PENDING';
}
