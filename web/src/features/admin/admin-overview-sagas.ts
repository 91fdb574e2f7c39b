import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { AdminOverview } from '../../../../application/contracts/admin';
import { callApi } from '../../api/call-api';
import { messages } from '../../i18n/contexts/console';
import { failureText, loadAdminContract, staffToken } from './admin-orders-sagas';
import { adminOverviewActions } from './admin-overview-slice';

const text = messages.admin.overview;

function* loadOverview(): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const { adminEndpoints }: Awaited<ReturnType<typeof loadAdminContract>> = yield call(loadAdminContract);
    const figures: AdminOverview = yield call(() => callApi(adminEndpoints.getAdminOverview, { auth: { token }, defaultMessage: text.loadFailed }));
    yield put(adminOverviewActions.loaded(figures));
  } catch (error) {
    yield put(adminOverviewActions.loadFailed(failureText(error, text.loadFailed)));
  }
}

export function* adminOverviewSaga(): SagaIterator<void> {
  yield takeLatest(adminOverviewActions.loadRequested, loadOverview);
}
