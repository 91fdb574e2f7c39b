import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { checkoutReturnRoute } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { checkoutEndpoints } from '../../../../application/contracts/checkout';
import { callApi } from '../../api/call-api';
import type { OrderDetails } from '../orders/order-confirmation-slice';
import { orderMessages } from '../orders/order-messages';
import { orderTokenHeader } from '../payment/order-tokens';
import { serverMessageOr } from '../payment/payment-sagas';
import { paymentActions } from '../payment/payment-slice';
import { applyStore } from '../store-picker/store-picker-sagas';
import { toStoreSelection, type StoreSelection } from '../store-picker/store-storage';
import { restoreShopperStore } from './account-checkout';
import type { CheckoutReturn } from './checkout-flags';
import { confirmationPath, toast } from './checkout-saga-support';
import { checkoutActions, type RetryOrder } from './checkout-slice';

/**
 * An order named by the return address (spec 2 §2.6): paid or processing -> the confirmation page; failed ->
 * a toast; a retry entry point -> the retry flow (spec 2 §4). Returns true when the page is leaving.
 */
export function* handleOrderReturn(flags: CheckoutReturn & { orderId: string }): SagaIterator<boolean> {
  const { orderId } = flags;
  let order: OrderDetails;
  try {
    // The buyer's token (kept at checkout) reads the order unmasked, so its name and phone can be restored.
    order = yield call(() => callApi(checkoutEndpoints.getOrder, { params: { orderId }, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.loadError }));
  } catch (error) {
    yield call(toast, serverMessageOr(error, messages.checkoutForm.orderLoadFailed), 'danger');
    yield call(restoreShopperStore);
    return false;
  }
  // Spec 2 §2.6 (PAID or PROCESSING: paid), for card orders only: a store-payment order in PROCESSING is not paid (issue 22).
  const route = checkoutReturnRoute(order.status, order.payment_method);
  if (route === 'paid') {
    yield put(checkoutActions.redirectRequested({ to: `${confirmationPath(orderId)}?payment=success`, replace: true }));
    return true;
  }
  // Issue 28: a store-payment order reads confirmed, pay at pickup; it is never offered the card retry.
  if (route === 'confirmed') {
    yield put(checkoutActions.redirectRequested({ to: confirmationPath(orderId), replace: true }));
    return true;
  }
  if (order.status === 'PAYMENT_FAILED') {
    yield call(toast, messages.checkoutForm.paymentFailed(order.status_message?.trim() || messages.checkoutForm.paymentFailedDefault), 'danger');
  }
  // Issue 28: the retry flow is the buyer's; a stranger's view (masked: no token here, not the owner) offers no action.
  const retry = route === 'retry' && (flags.retryPayment || flags.status !== null) && order.masked !== true;
  if (!retry) {
    yield call(restoreShopperStore);
    return false;
  }
  // Restore the customer and store data of the order (spec 2 §4 'Retry flow'); a masked read has none to give.
  const unmasked = order.masked !== true;
  if (unmasked) yield put(checkoutActions.contactRestored({ name: order.customer_name, phone: order.customer_phone }));
  if (order.payment_method === 'credit_card' || order.payment_method === 'store_cod') {
    yield put(checkoutActions.contactRestored({ paymentMethod: order.payment_method }));
  }
  const store: StoreSelection | null = toStoreSelection({
    storeId: order.store_id,
    storeName: order.store_name,
    storeAddress: order.store_address,
    logisticsSubType: order.logistics_sub_type,
  });
  if (store) yield call(applyStore, store);
  else yield call(restoreShopperStore);
  const retryOrder: RetryOrder = {
    orderId,
    status: order.status ?? null,
    totalAmount: typeof order.total_amount === 'number' ? order.total_amount : null,
    phone: unmasked && order.customer_phone ? order.customer_phone : null,
  };
  yield put(checkoutActions.retryOrderLoaded(retryOrder));
  yield call(toast, messages.checkoutForm.orderLoaded(orderId), 'primary');
  if (flags.status === 'cancelled') yield call(toast, messages.checkoutForm.paymentCancelledRetry, 'warning');
  if (flags.status === 'timeout') yield call(toast, messages.checkoutForm.paymentTimeout, 'warning');
  yield put(paymentActions.retryDialogOpened({ orderId }));
  return false;
}
