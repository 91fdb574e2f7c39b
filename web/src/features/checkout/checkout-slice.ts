/**
 * The checkout form of /checkout (spec 2 §2.3, §2.6, §4 'Checkout' and 'Retry flow').
 *
 *   state.checkout = { name, phone, touched, paymentMethod, confirmOpen, submitting, retryOrder, restoring, redirect }
 *
 * Components dispatch entered (once per address), nameChanged/phoneChanged (+ *Committed on blur),
 * paymentMethodChosen, submitClicked, confirmDialogClosed, confirmed, restoreRequested, redirectDone, and pageRestored
 * (the page came back from the back-forward cache, e.g. Back from the card page).
 * The sagas (checkout-sagas.ts) own the calls, storage and toasts; redirect is how they ask the page to navigate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { digitsOnly, type PaymentMethod } from '../../domain';

/** An order that waits for payment (the retry flow): the 'Order awaiting payment' panel shows it. */
export interface RetryOrder {
  orderId: string;
  status: string | null;
  totalAmount: number | null;
  /** The order's own phone (restore-from-order accepts only it); null when the order was read masked. */
  phone: string | null;
}

export interface CheckoutState {
  name: string;
  phone: string;
  /** A field shows its error once left (or once checkout was attempted). */
  touched: { name: boolean; phone: boolean };
  paymentMethod: PaymentMethod;
  confirmOpen: boolean;
  submitting: boolean;
  retryOrder: RetryOrder | null;
  restoring: boolean;
  redirect: { to: string; replace: boolean } | null;
}

export const initialCheckoutState: CheckoutState = {
  name: '',
  phone: '',
  touched: { name: false, phone: false },
  paymentMethod: 'store_cod',
  confirmOpen: false,
  submitting: false,
  retryOrder: null,
  restoring: false,
  redirect: null,
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** The page shows an address (search + router state); key tells a new visit from a re-render. */
    entered(_state, _action: PayloadAction<{ search: string; key: string; retryPayment?: boolean; orderId?: string | null }>) {},
    contactRestored(state, action: PayloadAction<{ name?: string | null; phone?: string | null; paymentMethod?: PaymentMethod | null }>) {
      const { name, phone, paymentMethod } = action.payload;
      if (name) state.name = name;
      if (phone) state.phone = digitsOnly(phone);
      if (paymentMethod) state.paymentMethod = paymentMethod;
    },
    nameChanged(state, action: PayloadAction<string>) {
      state.name = action.payload;
    },
    /** Digits only as the shopper types (domain/validation/phone.ts reads the value strictly). */
    phoneChanged(state, action: PayloadAction<string>) {
      state.phone = digitsOnly(action.payload);
    },
    nameCommitted(state) {
      state.touched.name = true;
    },
    phoneCommitted(state) {
      state.touched.phone = true;
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    submitClicked(state) {
      state.touched = { name: true, phone: true };
    },
    confirmDialogOpened(state) {
      state.confirmOpen = true;
    },
    confirmDialogClosed(state) {
      state.confirmOpen = false;
    },
    confirmed() {},
    submittingSet(state, action: PayloadAction<boolean>) {
      state.submitting = action.payload;
      if (action.payload) state.confirmOpen = false;
    },
    retryOrderLoaded(state, action: PayloadAction<RetryOrder>) {
      state.retryOrder = action.payload;
    },
    restoreRequested() {},
    pageRestored() {},
    restoringSet(state, action: PayloadAction<boolean>) {
      state.restoring = action.payload;
    },
    redirectRequested(state, action: PayloadAction<{ to: string; replace?: boolean }>) {
      state.redirect = { to: action.payload.to, replace: action.payload.replace ?? false };
    },
    redirectDone(state) {
      state.redirect = null;
    },
  },
});

export const checkoutActions = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;
