import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { RootState } from '../../app/root-reducer';
import { isCheckoutPhone, validateCheckoutName } from '../../domain';
import { readSavedPhone, writeSavedPhone } from '../cart/cart-storage';
import { cartActions } from '../cart/cart-slice';
import { applyAccountContact, restoreInvoiceChoice } from './account-checkout';
import { selectCheckout } from './checkout-selectors';
import { checkoutActions, type CheckoutState } from './checkout-slice';
import { readCheckoutState, readSavedName, writeCheckoutState, writeSavedName } from './checkout-storage';

/** The form starts from the account (signed in), else this tab's saved form, else the guest's remembered name and phone (spec 2 §6). */
export function* restoreContact(): SagaIterator<void> {
  if (yield call(applyAccountContact)) {
    const saved: ReturnType<typeof readCheckoutState> = yield call(readCheckoutState);
    yield put(checkoutActions.contactRestored({ paymentMethod: saved?.paymentMethod, invoice: saved?.invoice, invoiceRemembered: saved?.invoiceRemembered, email: saved?.email }));
    // What the member typed in this tab (before the store map) wins over their last order's choice.
    if (!saved?.invoice) yield call(restoreInvoiceChoice);
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
      invoice: saved?.invoice,
      invoiceRemembered: saved?.invoiceRemembered,
      email: saved?.email,
    }),
  );
}

/** A valid phone is remembered (userPhone) and becomes the cart's phone (spec 2 §5). */
export function* onPhoneCommitted(): SagaIterator<void> {
  const phone: string = yield select((state: RootState) => state.checkout.phone);
  if (!isCheckoutPhone(phone)) return;
  yield call(writeSavedPhone, phone);
  const cartPhone: string | null = yield select((state: RootState) => state.cart.phone);
  if (cartPhone !== phone) yield put(cartActions.phoneSaved(phone));
}

export function* onNameCommitted(): SagaIterator<void> {
  const name: string = yield select((state: RootState) => state.checkout.name);
  if (!validateCheckoutName(name)) yield call(writeSavedName, name.trim());
}

export function* persistForm(): SagaIterator<void> {
  const { name, phone, paymentMethod, invoice, invoiceRemembered, email }: CheckoutState = yield select(selectCheckout);
  yield call(writeCheckoutState, { name, phone, paymentMethod, invoice, invoiceRemembered, email });
}
