import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/messages';
import { authMessages } from '../auth/auth-messages';
import { loadAdminContract } from './admin-orders-sagas';
import { shipmentsAttentionActions } from './shipments-attention-slice';
import { readStaffToken } from './staff-storage';

const text = messages.admin.shipmentsAttention;

type AdminContract = Awaited<ReturnType<typeof loadAdminContract>>;

function* load(): SagaIterator<void> {
  const token: string | null = yield call(readStaffToken);
  if (!token) {
    yield put(shipmentsAttentionActions.loadFailed(text.loadFailed));
    return;
  }
  try {
    const { adminEndpoints }: AdminContract = yield call(loadAdminContract);
    // Newest change first.
    const { items }: AnswerOf<AdminContract['adminEndpoints']['listShipmentAttention']> = yield call(() => callApi(adminEndpoints.listShipmentAttention, {
      auth: { token }, defaultMessage: text.loadFailed,
    }));
    yield put(shipmentsAttentionActions.loaded(items));
  } catch (error) {
    const apiError = toApiError(error, text.loadFailed);
    yield put(shipmentsAttentionActions.loadFailed(apiError.status === 0 ? authMessages.cannotConnect : text.loadFailed));
  }
}

export function* shipmentsAttentionSaga(): SagaIterator<void> {
  yield takeLatest(shipmentsAttentionActions.loadRequested, load);
}
