import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/messages';
import { uiActions } from '../../shell/ui-slice';
import { connectionsActions, type ShopeeConnection, type SyncState } from './connections-slice';
import { readStaffToken } from './staff-storage';

const text = messages.connections;

/** The marketplace contract (its endpoints and codecs) loads with the console, not with the storefront's entry chunk. */
type MarketplaceContract = typeof import('../../../../application/contracts/marketplace');
const loadApi = async (): Promise<MarketplaceContract['marketplaceEndpoints']> => (await import('../../../../application/contracts/marketplace')).marketplaceEndpoints;
type Api = Awaited<ReturnType<typeof loadApi>>;

/**
 * Leaving for Shopee's authorisation page. An object, so a test can replace assign (jsdom cannot navigate);
 * the saga calls it by name.
 */
export const siteExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The progress bar follows a running sync at this pace (issue 11: every second while it runs). */
export const SYNC_POLL_MS = 1_000;

/** The staff token, or an error the caller shows like any failed call (the console sends staff to sign in). */
function* staffToken(): SagaIterator<string> {
  const token: string | null = yield call(readStaffToken);
  if (!token) throw new Error('no staff token');
  return token;
}

/** What a failed staff call says: no answer at all is the connection text, else the server's or ours. */
const failureText = (error: unknown, fallback: string) => toApiError(error, fallback).message || fallback;

function* loadConnection(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: Api = yield call(loadApi);
    const connection: ShopeeConnection = yield call(() => callApi(api.shopeeConnection, { auth: { token }, defaultMessage: text.loadFailed }));
    yield put(connectionsActions.connectionLoaded(connection));
  } catch (error) {
    yield put(connectionsActions.connectionFailed(failureText(error, text.loadFailed)));
  }
}

/** Reads the sync status until no run is running; every answer moves the progress bar. */
function* pollSync(): SagaIterator<void> {
  while (true) {
    try {
      const token: string = yield call(staffToken);
      const api: Api = yield call(loadApi);
      const status: SyncState = yield call(() => callApi(api.syncStatus, { auth: { token }, background: true, defaultMessage: text.syncLoadFailed }));
      yield put(connectionsActions.syncLoaded(status));
      if (!status.running) return;
    } catch (error) {
      yield put(connectionsActions.syncFailed(failureText(error, text.syncLoadFailed)));
      return;
    }
    yield delay(SYNC_POLL_MS);
  }
}

/** One poll at a time, stopped when the console is left. */
function* pollUntilLeft(): SagaIterator<void> {
  yield race({ poll: call(pollSync), left: take(connectionsActions.consoleLeft) });
}

function* onConsoleEntered(): SagaIterator<void> {
  yield call(loadConnection);
  yield put(connectionsActions.syncPollStarted());
}

/** Connect: the authorisation link from the server, then the browser leaves for Shopee (and comes back to the callback). */
function* connect(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: Api = yield call(loadApi);
    const { authUrl }: { authUrl: string } = yield call(() => callApi(api.shopeeAuthUrl, { auth: { token }, defaultMessage: text.connectFailed }));
    yield call([siteExit, 'assign'], authUrl);
  } catch (error) {
    yield put(connectionsActions.connectFailed());
    yield put(uiActions.toastShown(failureText(error, text.connectFailed), 'danger'));
  }
}

function* disconnect(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: Api = yield call(loadApi);
    yield call(() => callApi(api.shopeeLogout, { auth: { token }, defaultMessage: text.disconnectFailed }));
    yield put(uiActions.toastShown(text.disconnected, 'success'));
  } catch (error) {
    yield put(uiActions.toastShown(failureText(error, text.disconnectFailed), 'danger'));
  } finally {
    yield put(connectionsActions.disconnectSettled());
  }
  yield call(loadConnection);
}

function* startSync(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: Api = yield call(loadApi);
    const status: SyncState = yield call(() => callApi(api.syncStart, { body: { kind: undefined }, auth: { token }, defaultMessage: text.syncFailed }));
    yield put(connectionsActions.syncLoaded(status));
    yield put(uiActions.toastShown(text.syncStarted, 'success'));
  } catch (error) {
    // 409 SYNC_ALREADY_RUNNING says so in the server's words; the poll below shows the run either way.
    yield put(uiActions.toastShown(failureText(error, text.syncFailed), 'danger'));
  } finally {
    yield put(connectionsActions.syncStartSettled());
  }
  yield put(connectionsActions.syncPollStarted());
}

/** /admin/shopee/callback: the code goes to the server with the staff token; then back to /admin with a toast. */
function* onCallback(action: ReturnType<typeof connectionsActions.callbackReceived>): SagaIterator<void> {
  const callback = action.payload;
  if (!callback) {
    yield put(connectionsActions.callbackFailed(text.callbackMissing));
    return;
  }
  try {
    const token: string = yield call(staffToken);
    const api: Api = yield call(loadApi);
    // The server exchanges the code and keeps the tokens.
    const connection: ShopeeConnection = yield call(() => callApi(api.shopeeAuthToken, {
      body: { code: callback.code, shopId: Number(callback.shopId), state: callback.state }, auth: { token }, defaultMessage: text.callbackFailed,
    }));
    yield put(connectionsActions.connectionLoaded(connection));
    yield put(connectionsActions.callbackDone());
    yield put(uiActions.toastShown(text.callbackDone(connection.shopName ?? String(connection.shopId ?? callback.shopId)), 'success'));
  } catch (error) {
    yield put(connectionsActions.callbackFailed(failureText(error, text.callbackFailed)));
  }
}

const selectRunning = (state: RootState) => Boolean(state.connections.sync?.running);

export function* connectionsSaga(): SagaIterator<void> {
  yield takeLatest(connectionsActions.consoleEntered, onConsoleEntered);
  yield takeLatest(connectionsActions.reloadRequested, loadConnection);
  yield takeLatest(connectionsActions.syncPollStarted, pollUntilLeft);
  yield takeLeading(connectionsActions.connectRequested, connect);
  yield takeLeading(connectionsActions.disconnectConfirmed, disconnect);
  yield takeLeading(connectionsActions.syncRequested, function* guardedStart(): SagaIterator<void> {
    // A run already going needs no second one (the button is disabled then; a stray click is ignored).
    if (yield select(selectRunning)) {
      yield put(connectionsActions.syncStartSettled());
      return;
    }
    yield call(startSync);
  });
  // takeLeading: a callback page mounted twice (React strict mode) must not spend the one-time code twice.
  yield takeLeading(connectionsActions.callbackReceived, onCallback);
}
