/**
 * Payment retry (spec 2 §4 'Retry flow', §8). Public API for other features (the confirmation page imports it):
 *
 *   state.payment.retry = { orderId: string | null; open: boolean; phase: RetryPhase; message: string | null }
 *
 *   paymentActions.retryDialogOpened({ orderId, phone? })  // shows <RetryPaymentDialog/> for that order
 *   paymentActions.retryDialogClosed()
 *   paymentActions.retryRequested({ orderId, phone? })     // can-retry, then prepare-payment, then the form POST to the
 *                                                  // provider; refusals and failures toast and show in the dialog
 *
 *   phone: the order's phone when the buyer proved the order with it on this page (no token in this browser, not
 *   signed in as its owner; issue 28): prepare-payment is then proven by the phone (can-retry, a GET, is skipped).
 *   It lives in memory only, never in storage.
 *
 *   paymentActions.pageRestored()                  // the page came back from the back-forward cache
 *
 * retryRefused / retryFailed / retryRedirecting are the saga's own: don't dispatch them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type RetryPhase = 'idle' | 'checking' | 'preparing' | 'redirecting' | 'refused' | 'failed';

export interface PaymentState {
  retry: { orderId: string | null; open: boolean; phase: RetryPhase; message: string | null; phone?: string | null };
}

export const initialPaymentState: PaymentState = { retry: { orderId: null, open: false, phase: 'idle', message: null } };

/** The order to pay again, and its phone when the buyer proved the order with it (issue 28). */
export interface RetryTarget {
  orderId: string;
  phone?: string | null;
}

const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    retryDialogOpened(state, action: PayloadAction<RetryTarget>) {
      state.retry = { orderId: action.payload.orderId, open: true, phase: 'idle', message: null, phone: action.payload.phone ?? null };
    },
    retryDialogClosed(state) {
      state.retry.open = false;
    },
    retryRequested(state, action: PayloadAction<RetryTarget>) {
      state.retry.orderId = action.payload.orderId;
      state.retry.phone = action.payload.phone ?? null;
      state.retry.phase = 'checking';
      state.retry.message = null;
    },
    retryPreparing(state) {
      state.retry.phase = 'preparing';
    },
    retryRefused(state, action: PayloadAction<string>) {
      state.retry.phase = 'refused';
      state.retry.message = action.payload;
    },
    retryFailed(state, action: PayloadAction<string>) {
      state.retry.phase = 'failed';
      state.retry.message = action.payload;
    },
    retryRedirecting(state) {
      state.retry.phase = 'redirecting';
    },
    /**
     * Back from the provider's card page, the browser may restore this page from its back-forward cache, frozen
     * mid-redirect: a busy dialog nobody can close. The redirect is over, so the dialog closes and is ready again.
     */
    pageRestored(state) {
      if (state.retry.phase !== 'redirecting') return;
      state.retry.open = false;
      state.retry.phase = 'idle';
    },
  },
});

export const paymentActions = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;
