import type { Instant } from '../shared/time';
import { refuse, type Outcome } from '../shared/result';
import { isCheckoutPhone } from '../validation/phone';
import type { CartLine } from './cart-line';
import { isExpiredLine } from './reservation';

/**
 * Whether 'Complete checkout' may run (spec 2, section 5): the button is disabled when the phone is
 * invalid, no store is chosen, checkout is in progress or the cart is empty; a click gives the toasts in the
 * order the spec lists them. Expired outlet lines block checkout too ('Your cart contains expired items').
 * The server runs the same gate on POST /api/cart/checkout.
 */
export type CheckoutBlocker =
  | 'CHECKOUT_IN_PROGRESS'
  | 'CHECKOUT_PHONE_REQUIRED'
  | 'CHECKOUT_STORE_REQUIRED'
  | 'CART_HAS_EXPIRED_ITEMS'
  | 'CART_EMPTY';

export interface CheckoutReadinessInput {
  phone: string;
  storeChosen: boolean;
  inProgress: boolean;
  lines: readonly Pick<CartLine, 'item_type' | 'reservation'>[];
  now: Instant;
}

export function checkoutReadiness(input: CheckoutReadinessInput): Outcome<object, CheckoutBlocker> {
  if (input.inProgress) return refuse('CHECKOUT_IN_PROGRESS');
  if (!isCheckoutPhone(input.phone)) return refuse('CHECKOUT_PHONE_REQUIRED');
  if (!input.storeChosen) return refuse('CHECKOUT_STORE_REQUIRED');
  if (input.lines.some((line) => isExpiredLine(line, input.now))) return refuse('CART_HAS_EXPIRED_ITEMS');
  if (input.lines.length === 0) return refuse('CART_EMPTY');
  return { ok: true };
}
