import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { cartEndpoints } from '../../../../application/contracts/cart';
import { isCheckoutPhone, mergeCartLines, toCartLine, type CartLine } from '../../domain';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { now } from '../../app/clock';
import { messages } from '../../i18n/messages';
import { requestMerge } from './cart-merge-sagas';
import { cartTimings, customerPhone } from './cart-saga-support';
import { selectCart, selectCartLines } from './cart-selectors';
import { cartActions, type CartState, type MergeOutcome } from './cart-slice';
import { readLocalCart, readSavedPhone, writeSavedPhone, type LocalCart } from './cart-storage';
import type { CartTimings } from './cart-timing';

/**
 * Loading the cart (spec 1 §4 'Cart'): at init the phone comes from the account, else userPhone, else the
 * local cart; with a phone the server cart is loaded (and a local cart collected without that phone is
 * merged into it through the merge queue), without one the local cart is the cart. A refresh is skipped
 * before init and while busy, and a server load within 2 s of the previous one is skipped.
 */

/**
 * Stores lines the server sent for `phone`, unless the shopper changed phone meanwhile, or a change finished
 * while the request ran (its answer may predate that change; the change's own refresh will follow).
 */
function* commitServerLines(phone: string, lines: CartLine[], revisionAtStart: number): SagaIterator<void> {
  const cart: CartState = yield select(selectCart);
  if (cart.phone !== phone) return;
  if (cart.revision !== revisionAtStart) {
    if (cart.status !== 'complete') yield put(cartActions.loaded({ lines: mergeCartLines(cart.lines, lines), at: null }));
    return;
  }
  const at: number = yield call(now);
  yield put(cartActions.loaded({ lines, at }));
}

/** GET /api/cart/{phone}: the lines, with the spec's defaults (toCartLine). */
export function* fetchServerCart(phone: string, background = false): SagaIterator<CartLine[]> {
  const cart: AnswerOf<typeof cartEndpoints.getCart> = yield call(() => callApi(cartEndpoints.getCart, { params: { phone }, background, defaultMessage: messages.cart.loadFailed }));
  return cart.items.map(toCartLine);
}

function* loadOrNull(phone: string): SagaIterator<CartLine[] | null> {
  try {
    const lines: CartLine[] = yield call(fetchServerCart, phone);
    return lines;
  } catch {
    return null;
  }
}

/**
 * The shopper's phone became known (restored at start, typed in a dialog, an account's): save, load, merge.
 * guestMarketplaceLines: at sign-in, the guest's Shopee lines, merged with the local outlet lines (issue 28).
 */
export function* adoptPhone(phone: string, guestMarketplaceLines: CartLine[] = []): SagaIterator<void> {
  yield call(writeSavedPhone, phone);
  yield put(cartActions.phoneRestored(phone));
  const { revision }: CartState = yield select(selectCart);
  let serverLines: CartLine[];
  try {
    serverLines = yield call(fetchServerCart, phone);
  } catch (error) {
    const { message } = toApiError(error, messages.cart.loadFailed);
    const local: LocalCart | null = yield call(readLocalCart);
    const lines: CartLine[] = yield select(selectCartLines);
    // Show what is known locally rather than an empty cart; a later refresh brings the server's.
    yield put(cartActions.loaded({ lines: mergeCartLines(lines, local?.items ?? []), at: null }));
    yield put(cartActions.loadFailed(message));
    return;
  }
  const merge: MergeOutcome = yield call(requestMerge, phone, serverLines, guestMarketplaceLines);
  if (merge.kind === 'merged') {
    const reloaded: CartLine[] | null = merge.lines ?? (yield call(loadOrNull, phone));
    serverLines = reloaded ?? serverLines;
  } else if (merge.kind === 'failed') {
    const local: LocalCart | null = yield call(readLocalCart);
    serverLines = mergeCartLines(serverLines, local?.items ?? []);
  }
  yield call(commitServerLines, phone, serverLines, revision);
}

export function* initCart(): SagaIterator<void> {
  const local: LocalCart | null = yield call(readLocalCart);
  const saved: string | null = yield call(readSavedPhone);
  const account: string | null = yield call(customerPhone);
  const phone = [account, saved, local?.phone].find((candidate): candidate is string => Boolean(candidate && isCheckoutPhone(candidate)));
  if (phone) yield call(adoptPhone, phone);
  else yield put(cartActions.loaded({ lines: local?.items ?? [], at: null }));
}

/** A refresh: skipped before init, while busy, and (server loads) within 2 s of the previous load. */
export function* refreshCart(): SagaIterator<void> {
  const cart: CartState = yield select(selectCart);
  if (cart.status !== 'complete' || cart.busy) return;
  if (!cart.phone) {
    const local: LocalCart | null = yield call(readLocalCart);
    yield put(cartActions.loaded({ lines: local?.items ?? [], at: null }));
    return;
  }
  const timings: CartTimings = yield call(cartTimings);
  const at: number = yield call(now);
  if (cart.lastServerLoadAt !== null && at - cart.lastServerLoadAt < timings.serverLoadMinGapMs) return;
  try {
    const lines: CartLine[] = yield call(fetchServerCart, cart.phone, true);
    yield call(commitServerLines, cart.phone, lines, cart.revision);
  } catch (error) {
    yield put(cartActions.loadFailed(toApiError(error, messages.cart.loadFailed).message));
  }
}
