import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { accountEndpoints } from '../../../../application/contracts/accounts';
import { callApi } from '../../api/call-api';
import { toApiError } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { authMessages } from './auth-messages';
import { forgotPasswordActions, type ForgotPasswordState } from './forgot-password-slice';

const selectForgot = (state: RootState) => state.forgotPassword;

/** Spec 1 §8: the server's message, else the default; no answer at all reads 'cannot connect'. */
function message(error: unknown, fallback: string): string {
  const apiError = toApiError(error, fallback);
  return apiError.status === 0 ? authMessages.cannotConnect : apiError.message || fallback;
}

function* sendCode(): SagaIterator<void> {
  const { email }: ForgotPasswordState = yield select(selectForgot);
  try {
    // The reset flow goes out without a bearer token (auth: 'none'), like login.
    yield call(() => callApi(accountEndpoints.forgotPassword, { body: { email: email.trim() }, auth: 'none', defaultMessage: authMessages.forgot.sendFailed }));
    yield put(forgotPasswordActions.codeSent(authMessages.forgot.codeSent));
  } catch (error) {
    yield put(forgotPasswordActions.failed(message(error, authMessages.forgot.sendFailed)));
  }
}

function* verify(): SagaIterator<void> {
  const { email, resetCode }: ForgotPasswordState = yield select(selectForgot);
  try {
    yield call(() => callApi(accountEndpoints.verifyResetCode, {
      body: { email: email.trim(), resetCode: resetCode.trim() }, auth: 'none', defaultMessage: authMessages.forgot.verifyFailed,
    }));
    yield put(forgotPasswordActions.verified(authMessages.forgot.verified));
  } catch (error) {
    yield put(forgotPasswordActions.failed(message(error, authMessages.forgot.verifyFailed)));
  }
}

function* reset(action: ReturnType<typeof forgotPasswordActions.resetRequested>): SagaIterator<void> {
  const { email, resetCode }: ForgotPasswordState = yield select(selectForgot);
  try {
    yield call(() => callApi(accountEndpoints.resetPassword, {
      body: { email: email.trim(), resetCode: resetCode.trim(), newPassword: action.payload.newPassword }, auth: 'none', defaultMessage: authMessages.forgot.resetFailed,
    }));
    yield put(forgotPasswordActions.resetSucceeded(authMessages.forgot.resetDone));
  } catch (error) {
    yield put(forgotPasswordActions.failed(message(error, authMessages.forgot.resetFailed)));
  }
}

export function* forgotPasswordSaga(): SagaIterator<void> {
  yield takeLeading([forgotPasswordActions.codeRequested.type, forgotPasswordActions.resendRequested.type], sendCode);
  yield takeLeading(forgotPasswordActions.verifyRequested.type, verify);
  yield takeLeading(forgotPasswordActions.resetRequested.type, reset);
}
