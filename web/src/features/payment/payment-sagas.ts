import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { checkoutEndpoints } from '../../../../application/contracts/checkout';
import { paymentEndpoints } from '../../../../application/contracts/payments';
import { callApi, type AnswerOf } from '../../api/call-api';
import { ApiRequestError } from '../../api/client';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { uiActions } from '../../shell/ui-slice';
import { orderTokenHeader } from './order-tokens';
import { paymentActions } from './payment-slice';
import { submitHiddenPostForm, submitPaymentForm, type FormFields } from './submit-payment-form';
import { now } from '../../app/clock';

const RETRYING_KEY = 'retryingPayment';

/** The server's message when it answered (spec 2 §8 "prefers the server message"), else the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status > 0 && error.message ? error.message : fallback;
}

/** 'Error submitting form: {message or unknown error}' (spec 2 §8). */
export function formErrorMessage(error: unknown): string {
  return messages.payment.formError(error instanceof Error && error.message ? error.message : messages.payment.unknownError);
}

/**
 * Submits a prepared form (payment page or store map). Returns null when the page is leaving, else the
 * error text to show.
 */
export function* submitFormOrExplain(action: string, fields: FormFields, kind: 'payment' | 'generic' = 'generic'): SagaIterator<string | null> {
  try {
    yield call(kind === 'payment' ? submitPaymentForm : submitHiddenPostForm, action, fields);
    return null;
  } catch (error) {
    console.error('Form submission failed', error);
    return formErrorMessage(error);
  }
}

/**
 * Asks the server to prepare the provider's payment form for an order (spec 2 §4, §7). Throws an
 * ApiRequestError when it refuses or answers without a payment URL. Issue 28: the call needs the order's proof,
 * so it carries the buyer's token when this browser holds it (the owner's sign-in rides on every call), and the
 * order's phone when the buyer proved the order with it on this page.
 */
export type PreparedPayment = AnswerOf<typeof paymentEndpoints.preparePayment>;

export function* preparePayment(orderId: string, defaultMessage: string, phone?: string | null): SagaIterator<PreparedPayment> {
  const prepared: PreparedPayment = yield call(() => callApi(paymentEndpoints.preparePayment, {
    params: { orderId }, body: phone ? { phone } : {}, headers: orderTokenHeader(orderId), defaultMessage,
  }));
  if (!prepared.paymentUrl) {
    throw new ApiRequestError(200, 'PAYMENT_NOT_PREPARED', prepared.message.trim() || defaultMessage);
  }
  return prepared;
}

function rememberRetry(orderId: string, at: number): void {
  try {
    sessionStorage.setItem(RETRYING_KEY, JSON.stringify({ orderId, at }));
  } catch (error) {
    console.warn('Could not note the payment retry', error);
  }
}

function* failRetry(message: string): SagaIterator<void> {
  yield put(paymentActions.retryFailed(message));
  yield put(uiActions.toastShown(message, 'danger'));
}

/**
 * The retry flow (spec 2 §4): can-retry first (its reason shown when refused), then prepare and redirect. A buyer
 * proven by the phone (issue 28: can-retry, a GET, needs the token or the sign-in) goes straight to prepare-payment,
 * which refuses an order that cannot be paid with the same reasons.
 */
export function* retryPayment(action: ReturnType<typeof paymentActions.retryRequested>): SagaIterator<void> {
  const { orderId } = action.payload;
  const phone = action.payload.phone ?? null;
  let answer: AnswerOf<typeof checkoutEndpoints.canRetry> = { canRetry: true, reason: null, code: null };
  if (!phone) {
    try {
      answer = yield call(() => callApi(checkoutEndpoints.canRetry, {
        params: { orderId }, headers: orderTokenHeader(orderId), defaultMessage: messages.payment.retryFailed,
      }));
    } catch (error) {
      yield call(failRetry, serverMessageOr(error, messages.payment.retryFailed));
      return;
    }
  }
  if (!answer.canRetry) {
    const reason = answer.reason?.trim() || formatMessage('RETRY_NOT_POSSIBLE');
    yield put(paymentActions.retryRefused(reason));
    yield put(uiActions.toastShown(reason, 'warning'));
    return;
  }
  yield put(paymentActions.retryPreparing());
  let prepared: PreparedPayment;
  try {
    prepared = yield call(preparePayment, orderId, messages.payment.retryFailed, phone);
  } catch (error) {
    yield call(failRetry, serverMessageOr(error, messages.payment.retryFailed));
    return;
  }
  const at: number = yield call(now);
  yield call(rememberRetry, orderId, at);
  const failure: string | null = yield call(submitFormOrExplain, prepared.paymentUrl, prepared.formData ?? {}, 'payment');
  if (failure) yield call(failRetry, failure);
  else yield put(paymentActions.retryRedirecting());
}

export function* paymentSaga(): SagaIterator<void> {
  yield takeLeading(paymentActions.retryRequested, retryPayment);
}
