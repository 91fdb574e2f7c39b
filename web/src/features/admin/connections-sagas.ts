import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../api/call-api';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/contexts/console';
import { uiActions } from '../../shell/ui-slice';
import { failureText, staffToken } from './admin-orders-sagas';
import { createConnectionSaga } from './connection-sagas';
import { connectionsActions, shopeeCallbackActions, type ShopeeConnection } from './connections-slice';

/** The Shopee connection and the catalogue sync (issue 11): the console's connection saga with Shopee's calls. */
const text = messages.connections;

/** The marketplace contract (its endpoints and codecs) loads with the console, not with the storefront's entry chunk. */
const loadApi = async () => (await import('../../../../application/contracts/marketplace')).marketplaceEndpoints;
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

/** Connect: the authorisation link from the server, then the browser leaves for Shopee (and comes back to the callback). */
function* connect(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: Api = yield call(loadApi);
    const { authUrl }: { authUrl: string } = yield call(() => callApi(api.shopeeAuthUrl, { auth: { token }, defaultMessage: text.connectFailed }));
    yield call([siteExit, 'assign'], authUrl);
  } catch (error) {
    yield put(connectionsActions.connectSettled());
    yield put(uiActions.toastShown(failureText(error, text.connectFailed), 'danger'));
  }
}

const shopeeConnectionSaga = createConnectionSaga({
  actions: connectionsActions,
  selectRunning: (state: RootState) => Boolean(state.connections.sync?.running),
  text,
  calls: {
    connection: async (token) => callApi((await loadApi()).shopeeConnection, { auth: { token }, defaultMessage: text.loadFailed }),
    syncStatus: async (token) => callApi((await loadApi()).syncStatus, { auth: { token }, background: true, defaultMessage: text.syncLoadFailed }),
    startSync: async (token) => callApi((await loadApi()).syncStart, { body: { kind: undefined }, auth: { token }, defaultMessage: text.syncFailed }),
    disconnect: async (token) => callApi((await loadApi()).shopeeLogout, { auth: { token }, defaultMessage: text.disconnectFailed }),
  },
  connect,
});

/** /admin/shopee/callback: the code goes to the server with the staff token; then back to /admin with a toast. */
function* onCallback(action: ReturnType<typeof shopeeCallbackActions.received>): SagaIterator<void> {
  const callback = action.payload;
  if (!callback) {
    yield put(shopeeCallbackActions.failed(text.callbackMissing));
    return;
  }
  try {
    const token: string = yield call(staffToken);
    const api: Api = yield call(loadApi);
    // The server exchanges the code and keeps the tokens.
    const connection: ShopeeConnection = yield call(() => callApi(api.shopeeAuthToken, {
      body: { code: callback.code, shopId: Number(callback.shopId), state: callback.state }, auth: { token }, defaultMessage: text.callbackFailed,
    }));
    yield put(connectionsActions.loaded(connection));
    yield put(shopeeCallbackActions.done());
    yield put(uiActions.toastShown(text.callbackDone(connection.shopName ?? String(connection.shopId ?? callback.shopId)), 'success'));
  } catch (error) {
    yield put(shopeeCallbackActions.failed(failureText(error, text.callbackFailed)));
  }
}

export function* connectionsSaga(): SagaIterator<void> {
  // takeLeading: a callback page mounted twice (React strict mode) must not spend the one-time code twice.
  yield all([call(shopeeConnectionSaga), takeLeading(shopeeCallbackActions.received, onCallback)]);
}
