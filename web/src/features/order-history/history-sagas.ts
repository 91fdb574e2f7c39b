import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { isLinkOrderSource, isValidForm, normalizeLinkOrderForm, validateLinkOrderForm } from '../../domain';
import { accountEndpoints } from '../../../../application/contracts/accounts';
import { callApi, type AnswerOf } from '../../api/call-api';
import { historyMessages } from './history-messages';
import { HISTORY_PAGE_SIZE, linkedOrderKey, orderHistoryActions, type OrderHistoryState } from './history-slice';

/** Spec 1 §9: a retry after an order-load error waits 3 s; the link dialog closes 1.5 s after success. */
export const HISTORY_RETRY_DELAY_MS = 3_000;
export const LINK_CLOSE_DELAY_MS = 1_500;

const selectHistory = (state: RootState): OrderHistoryState => state.orderHistory;

/**
 * Loads the current page. A load that starts while an error is shown waits 3 s first (spec 1 §4: "if a previous
 * error exists, the retry waits 3 s"). A failure clears the list and returns to page 1; when that changes the
 * page, page 1 is loaded (after the 3 s wait), and a failure on page 1 waits for the retry button.
 */
function* loadOrders(): SagaIterator<void> {
  const before: OrderHistoryState = yield select(selectHistory);
  if (before.error !== null) yield delay(HISTORY_RETRY_DELAY_MS);
  const { page }: OrderHistoryState = yield select(selectHistory);
  yield put(orderHistoryActions.loadStarted());
  try {
    const answer: AnswerOf<typeof accountEndpoints.listCustomerOrders> = yield call(() => callApi(accountEndpoints.listCustomerOrders, {
      query: { page, limit: HISTORY_PAGE_SIZE }, defaultMessage: historyMessages.loadError,
    }));
    yield put(orderHistoryActions.loaded({ orders: answer.orders, total: answer.pagination.total }));
  } catch (error) {
    yield put(orderHistoryActions.loadFailed(toApiError(error, historyMessages.loadError).message));
    if (page !== 1) yield put(orderHistoryActions.retryRequested());
  }
}

/** The link-order dialog: trimmed values, domain rules, then the call; success reloads the list and closes after 1.5 s. */
function* linkOrder(action: ReturnType<typeof orderHistoryActions.linkSubmitted>): SagaIterator<void> {
  const form = normalizeLinkOrderForm(action.payload);
  const errors = validateLinkOrderForm(form);
  if (!isValidForm(errors) || !isLinkOrderSource(form.orderSource)) {
    const first = errors.orderId ?? errors.phoneNumber ?? errors.orderSource;
    yield put(orderHistoryActions.linkSettled({ ok: false, message: first?.message ?? historyMessages.linkFailed }));
    return;
  }
  try {
    const answer: { message?: string } = yield call(() => callApi(accountEndpoints.linkOrder, {
      body: { orderId: form.orderId, orderSource: form.orderSource, phoneNumber: form.phoneNumber, name: undefined }, defaultMessage: historyMessages.linkFailed,
    }));
    yield put(orderHistoryActions.linkSettled({ ok: true, message: answer?.message?.trim() || historyMessages.linkSucceeded }));
  } catch (error) {
    yield put(orderHistoryActions.linkSettled({ ok: false, message: toApiError(error, historyMessages.linkFailed).message }));
    return;
  }
  yield put(orderHistoryActions.retryRequested());
  yield delay(LINK_CLOSE_DELAY_MS);
  const { link }: OrderHistoryState = yield select(selectHistory);
  if (link.open && link.result?.ok) yield put(orderHistoryActions.linkDialogClosed());
}

/** A linked order's details page (issue 22): one request per opening; the server refreshes from the platform. */
function* loadLinkedOrder(action: ReturnType<typeof orderHistoryActions.linkedOrderOpened>): SagaIterator<void> {
  const { source, orderId } = action.payload;
  const key = linkedOrderKey(source, orderId);
  try {
    const details: AnswerOf<typeof accountEndpoints.getLinkedOrder> = yield call(() => callApi(accountEndpoints.getLinkedOrder, {
      params: { source, orderId }, defaultMessage: historyMessages.linkedLoadError,
    }));
    yield put(orderHistoryActions.linkedOrderLoaded({ key, details }));
  } catch (error) {
    yield put(orderHistoryActions.linkedOrderFailed({ key, message: toApiError(error, historyMessages.linkedLoadError).message }));
  }
}

export function* orderHistorySaga(): SagaIterator<void> {
  yield takeLatest([orderHistoryActions.opened, orderHistoryActions.pageChanged, orderHistoryActions.retryRequested], loadOrders);
  yield takeLatest(orderHistoryActions.linkedOrderOpened, loadLinkedOrder);
  yield takeLeading(orderHistoryActions.linkSubmitted, linkOrder);
}
