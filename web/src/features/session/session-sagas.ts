import { channel, eventChannel, type Channel, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, spawn, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { onClientSessionEvent, toApiError, type ApiError, type ClientSessionEvent } from '../../api/client';
import { uiActions } from '../../shell/ui-slice';
import { authMessages } from '../auth/auth-messages';
import { fetchCurrentCustomer, loginCustomer, logoutCustomer, registerCustomer, type AuthResult } from './session-api';
import { selectSession } from './session-selectors';
import { sessionActions, type Customer, type SessionState } from './session-slice';
import { clearSession, readCachedUser, readCurrentUser, readCustomerToken, writeCustomer, writeLogin, writeRememberMe } from './session-storage';
import { SESSION_TIMINGS, type SessionTimings } from './session-timing';
import { now } from '../../app/clock';

/**
 * The customer session's side effects (spec 1 §4 'Customer session'):
 * - start: no token -> anonymous; a cachedUser younger than 30 days -> authenticated at once, then revalidated
 *   in the background (GET /api/customers/me, 8 s) after 2 s; otherwise 'checking' while /me (10 s) answers.
 * - background revalidations: at start, when the browser comes back online and when the tab becomes visible;
 *   at most one per 30 s, never while offline.
 * - login/register store customerToken, currentUser, cachedUser, rememberMe and userPhone, then emit the
 *   window event 'customerLogin'; logout revokes the token best-effort, clears the keys, emits 'customerLogout'.
 * - the API client's refresh failure or 403 ends the session (loggedOut + a toast with the expiry message).
 * - window offline/online set `offline`; after 10 s offline `connectionLost` shows the lost-connection message.
 */
export const CUSTOMER_LOGIN_EVENT = 'customerLogin';
export const CUSTOMER_LOGOUT_EVENT = 'customerLogout';

export interface SessionSagaOptions {
  timings?: Partial<SessionTimings>;
}

interface SessionContext {
  timings: SessionTimings;
  /** Epoch ms of the last GET /api/customers/me (or login): background revalidations keep 30 s from it. */
  lastValidatedAt: number | null;
  /** Window events waiting for their small delay; a newer one replaces a pending one (takeLatest). */
  events: Channel<WindowEvent>;
}

interface WindowEvent {
  name: string;
  detail: unknown;
}

function dispatchWindowEvent(name: string, detail: unknown): void {
  try {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  } catch (error) {
    console.warn(`Could not emit ${name}`, error);
  }
}

function* emitAfterDelay(ms: number, event: WindowEvent): SagaIterator<void> {
  yield delay(ms);
  yield call(dispatchWindowEvent, event.name, event.detail);
}

function* emitLater(ctx: SessionContext, name: string, detail: unknown): SagaIterator<void> {
  yield put(ctx.events, { name, detail });
}

/** Spec 1 §8: no answer at all reads 'cannot connect to server, check network'; otherwise the server's text. */
function failureMessage(error: unknown, defaultMessage: string): string {
  const apiError: ApiError = toApiError(error, defaultMessage);
  if (apiError.status === 0 && apiError.code !== 'ABORTED') return authMessages.cannotConnect;
  return apiError.message || defaultMessage;
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

function* authenticate(ctx: SessionContext, action: ReturnType<typeof sessionActions.loginRequested | typeof sessionActions.registerRequested>): SagaIterator<void> {
  const isLogin = sessionActions.loginRequested.match(action);
  const defaultMessage = isLogin ? authMessages.loginFailed : authMessages.registerFailed;
  try {
    const result: AuthResult = isLogin ? yield call(loginCustomer, action.payload) : yield call(registerCustomer, action.payload);
    // Register keeps the customer signed in like a login with 'keep me signed in' left on.
    yield call(writeRememberMe, isLogin ? action.payload.rememberMe : true);
    ctx.lastValidatedAt = yield call(now);
    yield put(sessionActions.loggedIn(result));
  } catch (error) {
    yield put(sessionActions.requestFailed(failureMessage(error, defaultMessage)));
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

function* revokeQuietly(token: string): SagaIterator<void> {
  try {
    yield call(logoutCustomer, token);
  } catch (error) {
    console.warn('Logout request failed (the session is cleared locally anyway)', toApiError(error, ''));
  }
}

function* logout(): SagaIterator<void> {
  const session: SessionState = yield select(selectSession);
  const token: string | null = (yield call(readCustomerToken)) ?? session.token;
  // Best effort and in the background: signing out never waits for the server.
  if (token) yield spawn(revokeQuietly, token);
  yield put(sessionActions.loggedOut());
}

function* onCustomerUpdated(action: ReturnType<typeof sessionActions.customerUpdated>): SagaIterator<void> {
  const at: number = yield call(now);
  yield call(writeCustomer, action.payload, at);
}

function clientEvents(): EventChannel<ClientSessionEvent> {
  return eventChannel((emit) => onClientSessionEvent(emit));
}

function* watchClient(): SagaIterator<void> {
  const channel: EventChannel<ClientSessionEvent> = yield call(clientEvents);
  try {
    while (true) {
      const event: ClientSessionEvent = yield take(channel);
      if (event.type === 'tokenRefreshed') {
        yield put(sessionActions.tokenRefreshed(event.token));
        continue;
      }
      const session: SessionState = yield select(selectSession);
      if (session.status === 'anonymous') {
        yield call(clearSession); // nobody was signed in here: just drop what storage still held
        continue;
      }
      yield put(sessionActions.loggedOut());
      yield put(uiActions.toastShown(event.message, 'warning'));
    }
  } finally {
    channel.close();
  }
}

type ConnectivityEvent = 'offline' | 'online' | 'visible';

function connectivityEvents(): EventChannel<ConnectivityEvent> {
  return eventChannel((emit) => {
    const offline = () => emit('offline');
    const online = () => emit('online');
    const visibility = () => {
      if (document.visibilityState === 'visible') emit('visible');
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visibility);
    };
  });
}

function* connectionLostAfter(ms: number): SagaIterator<void> {
  yield delay(ms);
  yield put(sessionActions.connectionLostChanged(true));
}

function* watchConnectivity(ctx: SessionContext): SagaIterator<void> {
  const channel: EventChannel<ConnectivityEvent> = yield call(connectivityEvents);
  let timer: Task | null = null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    yield put(sessionActions.offlineChanged(true));
    timer = yield fork(connectionLostAfter, ctx.timings.offlineMessageDelayMs);
  }
  try {
    while (true) {
      const event: ConnectivityEvent = yield take(channel);
      if (event === 'offline') {
        yield put(sessionActions.offlineChanged(true));
        if (!timer || !timer.isRunning()) timer = yield fork(connectionLostAfter, ctx.timings.offlineMessageDelayMs);
      } else if (event === 'online') {
        if (timer) yield cancel(timer);
        timer = null;
        yield put(sessionActions.offlineChanged(false));
        yield put(sessionActions.revalidateRequested());
      } else {
        yield put(sessionActions.revalidateRequested());
      }
    }
  } finally {
    channel.close();
  }
}

export function* sessionSaga(options: SessionSagaOptions = {}): SagaIterator<void> {
  const ctx: SessionContext = { timings: { ...SESSION_TIMINGS, ...options.timings }, lastValidatedAt: null, events: channel<WindowEvent>() };
  yield takeLatest(ctx.events, emitAfterDelay, ctx.timings.eventDelayMs);
  yield fork(watchClient);
  yield fork(watchConnectivity, ctx);
  yield takeLeading([sessionActions.loginRequested.type, sessionActions.registerRequested.type], authenticate, ctx);
  yield takeLeading(sessionActions.logoutRequested.type, logout);
  yield takeEvery(sessionActions.loggedIn.type, onLoggedIn, ctx);
  yield takeEvery(sessionActions.loggedOut.type, onLoggedOut, ctx);
  yield takeEvery(sessionActions.customerUpdated.type, onCustomerUpdated);
  yield takeLeading(sessionActions.revalidateRequested.type, revalidate, ctx);
  yield call(startUp, ctx);
}
