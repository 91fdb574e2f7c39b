import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { logisticsEndpoints } from '../../../../application/contracts/logistics';
import { callApi, type AnswerOf } from '../../api/call-api';
import type { RootState } from '../../app/root-reducer';
import { buildStoreMapRef, isStoreMapRef, type LogisticsSubType } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { uiActions } from '../../shell/ui-slice';
import { serverMessageOr, submitFormOrExplain } from '../payment/payment-sagas';
import { storePickerActions } from './store-picker-slice';
import {
  clearAwaitingSelection,
  clearSavedStore,
  cookiesEnabled,
  markAwaitingSelection,
  readSavedStore,
  saveSelectedStore,
  toStoreSelection,
  type StoreSelection,
} from './store-storage';
import { now } from '../../app/clock';

/** The return address of the store map: the shopper comes back to /checkout?storeSelected=true&mapRef=... */
export const STORE_MAP_RETURN_PATH = '/checkout';

export const selectSelectedStore = (state: RootState) => state.storePicker.selected;

/**
 * 'Open store map' (spec 2 §4 'Store selection flow'): POST /api/ecpay/logistics/map, then the browser leaves
 * by submitting the returned form to mapUrl. Before leaving, the cookie awaitingStoreSelection (30 min) and the
 * local flag mark the pending selection; with cookies disabled the map does not open (spec 2 §5).
 */
function* openStoreMap(): SagaIterator<void> {
  const enabled: boolean = yield call(cookiesEnabled);
  if (!enabled) {
    yield put(storePickerActions.cookiesBlocked());
    yield put(uiActions.toastShown(messages.storePicker.cookiesDisabled, 'warning'));
    return;
  }
  const chain: LogisticsSubType = yield select((state: RootState) => state.storePicker.chain);
  const at: number = yield call(now);
  const mapRef = buildStoreMapRef(at);
  let form: AnswerOf<typeof logisticsEndpoints.openStoreMap>;
  try {
    form = yield call(() => callApi(logisticsEndpoints.openStoreMap, {
      body: {
        logisticsSubType: chain,
        isCollection: 'N',
        merchantTradeNo: mapRef,
        device: 'mobile',
        // The server issues its own correlation token; this only names where the request came from.
        extraData: 'checkout',
        returnUrl: STORE_MAP_RETURN_PATH,
      },
      defaultMessage: messages.storePicker.mapUnavailable,
    }));
  } catch (error) {
    yield put(storePickerActions.mapSettled());
    yield put(uiActions.toastShown(messages.storePicker.mapError(serverMessageOr(error, error instanceof Error ? error.message : messages.payment.unknownError)), 'danger'));
    return;
  }
  if (!form.mapUrl) {
    yield put(storePickerActions.mapSettled());
    yield put(uiActions.toastShown(messages.storePicker.mapUnavailable, 'danger'));
    return;
  }
  yield call(markAwaitingSelection, mapRef, at);
  const failure: string | null = yield call(submitFormOrExplain, form.mapUrl, form.formData);
  if (failure) {
    yield call(clearAwaitingSelection);
    yield put(storePickerActions.mapSettled());
    yield put(uiActions.toastShown(failure, 'danger'));
  }
  // Otherwise the page is leaving for the map; `opening` stays on so nothing else is pressed meanwhile.
}

/** Uses a store: state and the three storage places (checkout also applies an order's store through it). */
export function* applyStore(store: StoreSelection): SagaIterator<void> {
  yield put(storePickerActions.storeSelected(store));
  yield call(saveSelectedStore, store);
}

/** Back from the map with storeSelected=true&mapRef=...: fetch and keep the selection (spec 2 §2.6, §4). */
export function* loadMapSelection(mapRef: string | null): SagaIterator<boolean> {
  yield call(clearAwaitingSelection);
  if (!mapRef || !isStoreMapRef(mapRef)) {
    yield put(uiActions.toastShown(messages.storePicker.loadFailed, 'danger'));
    return false;
  }
  yield put(storePickerActions.selectionLoading(true));
  try {
    const answer: Record<string, unknown> = yield call(() => callApi(logisticsEndpoints.getStoreSelection, { params: { mapRef }, defaultMessage: messages.storePicker.loadFailed }));
    const store = answer && answer.success !== false ? toStoreSelection(answer) : null;
    if (!store) {
      yield put(uiActions.toastShown(messages.storePicker.loadFailed, 'danger'));
      return false;
    }
    yield call(applyStore, store);
    yield put(uiActions.toastShown(messages.storePicker.selected(store.storeName), 'success'));
    return true;
  } catch (error) {
    console.warn('Loading the store selection failed', error);
    yield put(uiActions.toastShown(messages.storePicker.loadFailed, 'danger'));
    return false;
  } finally {
    yield put(storePickerActions.selectionLoading(false));
  }
}

/** A store remembered from before: this tab's quietly, an earlier visit's with a toast (spec 2 §8). */
export function* restoreSavedStore(): SagaIterator<void> {
  const current: StoreSelection | null = yield select(selectSelectedStore);
  if (current) return;
  const saved: ReturnType<typeof readSavedStore> = yield call(readSavedStore);
  if (!saved) return;
  yield put(storePickerActions.storeSelected(saved.store));
  if (saved.source === 'local') yield put(uiActions.toastShown(messages.storePicker.loadedLast(saved.store.storeName), 'primary'));
}

function* confirmStore(): SagaIterator<void> {
  const store: StoreSelection | null = yield select(selectSelectedStore);
  if (store) yield call(saveSelectedStore, store);
}

function* clearStore(): SagaIterator<void> {
  yield call(clearSavedStore);
  yield call(clearAwaitingSelection);
  yield put(storePickerActions.cleared());
  yield put(uiActions.toastShown(messages.storePicker.cleared, 'primary'));
}

export function* storePickerSaga(): SagaIterator<void> {
  yield takeLeading(storePickerActions.mapRequested, openStoreMap);
  yield takeEvery(storePickerActions.storeConfirmed, confirmStore);
  yield takeEvery(storePickerActions.clearRequested, clearStore);
}
