import type { SagaIterator } from 'redux-saga';
import { all, call, cancelled, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { checkoutEndpoints } from '../../../../application/contracts/checkout';
import { logisticsEndpoints } from '../../../../application/contracts/logistics';
import { paymentEndpoints } from '../../../../application/contracts/payments';
import { orderDisclosureEndpoints } from '../../../../application/contracts/order-disclosure';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import {
  INVOICE_POLL_INTERVAL_MS, isCheckoutPhone, isOrderId, isProviderTradeNo, PAYMENT_POLL_INTERVAL_MS, paymentScreenState, pollStep, readsInvoiceAgain, screenEffects,
  type PaymentScreenState, type PollStep,
} from '../../domain';
import { uiActions } from '../../shell/ui-slice';
import { cartActions } from '../cart/cart-slice';
// Straight to the modules, not the payment barrel: the barrel also exports the retry dialog, and a saga that
// reaches a component closes an import cycle through the store (issue 10 §6).
import { orderTokenHeader } from '../payment/order-tokens';
import { restoreOrderToCart } from '../payment/restore-order';
import { messages } from '../../i18n/contexts/checkout';
import {
  orderConfirmationActions, type OrderConfirmationState, type OrderDetails, type OrderItem, type OrderShipment,
} from './order-confirmation-slice';
import { orderMessages } from './order-messages';
import { selectOrderConfirmation } from './order-selectors';
import { saveCompletedOrder } from './order-storage';
import { now } from '../../app/clock';
import { readCustomerToken } from '../session/session-storage';

type OpenAction = ReturnType<typeof orderConfirmationActions.opened>;

/**
 * Settling on success clears the cart (the badge goes to 0) and says so (spec 2 §4 table, §8). Issue 22: the
 * 'payment succeeded' toast is news once, on the return from payment (?payment=success or the provider's
 * RtnCode, or polling that saw the payment settle): not on every reload, nor on the member's order page.
 */
function* applyEffects(state: PaymentScreenState, announce: boolean): SagaIterator<void> {
  if (!screenEffects(state).clearCart) return;
  // The server emptied the cart at checkout; a refresh brings the badge down. cartUpdated is the spec's
  // 'cart-updated event' (debounced by the cart saga) in case the immediate refresh was skipped as too recent.
  yield put(cartActions.refreshRequested());
  yield put(cartActions.cartUpdated());
  if (announce) yield put(uiActions.toastShown(orderMessages.paymentSucceededToast, 'success'));
}

/** Remembers the confirmation in completedOrders (spec 2 §3 'Client storage'). */
function* rememberOrder(): SagaIterator<void> {
  const { order, items, serverState, orderId }: OrderConfirmationState = yield select(selectOrderConfirmation);
  if (!order || !orderId) return;
  const savedAt: number = yield call(now);
  yield call(saveCompletedOrder, {
    orderId,
    status: order.status ?? null,
    paymentState: serverState,
    totalAmount: order.total_amount,
    paymentMethod: order.payment_method ?? null,
    storeName: order.store_name ?? null,
    itemCount: items.reduce((sum, item) => sum + (item.quantity > 0 ? item.quantity : 1), 0),
    createdAt: order.created_at ?? null,
    savedAt: new Date(savedAt).toISOString(),
  });
}

/** Items are an extra: a failure leaves the order on screen with a note in the items card. */
function* loadItems(orderId: string, signal: AbortSignal): SagaIterator<OrderItem[] | null> {
  try {
    const items: OrderItem[] = yield call(() => callApi(checkoutEndpoints.getOrderItems, {
      params: { orderId }, signal, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.itemsLoadFailed,
    }));
    return items;
  } catch (error) {
    console.warn('Order items could not be loaded', toApiError(error, orderMessages.itemsLoadFailed));
    return null;
  }
}

/** The shipment is an extra too: a failure leaves the status block out (the pickup card still shows the store). */
function* loadShipment(orderId: string, signal: AbortSignal): SagaIterator<OrderShipment | null> {
  try {
    const shipment: OrderShipment = yield call(() => callApi(logisticsEndpoints.getOrderPickupStore, {
      params: { orderId }, signal, background: true, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.loadError,
    }));
    return shipment;
  } catch (error) {
    console.warn('Order shipment could not be loaded', toApiError(error, orderMessages.loadError));
    return null;
  }
}

/**
 * Polling while processing (spec 2 §4, §9): GET /api/orders/{id} every 3 s, at most 10 attempts, each step
 * decided by the domain's pollStep. A failed poll counts as an attempt. A final state settles the screen;
 * ten attempts still processing raise the long-processing notice.
 */
function* pollPayment(orderId: string, signal: AbortSignal): SagaIterator<void> {
  let wait = PAYMENT_POLL_INTERVAL_MS;
  for (let attempt = 1; ; attempt += 1) {
    yield delay(wait);
    let answer: AnswerOf<typeof checkoutEndpoints.getOrderStatus> | null = null;
    try {
      answer = yield call(() => callApi(checkoutEndpoints.getOrderStatus, {
        params: { orderId }, background: true, signal, headers: orderTokenHeader(orderId), defaultMessage: orderMessages.loadError,
      }));
    } catch (error) {
      console.warn('Polling the order status failed', toApiError(error, orderMessages.loadError));
    }
    yield put(orderConfirmationActions.statusPolled({ attempt, status: answer?.status ?? null, statusMessage: answer?.status_message }));
    const step: PollStep = pollStep(answer?.status, attempt);
    if (step.kind === 'done') {
      yield call(rememberOrder);
      yield call(applyEffects, step.state, true);
      return;
    }
    if (step.kind === 'long-processing') {
      yield put(orderConfirmationActions.longProcessingReached());
      return;
    }
    wait = step.delayMs;
  }
}

/**
 * Issue 30: a paid card order's invoice is issued by a job about a second after PAID, so the page (just loaded, or
 * just settled by the payment poll) reads the order again every 3 s, 5 reads at most, until the invoice leaves
 * NOT_ISSUED (the domain's readsInvoiceAgain decides from the order on screen). The same read as the page's, in the
 * background. A failed read counts as one and is quiet; leaving the page cancels it with the visit.
 */
function* pollInvoice(orderId: string, headers: Record<string, string> | undefined, signal: AbortSignal): SagaIterator<void> {
  for (let reads = 0; ; reads += 1) {
    const { order }: OrderConfirmationState = yield select(selectOrderConfirmation);
    if (!order || !readsInvoiceAgain({ status: order.status, paymentMethod: order.payment_method }, order.invoice?.state, reads)) return;
    yield delay(INVOICE_POLL_INTERVAL_MS);
    try {
      const fresh: OrderDetails = yield call(() => callApi(checkoutEndpoints.getOrder, {
        params: { orderId }, headers, signal, background: true, defaultMessage: orderMessages.loadError,
      }));
      if (fresh.invoice) yield put(orderConfirmationActions.invoiceRefreshed({ orderId, invoice: fresh.invoice }));
    } catch (error) {
      console.warn('Reading the order for its invoice failed', toApiError(error, orderMessages.loadError));
    }
  }
}

/**
 * Back from the card page by its Cancel or back-to-shop link (?payment=back, issue 28): the buyer's word is recorded
 * on the attempt the link named (POST payment-cancel), so the buyer, a reload, the history and the console all read
 * the payment cancelled, with retry. Only with the order's proof (this browser's token, or the signed-in owner's
 * session): without it the server would refuse, so nothing is sent. A failure changes nothing on screen (the
 * cancelled banner already shows); a payment that won anyway reads paid when the order is read next.
 */
function* recordBuyerCancel(orderId: string, merchantTradeNo: string | null, headers: Record<string, string> | undefined): SagaIterator<void> {
  const signedIn: boolean = yield call(() => readCustomerToken() !== null);
  if (!headers && !signedIn) return;
  try {
    yield call(() => callApi(paymentEndpoints.paymentCancel, {
      params: { orderId }, body: merchantTradeNo && isProviderTradeNo(merchantTradeNo) ? { merchantTradeNo } : {}, headers, background: true, defaultMessage: orderMessages.loadError,
    }));
  } catch (error) {
    console.warn('The payment cancel could not be recorded', toApiError(error, orderMessages.loadError));
  }
}

/** GET /api/ecpay/{id} (with the buyer's token when this browser has it) and its items, then the state's effects. */
function* openOrder(action: OpenAction): SagaIterator<void> {
  const { orderId } = action.payload;
  if (!orderId) return; // the reducer already shows 'Order ID is missing'
  if (!isOrderId(orderId)) {
    // ORD-{8 digits} only (docs/api.md): anything else cannot be an order; the server would answer 400.
    yield put(orderConfirmationActions.loadFailed('not-found'));
    return;
  }
  // Issue 30: the guest lookup already proved and read this order (the reducer showed it): nothing to read again.
  const { status }: OrderConfirmationState = yield select(selectOrderConfirmation);
  if (status === 'succeeded') return;
  const controller = new AbortController();
  try {
    const headers: Record<string, string> | undefined = yield call(orderTokenHeader, orderId);
    if (action.payload.returnedWithoutPaying) yield call(recordBuyerCancel, orderId, action.payload.providerTradeNo ?? null, headers);
    const signal = controller.signal;
    let order: OrderDetails;
    let items: OrderItem[] | null;
    let shipment: OrderShipment | null;
    try {
      [order, items, shipment] = yield all([
        call(() => callApi(checkoutEndpoints.getOrder, { params: { orderId }, headers, signal, defaultMessage: orderMessages.loadError })),
        call(loadItems, orderId, controller.signal), call(loadShipment, orderId, controller.signal),
      ]);
    } catch (error) {
      const { status } = toApiError(error, orderMessages.loadError);
      yield put(orderConfirmationActions.loadFailed(status === 404 || status === 400 ? 'not-found' : 'failed'));
      return;
    }
    yield put(orderConfirmationActions.orderLoaded({ order, items: items ?? [], itemsFailed: items === null, shipment }));
    yield call(rememberOrder);
    const state = paymentScreenState(order.status, order.payment_method);
    if (state === null) return;
    yield call(applyEffects, state, action.payload.returnState === 'success');
    if (screenEffects(state).startPolling) yield call(pollPayment, orderId, controller.signal);
    yield call(pollInvoice, orderId, headers, controller.signal);
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/** One page visit at a time: a new visit or leaving the page (closed) cancels the previous one and its polling. */
function* visit(action: OpenAction): SagaIterator<void> {
  yield race({ run: call(openOrder, action), left: take(orderConfirmationActions.closed) });
}

/**
 * 'Restore items to cart' of the red payment banners: restore-from-order accepts only the order's own phone,
 * which the order read with the buyer's token carries (a masked read has none: the shopper is told to add by hand).
 */
function* restoreCart(): SagaIterator<void> {
  const { orderId, order }: OrderConfirmationState = yield select(selectOrderConfirmation);
  const phone = order && order.masked !== true ? order.customer_phone : null;
  if (!orderId || !phone || !isCheckoutPhone(phone)) {
    yield put(uiActions.toastShown(messages.checkoutForm.restoreFailed, 'danger'));
    yield put(orderConfirmationActions.restoreSettled(false));
    return;
  }
  const restored: boolean = yield call(restoreOrderToCart, orderId, phone);
  yield put(orderConfirmationActions.restoreSettled(restored));
}

/**
 * A stranger's view (no token in this browser, not the signed-in owner; issue 22): the order's phone proves it
 * and the answer carries the whole order at once. Nothing is stored: another visit proves again.
 */
function* proveOrder(action: ReturnType<typeof orderConfirmationActions.proofRequested>): SagaIterator<void> {
  const { orderId }: OrderConfirmationState = yield select(selectOrderConfirmation);
  if (!orderId) return;
  try {
    const answer: AnswerOf<typeof orderDisclosureEndpoints.proveOrder> = yield call(() => callApi(orderDisclosureEndpoints.proveOrder, {
      params: { orderId }, body: { phone: action.payload.phone.trim() }, defaultMessage: orderMessages.proofFailed,
    }));
    yield put(orderConfirmationActions.orderLoaded({
      order: answer.order, items: answer.items, itemsFailed: false, shipment: answer.shipment, provenPhone: action.payload.phone.trim(),
    }));
  } catch (error) {
    yield put(orderConfirmationActions.proofFailed(toApiError(error, orderMessages.proofFailed).message));
  }
}

export function* orderConfirmationSaga(): SagaIterator<void> {
  yield takeLeading(orderConfirmationActions.restoreCartRequested, restoreCart);
  yield takeLeading(orderConfirmationActions.proofRequested, proveOrder);
  yield takeLatest(orderConfirmationActions.opened, visit);
}
