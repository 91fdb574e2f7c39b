import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { paymentEndpoints } from '../../../../application/contracts/payments';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { uiActions } from '../../shell/ui-slice';
import { authMessages } from '../auth/auth-messages';
import { paymentsAttentionActions, type AttentionItem } from './payments-attention-slice';
import { loadStaffList } from './staff-list';
import { readStaffToken } from './staff-storage';

const text = authMessages.staff.attention;

function* load(): SagaIterator<void> {
  yield* loadStaffList(async () => paymentEndpoints.listPaymentAttention, text, paymentsAttentionActions);
}

function* resolve(action: ReturnType<typeof paymentsAttentionActions.resolveRequested>): SagaIterator<void> {
  const attemptId = action.payload;
  const token: string | null = yield call(readStaffToken);
  try {
    if (!token) throw new Error('no staff token');
    const item: AttentionItem = yield call(() => callApi(paymentEndpoints.resolvePaymentAttention, {
      params: { attemptId: String(attemptId) }, auth: { token }, defaultMessage: text.resolveFailed,
    }));
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
