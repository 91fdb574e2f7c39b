import type { SagaIterator } from 'redux-saga';
import { call, put, select, spawn } from 'redux-saga/effects';
import type { accountEndpoints } from '../../../../application/contracts/accounts';
import { loadAccountsContract } from '../../api/accounts-contract';
import { callApi, type AnswerOf } from '../../api/call-api';
import { AUTH_TIMEOUT_MS, ApiRequestError, toApiError, type ApiError } from '../../api/client';
import { now } from '../../app/clock';
import { MESSAGES, normalizeRegisterContact } from '../../domain';
import { authMessages } from './session-messages';
import type { SessionContext } from './session-context';
import { selectSession } from './session-selectors';
import { sessionActions, type Customer, type LoginRequest, type RegisterRequest, type SessionState } from './session-slice';
import { readCustomerToken, writeRememberMe } from './session-storage';

/**
 * Signing in, registering and signing out (docs/accounts-contract.md). Login and register go out without a
 * bearer token (auth: 'none'): a stale token must not turn a wrong password (401) into a refresh attempt.
 */
export interface AuthResult {
  token: string;
  customer: Customer;
}

/** Spec 1 §5: "a response lacking token or user is rejected as invalid format" (an empty token included). */
export const malformedAuth = { code: 'AUTH_RESPONSE_INVALID', message: MESSAGES.AUTH_RESPONSE_INVALID };

/** Spec 1 §5: an empty token is no token (customers and staff alike). */
export function withToken<A extends { token: string }>(body: A): A {
  if (!body.token) throw new ApiRequestError(200, malformedAuth.code, malformedAuth.message);
  return body;
}

function toAuthResult(answer: AnswerOf<typeof accountEndpoints.loginCustomer>): AuthResult {
  const { token, user } = withToken(answer);
  return { token, customer: user };
}

async function loginCustomer({ email, password, rememberMe }: LoginRequest): Promise<AuthResult> {
  const body = { email: email.trim(), password, rememberMe };
  const { accountEndpoints } = await loadAccountsContract();
  return toAuthResult(await callApi(accountEndpoints.loginCustomer, {
    body, defaultMessage: authMessages.loginFailed, timeoutMs: AUTH_TIMEOUT_MS, auth: 'none', malformed: malformedAuth,
  }));
}

async function registerCustomer(form: RegisterRequest): Promise<AuthResult> {
  const { name, email, phone } = normalizeRegisterContact(form);
  const { accountEndpoints } = await loadAccountsContract();
  return toAuthResult(await callApi(accountEndpoints.registerCustomer, {
    body: { name, email, phone, password: form.password }, defaultMessage: authMessages.registerFailed, timeoutMs: AUTH_TIMEOUT_MS, auth: 'none', malformed: malformedAuth,
  }));
}

/** Spec 1 §8: no answer at all reads 'cannot connect to server, check network'; otherwise the server's text. */
function failureMessage(error: unknown, defaultMessage: string): string {
  const apiError: ApiError = toApiError(error, defaultMessage);
  if (apiError.status === 0 && apiError.code !== 'ABORTED') return authMessages.cannotConnect;
  return apiError.message || defaultMessage;
}

export function* authenticate(ctx: SessionContext, action: ReturnType<typeof sessionActions.loginRequested | typeof sessionActions.registerRequested>): SagaIterator<void> {
  const isLogin = sessionActions.loginRequested.match(action);
  const defaultMessage = isLogin ? authMessages.loginFailed : authMessages.registerFailed;
  try {
    const result: AuthResult = yield call(isLogin ? loginCustomer : registerCustomer, action.payload as LoginRequest & RegisterRequest);
    // Register keeps the customer signed in like a login with 'keep me signed in' left on.
    yield call(writeRememberMe, isLogin ? action.payload.rememberMe : true);
    ctx.lastValidatedAt = yield call(now);
    yield put(sessionActions.loggedIn(result));
  } catch (error) {
    yield put(sessionActions.requestFailed(failureMessage(error, defaultMessage)));
  }
}

function* revokeQuietly(token: string): SagaIterator<void> {
  try {
    // Best effort: revokes exactly the token being signed out, in the background.
    yield call(async () => callApi((await loadAccountsContract()).accountEndpoints.logoutCustomer, { auth: { token }, background: true, defaultMessage: '' }));
  } catch (error) {
    console.warn('Logout request failed (the session is cleared locally anyway)', toApiError(error, ''));
  }
}

export function* logout(): SagaIterator<void> {
  const session: SessionState = yield select(selectSession);
  const token: string | null = (yield call(readCustomerToken)) ?? session.token;
  // Best effort and in the background: signing out never waits for the server.
  if (token) yield spawn(revokeQuietly, token);
  yield put(sessionActions.loggedOut());
}

