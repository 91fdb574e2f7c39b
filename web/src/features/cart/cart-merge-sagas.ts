import { nanoid } from '@reduxjs/toolkit';
import type { Buffer, Channel, SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, fork, join, put, select, take } from 'redux-saga/effects';
import { isInCart, toCartLine, type CartLine } from '../../domain';
import { cartEndpoints } from '../../../../application/contracts/cart';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { now } from '../../app/clock';
import { messages } from '../../i18n/messages';
import { selectCustomer } from '../session/session-selectors';
import type { Customer } from '../session/session-slice';
import { callWithTimeout, cartTimings, whileBusy } from './cart-saga-support';
import { cartActions, type MergeOutcome, type MergeRequest } from './cart-slice';
import { readLocalCart, removeLocalCart, type LocalCart } from './cart-storage';
import type { CartTimings } from './cart-timing';

/**
 * The merge queue (spec 1 §4 'Cart: merge on user change'): POST /api/cart/merge sends the local lines the
 * server lacks, and at sign-in the guest's marketplace lines (issue 28), one merge at a time. Requests wait in an actionChannel and run in the order they came; each
 * re-reads the local cart when its turn comes (the one before may have merged and removed it). A merge is not
 * repeated for the same customer (signed in) or phone (guest) within 30 s, and one that does not settle within
 * mergeTimeoutMs is reported as timed out, so a hung call never stalls the queue.
 */

type MergeRequested = ReturnType<typeof cartActions.mergeRequested>;
type MergeSettled = ReturnType<typeof cartActions.mergeSettled>;
/** The last successful merge: key 'customer:{id}' for a signed-in customer, else 'phone:{phone}'. */
type LastMerge = { key: string; at: number } | null;

/** Which merges share the 30 s cooldown: one customer's, whatever phone they use; else one phone's. */
const mergeKeyOf = (phone: string, customer: Customer | null) => (customer ? `customer:${customer.id}` : `phone:${phone}`);

/** One merge, run by the queue; the outcome, and the cooldown record it leaves for the next one. */
function* mergeOnce(request: MergeRequest, last: LastMerge): SagaIterator<{ outcome: MergeOutcome; last: LastMerge }> {
  const { phone, serverLines, guestMarketplaceLines = [] } = request;
  const timings: CartTimings = yield call(cartTimings);
  const customer: Customer | null = yield select(selectCustomer);
  const key = mergeKeyOf(phone, customer);
  const local: LocalCart | null = yield call(readLocalCart);
  // A guest's lines under the member's own phone are in the browser's guest cart, not the account's (issue 22).
  const pending = local !== null && (local.phone !== phone || (customer !== null && local.guest));
  const fromLocal = pending ? local.items.filter((line) => !isInCart(serverLines, line)) : [];
  // The guest's Shopee lines join them (issue 28: only the outlet lines were merged, the rest came back after logout).
  const fromGuest = guestMarketplaceLines.filter((line) => line.item_type === 'shopee' && !isInCart(serverLines, line) && !isInCart(fromLocal, line));
  const toMerge = [...fromLocal, ...fromGuest];
  if (toMerge.length === 0) return { outcome: { kind: 'skipped' }, last };
  const at: number = yield call(now);
  if (last && last.key === key && at - last.at < timings.mergeCooldownMs) return { outcome: { kind: 'skipped' }, last };

  return yield* whileBusy(postMerge, phone, toMerge, key, last);
}

function* postMerge(phone: string, toMerge: CartLine[], key: string, last: LastMerge): SagaIterator<{ outcome: MergeOutcome; last: LastMerge }> {
  const timings: CartTimings = yield call(cartTimings);
  try {
    const lines: CartLine[] | null = yield call(callWithTimeout, timings.mergeTimeoutMs, messages.cart.mergeFailed, (signal: AbortSignal) =>
      // POST /api/cart/merge: the server drops duplicates; its lines get the spec's defaults.
      callApi(cartEndpoints.mergeCarts, {
        body: {
          anonymousCartItems: toMerge.map((line) => ({ item_type: line.item_type, item_id: Number(line.item_id), variant_id: line.variant_id ?? null })),
          targetPhone: phone,
          preventDuplicates: true,
        },
        signal,
        defaultMessage: messages.cart.mergeFailed,
      }).then((answer) => answer.items.map(toCartLine)),
    );
    const at: number = yield call(now);
    yield call(removeLocalCart);
    return { outcome: { kind: 'merged', lines }, last: { key, at } };
  } catch (error) {
    // The lines stay in the local cart; the next time this phone is adopted they are offered again.
    console.warn('Cart merge failed', toApiError(error, messages.cart.mergeFailed));
    return { outcome: { kind: 'failed' }, last };
  }
}

/** The queue itself: forked once by cartSaga. Its buffer keeps every request while one merge runs. */
export function* mergeQueue(buffer?: Buffer<MergeRequested>): SagaIterator<void> {
  const requests: Channel<MergeRequested> = yield actionChannel(cartActions.mergeRequested, buffer);
  let last: LastMerge = null;
  while (true) {
    const action: MergeRequested = yield take(requests);
    const result: { outcome: MergeOutcome; last: LastMerge } = yield call(mergeOnce, action.payload, last);
    last = result.last;
    yield put(cartActions.mergeSettled({ requestId: action.payload.requestId, outcome: result.outcome }));
  }
}

function* settledOf(requestId: string): SagaIterator<MergeOutcome> {
  const action: MergeSettled = yield take((a: unknown) => cartActions.mergeSettled.match(a) && a.payload.requestId === requestId);
  return action.payload.outcome;
}

/**
 * Asks the queue for a merge into `phone` (whose server cart holds serverLines) and waits for its outcome.
 * The wait is forked before the request goes out, so even an answer given at once is not missed.
 */
export function* requestMerge(phone: string, serverLines: CartLine[], guestMarketplaceLines: CartLine[] = []): SagaIterator<MergeOutcome> {
  const requestId = nanoid();
  const settled: Task = yield fork(settledOf, requestId);
  yield put(cartActions.mergeRequested({ requestId, phone, serverLines, guestMarketplaceLines }));
  const outcome: MergeOutcome = yield join(settled);
  return outcome;
}
