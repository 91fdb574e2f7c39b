import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { selectCustomer } from '../session/session-selectors';
import type { Customer } from '../session/session-slice';
import { adoptPhone } from './cart-load-sagas';
import { customerPhone } from './cart-saga-support';
import { selectCart } from './cart-selectors';
import { cartActions, type CartState } from './cart-slice';
import { readLocalCart, removeLocalCart, writeLocalCart, type LocalCart } from './cart-storage';

/**
 * What the cart follows outside itself: the session's customer, the window's 'cartUpdated' event, and the
 * local copy it keeps in localStorage.
 */

/**
 * Mirrors the outlet lines into outletCart after each change. A local cart collected under another phone
 * (or none), or signed out while a customer is now signed in (issue 22: the guest cart of the member's own
 * phone is not the account's), still waits to be merged and is left alone: overwriting it would lose those lines.
 */
export function* persistLocalCart(): SagaIterator<void> {
  const cart: CartState = yield select(selectCart);
  const local: LocalCart | null = yield call(readLocalCart);
  const customer: Customer | null = yield select(selectCustomer);
  if (local && local.items.length > 0 && (local.phone !== cart.phone || (customer !== null && local.guest))) return;
  // Spec 1 §4: an empty outlet list removes the local cart of a signed-in customer.
  if (customer && !cart.lines.some((line) => line.item_type === 'outlet')) yield call(removeLocalCart);
  else yield call(writeLocalCart, cart.lines, cart.phone, customer === null);
}

/** The session slice's actions: the only ones that change who the customer is. */
const isSessionAction = (action: Action) => action.type.startsWith('session/');

/**
 * Sign-in (spec 1 §4 'Cart: merge on user change'): whenever the session's customer changes (login, a
 * restored session, another account, a new phone on the profile), the cart adopts the account's phone, which
 * loads the server cart and merges the local cart into it. The customer is compared after each session
 * action, so a burst of them (restored, validated, customerUpdated with the same facts) adopts once.
 */
export function* followCustomer(): SagaIterator<void> {
  let seen: string | null = null;
  while (true) {
    const customer: Customer | null = yield select(selectCustomer);
    const phone: string | null = yield call(customerPhone);
    const identity = customer ? `${customer.id}:${phone ?? ''}` : null;
    if (identity !== seen) {
      const signedIn = seen === null && customer !== null;
      seen = identity;
      const cart: CartState = yield select(selectCart);
      // A guest signing in: the cart still shows the guest's lines; its Shopee ones go with the merge (issue 28).
      const guestMarketplaceLines = signedIn ? cart.lines.filter((line) => line.item_type === 'shopee') : [];
      // Before init the cart saga's start-up reads the customer's phone itself.
      if (phone && cart.status !== 'idle') yield call(adoptPhone, phone, guestMarketplaceLines);
    }
    yield take(isSessionAction);
  }
}

function windowCartUpdates(): EventChannel<true> {
  return eventChannel((emit) => {
    const onUpdate = () => emit(true);
    window.addEventListener('cartUpdated', onUpdate);
    return () => window.removeEventListener('cartUpdated', onUpdate);
  });
}

/** The window's 'cartUpdated' event (another tab or widget changed the cart) becomes cartActions.cartUpdated. */
export function* forwardWindowEvents(): SagaIterator<void> {
  const channel: EventChannel<true> = yield call(windowCartUpdates);
  try {
    while (true) {
      yield take(channel);
      yield put(cartActions.cartUpdated());
    }
  } finally {
    channel.close();
  }
}
