import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import { uiActions } from '../../shell/ui-slice';
import { authMessages } from '../auth/auth-messages';
import { fetchPaymentsAttention, postResolveAttention, type AttentionItem } from './payments-attention-api';
import { paymentsAttentionActions } from './payments-attention-slice';
import { readStaffToken } from './staff-storage';

const text = authMessages.staff.attention;

function* load(): SagaIterator<void> {
  const token: string | null = yield call(readStaffToken);
  if (!token) {
    yield put(paymentsAttentionActions.loadFailed(text.loadFailed));
    return;
  }
  try {
    const items: AttentionItem[] = yield call(fetchPaymentsAttention, token);
    yield put(paymentsAttentionActions.loaded(items));
  } catch (error) {
    const apiError = toApiError(error, text.loadFailed);
    yield put(paymentsAttentionActions.loadFailed(apiError.status === 0 ? authMessages.cannotConnect : text.loadFailed));
  }
}

function* resolve(action: ReturnType<typeof paymentsAttentionActions.resolveRequested>): SagaIterator<void> {
  const attemptId = action.payload;
  const token: string | null = yield call(readStaffToken);
  try {
    if (!token) throw new Error('no staff token');
    const item: AttentionItem = yield call(postResolveAttention, token, attemptId);
    yield put(paymentsAttentionActions.resolved(attemptId));
    yield put(uiActions.toastShown(text.resolved(item.orderId), 'success'));
  } catch (error) {
    console.warn('Resolving a payment failed', error);
    yield put(paymentsAttentionActions.resolveFailed(attemptId));
    yield put(uiActions.toastShown(toApiError(error, text.resolveFailed).message || text.resolveFailed, 'danger'));
  }
}

export function* paymentsAttentionSaga(): SagaIterator<void> {
  yield takeLatest(paymentsAttentionActions.loadRequested, load);
  yield takeEvery(paymentsAttentionActions.resolveRequested, resolve);
}
