import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/messages';
import { authMessages } from '../auth/auth-messages';
import type { ShipmentAttentionItem } from './shipments-attention-api';
import { shipmentsAttentionActions } from './shipments-attention-slice';
import { readStaffToken } from './staff-storage';

const text = messages.admin.shipmentsAttention;

/** The API (and the admin contract's codecs) loads with the console, not with the storefront. */
type ShipmentsAttentionApi = typeof import('./shipments-attention-api');
const loadApi = (): Promise<ShipmentsAttentionApi> => import('./shipments-attention-api');

function* load(): SagaIterator<void> {
  const token: string | null = yield call(readStaffToken);
  if (!token) {
    yield put(shipmentsAttentionActions.loadFailed(text.loadFailed));
    return;
  }
  try {
    const api: ShipmentsAttentionApi = yield call(loadApi);
    const items: ShipmentAttentionItem[] = yield call(api.fetchShipmentsAttention, token);
    yield put(shipmentsAttentionActions.loaded(items));
  } catch (error) {
    const apiError = toApiError(error, text.loadFailed);
    yield put(shipmentsAttentionActions.loadFailed(apiError.status === 0 ? authMessages.cannotConnect : text.loadFailed));
  }
}

export function* shipmentsAttentionSaga(): SagaIterator<void> {
  yield takeLatest(shipmentsAttentionActions.loadRequested, load);
}
