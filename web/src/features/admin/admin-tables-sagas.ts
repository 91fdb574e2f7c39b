import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { messages } from '../../i18n/contexts/console';
import { callApi } from '../../api/call-api';
import { ApiRequestError } from '../../api/api-error';
import { uiActions } from '../../shell/ui-slice';
import { failureText, loadAdminContract, staffToken } from './admin-orders-sagas';
import { adminTablesActions, type AdminAuditAnswer, type AdminInventoryAnswer } from './admin-tables-slice';

const text = messages.admin;
type AdminContract = Awaited<ReturnType<typeof loadAdminContract>>;
/** Both tables ask for 50 rows a page; page 1 is the default and left out of the address. */
const pageQuery = ({ page }: { page: number }) => ({ page: page === 1 ? undefined : page, limit: 50 });

function* loadInventory(action: ReturnType<typeof adminTablesActions.inventoryRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const { adminEndpoints }: AdminContract = yield call(loadAdminContract);
    const answer: AdminInventoryAnswer = yield call(() => callApi(adminEndpoints.listInventory, {
      query: { q: action.payload.q, ...pageQuery(action.payload) }, auth: { token }, defaultMessage: text.inventory.loadFailed,
    }));
    yield put(adminTablesActions.inventoryLoaded(answer));
  } catch (error) {
    yield put(adminTablesActions.inventoryFailed(failureText(error, text.inventory.loadFailed)));
  }
}

/** Issue 28: set or clear a product's category (every item of its sku); a 400 reads by the field in the server's words. */
function* saveCategory(action: ReturnType<typeof adminTablesActions.categorySaveRequested>): SagaIterator<void> {
  const { sku } = action.payload;
  try {
    const token: string = yield call(staffToken);
    const { adminEndpoints }: AdminContract = yield call(loadAdminContract);
    const answer: { sku: string; category: string | null } = yield call(() => callApi(adminEndpoints.setOutletCategory, {
      body: action.payload, auth: { token }, defaultMessage: text.inventory.category.saveFailed,
    }));
    yield put(adminTablesActions.categorySaved({ sku, category: answer.category }));
    yield put(uiActions.toastShown(text.inventory.category.saved(answer.category), 'success'));
  } catch (error) {
    const field = error instanceof ApiRequestError ? error.fields?.category?.message ?? error.fields?.sku?.message : undefined;
    yield put(adminTablesActions.categoryFailed({ sku, error: field || failureText(error, text.inventory.category.saveFailed) }));
  }
}

function* loadAudit(action: ReturnType<typeof adminTablesActions.auditRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const { adminEndpoints }: AdminContract = yield call(loadAdminContract);
    const answer: AdminAuditAnswer = yield call(() => callApi(adminEndpoints.listAudit, {
      query: { target: action.payload.target, ...pageQuery(action.payload) }, auth: { token }, defaultMessage: text.audit.loadFailed,
    }));
    yield put(adminTablesActions.auditLoaded(answer));
  } catch (error) {
    yield put(adminTablesActions.auditFailed(failureText(error, text.audit.loadFailed)));
  }
}

export function* adminTablesSaga(): SagaIterator<void> {
  yield takeLatest(adminTablesActions.inventoryRequested, loadInventory);
  yield takeLatest(adminTablesActions.auditRequested, loadAudit);
  yield takeEvery(adminTablesActions.categorySaveRequested, saveCategory);
}
