import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/contexts/console';
import { uiActions } from '../../shell/ui-slice';
import { adminOrdersActions, type AdminOrderListAnswer, type AdminOrderPage, type OrderAction } from './admin-orders-slice';
import { readStaffToken } from './staff-storage';

const text = messages.admin;

/** The admin contract (its endpoints and codecs) loads with the console, not with the storefront. */
type AdminContract = typeof import('../../../../application/contracts/admin');
export const loadAdminContract = (): Promise<AdminContract> => import('../../../../application/contracts/admin');

export function* staffToken(): SagaIterator<string> {
  const token: string | null = yield call(readStaffToken);
  if (!token) throw new Error('no staff token');
  return token;
}

export const failureText = (error: unknown, fallback: string) => toApiError(error, fallback).message || fallback;

function* loadList(action: ReturnType<typeof adminOrdersActions.listRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const { adminEndpoints }: AdminContract = yield call(loadAdminContract);
    const { page, ...filters } = action.payload;
    const answer: AdminOrderListAnswer = yield call(() => callApi(adminEndpoints.listAdminOrders, {
      query: { ...filters, page: page === 1 ? undefined : page }, auth: { token }, defaultMessage: text.orders.loadFailed,
    }));
    yield put(adminOrdersActions.listLoaded(answer));
  } catch (error) {
    yield put(adminOrdersActions.listFailed(failureText(error, text.orders.loadFailed)));
  }
}

function* loadOrder(action: ReturnType<typeof adminOrdersActions.orderRequested>): SagaIterator<void> {
  try {
    const token: string = yield call(staffToken);
    const { adminEndpoints }: AdminContract = yield call(loadAdminContract);
    const order: AdminOrderPage = yield call(() => callApi(adminEndpoints.getAdminOrder, {
      params: { orderId: action.payload }, auth: { token }, defaultMessage: text.order.loadFailed,
    }));
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
    const { adminEndpoints: api }: AdminContract = yield call(loadAdminContract);
    const options = { params: { orderId }, auth: { token }, defaultMessage: text.order.actions.failed };
    // The answer's message is the server's (in zh-TW) for the toast.
    const { message }: { message: string } = yield call(() => {
      if (pendingAction.kind === 'shipment') return callApi(api.requestShipment, options);
      if (pendingAction.kind === 'mark-delivered') return callApi(api.markDelivered, options);
      if (pendingAction.kind === 'end') return callApi(api.endOrder, { ...options, body: { to: pendingAction.to } });
      return callApi(api.recordRefund, { ...options, body: { attemptId: pendingAction.attemptId } });
    });
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
