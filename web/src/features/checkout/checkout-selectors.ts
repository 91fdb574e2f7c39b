import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import { checkoutReadiness, isStoreChosen, validateCheckoutContact, type CheckoutBlocker } from '../../domain';

export const selectCheckout = (state: RootState) => state.checkout;
export const selectCheckoutName = (state: RootState) => state.checkout.name;
export const selectCheckoutPhone = (state: RootState) => state.checkout.phone;
export const selectPaymentMethod = (state: RootState) => state.checkout.paymentMethod;
export const selectRetryOrder = (state: RootState) => state.checkout.retryOrder;

/** validateCheckoutContact of the form (spec 2 §5), memoised so components can select it. */
export const selectContactErrors = createSelector([selectCheckoutName, selectCheckoutPhone], (name, phone) => validateCheckoutContact({ name, phone }));

/** The first reason 'Complete checkout' may not run, in the spec's order (domain checkoutReadiness), or null. */
export function selectCheckoutBlocker(state: RootState, now: number): CheckoutBlocker | null {
  const outcome = checkoutReadiness({
    phone: state.checkout.phone,
    storeChosen: isStoreChosen(state.storePicker.selected),
    inProgress: state.checkout.submitting,
    lines: state.cart.lines,
    now,
  });
  return outcome.ok ? null : outcome.code;
}
