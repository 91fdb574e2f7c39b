import { channel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { accountEndpoints } from '../../../../application/contracts/accounts';
import { loadAccountsContract } from '../../api/accounts-contract';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { now } from '../../app/clock';
import { uiActions } from '../../shell/ui-slice';
import { authMessages } from './session-messages';
import { authenticate, logout, malformedAuth } from './session-auth-sagas';
import { CUSTOMER_LOGIN_EVENT, CUSTOMER_LOGOUT_EVENT, emitAfterDelay, emitLater, type SessionContext, type SessionSagaOptions, type WindowEvent } from './session-context';
import { selectSession } from './session-selectors';
import { sessionActions, type Customer, type SessionState } from './session-slice';
import { clearSession, readCachedUser, readCurrentUser, readCustomerToken, writeCustomer, writeLogin } from './session-storage';
import { SESSION_TIMINGS } from './session-timing';
import { watchClient, watchConnectivity } from './session-watchers';

export { CUSTOMER_LOGIN_EVENT, CUSTOMER_LOGOUT_EVENT, type SessionSagaOptions } from './session-context';

/**
 * The customer session's side effects (spec 1 §4 'Customer session'):
 * - start: no token -> anonymous; a cachedUser younger than 30 days -> authenticated at once, then revalidated
 *   in the background (GET /api/customers/me, 8 s) after 2 s; otherwise 'checking' while /me (10 s) answers.
 * - background revalidations: at start, when the browser comes back online and when the tab becomes visible;
 *   at most one per 30 s, never while offline.
 * - login/register (session-auth-sagas.ts) store customerToken, currentUser, cachedUser, rememberMe and
 *   userPhone, then emit the window event 'customerLogin'; logout revokes the token best-effort, clears the
 *   keys, emits 'customerLogout'.
 * - the API client's refresh failure or 403 ends the session (session-watchers.ts: loggedOut + a toast).
 * - window offline/online set `offline`; after 10 s offline `connectionLost` shows the lost-connection message.
 */

/** GET /api/customers/me (the customer itself, spec 1 §7): 8 s in the background, 10 s while the screen waits for it. */
function* fetchCurrentCustomer(background: boolean): SagaIterator<Customer> {
  const answer: AnswerOf<typeof accountEndpoints.currentCustomer> = yield call(async () => callApi((await loadAccountsContract()).accountEndpoints.currentCustomer, {
    background, defaultMessage: authMessages.cannotVerify, malformed: malformedAuth,
  }));
  return answer;
}

function* customerAppeared(ctx: SessionContext, token: string, customer: Customer): SagaIterator<void> {
  const at: number = yield call(now);
  yield call(writeLogin, token, customer, at);
  yield put(sessionActions.restored({ token, customer }));
  yield call(emitLater, ctx, CUSTOMER_LOGIN_EVENT, { customer });
}

function* startUp(ctx: SessionContext): SagaIterator<void> {
  const token: string | null = yield call(readCustomerToken);
  if (!token) {
    yield put(sessionActions.startedAnonymous());
    return;
  }
  const cached: ReturnType<typeof readCachedUser> = yield call(readCachedUser);
  const startedAt: number = yield call(now);
  const age = cached ? startedAt - cached.cachedAt : Infinity;
  if (cached && age >= 0 && age < ctx.timings.cachedUserMaxAgeMs) {
    // Used at once; the cachedAt stays as it was until the server confirms the customer.
    yield put(sessionActions.restored({ token, customer: cached.user }));
    yield call(emitLater, ctx, CUSTOMER_LOGIN_EVENT, { customer: cached.user });
    yield put(sessionActions.revalidateRequested());
    return;
  }

  yield put(sessionActions.checkingStarted({ token }));
  try {
    const customer: Customer = yield call(fetchCurrentCustomer, false);
    ctx.lastValidatedAt = yield call(now);
    // The client may have refreshed the token while validating.
    yield call(customerAppeared, ctx, (yield call(readCustomerToken)) ?? token, customer);
  } catch (error) {
    const { status } = toApiError(error, authMessages.cannotVerify);
    const session: SessionState = yield select(selectSession);
    if (session.status !== 'checking') return; // the client ended the session already (refresh failed, 403)
    if (status === 401 || status === 403) {
      yield call(clearSession);
      yield put(sessionActions.startedAnonymous());
      return;
    }
    // No verdict (offline, timeout, server error): keep the token for the next start; use the stored
    // customer if there is one, and say the session could not be verified.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    yield put(uiActions.toastShown(offline ? authMessages.offlineCannotVerify : authMessages.cannotVerify, 'warning'));
    const stored: Customer | null = yield call(readCurrentUser);
    if (stored) {
      yield put(sessionActions.restored({ token, customer: stored }));
      yield call(emitLater, ctx, CUSTOMER_LOGIN_EVENT, { customer: stored });
    } else {
      yield put(sessionActions.startedAnonymous());
    }
  }
}

function* revalidate(ctx: SessionContext): SagaIterator<void> {
  const gapOk = (at: number) => ctx.lastValidatedAt === null || at - ctx.lastValidatedAt >= ctx.timings.revalidateMinGapMs;
  const askedAt: number = yield call(now);
  if (!gapOk(askedAt)) return;
  yield delay(ctx.timings.revalidateDelayMs);
  const before: SessionState = yield select(selectSession);
  const at: number = yield call(now);
  if (before.status !== 'authenticated' || before.offline || !gapOk(at)) return;
  ctx.lastValidatedAt = at;
  try {
    const customer: Customer = yield call(fetchCurrentCustomer, true);
    const after: SessionState = yield select(selectSession);
    if (after.status !== 'authenticated') return; // logged out meanwhile
    yield put(sessionActions.customerUpdated(customer));
  } catch (error) {
    const { status } = toApiError(error, authMessages.cannotVerify);
    const after: SessionState = yield select(selectSession);
    // A 401 the refresh could not mend (the client ends the session itself when the refresh is refused).
    if (status === 401 && after.status === 'authenticated') {
      yield put(sessionActions.loggedOut());
      yield put(uiActions.toastShown(authMessages.sessionExpired, 'warning'));
    }
    // No answer: a background check stays silent.
  }
}

function* onLoggedIn(ctx: SessionContext, action: ReturnType<typeof sessionActions.loggedIn>): SagaIterator<void> {
  const at: number = yield call(now);
  yield call(writeLogin, action.payload.token, action.payload.customer, at);
  yield call(emitLater, ctx, CUSTOMER_LOGIN_EVENT, { customer: action.payload.customer });
}

function* onLoggedOut(ctx: SessionContext): SagaIterator<void> {
  yield call(clearSession);
  yield call(emitLater, ctx, CUSTOMER_LOGOUT_EVENT, null);
}

function* onCustomerUpdated(action: ReturnType<typeof sessionActions.customerUpdated>): SagaIterator<void> {
  const at: number = yield call(now);
  yield call(writeCustomer, action.payload, at);
}

export function* sessionSaga(options: SessionSagaOptions = {}): SagaIterator<void> {
  const ctx: SessionContext = { timings: { ...SESSION_TIMINGS, ...options.timings }, lastValidatedAt: null, events: channel<WindowEvent>() };
  yield takeLatest(ctx.events, emitAfterDelay, ctx.timings.eventDelayMs);
  yield fork(watchClient);
  yield fork(watchConnectivity, ctx.timings.offlineMessageDelayMs);
  yield takeLeading([sessionActions.loginRequested.type, sessionActions.registerRequested.type], authenticate, ctx);
  yield takeLeading(sessionActions.logoutRequested.type, logout);
  yield takeEvery(sessionActions.loggedIn.type, onLoggedIn, ctx);
  yield takeEvery(sessionActions.loggedOut.type, onLoggedOut, ctx);
  yield takeEvery(sessionActions.customerUpdated.type, onCustomerUpdated);
  yield takeLeading(sessionActions.revalidateRequested.type, revalidate, ctx);
  yield call(startUp, ctx);
}
