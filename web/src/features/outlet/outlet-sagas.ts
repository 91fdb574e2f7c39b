import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { OutletListItem } from '../../domain';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/messages';
import { uiActions } from '../../shell/ui-slice';
import { cartActions } from '../cart/cart-slice';
import { catalogueEndpoints } from '../../../../application/contracts/catalogue';
import { callApi } from '../../api/call-api';
import { selectHasOutletItems } from './outlet-selectors';
import { outletActions } from './outlet-slice';
import { now } from '../../app/clock';

/** Spec 2 §9: the outlet list refreshes itself every 60 000 ms while it is on screen. */
export const OUTLET_AUTO_REFRESH_MS = 60_000;

export interface OutletSagaOptions {
  /** Injectable so tests need not wait a minute. */
  autoRefreshMs?: number;
}

type LoadRequest = ReturnType<typeof outletActions.loadRequested>;

function* loadOutlet(action: LoadRequest): SagaIterator<void> {
  const { mode } = action.payload;
  // Cancelling the saga (a newer load replaced it) aborts the HTTP request as well.
  const controller = new AbortController();
  try {
    const items: OutletListItem[] = yield call(() => callApi(catalogueEndpoints.listOutletItems, {
      background: mode === 'silent', signal: controller.signal, defaultMessage: messages.outlet.loadError,
    }));
    const loadedAt: number = yield call(now);
    yield put(outletActions.loadSucceeded({ items, loadedAt }));
    if (mode === 'manual') yield put(uiActions.toastShown(messages.outlet.refreshed, 'success'));
  } catch (error) {
    const { message } = toApiError(error, messages.outlet.loadError);
    const hadItems: boolean = yield select(selectHasOutletItems);
    yield put(outletActions.loadFailed({ message }));
    // With cards on screen the page keeps them; a refresh the shopper asked for still deserves an answer.
    if (mode === 'manual' && hadItems) yield put(uiActions.toastShown(message, 'danger'));
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/**
 * One load at a time. A silent refresh never interrupts a running load (it would only fetch the same
 * list); an initial or manual request replaces a running one so its toast and state are the ones that count.
 */
function* watchLoadRequests(): SagaIterator<void> {
  let running: Task | undefined;
  while (true) {
    const action: LoadRequest = yield take(outletActions.loadRequested);
    if (running?.isRunning()) {
      if (action.payload.mode === 'silent') continue;
      yield cancel(running);
    }
    running = yield fork(loadOutlet, action);
  }
}

function* autoRefreshLoop(intervalMs: number): SagaIterator<void> {
  while (true) {
    yield delay(intervalMs);
    yield put(outletActions.loadRequested('silent'));
  }
}

/** Page entry loads the list and runs the auto-refresh until the page is left (the race cancels the loop). */
function* watchOutletPage(intervalMs: number): SagaIterator<void> {
  while (true) {
    yield take(outletActions.pageEntered);
    const hasItems: boolean = yield select(selectHasOutletItems);
    // Coming back to a loaded list shows it at once and refreshes behind it.
    yield put(outletActions.loadRequested(hasItems ? 'silent' : 'initial'));
    yield race({ refresh: call(autoRefreshLoop, intervalMs), left: take(outletActions.pageLeft) });
  }
}

/** Spec 2 §4: after every add attempt, won or lost, the list refreshes silently (availability changed). */
function* refreshAfterAddAttempt(): SagaIterator<void> {
  yield put(outletActions.loadRequested('silent'));
}

export function* outletSaga(options: OutletSagaOptions = {}): SagaIterator<void> {
  yield fork(watchLoadRequests);
  yield takeEvery([cartActions.addSucceeded, cartActions.addFailed], refreshAfterAddAttempt);
  yield fork(watchOutletPage, options.autoRefreshMs ?? OUTLET_AUTO_REFRESH_MS);
}
