import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../app/root-reducer';
import { uiActions } from '../../shell/ui-slice';
import { failureText, staffToken } from './admin-orders-sagas';
import type { ConnectionActions } from './connection-slice';

/** The progress bar follows a running sync at this pace (issue 11: every second while it runs). */
export const SYNC_POLL_MS = 1_000;

/** One provider's calls (with the staff token) and texts, for the saga of its connection slice. */
export interface ConnectionSagaOptions<C extends object, S extends object, P> {
  actions: ConnectionActions<C, S, P>;
  /** Whether a sync runs now: a stray 'sync now' during a run needs no second one (the button is disabled then). */
  selectRunning: (state: RootState) => boolean;
  text: { loadFailed: string; syncLoadFailed: string; syncStarted: string; syncFailed: string; disconnected: string; disconnectFailed: string };
  calls: {
    connection(token: string): Promise<C>;
    /** A background read (the shorter timeout): polled every second while a run goes. */
    syncStatus(token: string): Promise<S>;
    startSync(token: string): Promise<S>;
    disconnect(token: string): Promise<unknown>;
  };
  /** Connect, the provider's own way (Shopee leaves for its authorisation page, Shopify posts credentials). */
  connect(payload: P): SagaIterator<void>;
}

/** The saga of one provider's connection slice (connection-slice.ts): load, follow the sync, connect, disconnect. */
export function createConnectionSaga<C extends object, S extends object, P>(options: ConnectionSagaOptions<C, S, P>): () => SagaIterator<void> {
  const { actions, calls, text } = options;

  function* loadConnection(): SagaIterator<void> {
    try {
      const token: string = yield call(staffToken);
      const connection: C = yield call(calls.connection, token);
      yield put(actions.loaded(connection));
    } catch (error) {
      yield put(actions.failed(failureText(error, text.loadFailed)));
    }
  }

  /** Reads the sync status until no run is running; every answer moves the progress bar. */
  function* pollSync(): SagaIterator<void> {
    while (true) {
      try {
        const token: string = yield call(staffToken);
        const status: S & { running?: unknown } = yield call(calls.syncStatus, token);
        yield put(actions.syncLoaded(status));
        if (!status.running) return;
      } catch (error) {
        yield put(actions.syncFailed(failureText(error, text.syncLoadFailed)));
        return;
      }
      yield delay(SYNC_POLL_MS);
    }
  }

  /** One poll at a time, stopped when the card is left. */
  function* pollUntilLeft(): SagaIterator<void> {
    yield race({ poll: call(pollSync), left: take(actions.left) });
  }

  function* onEntered(): SagaIterator<void> {
    yield call(loadConnection);
    yield put(actions.syncPollStarted());
  }

  // connectRequested carries P (ConnectionActions); its type is matched by name, so the payload is read as P.
  function* connect(action: { type: string; payload?: unknown }): SagaIterator<void> {
    yield call(options.connect, action.payload as P);
  }

  function* disconnect(): SagaIterator<void> {
    try {
      const token: string = yield call(staffToken);
      yield call(calls.disconnect, token);
      yield put(uiActions.toastShown(text.disconnected, 'success'));
    } catch (error) {
      yield put(uiActions.toastShown(failureText(error, text.disconnectFailed), 'danger'));
    } finally {
      yield put(actions.disconnectSettled());
    }
    yield call(loadConnection);
  }

  function* startSync(): SagaIterator<void> {
    if (yield select(options.selectRunning)) {
      yield put(actions.syncStartSettled());
      return;
    }
    try {
      const token: string = yield call(staffToken);
      const status: S = yield call(calls.startSync, token);
      yield put(actions.syncLoaded(status));
      yield put(uiActions.toastShown(text.syncStarted, 'success'));
    } catch (error) {
      // 409 SYNC_ALREADY_RUNNING says so in the server's words; the poll below shows the run either way.
      yield put(uiActions.toastShown(failureText(error, text.syncFailed), 'danger'));
    } finally {
      yield put(actions.syncStartSettled());
    }
    yield put(actions.syncPollStarted());
  }

  return function* connectionSaga(): SagaIterator<void> {
    yield takeLatest(actions.entered, onEntered);
    yield takeLatest(actions.reloadRequested, loadConnection);
    yield takeLatest(actions.syncPollStarted, pollUntilLeft);
    yield takeLeading(actions.connectRequested.type, connect);
    yield takeLeading(actions.disconnectConfirmed, disconnect);
    yield takeLeading(actions.syncRequested, startSync);
  };
}
