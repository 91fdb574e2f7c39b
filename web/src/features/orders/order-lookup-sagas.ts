import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { orderDisclosureEndpoints } from '../../../../application/contracts/order-disclosure';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { messages } from '../../i18n/contexts/checkout';
import { orderConfirmationActions } from './order-confirmation-slice';
import { orderLookupActions } from './order-lookup-slice';

const text = messages.orderLookup;

/**
 * The order number and the checkout phone prove the order (issue 22's phone proof, reused): the answer is the
 * whole order, handed to the order page, which shows it without reading it again. A 404 is one sentence for an
 * unknown order and a wrong phone alike (the server tells them apart for nobody); a 429 is the server's own.
 */
function* lookUp(action: ReturnType<typeof orderLookupActions.lookupRequested>): SagaIterator<void> {
  const { orderId, phone } = action.payload;
  try {
    const answer: AnswerOf<typeof orderDisclosureEndpoints.proveOrder> = yield call(() => callApi(orderDisclosureEndpoints.proveOrder, {
      params: { orderId }, body: { phone }, defaultMessage: text.failed,
    }));
    yield put(orderConfirmationActions.handedOver({ order: answer.order, items: answer.items, shipment: answer.shipment, phone }));
    yield put(orderLookupActions.found(orderId));
  } catch (error) {
    const failure = toApiError(error, text.failed);
    yield put(orderLookupActions.lookupFailed(failure.status === 404 ? text.noMatch : failure.message));
  }
}

/** "Send me the link": the server's one sentence whatever happened; only a limit or a failure reads otherwise. */
function* sendLink(action: ReturnType<typeof orderLookupActions.linkRequested>): SagaIterator<void> {
  try {
    const answer: AnswerOf<typeof orderDisclosureEndpoints.sendOrderLink> = yield call(() => callApi(orderDisclosureEndpoints.sendOrderLink, {
      body: action.payload, defaultMessage: text.failed,
    }));
    yield put(orderLookupActions.linkSettled({ sent: true, message: answer.message }));
  } catch (error) {
    yield put(orderLookupActions.linkSettled({ sent: false, message: toApiError(error, text.failed).message }));
  }
}

export function* orderLookupSaga(): SagaIterator<void> {
  yield takeLeading(orderLookupActions.lookupRequested, lookUp);
  yield takeLeading(orderLookupActions.linkRequested, sendLink);
}
