import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { accountEndpoints } from '../../../../application/contracts/accounts';
import { invoicingEndpoints } from '../../../../application/contracts/invoicing';
import { callApi } from '../../api/call-api';
import { ApiRequestError } from '../../api/client';
import { digitsOnly } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { uiActions } from '../../shell/ui-slice';
import { selectCustomer } from '../session/session-selectors';
import type { Customer } from '../session/session-slice';
import { applyStore, restoreSavedStore, selectSelectedStore } from '../store-picker/store-picker-sagas';
import { pickupStoreOf, readSavedStore, toStoreSelection, type StoreSelection } from '../store-picker/store-storage';
import { historyMessages } from '../order-history/history-messages';
import { checkoutActions } from './checkout-slice';

/**
 * Checkout for signed-in customers (spec 2 §4 'Signed-in customers', §6): the account's name and phone fill
 * the (locked) contact fields; the pickup store preference lives in the account (a store saved in this browser
 * is migrated to it once); a store-payment order is linked to the account after checkout.
 */

/** localStorage flag: this browser's saved store was handed to customer {id}'s account. */
export const STORE_MIGRATED_KEY = (customerId: number) => `storePreferenceMigrated:${customerId}`;

function isMigrated(customerId: number): boolean {
  try {
    return localStorage.getItem(STORE_MIGRATED_KEY(customerId)) === '1';
  } catch {
    return false;
  }
}

function markMigrated(customerId: number): void {
  try {
    localStorage.setItem(STORE_MIGRATED_KEY(customerId), '1');
  } catch (error) {
    console.warn('Could not note the store migration', error);
  }
}

/** POST /api/customers/store-preference, in the background. */
function saveStorePreference(store: StoreSelection): Promise<unknown> {
  return callApi(accountEndpoints.saveStorePreference, { body: pickupStoreOf(store), background: true, defaultMessage: messages.storePicker.loadFailed });
}

/** The account's name and phone into the form; returns whether a customer is signed in. */
export function* applyAccountContact(): SagaIterator<boolean> {
  const customer: Customer | null = yield select(selectCustomer);
  if (!customer) return false;
  yield put(checkoutActions.contactRestored({ name: customer.name, phone: digitsOnly(customer.phone) }));
  if (customer.email) yield put(checkoutActions.emailPrefilled(customer.email));
  return true;
}

/**
 * Issue 30: a member's invoice section starts from their last choice (GET /api/customers/invoice-choice). A failure
 * is only logged: the section keeps the default, the member carrier.
 */
export function* restoreInvoiceChoice(): SagaIterator<void> {
  const customer: Customer | null = yield select(selectCustomer);
  if (!customer) return;
  try {
    const answer: Awaited<ReturnType<typeof loadInvoiceChoice>> = yield call(loadInvoiceChoice);
    if (answer?.remembered) yield put(checkoutActions.invoiceRestored(answer.choice));
  } catch (error) {
    console.warn('Loading the invoice choice failed', error);
  }
}

function loadInvoiceChoice() {
  return callApi(invoicingEndpoints.getInvoiceChoice, { background: true, defaultMessage: messages.checkoutForm.checkoutFailed });
}

/** POST the store as the account's preference; failures are only logged (the order still carries the store). */
export function* saveAccountStore(): SagaIterator<void> {
  const customer: Customer | null = yield select(selectCustomer);
  const store: StoreSelection | null = yield select(selectSelectedStore);
  if (!customer || !store) return;
  try {
    yield call(saveStorePreference, store);
  } catch (error) {
    console.warn('Saving the store preference failed', error);
  }
}

/**
 * The store a checkout starts with. Guests: this tab's, else the browser's (restoreSavedStore). Customers: this
 * tab's selection (already saved to the account when chosen), else the account's preference, else the browser's
 * saved store, which is then migrated to the account once.
 */
export function* restoreShopperStore(): SagaIterator<void> {
  const customer: Customer | null = yield select(selectCustomer);
  const current: StoreSelection | null = yield select(selectSelectedStore);
  if (!customer || current) {
    yield call(restoreSavedStore);
    return;
  }
  const saved: ReturnType<typeof readSavedStore> = yield call(readSavedStore);
  if (saved?.source === 'session') {
    yield call(restoreSavedStore);
    return;
  }
  let preference: StoreSelection | null;
  try {
    const answer: Record<string, unknown> = yield call(() => callApi(accountEndpoints.getStorePreference, { background: true, defaultMessage: messages.storePicker.loadFailed }));
    preference = answer && answer.success !== false ? toStoreSelection(answer) : null;
  } catch (error) {
    console.warn('Loading the store preference failed', error);
    yield call(restoreSavedStore);
    return;
  }
  if (preference) {
    yield call(applyStore, preference);
    yield put(uiActions.toastShown(messages.storePicker.loadedLast(preference.storeName), 'primary'));
    return;
  }
  if (!saved) return;
  yield call(restoreSavedStore);
  if (isMigrated(customer.id)) return;
  try {
    yield call(saveStorePreference, saved.store);
    markMigrated(customer.id);
  } catch (error) {
    console.warn('Migrating the saved store to the account failed', error);
  }
}

/**
 * After a store-payment checkout: POST /api/customers/link-order { orderId, orderSource, phoneNumber, name }.
 * The server already linked an order placed with the token, so 409 (already linked) is expected; any failure
 * is only logged: the order exists and can be linked from the order history.
 */
export function* linkCheckoutOrder(orderId: string, phone: string, name: string): SagaIterator<void> {
  const customer: Customer | null = yield select(selectCustomer);
  if (!customer) return;
  try {
    yield call(() => callApi(accountEndpoints.linkOrder, {
      body: { orderId, orderSource: 'outlet', phoneNumber: phone, name }, defaultMessage: historyMessages.linkFailed,
    }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) return;
    console.warn('Linking the order to the account failed', error);
  }
}
