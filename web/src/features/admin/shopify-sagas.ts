import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../api/call-api';
import { ApiRequestError } from '../../api/client';
import { messages } from '../../i18n/messages';
import { uiActions } from '../../shell/ui-slice';
import { failureText, staffToken } from './admin-orders-sagas';
import { SYNC_POLL_MS } from './connections-sagas';
import { shopifyActions, type ShopifyConnection, type ShopifySync } from './shopify-slice';

const text = messages.admin.shopify;
/** The Shopify contract (its endpoints and codecs) loads with the console, not with the storefront's entry chunk. */
const loadApi = async () => (await import('../../../../application/contracts/shopify')).shopifyEndpoints;
type ShopifyApi = Awaited<ReturnType<typeof loadApi>>;

/**
 * A refused connect in the server's words: the per-field reasons of a 400 (bad shop address, missing token) say
 * what to fix, where the top-level message only says the input was refused.
 */
export function connectFailureText(error: unknown): string {
  const fields = error instanceof ApiRequestError && error.fields ? Object.values(error.fields).map((field) => field.message).filter(Boolean) : [];
  return fields.length > 0 ? fields.join(' ') : failureText(error, text.connectFailed);
}

function* loadStatus(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: ShopifyApi = yield call(loadApi);
    const connection: ShopifyConnection = yield call(() => callApi(api.shopifyConnection, { auth: { token }, defaultMessage: text.loadFailed }));
    yield put(shopifyActions.loaded(connection));
  } catch (error) {
    yield put(shopifyActions.failed(failureText(error, text.loadFailed)));
  }
}

/** Follows a running sync every second (like the Shopee panel) until it ends or the page is left. */
function* pollSync(): SagaIterator<void> {
  while (true) {
    try {
      const token: string = yield call(staffToken);
      const api: ShopifyApi = yield call(loadApi);
      const sync: ShopifySync = yield call(() => callApi(api.shopifySyncStatus, { auth: { token }, background: true, defaultMessage: text.syncLoadFailed }));
      yield put(shopifyActions.syncLoaded(sync));
      if (!sync.running) return;
    } catch (error) {
      yield put(shopifyActions.syncFailed(failureText(error, text.syncLoadFailed)));
      return;
    }
    yield delay(SYNC_POLL_MS);
  }
}

function* pollUntilLeft(): SagaIterator<void> {
  yield race({ poll: call(pollSync), left: take(shopifyActions.left) });
}

function* onEntered(): SagaIterator<void> {
  yield call(loadStatus);
  yield put(shopifyActions.syncPollStarted());
}

function* connect(action: ReturnType<typeof shopifyActions.connectRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: ShopifyApi = yield call(loadApi);
    // Never kept in the store: the form hands the secret to this call and forgets it.
    const connection: ShopifyConnection = yield call(() => callApi(api.saveShopifyCredentials, { body: action.payload, auth: { token }, defaultMessage: text.connectFailed }));
    yield put(shopifyActions.loaded(connection));
    yield put(uiActions.toastShown(text.connected_toast, 'success'));
  } catch (error) {
    // 400 (bad domain, missing token) and a refused token answer in the server's words.
    yield put(uiActions.toastShown(connectFailureText(error), 'danger'));
  } finally {
    yield put(shopifyActions.connectSettled());
  }
  yield put(shopifyActions.syncPollStarted());
}

function* disconnect(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: ShopifyApi = yield call(loadApi);
    yield call(() => callApi(api.removeShopifyCredentials, { auth: { token }, defaultMessage: text.disconnectFailed }));
    yield put(uiActions.toastShown(text.disconnected, 'success'));
  } catch (error) {
    yield put(uiActions.toastShown(failureText(error, text.disconnectFailed), 'danger'));
  } finally {
    yield put(shopifyActions.disconnectSettled());
  }
  yield call(loadStatus);
}

function* startSync(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: ShopifyApi = yield call(loadApi);
    const sync: ShopifySync = yield call(() => callApi(api.shopifySyncStart, { auth: { token }, defaultMessage: text.syncFailed }));
    yield put(shopifyActions.syncLoaded(sync));
    yield put(uiActions.toastShown(text.syncStarted, 'success'));
  } catch (error) {
    yield put(uiActions.toastShown(failureText(error, text.syncFailed), 'danger'));
  } finally {
    yield put(shopifyActions.syncStartSettled());
  }
  yield put(shopifyActions.syncPollStarted());
}

export function* shopifySaga(): SagaIterator<void> {
  yield takeLatest(shopifyActions.entered, onEntered);
  yield takeLatest(shopifyActions.syncPollStarted, pollUntilLeft);
  yield takeLeading(shopifyActions.connectRequested, connect);
  yield takeLeading(shopifyActions.disconnectConfirmed, disconnect);
  yield takeLeading(shopifyActions.syncRequested, startSync);
}
