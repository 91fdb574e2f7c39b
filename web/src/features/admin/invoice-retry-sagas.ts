import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/contexts/console';
import { uiActions } from '../../shell/ui-slice';
import { invoiceRetryActions } from './invoice-retry-slice';
import { staffLists } from './staff-lists';
import { readStaffToken } from './staff-storage';

const text = messages.admin.invoiceProblems;

/** One retry: the server's answer (a refusal says why: not failed, ECPay's pause), then the list again. */
function* retry(action: ReturnType<typeof invoiceRetryActions.retryRequested>): SagaIterator<void> {
  const orderId = action.payload;
  const token: string | null = yield call(readStaffToken);
  try {
    if (!token) throw new Error('no staff token');
    const { invoiceProblemEndpoints } = yield call(() => import('../../../../application/contracts/invoice-problems'));
    yield call(() => callApi(invoiceProblemEndpoints.retryInvoice, { params: { orderId }, auth: { token }, defaultMessage: text.retryFailed }));
    yield put(uiActions.toastShown(text.retried(orderId), 'success'));
  } catch (error) {
    console.warn('Retrying an invoice failed', error);
    yield put(uiActions.toastShown(toApiError(error, text.retryFailed).message || text.retryFailed, 'danger'));
  }
  yield put(invoiceRetryActions.retryFinished(orderId));
  yield put(staffLists.invoiceProblems.actions.loadRequested());
}

export function* invoiceRetrySaga(): SagaIterator<void> {
  yield takeEvery(invoiceRetryActions.retryRequested, retry);
}
