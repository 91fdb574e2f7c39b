import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/messages';
import { uiActions } from '../../shell/ui-slice';
import type { AdminOrderListAnswer, AdminOrderPage, OrderAction } from './admin-api';
import { adminOrdersActions } from './admin-orders-slice';
import { readStaffToken } from './staff-storage';

const text = messages.admin;

/** The console's API (and the admin contract's codecs) loads with the console, not with the storefront. */
type AdminApi = typeof import('./admin-api');
const loadApi = (): Promise<AdminApi> => import('./admin-api');

export function* staffToken(): SagaIterator<string> {
  const token: string | null = yield call(readStaffToken);
  if (!token) throw new Error('no staff token');
  return token;
}

export const failureText = (error: unknown, fallback: string) => toApiError(error, fallback).message || fallback;

function* loadList(action: ReturnType<typeof adminOrdersActions.listRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: AdminApi = yield call(loadApi);
    const answer: AdminOrderListAnswer = yield call(api.fetchAdminOrders, token, action.payload);
    yield put(adminOrdersActions.listLoaded(answer));
  } catch (error) {
    yield put(adminOrdersActions.listFailed(failureText(error, text.orders.loadFailed)));
  }
}

function* loadOrder(action: ReturnType<typeof adminOrdersActions.orderRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const api: AdminApi = yield call(loadApi);
    const order: AdminOrderPage = yield call(api.fetchAdminOrder, token, action.payload);
    yield put(adminOrdersActions.orderLoaded(order));
  } catch (error) {
    const apiError = toApiError(error, text.order.loadFailed);
    // 400 (a malformed id in the address) and 404 both mean: no such order.
    const notFound = apiError.status === 404 || apiError.status === 400;
    yield put(adminOrdersActions.orderFailed({ notFound, message: notFound ? text.order.notFound : apiError.message || text.order.loadFailed }));
  }
}

/** The confirmed action: posted once (takeLeading), a toast in the server's words, then the order read again. */
function* runAction(): SagaIterator<void> {
  const { pendingAction, orderId }: { pendingAction: OrderAction | null; orderId: string | null } = yield select((state: RootState) => ({
    pendingAction: state.adminOrders.pendingAction, orderId: state.adminOrders.detail.orderId,
  }));
  if (!pendingAction || !orderId) return;
  try {
    const token: string = yield call(staffToken);
    const api: AdminApi = yield call(loadApi);
    const message: string = yield call(api.postOrderAction, token, orderId, pendingAction);
    yield put(uiActions.toastShown(message, 'success'));
  } catch (error) {
    yield put(uiActions.toastShown(failureText(error, text.order.actions.failed), 'danger'));
  } finally {
    yield put(adminOrdersActions.actionSettled());
  }
  yield put(adminOrdersActions.orderRequested(orderId));
}

export function* adminOrdersSaga(): SagaIterator<void> {
  yield takeLatest(adminOrdersActions.listRequested, loadList);
  yield takeLatest(adminOrdersActions.orderRequested, loadOrder);
  yield takeLeading(adminOrdersActions.actionConfirmed, runAction);
}
