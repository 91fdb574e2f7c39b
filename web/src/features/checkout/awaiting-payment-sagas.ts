import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { ApiRequestError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { isCheckoutPhone } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { cartActions } from '../cart/cart-slice';
import { checkoutEndpoints } from '../../../../application/contracts/checkout';
import { callApi } from '../../api/call-api';
import type { OrderDetails } from '../orders/order-confirmation-slice';
import { orderMessages } from '../orders/order-messages';
import { orderTokenHeader } from '../payment/order-tokens';
import { restoreOrderToCart } from '../payment/restore-order';
import { toast } from './checkout-saga-support';
import { checkoutActions } from './checkout-slice';
import { clearPendingOrder, readPendingOrder } from './checkout-storage';


/**
 * Back from the card page without paying (Back button, issue #9): the cart is empty, because checkout emptied
 * it, and the order waits in PENDING_PAYMENT. The pendingOrder note names it; read with the buyer's token, it
 * becomes the retry order, so the 'Order awaiting payment' panel offers retry and restore. The cart is not
 * restored by itself (web/README.md says why). A note whose order is paid, or gone, is dropped.
 */
export function* resumeAwaitingOrder(): SagaIterator<void> {
  const pending: ReturnType<typeof readPendingOrder> = yield call(readPendingOrder);
  if (!pending) return;
  const { orderId } = pending;
  let order: OrderDetails;
  try {
    order = yield call(() => callApi(checkoutEndpoints.getOrder, { params: { orderId }, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.loadError }));
  } catch (error) {
    // No answer: keep the note for the next visit. A refusal (404...): the order is not ours to resume.
    if (error instanceof ApiRequestError && error.status > 0) yield call(clearPendingOrder);
    console.warn('The order awaiting payment could not be read', error);
    return;
  }
  if (!(order.status === 'PENDING_PAYMENT' || order.status === 'PAYMENT_FAILED' || order.status === 'PAYMENT_CANCELLED' || order.status === 'PAYMENT_TIMEOUT')) {
    yield call(clearPendingOrder);
    return;
  }
  const unmasked = order.masked !== true;
  yield put(
    checkoutActions.retryOrderLoaded({
      orderId,
      status: order.status ?? null,
      totalAmount: typeof order.total_amount === 'number' ? order.total_amount : null,
      phone: unmasked && order.customer_phone ? order.customer_phone : null,
    }),
  );
}

/** The page came back from the back-forward cache: the frozen cart and panel may be stale, so both are read again. */
export function* onPageRestored(): SagaIterator<void> {
  const phone: string | null = yield select((state: RootState) => state.cart.phone);
  yield put(phone ? cartActions.phoneSaved(phone) : cartActions.refreshRequested());
  yield call(resumeAwaitingOrder);
}

/** 'Restore items to cart' of the awaiting-payment panel (spec 2 §4 'Retry flow', §8). */
export function* onRestoreRequested(): SagaIterator<void> {
  const state: RootState = yield select();
  const retry = state.checkout.retryOrder;
  const phone = [retry?.phone, state.checkout.phone, state.cart.phone].find((candidate): candidate is string => Boolean(candidate && isCheckoutPhone(candidate)));
  if (!retry || !phone) {
    yield call(toast, messages.checkoutForm.restoreFailed, 'danger');
    return;
  }
  yield put(checkoutActions.restoringSet(true));
  try {
    yield call(restoreOrderToCart, retry.orderId, phone);
  } finally {
    yield put(checkoutActions.restoringSet(false));
  }
}
