import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { checkoutEndpoints } from '../../../../application/contracts/checkout';
import { paymentEndpoints } from '../../../../application/contracts/payments';
import { callApi, type AnswerOf } from '../../api/call-api';
import { ApiRequestError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import {
  formatMessage,
  resolveCheckoutMethods,
  validateCheckoutContact,
  type CartLine,
} from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { uiActions } from '../../shell/ui-slice';
import { cartActions } from '../cart/cart-slice';
import { orderTokenHeader, saveOrderToken } from '../payment/order-tokens';
import { preparePayment, serverMessageOr, submitFormOrExplain, type PreparedPayment } from '../payment/payment-sagas';
import { selectSelectedStore } from '../store-picker/store-picker-sagas';
import { pickupStoreOf, type StoreSelection } from '../store-picker/store-storage';
import { linkCheckoutOrder } from './account-checkout';
import { confirmationPath, retryPath, toast } from './checkout-saga-support';
import { checkoutBlockerText, selectCheckout, selectCheckoutBlocker, selectEmailError, selectInvoiceErrors, type CheckoutGateBlocker } from './checkout-selectors';
import { checkoutActions, type CheckoutState } from './checkout-slice';
import { writeLastOrder, writePendingOrder } from './checkout-storage';
import { now } from '../../app/clock';


/** The gate before the confirm dialog: the spec's toasts in order, then the name (spec 2 §5). Returns whether it passed. */
function* passesGate(): SagaIterator<boolean> {
  const at: number = yield call(now);
  const blocker: CheckoutGateBlocker | null = yield select(selectCheckoutBlocker, at);
  if (blocker) {
    yield call(toast, checkoutBlockerText(blocker), 'warning');
    return false;
  }
  const { name, phone }: CheckoutState = yield select(selectCheckout);
  const errors = validateCheckoutContact({ name, phone });
  const invoiceErrors: ReturnType<typeof selectInvoiceErrors> = yield select(selectInvoiceErrors);
  const emailError: ReturnType<typeof selectEmailError> = yield select(selectEmailError);
  const first = errors.name ?? errors.phone ?? emailError ?? Object.values(invoiceErrors)[0];
  if (first) {
    yield call(toast, first.message, 'warning');
    return false;
  }
  return true;
}

export function* onSubmitClicked(): SagaIterator<void> {
  if (yield call(passesGate)) yield put(checkoutActions.confirmDialogOpened());
}

/** POST /api/cart/checkout, then the confirmation call, then store payment or the card payment page (spec 2 §4 'Checkout'). */
function* runCheckout(): SagaIterator<void> {
  const form: CheckoutState = yield select(selectCheckout);
  const store: StoreSelection = yield select(selectSelectedStore);
  const lines: CartLine[] = yield select((state: RootState) => state.cart.lines);
  const name = form.name.trim();
  const phone = form.phone.trim();
  const methods = resolveCheckoutMethods({ deliveryMethod: 'pickup', paymentMethod: form.paymentMethod });
  // The server's cart is the order: the storefront sends the contact, the methods and the store (CheckoutBody).
  // Issue 30: the invoice section as typed (the server reads it with the same rules) and the e-mail, when given.
  const body = {
    name, phone, deliveryMethod: 'pickup', paymentMethod: methods.paymentMethod, storeData: pickupStoreOf(store),
    invoice: form.invoice, email: form.email.trim(),
  };

  let answer: AnswerOf<typeof checkoutEndpoints.checkout>;
  try {
    answer = yield call(() => callApi(checkoutEndpoints.checkout, { body, defaultMessage: messages.checkoutForm.checkoutFailed, timeoutMs: 20_000 }));
    if (!answer?.orderId) throw new ApiRequestError(200, 'NO_DATA', messages.checkoutForm.checkoutFailed);
  } catch (error) {
    yield call(toast, serverMessageOr(error, messages.checkoutForm.checkoutFailed), 'danger');
    // A conflict (empty cart, expired or unavailable lines) means our copy of the cart is stale: read it again.
    if (error instanceof ApiRequestError && error.status === 409) yield put(cartActions.phoneSaved(phone));
    return;
  }

  const { orderId } = answer;
  const totalAmount = typeof answer.totalAmount === 'number' ? answer.totalAmount : lines.reduce((sum, line) => sum + line.discount_price, 0);
  const paymentMethod = answer.paymentMethod ?? methods.paymentMethod;
  if (answer.accessToken) yield call(saveOrderToken, orderId, answer.accessToken);
  yield call(writeLastOrder, { orderId, total: totalAmount, phone, name });
  try {
    // POST /api/ecpay/create: the idempotent confirmation after checkout (ConfirmOrderBody: the order and its phone).
    yield call(() => callApi(paymentEndpoints.confirmOrder, {
      body: { orderId, customerPhone: phone }, headers: orderTokenHeader(orderId), background: true, defaultMessage: messages.checkoutForm.checkoutFailed,
    }));
  } catch (error) {
    // The order exists; the confirmation call is idempotent and its failure is not the shopper's problem.
    console.warn('ECPay order confirmation failed', error);
  }
  // The server emptied the cart: read it again (phoneSaved always loads, whatever the last load's age).
  yield put(cartActions.phoneSaved(phone));

  if (paymentMethod !== 'credit_card') {
    yield call(linkCheckoutOrder, orderId, phone, name);
    yield call(toast, formatMessage('CHECKOUT_COMPLETED'), 'success');
    yield put(checkoutActions.redirectRequested({ to: confirmationPath(orderId) }));
    return;
  }
  let prepared: PreparedPayment;
  try {
    prepared = yield call(preparePayment, orderId, messages.checkoutForm.preparePaymentFailed);
  } catch (error) {
    console.warn('Payment preparation failed', error);
    yield call(toast, messages.checkoutForm.preparePaymentFailed, 'danger');
    yield put(checkoutActions.redirectRequested({ to: retryPath(orderId) }));
    return;
  }
  const notedAt: number = yield call(now);
  yield call(writePendingOrder, { orderId, totalAmount, paymentMethod }, notedAt);
  const failure: string | null = yield call(submitFormOrExplain, prepared.paymentUrl, prepared.formData ?? {}, 'payment');
  if (failure) {
    yield call(toast, failure, 'danger');
    yield put(checkoutActions.redirectRequested({ to: retryPath(orderId) }));
  }
}

export function* onConfirmed(): SagaIterator<void> {
  if (!(yield call(passesGate))) {
    yield put(checkoutActions.confirmDialogClosed());
    return;
  }
  yield put(checkoutActions.submittingSet(true));
  yield put(uiActions.fullScreenSpinnerSet(true));
  try {
    yield call(runCheckout);
  } finally {
    yield put(uiActions.fullScreenSpinnerSet(false));
    yield put(checkoutActions.submittingSet(false));
  }
}
