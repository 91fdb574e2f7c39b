import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { messages } from '../../i18n/contexts/checkout';
import { cartActions } from '../cart/cart-slice';
import { sessionActions } from '../session/session-slice';
import { loadMapSelection } from '../store-picker/store-picker-sagas';
import { storePickerActions } from '../store-picker/store-picker-slice';
import { applyAccountContact, restoreShopperStore, saveAccountStore } from './account-checkout';
import { onPageRestored, onRestoreRequested, resumeAwaitingOrder } from './awaiting-payment-sagas';
import { onNameCommitted, onPhoneCommitted, persistForm, restoreContact } from './checkout-contact-sagas';
import { hasReturnFlags, readCheckoutReturn, withoutReturnFlags } from './checkout-flags';
import { handleOrderReturn } from './checkout-return-sagas';
import { toast } from './checkout-saga-support';
import { checkoutActions } from './checkout-slice';
import { onConfirmed, onSubmitClicked } from './checkout-submit-sagas';

/** Book-keeping of one running checkout saga (it lives as long as the store). */
interface CheckoutContext {
  /** The router key of the last address handled: StrictMode's second effect run must not act twice. */
  lastEntryKey: string | null;
  contactRestored: boolean;
}

/** error=... of the return address: known codes get their text; anything else a generic one (never raw URL text). */
const RETURN_ERRORS: Record<string, string> = {
  store_selection_invalid: messages.storePicker.loadFailed,
};

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

export function* checkoutSaga(): SagaIterator<void> {
  const ctx: CheckoutContext = { lastEntryKey: null, contactRestored: false };
  yield takeEvery(checkoutActions.entered, onEntered, ctx);
  yield takeEvery(checkoutActions.phoneCommitted, onPhoneCommitted);
  yield takeEvery(checkoutActions.nameCommitted, onNameCommitted);
  yield takeEvery([
    checkoutActions.nameChanged, checkoutActions.phoneChanged, checkoutActions.paymentMethodChosen,
    checkoutActions.invoiceKindChosen, checkoutActions.invoiceFieldChanged, checkoutActions.invoiceRestored, checkoutActions.emailChanged,
  ], persistForm);
  yield takeLeading(checkoutActions.submitClicked, onSubmitClicked);
  yield takeLeading(checkoutActions.confirmed, onConfirmed);
  yield takeLeading(checkoutActions.restoreRequested, onRestoreRequested);
  yield takeLeading(checkoutActions.pageRestored, onPageRestored);
  yield takeEvery(storePickerActions.storeConfirmed, saveAccountStore);
  // A sign-in (or a profile change) while the form is open puts the account's facts in the locked fields.
  yield takeEvery([sessionActions.loggedIn, sessionActions.restored, sessionActions.customerUpdated], applyAccountContact);
}
