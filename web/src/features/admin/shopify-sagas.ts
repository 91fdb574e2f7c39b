import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { callApi } from '../../api/call-api';
import { ApiRequestError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/contexts/console';
import { uiActions } from '../../shell/ui-slice';
import { failureText, staffToken } from './admin-orders-sagas';
import { createConnectionSaga } from './connection-sagas';
import { shopifyActions, type ShopifyConnection, type ShopifyCredentials } from './shopify-slice';

/** The Shopify connection and the stock sync (issue 12): the console's connection saga with Shopify's calls. */
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

/** The refused fields of a 400, each in the server's words (issue 28: the form marks them). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).filter(([, field]) => Boolean(field.message)).map(([name, field]) => [name, field.message]));
}

function* connect(credentials: ShopifyCredentials): SagaIterator<void> {
  yield put(shopifyActions.connectFieldsShown({}));
  try {
    const token: string = yield call(staffToken);
    const api: ShopifyApi = yield call(loadApi);
    // Never kept in the store: the form hands the secret to this call and forgets it.
    const connection: ShopifyConnection = yield call(() => callApi(api.saveShopifyCredentials, { body: credentials, auth: { token }, defaultMessage: text.connectFailed }));
    yield put(shopifyActions.loaded(connection));
    yield put(uiActions.toastShown(text.connected_toast, 'success'));
  } catch (error) {
    // 400 (bad domain, missing token) and a refused token answer in the server's words, on the field too.
    yield put(shopifyActions.connectFieldsShown(fieldErrorsOf(error)));
    yield put(uiActions.toastShown(connectFailureText(error), 'danger'));
  } finally {
    yield put(shopifyActions.connectSettled());
  }
  yield put(shopifyActions.syncPollStarted());
}

export const shopifySaga = createConnectionSaga({
  actions: shopifyActions,
  selectRunning: (state: RootState) => Boolean(state.shopify.sync?.running),
  text,
  calls: {
    connection: async (token) => callApi((await loadApi()).shopifyConnection, { auth: { token }, defaultMessage: text.loadFailed }),
    syncStatus: async (token) => callApi((await loadApi()).shopifySyncStatus, { auth: { token }, background: true, defaultMessage: text.syncLoadFailed }),
    startSync: async (token) => callApi((await loadApi()).shopifySyncStart, { auth: { token }, defaultMessage: text.syncFailed }),
    disconnect: async (token) => callApi((await loadApi()).removeShopifyCredentials, { auth: { token }, defaultMessage: text.disconnectFailed }),
  },
  connect,
});
