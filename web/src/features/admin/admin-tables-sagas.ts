import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { messages } from '../../i18n/messages';
import type { AdminAuditAnswer, AdminInventoryAnswer } from './admin-api';
import { failureText, staffToken } from './admin-orders-sagas';
import { adminTablesActions } from './admin-tables-slice';

const text = messages.admin;
type AdminApi = typeof import('./admin-api');
const loadApi = (): Promise<AdminApi> => import('./admin-api');

function* loadInventory(action: ReturnType<typeof adminTablesActions.inventoryRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: AdminApi = yield call(loadApi);
    const answer: AdminInventoryAnswer = yield call(api.fetchInventory, token, action.payload);
    yield put(adminTablesActions.inventoryLoaded(answer));
  } catch (error) {
    yield put(adminTablesActions.inventoryFailed(failureText(error, text.inventory.loadFailed)));
  }
}

function* loadAudit(action: ReturnType<typeof adminTablesActions.auditRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: AdminApi = yield call(loadApi);
    const answer: AdminAuditAnswer = yield call(api.fetchAudit, token, action.payload);
    yield put(adminTablesActions.auditLoaded(answer));
  } catch (error) {
    yield put(adminTablesActions.auditFailed(failureText(error, text.audit.loadFailed)));
  }
}

export function* adminTablesSaga(): SagaIterator<void> {
  yield takeLatest(adminTablesActions.inventoryRequested, loadInventory);
  yield takeLatest(adminTablesActions.auditRequested, loadAudit);
}
