import type { SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, race, select } from 'redux-saga/effects';
import { digitsOnly, isCheckoutPhone } from '../../domain';
import { ApiRequestError } from '../../api/client';
import { uiActions, type ToastPlace } from '../../shell/ui-slice';
import { selectCustomer } from '../session/session-selectors';
import type { Customer } from '../session/session-slice';
import { cartActions } from './cart-slice';
import { CART_TIMINGS, type CartTimings } from './cart-timing';

/**
 * What the cart sagas share: their timings (saga context, set once by cartSaga), the busy bracket, toasts,
 * and a call with a deadline. The clock is the store's (app/clock.ts: `yield call(now)`).
 */
export const CART_TIMINGS_KEY = 'cartTimings';

export function* cartTimings(): SagaIterator<CartTimings> {
  const timings: CartTimings | undefined = yield getContext(CART_TIMINGS_KEY);
  return timings ?? CART_TIMINGS;
}

export function* toast(message: string, intent: 'success' | 'danger' | 'warning', place: ToastPlace = 'stack'): SagaIterator<void> {
  yield put(uiActions.toastShown(message, intent, place));
}

/**
 * Runs a change (add, remove, clear, merge) inside the busy bracket: state.cart.busy holds while any runs,
 * and it ends however the change ends (done, failed or cancelled).
 */
export function* whileBusy<T, Args extends unknown[]>(saga: (...args: Args) => SagaIterator<T>, ...args: Args): SagaIterator<T> {
  yield put(cartActions.busyStarted());
  try {
    const result: T = yield call(saga, ...args);
    return result;
  } finally {
    yield put(cartActions.busyEnded());
  }
}

/**
 * Calls `request` with an abort signal and races it against `ms`. A request that loses is aborted and reported
 * as ApiRequestError(0, 'TIMEOUT', message), the way the API client reports its own timeouts; a cancelled saga
 * aborts its request too.
 */
export function* callWithTimeout<T>(ms: number, message: string, request: (signal: AbortSignal) => Promise<T>): SagaIterator<T> {
  const controller = new AbortController();
  try {
    const winner: { result: T; timedOut?: undefined } | { timedOut: true } = yield race({
      result: call(request, controller.signal),
      timedOut: delay(ms, true),
    });
    if (winner.timedOut) throw new ApiRequestError(0, 'TIMEOUT', message);
    return winner.result;
  } finally {
    controller.abort();
  }
}

/** The signed-in customer's phone when it can own a cart, else null. */
export function* customerPhone(): SagaIterator<string | null> {
  const customer: Customer | null = yield select(selectCustomer);
  const phone = customer ? digitsOnly(customer.phone) : '';
  return isCheckoutPhone(phone) ? phone : null;
}
