import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { ApiRequestError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import {
  buildCartPreviewRef,
  formatMessage,
  isCheckoutPhone,
  resolveCheckoutMethods,
  validateCheckoutContact,
  validateCheckoutName,
  type CartLine,
  type CheckoutBlocker,
} from '../../domain';
import { messages } from '../../i18n/messages';
import { uiActions } from '../../shell/ui-slice';
import { readSavedPhone, writeSavedPhone } from '../cart/cart-storage';
import { cartActions } from '../cart/cart-slice';
import { fetchOrder, type OrderDetails } from '../orders/order-api';
import { orderTokenFor, saveOrderToken } from '../payment/order-tokens';
import { postEcpayCreate, type StoreData } from '../payment/payment-api';
import { preparePayment, serverMessageOr, submitFormOrExplain } from '../payment/payment-sagas';
import type { PreparedPayment } from '../payment/payment-api';
import { paymentActions } from '../payment/payment-slice';
import { restoreOrderToCart } from '../payment/restore-order';
import { sessionActions } from '../session/session-slice';
import { applyStore, loadMapSelection, selectSelectedStore } from '../store-picker/store-picker-sagas';
import { storePickerActions } from '../store-picker/store-picker-slice';
import { toStoreSelection, type StoreSelection } from '../store-picker/store-storage';
import { applyAccountContact, linkCheckoutOrder, restoreShopperStore, saveAccountStore } from './account-checkout';
import { postCheckout, type CheckoutAnswer, type CheckoutRequest } from './checkout-api';
import { hasReturnFlags, readCheckoutReturn, withoutReturnFlags, type CheckoutReturn } from './checkout-flags';
import { selectCheckout, selectCheckoutBlocker } from './checkout-selectors';
import { checkoutActions, type CheckoutState, type RetryOrder } from './checkout-slice';
import {
  clearPendingOrder,
  readCheckoutState,
  readPendingOrder,
  readSavedName,
  writeCheckoutState,
  writeLastOrder,
  writePendingOrder,
  writeSavedName,
} from './checkout-storage';
import { now } from '../../app/clock';

/** Book-keeping of one running checkout saga (it lives as long as the store). */
interface CheckoutContext {
  /** The router key of the last address handled: StrictMode's second effect run must not act twice. */
  lastEntryKey: string | null;
  contactRestored: boolean;
}

const enc = encodeURIComponent;
const confirmationPath = (orderId: string) => `/order-confirmation/${enc(orderId)}`;
const retryPath = (orderId: string) => `/checkout?orderId=${enc(orderId)}&retryPayment=true`;

/** error=... of the return address: known codes get their text; anything else a generic one (never raw URL text). */
const RETURN_ERRORS: Record<string, string> = {
  store_selection_invalid: messages.storePicker.loadFailed,
};

function* toast(message: string, intent: 'success' | 'danger' | 'warning' | 'primary'): SagaIterator<void> {
  yield put(uiActions.toastShown(message, intent));
}

/** The form starts from the account (signed in), else this tab's saved form, else the guest's remembered name and phone (spec 2 §6). */
function* restoreContact(): SagaIterator<void> {
  if (yield call(applyAccountContact)) {
    const saved: ReturnType<typeof readCheckoutState> = yield call(readCheckoutState);
    if (saved?.paymentMethod) yield put(checkoutActions.contactRestored({ paymentMethod: saved.paymentMethod }));
    return;
  }
  const saved: ReturnType<typeof readCheckoutState> = yield call(readCheckoutState);
  const savedName: string | null = yield call(readSavedName);
  const savedPhone: string | null = yield call(readSavedPhone);
  const cartPhone: string | null = yield select((state: RootState) => state.cart.phone);
  yield put(
    checkoutActions.contactRestored({
      name: saved?.name || savedName,
      phone: saved?.phone || savedPhone || cartPhone,
      paymentMethod: saved?.paymentMethod ?? null,
    }),
  );
}

/**
 * An order named by the return address (spec 2 §2.6): paid or processing -> the confirmation page; failed ->
 * a toast; a retry entry point -> the retry flow (spec 2 §4). Returns true when the page is leaving.
 */
function* handleOrderReturn(flags: CheckoutReturn & { orderId: string }): SagaIterator<boolean> {
  const { orderId } = flags;
  let order: OrderDetails;
  try {
    // The buyer's token (kept at checkout) reads the order unmasked, so its name and phone can be restored.
    order = yield call(fetchOrder, orderId, orderTokenFor(orderId));
  } catch (error) {
    yield call(toast, serverMessageOr(error, messages.checkoutForm.orderLoadFailed), 'danger');
    yield call(restoreShopperStore);
    return false;
  }
  if (order.status === 'PAID' || order.status === 'PROCESSING') {
    yield put(checkoutActions.redirectRequested({ to: `${confirmationPath(orderId)}?payment=success`, replace: true }));
    return true;
  }
  if (order.status === 'PAYMENT_FAILED') {
    yield call(toast, messages.checkoutForm.paymentFailed(order.status_message?.trim() || messages.checkoutForm.paymentFailedDefault), 'danger');
  }
  const retry = flags.retryPayment || flags.status !== null;
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

/**
 * Back from the card page without paying (Back button, issue #9): the cart is empty, because checkout emptied
 * it, and the order waits in PENDING_PAYMENT. The pendingOrder note names it; read with the buyer's token, it
 * becomes the retry order, so the 'Order awaiting payment' panel offers retry and restore. The cart is not
 * restored by itself (web/README.md says why). A note whose order is paid, or gone, is dropped.
 */
function* resumeAwaitingOrder(): SagaIterator<void> {
  const pending: ReturnType<typeof readPendingOrder> = yield call(readPendingOrder);
  if (!pending) return;
  const { orderId } = pending;
  let order: OrderDetails;
  try {
    order = yield call(fetchOrder, orderId, orderTokenFor(orderId));
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
function* onPageRestored(): SagaIterator<void> {
  const phone: string | null = yield select((state: RootState) => state.cart.phone);
  yield put(phone ? cartActions.phoneSaved(phone) : cartActions.refreshRequested());
  yield call(resumeAwaitingOrder);
}

function* onEntered(ctx: CheckoutContext, action: ReturnType<typeof checkoutActions.entered>): SagaIterator<void> {
  const { search, key, retryPayment, orderId } = action.payload;
  if (key === ctx.lastEntryKey) return;
  ctx.lastEntryKey = key;
  if (!ctx.contactRestored) {
    ctx.contactRestored = true;
    yield call(restoreContact);
  }
  const flags = readCheckoutReturn(search, { retryPayment, orderId });
  if (!hasReturnFlags(flags)) {
    yield call(restoreShopperStore);
    yield call(resumeAwaitingOrder);
    return;
  }
  if (flags.error) yield call(toast, RETURN_ERRORS[flags.error] ?? messages.checkoutForm.checkoutFailed, 'danger');
  if (flags.storeSelected) {
    const chosen: boolean = yield call(loadMapSelection, flags.mapRef);
    if (chosen) yield call(saveAccountStore);
    // Back from the map the cart is read again; its lines are de-duplicated as they load (cart slice).
    yield put(cartActions.refreshRequested());
  } else if (!flags.orderId) {
    yield call(restoreShopperStore);
  }
  if (flags.orderId) {
    const leaving: boolean = yield call(handleOrderReturn, { ...flags, orderId: flags.orderId });
    if (leaving) return;
  } else if (flags.status === 'cancelled') {
    yield call(toast, messages.checkoutForm.paymentCancelled, 'warning');
  } else if (flags.status === 'timeout') {
    yield call(toast, messages.checkoutForm.paymentTimeout, 'warning');
  }
  yield put(checkoutActions.redirectRequested({ to: `/checkout${withoutReturnFlags(search)}`, replace: true }));
}

/** A valid phone is remembered (userPhone) and becomes the cart's phone (spec 2 §5). */
function* onPhoneCommitted(): SagaIterator<void> {
  const phone: string = yield select((state: RootState) => state.checkout.phone);
  if (!isCheckoutPhone(phone)) return;
  yield call(writeSavedPhone, phone);
  const cartPhone: string | null = yield select((state: RootState) => state.cart.phone);
  if (cartPhone !== phone) yield put(cartActions.phoneSaved(phone));
}

function* onNameCommitted(): SagaIterator<void> {
  const name: string = yield select((state: RootState) => state.checkout.name);
  if (!validateCheckoutName(name)) yield call(writeSavedName, name.trim());
}

function* persistForm(): SagaIterator<void> {
  const { name, phone, paymentMethod }: CheckoutState = yield select(selectCheckout);
  yield call(writeCheckoutState, { name, phone, paymentMethod });
}

/** The gate before the confirm dialog: the spec's toasts in order, then the name (spec 2 §5). Returns whether it passed. */
function* passesGate(): SagaIterator<boolean> {
  const at: number = yield call(now);
  const blocker: CheckoutBlocker | null = yield select(selectCheckoutBlocker, at);
  if (blocker) {
    yield call(toast, formatMessage(blocker), 'warning');
    return false;
  }
  const { name, phone }: CheckoutState = yield select(selectCheckout);
  const errors = validateCheckoutContact({ name, phone });
  const first = errors.name ?? errors.phone;
  if (first) {
    yield call(toast, first.message, 'warning');
    return false;
  }
  return true;
}

function* onSubmitClicked(): SagaIterator<void> {
  if (yield call(passesGate)) yield put(checkoutActions.confirmDialogOpened());
}

function storeDataOf(store: StoreSelection): StoreData {
  return { storeId: store.storeId, storeName: store.storeName, storeAddress: store.storeAddress, logisticsSubType: store.logisticsSubType };
}

/** POST /api/cart/checkout, then the confirmation call, then store payment or the card payment page (spec 2 §4 'Checkout'). */
function* runCheckout(): SagaIterator<void> {
  const form: CheckoutState = yield select(selectCheckout);
  const store: StoreSelection = yield select(selectSelectedStore);
  const lines: CartLine[] = yield select((state: RootState) => state.cart.lines);
  const name = form.name.trim();
  const phone = form.phone.trim();
  const methods = resolveCheckoutMethods({ deliveryMethod: 'pickup', paymentMethod: form.paymentMethod });
  const storeData = storeDataOf(store);
  const at: number = yield call(now);
  const request: CheckoutRequest = {
    name,
    phone,
    orderRef: buildCartPreviewRef(at),
    items: lines.map((line) => ({ id: line.id, itemId: line.item_id, variantId: line.variant_id ?? null, quantity: line.quantity })),
    deliveryMethod: 'pickup',
    paymentMethod: methods.paymentMethod,
    storeData,
  };

  let answer: CheckoutAnswer;
  try {
    answer = yield call(postCheckout, request);
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
    yield call(postEcpayCreate, {
      orderId,
      customerName: name,
      customerPhone: phone,
      totalAmount,
      items: lines.map((line) => ({
        id: line.id,
        itemId: line.item_id,
        title: line.title,
        price: line.price,
        discountPrice: line.discount_price,
        quantity: line.quantity,
        sku: line.sku ?? line.display_sku ?? '',
        variantId: line.variant_id ?? null,
        itemType: line.item_type,
      })),
      deliveryMethod: 'pickup',
      paymentMethod,
      status: answer.status,
      storeData,
    });
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

function* onConfirmed(): SagaIterator<void> {
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

/** 'Restore items to cart' of the awaiting-payment panel (spec 2 §4 'Retry flow', §8). */
function* onRestoreRequested(): SagaIterator<void> {
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

export function* checkoutSaga(): SagaIterator<void> {
  const ctx: CheckoutContext = { lastEntryKey: null, contactRestored: false };
  yield takeEvery(checkoutActions.entered, onEntered, ctx);
  yield takeEvery(checkoutActions.phoneCommitted, onPhoneCommitted);
  yield takeEvery(checkoutActions.nameCommitted, onNameCommitted);
  yield takeEvery([checkoutActions.nameChanged, checkoutActions.phoneChanged, checkoutActions.paymentMethodChosen], persistForm);
  yield takeLeading(checkoutActions.submitClicked, onSubmitClicked);
  yield takeLeading(checkoutActions.confirmed, onConfirmed);
  yield takeLeading(checkoutActions.restoreRequested, onRestoreRequested);
  yield takeLeading(checkoutActions.pageRestored, onPageRestored);
  yield takeEvery(storePickerActions.storeConfirmed, saveAccountStore);
  // A sign-in (or a profile change) while the form is open puts the account's facts in the locked fields.
  yield takeEvery([sessionActions.loggedIn, sessionActions.restored, sessionActions.customerUpdated], applyAccountContact);
}
