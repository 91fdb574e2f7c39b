import type { SagaIterator } from 'redux-saga';
import { call, debounce, fork, setContext, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { isCheckoutPhone } from '../../domain';
import { clearCart, removeLine, watchAdds } from './cart-change-sagas';
import { followCustomer, forwardWindowEvents, persistLocalCart } from './cart-follow-sagas';
import { adoptPhone, initCart, refreshCart } from './cart-load-sagas';
import { mergeQueue } from './cart-merge-sagas';
import { CART_TIMINGS_KEY } from './cart-saga-support';
import { cartActions } from './cart-slice';
import { CART_TIMINGS, type CartTimings } from './cart-timing';

/**
 * The shared cart's behaviour (spec 1 §4 'Cart'), wired from redux-saga's own tools. Each concern has its file:
 * - cart-load-sagas.ts: init (the phone from the account, userPhone or the local cart), adopting a phone,
 *   refreshes (skipped while busy, and server loads within 2 s of the previous one);
 * - cart-merge-sagas.ts: the merge queue, an actionChannel served one merge at a time, 30 s cooldown per
 *   customer or phone, a race against mergeTimeoutMs;
 * - cart-change-sagas.ts: add (a double click adds once; a refresh 1 s after), remove, clear;
 * - cart-follow-sagas.ts: the session's customer, the window's 'cartUpdated' event, the local copy;
 * - cart-saga-support.ts: timings in saga context, the busy bracket, toasts, callWithTimeout.
 * State the sagas need between steps lives in Redux (busy, pendingChanges, revision, lastServerLoadAt) or in
 * the one watcher that owns it (the queue's last merge, the adds in flight); time comes from the store's
 * injected clock (app/clock.ts).
 */
export interface CartSagaOptions {
  timings?: Partial<CartTimings>;
}

function* initOnce(): SagaIterator<void> {
  yield take(cartActions.initRequested);
  yield call(initCart);
}

function* onPhoneSaved(action: ReturnType<typeof cartActions.phoneSaved>): SagaIterator<void> {
  const phone = action.payload.trim();
  if (isCheckoutPhone(phone)) yield call(adoptPhone, phone);
}

export function* cartSaga(options: CartSagaOptions = {}): SagaIterator<void> {
  const timings: CartTimings = { ...CART_TIMINGS, ...options.timings };
  yield setContext({ [CART_TIMINGS_KEY]: timings });
  yield fork(mergeQueue);
  yield fork(initOnce);
  yield takeEvery(cartActions.phoneSaved, onPhoneSaved);
  yield fork(watchAdds);
  yield takeEvery(cartActions.removeRequested, removeLine);
  yield takeLeading(cartActions.clearRequested, clearCart);
  yield debounce(timings.refreshDebounceMs, cartActions.cartUpdated, refreshCart);
  yield takeLeading(cartActions.refreshRequested, refreshCart);
  yield takeEvery([cartActions.loaded, cartActions.addSucceeded, cartActions.removeSettled, cartActions.clearSettled], persistLocalCart);
  yield fork(followCustomer);
  if (typeof window !== 'undefined') yield fork(forwardWindowEvents);
}
