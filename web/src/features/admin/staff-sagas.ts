import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import { authMessages } from '../auth/auth-messages';
import { staffLogin, staffMe, staffRegister } from './staff-api';
import { staffActions, type StaffUser } from './staff-slice';
import { clearStaffSession, readStaffToken, writeStaffSession } from './staff-storage';

function* startUp(): SagaIterator<void> {
  const token: string | null = yield call(readStaffToken);
  if (!token) {
    yield put(staffActions.startedAnonymous());
    return;
  }
  yield put(staffActions.checkingStarted());
  try {
    const user: StaffUser = yield call(staffMe, token);
    yield call(writeStaffSession, token, user);
    yield put(staffActions.loggedIn(user));
  } catch (error) {
    // An answer that refuses the token clears it; no answer (offline) keeps it for the next start.
    if (toApiError(error, '').status !== 0) yield call(clearStaffSession);
    yield put(staffActions.startedAnonymous());
  }
}

function* authenticate(action: ReturnType<typeof staffActions.loginRequested | typeof staffActions.registerRequested>): SagaIterator<void> {
  const isLogin = staffActions.loginRequested.match(action);
  const fallback = isLogin ? authMessages.staff.loginFailed : authMessages.staff.registerFailed;
  try {
    const { token, user }: { token: string; user: StaffUser } = isLogin ? yield call(staffLogin, action.payload) : yield call(staffRegister, action.payload);
    yield call(writeStaffSession, token, user);
    yield put(staffActions.loggedIn(user));
  } catch (error) {
    const apiError = toApiError(error, fallback);
    // Spec 1 §8: the server's message, else 'Login failed. Please try again.' / 'Registration failed...'.
    yield put(staffActions.failed(apiError.status === 0 ? authMessages.cannotConnect : apiError.message || fallback));
  }
}

export function* staffSaga(): SagaIterator<void> {
  yield takeLeading([staffActions.loginRequested.type, staffActions.registerRequested.type], authenticate);
  yield takeEvery(staffActions.logoutRequested.type, clearStaffSession);
  yield call(startUp);
}
