import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeEvery } from 'redux-saga/effects';
import { addCartLine, cartLineKey, formatMessage, isCheckoutPhone, removeCartLine, toCartLine, type CartLine } from '../../domain';
import { cartEndpoints } from '../../../../application/contracts/cart';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/messages';
import { cartLineFromAddItem } from './cart-add-item';
import { adoptPhone, refreshCart } from './cart-load-sagas';
import { cartTimings, toast, whileBusy } from './cart-saga-support';
import { selectCartLines, selectShopperPhone } from './cart-selectors';
import { cartActions } from './cart-slice';
import type { CartTimings } from './cart-timing';
import type { ToastPlace } from '../../shell/ui-slice';

/**
 * The shopper's changes (spec 1 §4-5, spec 2 §4): add, remove and clear, each inside the busy bracket. An add
 * of an item already on its way is dropped (a double click), and the cart refreshes 1 s after an add. Remove
 * and clear failures still update the local cart.
 */

type AddRequest = ReturnType<typeof cartActions.addRequested>;
type RemoveRequest = ReturnType<typeof cartActions.removeRequested>;

function* failAdd(key: string, message: string, place?: ToastPlace): SagaIterator<void> {
  yield put(cartActions.addFailed({ key, message }));
  yield call(toast, message, 'danger', place);
}

function* addOnce(action: AddRequest): SagaIterator<void> {
  const { item, place } = action.payload;
  const phone = action.payload.phone.trim();
  const key = cartLineKey(item);
  if (!isCheckoutPhone(phone)) {
    yield call(failAdd, key, formatMessage('RESERVE_PHONE_INVALID'), place);
    return;
  }
  const current: string | null = yield select(selectShopperPhone);
  // A new phone takes over the cart first, so the add lands in (and the badge counts) that phone's cart.
  if (phone !== current) yield call(adoptPhone, phone);

  const payloadLine = cartLineFromAddItem(item);
  const lines: CartLine[] = yield select(selectCartLines);
  const check = addCartLine(lines, payloadLine);
  if (!check.ok) {
    yield call(failAdd, key, formatMessage(check.code), place);
    return;
  }
  try {
    // POST /api/cart/add: quantity is always 1; an item without a variant sends none.
    const response: AnswerOf<typeof cartEndpoints.addToCart> = yield call(() => callApi(cartEndpoints.addToCart, {
      body: { phone, itemType: item.item_type, itemId: Number(item.item_id), variantId: item.variant_id ?? undefined, quantity: 1 },
      defaultMessage: messages.cart.addFailed,
    }));
    // The server's line (with its id and reservation) wins; the payload fills what it leaves out.
    const line = toCartLine({ ...payloadLine, ...response.item });
    yield put(cartActions.addSucceeded({ line, count: response.count }));
    yield call(toast, messages.cart.added, 'success', place);
  } catch (error) {
    yield call(failAdd, key, toApiError(error, messages.cart.addFailed).message, place);
  }
}

/**
 * Every addRequested, except one for an item whose add still runs. The set of running keys belongs to this
 * watcher alone; the key is freed when the call ends, before the refresh that follows it.
 */
export function* watchAdds(): SagaIterator<void> {
  const running = new Set<string>();
  yield takeEvery(cartActions.addRequested, function* addItem(action: AddRequest): SagaIterator<void> {
    const key = cartLineKey(action.payload.item);
    if (running.has(key)) return;
    running.add(key);
    try {
      yield* whileBusy(addOnce, action);
    } finally {
      running.delete(key);
    }
    const timings: CartTimings = yield call(cartTimings);
    yield delay(timings.postAddRefreshMs);
    yield call(refreshCart);
  });
}

function* releaseQuietly(phone: string, itemId: CartLine['item_id']): SagaIterator<void> {
  try {
    // POST /api/outlet/release: frees a unit no server line holds.
    yield call(() => callApi(cartEndpoints.releaseOutletItem, {
      body: { id: Number(itemId), reservedBy: phone }, defaultMessage: messages.cart.removeFailed, background: true,
    }));
  } catch (error) {
    console.warn('Releasing the reservation failed', error);
  }
}

function* removeOnServer(phone: string, removed: CartLine, releaseReservation: boolean): SagaIterator<'settle' | 'keep'> {
  try {
    // The server releases an unconfirmed outlet line's reservation itself (spec 2 §4).
    yield call(() => callApi(cartEndpoints.removeCartLine, {
      params: { id: Number(removed.id) }, query: { phone }, defaultMessage: messages.cart.removeFailed,
    }));
    yield call(toast, messages.cart.removed, 'success');
  } catch (error) {
    const apiError = toApiError(error, messages.cart.removeFailed);
    if (apiError.code === 'CART_ITEM_CONFIRMED') {
      // Our copy was stale: checkout confirmed the line. Keep it, and show the truth.
      yield call(toast, formatMessage('CART_ITEM_CONFIRMED'), 'warning');
      return 'keep';
    }
    if (apiError.status === 404) {
      // The server cart no longer has the line; a unit it held may still be reserved, so release it.
      if (releaseReservation) yield call(releaseQuietly, phone, removed.item_id);
      yield call(toast, messages.cart.removed, 'success');
    } else {
      // Spec 1 §4: a failed remove still updates the local cart.
      yield call(toast, apiError.message, 'warning');
    }
  }
  return 'settle';
}

function* removeRemovable(phone: string | null, removed: CartLine, releaseReservation: boolean): SagaIterator<'settle' | 'keep'> {
  if (phone) {
    const verdict: 'settle' | 'keep' = yield call(removeOnServer, phone, removed, releaseReservation);
    if (verdict === 'keep') return verdict;
  } else {
    yield call(toast, messages.cart.removed, 'success');
  }
  yield put(cartActions.removeSettled({ line: removed }));
  return 'settle';
}

export function* removeLine(action: RemoveRequest): SagaIterator<void> {
  const lines: CartLine[] = yield select(selectCartLines);
  const outcome = removeCartLine(lines, action.payload.line);
  if (!outcome.ok) {
    yield call(toast, formatMessage(outcome.code), 'warning');
    return;
  }
  if (!outcome.removed) return;
  const phone: string | null = yield select(selectShopperPhone);
  const verdict = yield* whileBusy(removeRemovable, phone, outcome.removed, outcome.releaseReservation);
  // A line checkout confirmed meanwhile stays; the server's cart shows the truth (asked once no longer busy).
  if (verdict === 'keep') yield put(cartActions.refreshRequested());
}

function* clearEverywhere(phone: string | null): SagaIterator<void> {
  if (phone) {
    try {
      yield call(() => callApi(cartEndpoints.clearCart, { params: { phone }, defaultMessage: messages.cart.clearFailed }));
    } catch (error) {
      // Spec 1 §4: a failed clear still clears the local cart.
      yield call(toast, toApiError(error, messages.cart.clearFailed).message, 'warning');
    }
  }
  yield put(cartActions.clearSettled());
}

export function* clearCart(): SagaIterator<void> {
  const phone: string | null = yield select(selectShopperPhone);
  yield* whileBusy(clearEverywhere, phone);
}
