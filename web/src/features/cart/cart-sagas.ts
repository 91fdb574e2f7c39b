import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, debounce, delay, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import {
  addCartLine,
  cartLineKey,
  digitsOnly,
  formatMessage,
  isCheckoutPhone,
  isInCart,
  mergeCartLines,
  removeCartLine,
  toCartLine,
  type CartLine,
} from '../../domain';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/messages';
import { uiActions } from '../../shell/ui-slice';
import { selectCustomer } from '../session/session-selectors';
import type { Customer } from '../session/session-slice';
import { cartLineFromAddItem } from './cart-add-item';
import { deleteCart, deleteCartLine, fetchServerCart, postCartAdd, postCartMerge, postOutletRelease } from './cart-api';
import { selectCart, selectCartLines, selectShopperPhone } from './cart-selectors';
import { cartActions, type CartState } from './cart-slice';
import { readLocalCart, readSavedPhone, removeLocalCart, writeLocalCart, writeSavedPhone, type LocalCart } from './cart-storage';
import { CART_TIMINGS, type CartTimings } from './cart-timing';

/**
 * The shared cart's behaviour (spec 1 §4 'Cart'):
 * - init: the phone comes from userPhone, else the local cart; with a phone the server cart is loaded (and a
 *   local cart collected without that phone is merged into it), without one the local cart is the cart;
 * - a window 'cartUpdated' event refreshes after 1 s of quiet; refreshes are skipped while busy, and server
 *   loads closer than 2 s to the previous one are skipped; an add refreshes 1 s after it finished;
 * - the local copy mirrors the outlet lines after every change;
 * - when a signed-in customer appears (login, a restored session, another account), the cart adopts the
 *   account's phone and the local cart is merged into the account's server cart once per customer (not again
 *   within 30 s, however many session actions follow); an empty outlet list then removes the local cart.
 */
export interface CartSagaOptions {
  timings?: Partial<CartTimings>;
}

/** Book-keeping of one running cart saga; it lives as long as the store, so tests never share it. */
interface CartContext {
  timings: CartTimings;
  /** Running adds, removes, clears and merges; state.busy mirrors pending > 0. */
  pending: number;
  /** Bumped by every finished change; a server load that overlapped one is stale and dropped. */
  revision: number;
  /** Items on their way to the server, so a double click does not add twice. */
  adding: Set<string>;
  mergeRunning: boolean;
  /** key: 'customer:{id}' for a signed-in customer's merge, else 'phone:{phone}'. */
  lastMerge: { key: string; at: number } | null;
}

/** Which merges share the 30 s cooldown: one customer's, whatever phone they use; else one phone's. */
const mergeKeyOf = (phone: string, customer: Customer | null) => (customer ? `customer:${customer.id}` : `phone:${phone}`);

type AddRequest = ReturnType<typeof cartActions.addRequested>;
type RemoveRequest = ReturnType<typeof cartActions.removeRequested>;

function* toast(message: string, intent: 'success' | 'danger' | 'warning'): SagaIterator<void> {
  yield put(uiActions.toastShown(message, intent));
}

function* beginBusy(ctx: CartContext): SagaIterator<void> {
  ctx.pending += 1;
  if (ctx.pending === 1) yield put(cartActions.busySet(true));
}

function* endBusy(ctx: CartContext): SagaIterator<void> {
  ctx.pending -= 1;
  if (ctx.pending === 0) yield put(cartActions.busySet(false));
}

/**
 * Stores lines the server sent for `phone`, unless the shopper changed phone meanwhile, or a change finished
 * while the request ran (its answer may predate that change; the change's own refresh will follow).
 */
function* commitServerLines(ctx: CartContext, phone: string, lines: CartLine[], revisionAtStart: number): SagaIterator<void> {
  const cart: CartState = yield select(selectCart);
  if (cart.phone !== phone) return;
  if (ctx.revision !== revisionAtStart) {
    if (cart.status !== 'complete') yield put(cartActions.loaded({ lines: mergeCartLines(cart.lines, lines), at: null }));
    return;
  }
  yield put(cartActions.loaded({ lines, at: Date.now() }));
}

type MergeOutcome = { kind: 'merged'; lines: CartLine[] | null } | { kind: 'skipped' } | { kind: 'failed' };

/**
 * Sends the local lines the server lacks to POST /api/cart/merge (spec 1 §4): one merge at a time (a second
 * waits, polling every 100 ms, then re-reads the local cart, which the first may have emptied), and not
 * again for the same customer (signed in) or phone (guest) within 30 s. On success the local copy is removed.
 */
function* mergeLocalLines(ctx: CartContext, phone: string, serverLines: readonly CartLine[]): SagaIterator<MergeOutcome> {
  while (ctx.mergeRunning) yield delay(ctx.timings.mergeRetryMs);
  const customer: Customer | null = yield select(selectCustomer);
  const key = mergeKeyOf(phone, customer);
  const local: LocalCart | null = yield call(readLocalCart);
  const toMerge = local && local.phone !== phone ? local.items.filter((line) => !isInCart(serverLines, line)) : [];
  if (toMerge.length === 0) return { kind: 'skipped' };
  if (ctx.lastMerge && ctx.lastMerge.key === key && Date.now() - ctx.lastMerge.at < ctx.timings.mergeCooldownMs) return { kind: 'skipped' };

  ctx.mergeRunning = true;
  yield call(beginBusy, ctx);
  try {
    const lines: CartLine[] | null = yield call(postCartMerge, phone, toMerge);
    ctx.lastMerge = { key, at: Date.now() };
    yield call(removeLocalCart);
    return { kind: 'merged', lines };
  } catch (error) {
    // The lines stay in the local cart; the next time this phone is adopted they are offered again.
    console.warn('Cart merge failed', toApiError(error, messages.cart.mergeFailed));
    return { kind: 'failed' };
  } finally {
    ctx.mergeRunning = false;
    yield call(endBusy, ctx);
  }
}

/** The shopper's phone became known (restored at start, typed in a dialog): save it, load and merge. */
function* adoptPhone(ctx: CartContext, phone: string): SagaIterator<void> {
  yield call(writeSavedPhone, phone);
  yield put(cartActions.phoneRestored(phone));
  const revision = ctx.revision;
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
  const merge: MergeOutcome = yield call(mergeLocalLines, ctx, phone, serverLines);
  if (merge.kind === 'merged') {
    const reloaded: CartLine[] | null = merge.lines ?? (yield call(loadOrNull, phone));
    serverLines = reloaded ?? serverLines;
  } else if (merge.kind === 'failed') {
    const local: LocalCart | null = yield call(readLocalCart);
    serverLines = mergeCartLines(serverLines, local?.items ?? []);
  }
  yield call(commitServerLines, ctx, phone, serverLines, revision);
}

function* loadOrNull(phone: string): SagaIterator<CartLine[] | null> {
  try {
    const lines: CartLine[] = yield call(fetchServerCart, phone);
    return lines;
  } catch {
    return null;
  }
}

/** The signed-in customer's phone when it can own a cart, else null. */
function* customerPhone(): SagaIterator<string | null> {
  const customer: Customer | null = yield select(selectCustomer);
  const phone = customer ? digitsOnly(customer.phone) : '';
  return isCheckoutPhone(phone) ? phone : null;
}

function* initCart(ctx: CartContext): SagaIterator<void> {
  const local: LocalCart | null = yield call(readLocalCart);
  const saved: string | null = yield call(readSavedPhone);
  const account: string | null = yield call(customerPhone);
  const phone = [account, saved, local?.phone].find((candidate): candidate is string => Boolean(candidate && isCheckoutPhone(candidate)));
  if (phone) yield call(adoptPhone, ctx, phone);
  else yield put(cartActions.loaded({ lines: local?.items ?? [], at: null }));
}

/** A refresh: skipped before init, while busy, and (server loads) within 2 s of the previous load. */
function* refreshCart(ctx: CartContext): SagaIterator<void> {
  const cart: CartState = yield select(selectCart);
  if (cart.status !== 'complete' || ctx.pending > 0) return;
  if (!cart.phone) {
    const local: LocalCart | null = yield call(readLocalCart);
    yield put(cartActions.loaded({ lines: local?.items ?? [], at: null }));
    return;
  }
  if (cart.lastServerLoadAt !== null && Date.now() - cart.lastServerLoadAt < ctx.timings.serverLoadMinGapMs) return;
  const revision = ctx.revision;
  try {
    const lines: CartLine[] = yield call(fetchServerCart, cart.phone, { background: true });
    yield call(commitServerLines, ctx, cart.phone, lines, revision);
  } catch (error) {
    yield put(cartActions.loadFailed(toApiError(error, messages.cart.loadFailed).message));
  }
}

function* failAdd(key: string, message: string): SagaIterator<void> {
  yield put(cartActions.addFailed({ key, message }));
  yield call(toast, message, 'danger');
}

function* addOnce(ctx: CartContext, action: AddRequest): SagaIterator<void> {
  const { item } = action.payload;
  const phone = action.payload.phone.trim();
  const key = cartLineKey(item);
  if (!isCheckoutPhone(phone)) {
    yield call(failAdd, key, formatMessage('RESERVE_PHONE_INVALID'));
    return;
  }
  const current: string | null = yield select(selectShopperPhone);
  // A new phone takes over the cart first, so the add lands in (and the badge counts) that phone's cart.
  if (phone !== current) yield call(adoptPhone, ctx, phone);

  const payloadLine = cartLineFromAddItem(item);
  const lines: CartLine[] = yield select(selectCartLines);
  const check = addCartLine(lines, payloadLine);
  if (!check.ok) {
    yield call(failAdd, key, formatMessage(check.code));
    return;
  }
  try {
    const response: Awaited<ReturnType<typeof postCartAdd>> = yield call(postCartAdd, phone, {
      itemType: item.item_type,
      itemId: item.item_id,
      variantId: item.variant_id,
    });
    // The server's line (with its id and reservation) wins; the payload fills what it leaves out.
    const line = toCartLine({ ...payloadLine, ...(response.item ?? {}) });
    ctx.revision += 1;
    yield put(cartActions.addSucceeded({ line, count: response.count }));
    yield call(toast, messages.cart.added, 'success');
  } catch (error) {
    yield call(failAdd, key, toApiError(error, messages.cart.addFailed).message);
  }
}

function* addItem(ctx: CartContext, action: AddRequest): SagaIterator<void> {
  const key = cartLineKey(action.payload.item);
  if (ctx.adding.has(key)) return;
  ctx.adding.add(key);
  yield call(beginBusy, ctx);
  try {
    yield call(addOnce, ctx, action);
  } finally {
    ctx.adding.delete(key);
    yield call(endBusy, ctx);
  }
  yield delay(ctx.timings.postAddRefreshMs);
  yield call(refreshCart, ctx);
}

function* removeLine(ctx: CartContext, action: RemoveRequest): SagaIterator<void> {
  const { line } = action.payload;
  const lines: CartLine[] = yield select(selectCartLines);
  const outcome = removeCartLine(lines, line);
  if (!outcome.ok) {
    yield call(toast, formatMessage(outcome.code), 'warning');
    return;
  }
  if (!outcome.removed) return;
  const phone: string | null = yield select(selectShopperPhone);
  yield call(beginBusy, ctx);
  try {
    if (phone) {
      try {
        // The server releases an unconfirmed outlet line's reservation itself (spec 2 §4).
        yield call(deleteCartLine, phone, outcome.removed.id);
        yield call(toast, messages.cart.removed, 'success');
      } catch (error) {
        const apiError = toApiError(error, messages.cart.removeFailed);
        if (apiError.code === 'CART_ITEM_CONFIRMED') {
          // Our copy was stale: checkout confirmed the line. Keep it, and show the truth.
          yield call(toast, formatMessage('CART_ITEM_CONFIRMED'), 'warning');
          yield put(cartActions.refreshRequested());
          return;
        }
        if (apiError.status === 404) {
          // The server cart no longer has the line; a unit it held may still be reserved, so release it.
          if (outcome.releaseReservation) yield call(releaseQuietly, phone, outcome.removed.item_id);
          yield call(toast, messages.cart.removed, 'success');
        } else {
          // Spec 1 §4: a failed remove still updates the local cart.
          yield call(toast, apiError.message, 'warning');
        }
      }
    } else {
      yield call(toast, messages.cart.removed, 'success');
    }
    ctx.revision += 1;
    yield put(cartActions.removeSettled({ line: outcome.removed }));
  } finally {
    yield call(endBusy, ctx);
  }
}

function* releaseQuietly(phone: string, itemId: CartLine['item_id']): SagaIterator<void> {
  try {
    yield call(postOutletRelease, phone, itemId);
  } catch (error) {
    console.warn('Releasing the reservation failed', error);
  }
}

function* clearCart(ctx: CartContext): SagaIterator<void> {
  const phone: string | null = yield select(selectShopperPhone);
  yield call(beginBusy, ctx);
  try {
    if (phone) {
      try {
        yield call(deleteCart, phone);
      } catch (error) {
        // Spec 1 §4: a failed clear still clears the local cart.
        yield call(toast, toApiError(error, messages.cart.clearFailed).message, 'warning');
      }
    }
    ctx.revision += 1;
    yield put(cartActions.clearSettled());
  } finally {
    yield call(endBusy, ctx);
  }
}

/**
 * Mirrors the outlet lines into outletCart after each change. A local cart collected under another phone
 * (or none) that still waits to be merged is left alone: overwriting it would lose those lines.
 */
function* persistLocalCart(): SagaIterator<void> {
  const cart: CartState = yield select(selectCart);
  const local: LocalCart | null = yield call(readLocalCart);
  if (local && local.items.length > 0 && local.phone !== cart.phone) return;
  const customer: Customer | null = yield select(selectCustomer);
  // Spec 1 §4: an empty outlet list removes the local cart of a signed-in customer.
  if (customer && !cart.lines.some((line) => line.item_type === 'outlet')) yield call(removeLocalCart);
  else yield call(writeLocalCart, cart.lines, cart.phone);
}

/**
 * Sign-in (spec 1 §4 'Cart: merge on user change'): whenever the session's customer changes (login, a
 * restored session, another account, a new phone on the profile), the cart adopts the account's phone, which
 * loads the server cart and merges the local cart into it. Session actions are watched through the state,
 * so a burst of them (restored, validated, customerUpdated with the same facts) adopts once.
 */
function* followCustomer(ctx: CartContext): SagaIterator<void> {
  let seen: string | null = null;
  while (true) {
    const customer: Customer | null = yield select(selectCustomer);
    const phone: string | null = yield call(customerPhone);
    const identity = customer ? `${customer.id}:${phone ?? ''}` : null;
    if (identity !== seen) {
      seen = identity;
      const cart: CartState = yield select(selectCart);
      // Before init the cart saga's start-up reads the customer's phone itself.
      if (phone && cart.status !== 'idle') yield call(adoptPhone, ctx, phone);
    }
    yield take('*');
  }
}

function windowCartUpdates(): EventChannel<true> {
  return eventChannel((emit) => {
    const onUpdate = () => emit(true);
    window.addEventListener('cartUpdated', onUpdate);
    return () => window.removeEventListener('cartUpdated', onUpdate);
  });
}

function* forwardWindowEvents(): SagaIterator<void> {
  const channel: EventChannel<true> = yield call(windowCartUpdates);
  try {
    while (true) {
      yield take(channel);
      yield put(cartActions.cartUpdated());
    }
  } finally {
    channel.close();
  }
}

function* initOnce(ctx: CartContext): SagaIterator<void> {
  yield take(cartActions.initRequested);
  yield call(initCart, ctx);
}

export function* cartSaga(options: CartSagaOptions = {}): SagaIterator<void> {
  const ctx: CartContext = {
    timings: { ...CART_TIMINGS, ...options.timings },
    pending: 0,
    revision: 0,
    adding: new Set(),
    mergeRunning: false,
    lastMerge: null,
  };
  yield fork(initOnce, ctx);
  yield takeEvery(cartActions.phoneSaved, function* onPhoneSaved(action: ReturnType<typeof cartActions.phoneSaved>) {
    const phone = action.payload.trim();
    if (isCheckoutPhone(phone)) yield call(adoptPhone, ctx, phone);
  });
  yield takeEvery(cartActions.addRequested, addItem, ctx);
  yield takeEvery(cartActions.removeRequested, removeLine, ctx);
  yield takeLeading(cartActions.clearRequested, clearCart, ctx);
  yield debounce(ctx.timings.refreshDebounceMs, cartActions.cartUpdated, refreshCart, ctx);
  yield takeLeading(cartActions.refreshRequested, refreshCart, ctx);
  yield takeEvery([cartActions.loaded, cartActions.addSucceeded, cartActions.removeSettled, cartActions.clearSettled], persistLocalCart);
  yield fork(followCustomer, ctx);
  if (typeof window !== 'undefined') yield fork(forwardWindowEvents);
}
