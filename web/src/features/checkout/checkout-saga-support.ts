import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { uiActions } from '../../shell/ui-slice';

/** What the checkout sagas share: the addresses they send the shopper to, and toasts. */

const enc = encodeURIComponent;
export const confirmationPath = (orderId: string) => `/order-confirmation/${enc(orderId)}`;
export const retryPath = (orderId: string) => `/checkout?orderId=${enc(orderId)}&retryPayment=true`;

export function* toast(message: string, intent: 'success' | 'danger' | 'warning' | 'primary'): SagaIterator<void> {
  yield put(uiActions.toastShown(message, intent));
}
