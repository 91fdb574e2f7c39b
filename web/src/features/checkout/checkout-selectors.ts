import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import {
  checkoutReadiness, formatMessage, isStoreChosen, readInvoiceInput, validateCheckoutContact, validateEmailFormat, type CartLine, type CheckoutBlocker,
  type FieldError, type FormErrors, type InvoiceInputField,
} from '../../domain';
import { messages } from '../../i18n/contexts/checkout';

export const selectCheckout = (state: RootState) => state.checkout;
export const selectCheckoutName = (state: RootState) => state.checkout.name;
export const selectCheckoutPhone = (state: RootState) => state.checkout.phone;
export const selectPaymentMethod = (state: RootState) => state.checkout.paymentMethod;
export const selectRetryOrder = (state: RootState) => state.checkout.retryOrder;

/** validateCheckoutContact of the form (spec 2 §5), memoised so components can select it. */
export const selectContactErrors = createSelector([selectCheckoutName, selectCheckoutPhone], (name, phone) => validateCheckoutContact({ name, phone }));

/** Issue 30: the invoice section's field errors by the domain's rules (the server's own), {} when it can be issued. */
export const selectInvoiceErrors = createSelector([(state: RootState) => state.checkout.invoice], (invoice): FormErrors<InvoiceInputField> => {
  const reading = readInvoiceInput(invoice);
  return reading.ok ? {} : reading.errors;
});

/** Issue 30: the e-mail is optional; a typed one must look like an address. */
export const selectEmailError = (state: RootState): FieldError | undefined =>
  state.checkout.email.trim() === '' ? undefined : validateEmailFormat(state.checkout.email);

/** Issue 11: a shopee line the server marks sold out or no longer available cannot be bought until removed. */
export const isUnavailableLine = (line: Pick<CartLine, 'item_type' | 'availability'>) =>
  line.item_type === 'shopee' && (line.availability === 'sold_out' || line.availability === 'unavailable');

export const selectHasUnavailableLines = (state: RootState) => state.cart.lines.some(isUnavailableLine);

/** The domain's reasons, plus ours: a sold-out or unavailable shopee line (checked right after the expired lines). */
export type CheckoutGateBlocker = CheckoutBlocker | 'CART_HAS_UNAVAILABLE_ITEMS';

/** What a blocked 'Complete checkout' says. */
export function checkoutBlockerText(blocker: CheckoutGateBlocker): string {
  return blocker === 'CART_HAS_UNAVAILABLE_ITEMS' ? messages.checkout.unavailableBlocker : formatMessage(blocker);
}

/** The first reason 'Complete checkout' may not run, in the spec's order (domain checkoutReadiness), or null. */
export function selectCheckoutBlocker(state: RootState, now: number): CheckoutGateBlocker | null {
  const outcome = checkoutReadiness({
    phone: state.checkout.phone,
    storeChosen: isStoreChosen(state.storePicker.selected),
    inProgress: state.checkout.submitting,
    lines: state.cart.lines,
    now,
  });
  if (!outcome.ok && outcome.code !== 'CART_EMPTY') return outcome.code;
  if (selectHasUnavailableLines(state)) return 'CART_HAS_UNAVAILABLE_ITEMS';
  return outcome.ok ? null : outcome.code;
}
