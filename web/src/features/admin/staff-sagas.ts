import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { accountEndpoints } from '../../../../application/contracts/accounts';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { authMessages } from '../auth/auth-messages';
import { malformedAuth, withToken } from '../session/session-auth-sagas';
import { staffActions, type StaffLoginRequest, type StaffRegisterRequest, type StaffUser } from './staff-slice';
import { clearStaffSession, readStaffToken, writeStaffSession } from './staff-storage';

/**
 * Staff calls (docs/accounts-contract.md 'Staff routes'): never the customer's token; /me names the staff token.
 * An answer without a token or a user does not decode (application/contracts/accounts.ts): AUTH_RESPONSE_INVALID.
 */
type StaffSession = AnswerOf<typeof accountEndpoints.loginStaff>;

async function staffLogin({ email, password }: StaffLoginRequest): Promise<StaffSession> {
  return withToken(await callApi(accountEndpoints.loginStaff, {
    body: { email: email.trim(), password }, auth: 'none', defaultMessage: authMessages.staff.loginFailed, malformed: malformedAuth,
  }));
}

async function staffRegister({ name, email, password, secretCode }: StaffRegisterRequest): Promise<StaffSession> {
  return withToken(await callApi(accountEndpoints.registerStaff, {
    body: { name: name.trim(), email: email.trim(), password, secretCode: secretCode.trim() }, auth: 'none',
    defaultMessage: authMessages.staff.registerFailed, malformed: malformedAuth,
  }));
}

function* startUp(): SagaIterator<void> {
  const token: string | null = yield call(readStaffToken);
  if (!token) {
    yield put(staffActions.startedAnonymous());
    return;
  }
  yield put(staffActions.checkingStarted());
  try {
    const { user }: AnswerOf<typeof accountEndpoints.currentStaff> = yield call(() => callApi(accountEndpoints.currentStaff, {
      auth: { token }, defaultMessage: authMessages.staff.loginFailed, malformed: malformedAuth,
    }));
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
