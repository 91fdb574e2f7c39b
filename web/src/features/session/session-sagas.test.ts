import { delay, http, HttpResponse } from 'msw';
import { useApiServer } from '../../../test-support/api-server';
import { AUTH_CUSTOMER, AUTH_TOKEN, fakeAuthServer, jsonError, seedCustomerSession, type FakeAuthServerOptions } from '../../../test-support/auth-server';
import { resetClientSessionState } from '../../api/client';
import { createAppStore } from '../../app/store';
import { authMessages } from '../auth/auth-messages';
import { sessionActions } from './session-slice';
import { CACHED_USER_MAX_AGE_MS, OFFLINE_MESSAGE_DELAY_MS, REVALIDATE_DELAY_MS, REVALIDATE_MIN_GAP_MS, SESSION_EVENT_DELAY_MS } from './session-timing';

const server = useApiServer();
let stop: () => void = () => {};
const heard: { type: string; detail: unknown }[] = [];
const listen = (event: Event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  localStorage.clear();
  resetClientSessionState();
  heard.length = 0;
  ['customerLogin', 'customerLogout', 'tokenRefreshFailed'].forEach((name) => window.addEventListener(name, listen));
});
afterEach(() => {
  stop();
  ['customerLogin', 'customerLogout', 'tokenRefreshFailed'].forEach((name) => window.removeEventListener(name, listen));
  jest.useRealTimers();
});

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
};
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

function start(fake: FakeAuthServerOptions = {}) {
  const auth = fakeAuthServer(fake);
  server.use(...auth.handlers);
  const { store, sagaTask } = createAppStore();
  stop = () => sagaTask.cancel();
  return { store, auth, session: () => store.getState().session };
}

describe('customer session start-up (spec 1 §4)', () => {
  it('no token: anonymous, no call', async () => {
    const { session, auth } = start();
    await settle();
    expect(session().status).toBe('anonymous');
    expect(auth.requests).toHaveLength(0);
  });

  it('a cachedUser younger than 30 days is used at once and revalidated (8 s background) after 2 s', async () => {
    seedCustomerSession(AUTH_CUSTOMER, { cachedAt: Date.now() - (CACHED_USER_MAX_AGE_MS - 60_000) });
    const fresher = { ...AUTH_CUSTOMER, name: '林美華二' };
    const { session, auth } = start({ customer: fresher });
    expect(session()).toMatchObject({ status: 'authenticated', customer: AUTH_CUSTOMER, token: AUTH_TOKEN });
    await advance(REVALIDATE_DELAY_MS - 1);
    expect(auth.seen('GET', '/api/customers/me')).toHaveLength(0);
    await advance(1);
    await settle();
    expect(auth.seen('GET', '/api/customers/me')).toHaveLength(1);
    expect(auth.seen('GET', '/api/customers/me')[0].authorization).toBe(`Bearer ${AUTH_TOKEN}`);
    expect(session().customer).toEqual(fresher);
    expect(JSON.parse(localStorage.getItem('cachedUser') ?? '{}')).toEqual({ user: fresher, cachedAt: Date.now() });
    // customerLogin reaches the window after the small delay.
    expect(heard.filter((e) => e.type === 'customerLogin')).toHaveLength(1);
  });

  it('the background check gives up after 8 s and keeps the customer', async () => {
    seedCustomerSession();
    const { session, auth } = start({ latencyMs: 20_000 });
    await advance(REVALIDATE_DELAY_MS);
    expect(auth.seen('GET', '/api/customers/me')).toHaveLength(1);
    await advance(8_000);
    await settle();
    expect(session().status).toBe('authenticated');
  });

  it('revalidates at most once per 30 s (online events and tab visibility ask again)', async () => {
    seedCustomerSession();
    const { auth } = start();
    await advance(REVALIDATE_DELAY_MS);
    await settle();
    expect(auth.seen('GET', '/api/customers/me')).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await advance(REVALIDATE_DELAY_MS + 10_000);
    expect(auth.seen('GET', '/api/customers/me')).toHaveLength(1);
    await advance(REVALIDATE_MIN_GAP_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(REVALIDATE_DELAY_MS);
    await settle();
    expect(auth.seen('GET', '/api/customers/me')).toHaveLength(2);
  });

  it('a cache older than 30 days: checking (visible) until /me answers, then authenticated and re-cached', async () => {
    seedCustomerSession(AUTH_CUSTOMER, { cachedAt: Date.now() - CACHED_USER_MAX_AGE_MS - 1 });
    const { session, auth } = start({ latencyMs: 500 });
    await settle();
    expect(session().status).toBe('checking');
    await advance(500);
    await settle();
    expect(session().status).toBe('authenticated');
    expect(auth.seen('GET', '/api/customers/me')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('cachedUser') ?? '{}').cachedAt).toBe(Date.now());
  });

  it('a token the server refuses (refresh refused too) is cleared: anonymous', async () => {
    seedCustomerSession(AUTH_CUSTOMER, { cachedAt: null });
    server.use(http.post('*/api/customers/refresh-token', () => jsonError(401, 'UNAUTHORIZED', '請重新登入')));
    const { session } = start({ onMe: () => jsonError(401, 'UNAUTHORIZED', '請先登入') });
    await settle();
    expect(session().status).toBe('anonymous');
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(heard.map((e) => e.type)).toContain('tokenRefreshFailed');
  });

  it('no answer while checking: the stored customer is kept and a warning says the session could not be verified', async () => {
    seedCustomerSession(AUTH_CUSTOMER, { cachedAt: null });
    const { session, store } = start({ onMe: () => HttpResponse.error() });
    await settle();
    expect(session()).toMatchObject({ status: 'authenticated', customer: AUTH_CUSTOMER });
    expect(localStorage.getItem('customerToken')).toBe(AUTH_TOKEN);
    expect(store.getState().ui.toasts.map((t) => t.message)).toEqual([authMessages.cannotVerify]);
  });
});

describe('login, register, logout', () => {
  it('login stores token, currentUser, cachedUser, rememberMe and userPhone, then emits customerLogin after a small delay', async () => {
    const { store, session, auth } = start();
    await settle();
    store.dispatch(sessionActions.loginRequested({ email: ' mei@example.com ', password: 'secret1', rememberMe: false }));
    expect(session().busy).toBe(true);
    await settle();
    expect(auth.seen('POST', '/api/customers/login')[0]).toMatchObject({ authorization: null, body: { email: 'mei@example.com', password: 'secret1', rememberMe: false } });
    expect(session()).toMatchObject({ status: 'authenticated', customer: AUTH_CUSTOMER, token: AUTH_TOKEN, busy: false, error: null });
    expect(localStorage.getItem('customerToken')).toBe(AUTH_TOKEN);
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '')).toEqual(AUTH_CUSTOMER);
    expect(JSON.parse(localStorage.getItem('cachedUser') ?? '')).toEqual({ user: AUTH_CUSTOMER, cachedAt: Date.now() });
    expect(localStorage.getItem('rememberMe')).toBe('false');
    expect(localStorage.getItem('userPhone')).toBe(AUTH_CUSTOMER.phone);
    expect(heard).toEqual([]);
    await advance(SESSION_EVENT_DELAY_MS);
    expect(heard).toEqual([{ type: 'customerLogin', detail: { customer: AUTH_CUSTOMER } }]);
  });

  it('login gives up after 15 s with the cannot-connect message', async () => {
    const { store, session } = start({ onLogin: async () => {
      await delay(20_000);
      return undefined;
    } });
    await settle();
    store.dispatch(sessionActions.loginRequested({ email: 'mei@example.com', password: 'secret1', rememberMe: true }));
    await advance(14_999);
    expect(session().busy).toBe(true);
    await advance(1);
    await settle();
    expect(session()).toMatchObject({ status: 'anonymous', busy: false, error: authMessages.cannotConnect });
  });

  it("a wrong password shows the server's message; a reply without token is an invalid format", async () => {
    let reply = jsonError(401, 'INVALID_CREDENTIALS', '電子郵件或密碼錯誤');
    const { store, session } = start({ onLogin: () => reply });
    await settle();
    store.dispatch(sessionActions.loginRequested({ email: 'mei@example.com', password: 'secret1', rememberMe: true }));
    await settle();
    expect(session().error).toBe('電子郵件或密碼錯誤');
    reply = HttpResponse.json({ user: AUTH_CUSTOMER });
    store.dispatch(sessionActions.loginRequested({ email: 'mei@example.com', password: 'secret1', rememberMe: true }));
    await settle();
    expect(session().error).toBe('伺服器回應格式錯誤，請稍後再試');
    expect(localStorage.getItem('customerToken')).toBeNull();
  });

  it('register sends the digits-only phone and signs in', async () => {
    const { store, session, auth } = start();
    await settle();
    store.dispatch(sessionActions.registerRequested({ name: ' 林美華 ', email: 'mei@example.com', phone: '0922-333-444', password: 'secret1' }));
    await settle();
    expect(auth.seen('POST', '/api/customers/register')[0].body).toEqual({ name: '林美華', email: 'mei@example.com', phone: '0922333444', password: 'secret1' });
    expect(session().status).toBe('authenticated');
    expect(localStorage.getItem('userPhone')).toBe('0922333444');
  });

  it('logout revokes the token best-effort, clears the keys at once and emits customerLogout', async () => {
    seedCustomerSession();
    localStorage.setItem('rememberMe', 'true');
    localStorage.setItem('userPhone', AUTH_CUSTOMER.phone);
    localStorage.setItem('outletCart', '{"items":[],"phone":null}');
    server.use(http.post('*/api/customers/logout', () => HttpResponse.error()));
    const { store, session } = start();
    await settle();
    heard.length = 0;
    store.dispatch(sessionActions.logoutRequested());
    expect(session().status).toBe('anonymous');
    for (const key of ['customerToken', 'currentUser', 'cachedUser', 'rememberMe', 'userPhone']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('outletCart')).not.toBeNull();
    await advance(SESSION_EVENT_DELAY_MS);
    expect(heard.map((e) => e.type)).toEqual(['customerLogout']);
  });

  it('logout sends POST /api/customers/logout with the token being signed out', async () => {
    seedCustomerSession();
    const { store, auth } = start();
    await settle();
    store.dispatch(sessionActions.logoutRequested());
    await settle();
    expect(auth.seen('POST', '/api/customers/logout')[0].authorization).toBe(`Bearer ${AUTH_TOKEN}`);
  });

  it('customerUpdated rewrites currentUser, cachedUser and userPhone', async () => {
    seedCustomerSession();
    const { store } = start();
    await settle();
    const updated = { ...AUTH_CUSTOMER, phone: '0933444555' };
    store.dispatch(sessionActions.customerUpdated(updated));
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '')).toEqual(updated);
    expect(localStorage.getItem('userPhone')).toBe('0933444555');
  });
});

describe('offline / online (spec 1 §4)', () => {
  it('offline sets the flag; the lost-connection message appears after 10 s; online clears both', async () => {
    const { session } = start();
    await settle();
    window.dispatchEvent(new Event('offline'));
    await settle();
    expect(session()).toMatchObject({ offline: true, connectionLost: false });
    await advance(OFFLINE_MESSAGE_DELAY_MS - 1);
    expect(session().connectionLost).toBe(false);
    await advance(1);
    expect(session().connectionLost).toBe(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(session()).toMatchObject({ offline: false, connectionLost: false });
  });

  it('back online within 10 s: no message', async () => {
    const { session } = start();
    await settle();
    window.dispatchEvent(new Event('offline'));
    await advance(5_000);
    window.dispatchEvent(new Event('online'));
    await advance(10_000);
    expect(session()).toMatchObject({ offline: false, connectionLost: false });
  });
});
