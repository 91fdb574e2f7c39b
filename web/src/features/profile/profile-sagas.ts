import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import { digitsOnly, isValidForm, validateChangePassword, validateProfileForm, type ProfileForm } from '../../domain';
import { uiActions } from '../../shell/ui-slice';
import { fetchCustomerOrders, RECENT_ORDERS_LIMIT, type CustomerOrderPage } from '../order-history/history-api';
import type { Customer } from '../session/session-slice';
import { sessionActions } from '../session/session-slice';
import { putPassword, putProfile } from './profile-api';
import { profileMessages } from './profile-messages';
import { profileActions } from './profile-slice';

/** The 3 latest orders: GET /api/customers/orders?page=1&limit=3 (spec 1 §7). */
function* loadRecentOrders(): SagaIterator<void> {
  try {
    const answer: CustomerOrderPage = yield call(fetchCustomerOrders, 1, RECENT_ORDERS_LIMIT, { defaultMessage: profileMessages.recentLoadFailed });
    yield put(profileActions.recentLoaded(answer.orders.slice(0, RECENT_ORDERS_LIMIT)));
  } catch (error) {
    console.warn('Recent orders could not be loaded', error);
    // The spec's own text: the server's reason is not the shopper's concern here.
    yield put(profileActions.recentFailed(profileMessages.recentLoadFailed));
  }
}

/** PUT /api/customers/profile: success updates the session's customer; both outcomes show the spec 1 §8 text. */
function* saveProfile(action: ReturnType<typeof profileActions.profileSubmitted>): SagaIterator<void> {
  const form: ProfileForm = { name: action.payload.name.trim(), email: action.payload.email.trim(), phone: digitsOnly(action.payload.phone) };
  const errors = validateProfileForm(form);
  if (!isValidForm(errors)) {
    const first = errors.name ?? errors.email ?? errors.phone;
    yield put(profileActions.profileSettled({ ok: false, error: first?.message }));
    return;
  }
  try {
    const answer: { message?: string; user?: Customer } = yield call(putProfile, form);
    if (answer.user) yield put(sessionActions.customerUpdated(answer.user));
    yield put(profileActions.profileSettled({ ok: true }));
    yield put(uiActions.toastShown(answer.message?.trim() || profileMessages.profileUpdated, 'success'));
  } catch (error) {
    const { message } = toApiError(error, profileMessages.profileUpdateFailed);
    yield put(profileActions.profileSettled({ ok: false, error: message }));
    yield put(uiActions.toastShown(message, 'danger'));
  }
}

/** PUT /api/customers/password; 'new password inconsistent' and the length rule are the domain's. */
function* savePassword(action: ReturnType<typeof profileActions.passwordSubmitted>): SagaIterator<void> {
  const form = action.payload;
  const errors = validateChangePassword(form);
  if (!isValidForm(errors)) {
    const first = errors.currentPassword ?? errors.newPassword ?? errors.confirmPassword;
    yield put(profileActions.passwordSettled({ ok: false, error: first?.message }));
    return;
  }
  try {
    yield call(putPassword, { currentPassword: form.currentPassword, newPassword: form.newPassword });
    yield put(profileActions.passwordSettled({ ok: true }));
    yield put(uiActions.toastShown(profileMessages.passwordUpdated, 'success'));
  } catch (error) {
    const { message } = toApiError(error, profileMessages.passwordUpdateFailed);
    yield put(profileActions.passwordSettled({ ok: false, error: message }));
    yield put(uiActions.toastShown(message, 'danger'));
  }
}

export function* profileSaga(): SagaIterator<void> {
  yield takeLatest(profileActions.opened, loadRecentOrders);
  yield takeLeading(profileActions.profileSubmitted, saveProfile);
  yield takeLeading(profileActions.passwordSubmitted, savePassword);
}
