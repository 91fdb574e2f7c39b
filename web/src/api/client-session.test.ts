import * as t from 'io-ts';
import { delay, http, HttpResponse } from 'msw';
import { useApiServer } from '../../test-support/api-server';
import { createAppStore } from '../app/store';
import { authMessages } from '../features/auth/auth-messages';
import { ApiRequestError, apiRequest, AUTH_TIMEOUT_MS, onClientSessionEvent, resetClientSessionState, type ClientSessionEvent } from './client';

const server = useApiServer();
const DEFAULT = '預設錯誤訊息';

/** A resource that accepts only `valid` and a refresh route that turns `stale` into `valid`. */
function tokenServer({ refreshOk = true, refreshLatencyMs = 30 } = {}) {
  const seen = { refreshes: [] as { authorization: string | null; body: unknown }[], resource: [] as (string | null)[] };
  server.use(
    http.get('*/api/thing/:n', ({ request, params }) => {
      const authorization = request.headers.get('authorization');
      seen.resource.push(authorization);
      if (authorization !== 'Bearer c_valid') return HttpResponse.json({ code: 'UNAUTHORIZED', message: '請先登入' }, { status: 401 });
      return HttpResponse.json({ n: Number(params.n) });
    }),
    http.post('*/api/customers/refresh-token', async ({ request }) => {
      seen.refreshes.push({ authorization: request.headers.get('authorization'), body: await request.json() });
      await delay(refreshLatencyMs);
      if (!refreshOk) return HttpResponse.json({ code: 'UNAUTHORIZED', message: '請重新登入' }, { status: 401 });
      return HttpResponse.json({ token: 'c_valid' });
    }),
  );
  return seen;
}

let events: ClientSessionEvent[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  localStorage.clear();
  resetClientSessionState();
  events = [];
  unsubscribe = onClientSessionEvent((event) => events.push(event));
});
afterEach(() => unsubscribe());

describe('refresh-once on 401 (spec 1 §4, §8)', () => {
  it('sends the customer bearer token on every request', async () => {
    localStorage.setItem('customerToken', 'c_valid');
    const seen = tokenServer();
    await apiRequest('/api/thing/1', { defaultMessage: DEFAULT, decode: t.unknown });
    expect(seen.resource).toEqual(['Bearer c_valid']);
  });

  it('N concurrent 401s share one refresh, then each retries once with the new token', async () => {
    localStorage.setItem('customerToken', 'c_stale');
    const seen = tokenServer();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => apiRequest(`/api/thing/${n}`, { defaultMessage: DEFAULT, decode: t.type({ n: t.number }) })));
    expect(results.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
    expect(seen.refreshes).toEqual([{ authorization: 'Bearer c_stale', body: { token: 'c_stale' } }]);
    expect(seen.resource.filter((a) => a === 'Bearer c_stale')).toHaveLength(5);
    expect(seen.resource.filter((a) => a === 'Bearer c_valid')).toHaveLength(5);
    expect(localStorage.getItem('customerToken')).toBe('c_valid');
    expect(events).toEqual([{ type: 'tokenRefreshed', token: 'c_valid' }]);
  });

  it('a 401 arriving after the refresh finished retries with the new token without refreshing again', async () => {
    localStorage.setItem('customerToken', 'c_stale');
    const seen = tokenServer();
    await apiRequest('/api/thing/1', { defaultMessage: DEFAULT, decode: t.unknown });
    // A request sent with the old token before the refresh (simulated by putting the stale one back in flight).
    server.use(http.get('*/api/late', ({ request }) => (request.headers.get('authorization') === 'Bearer c_valid' ? HttpResponse.json({ ok: 1 }) : new HttpResponse(null, { status: 401 }))));
    await expect(apiRequest('/api/late', { defaultMessage: DEFAULT, decode: t.unknown })).resolves.toEqual({ ok: 1 });
    expect(seen.refreshes).toHaveLength(1);
  });

  it('a refused refresh removes the token, emits tokenRefreshFailed with the expiry message and logs the session out', async () => {
    const customer = { id: 1, name: '王小明', email: 'a@b.co', phone: '0912345678' };
    localStorage.setItem('customerToken', 'c_stale');
    localStorage.setItem('currentUser', JSON.stringify(customer));
    localStorage.setItem('cachedUser', JSON.stringify({ user: customer, cachedAt: Date.now() }));
    const { store, sagaTask } = createAppStore();
    expect(store.getState().session.status).toBe('authenticated');
    const seen = tokenServer({ refreshOk: false });
    const heard: unknown[] = [];
    const onFailed = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('tokenRefreshFailed', onFailed);
    try {
      const failures = await Promise.allSettled([1, 2, 3].map((n) => apiRequest(`/api/thing/${n}`, { defaultMessage: DEFAULT, decode: t.unknown })));
      expect(failures.map((f) => f.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect((failures[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
      expect(seen.refreshes).toHaveLength(1);
      // No retry happened: the three original requests only.
      expect(seen.resource).toHaveLength(3);
      expect(localStorage.getItem('customerToken')).toBeNull();
      expect(heard).toEqual([{ message: authMessages.sessionExpired }]);
      expect(store.getState().session.status).toBe('anonymous');
      expect(localStorage.getItem('currentUser')).toBeNull();
      expect(store.getState().ui.toasts.map((t) => t.message)).toContain(authMessages.sessionExpired);
    } finally {
      window.removeEventListener('tokenRefreshFailed', onFailed);
      sagaTask.cancel();
    }
  });

  it('the refresh call itself never triggers a refresh (no loop)', async () => {
    localStorage.setItem('customerToken', 'c_stale');
    const seen = tokenServer({ refreshOk: false });
    const error = await apiRequest('/api/customers/refresh-token', { method: 'POST', body: { token: 'c_stale' }, defaultMessage: DEFAULT, decode: t.unknown }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(seen.refreshes).toHaveLength(1);
    expect(localStorage.getItem('customerToken')).toBe('c_stale');
  });

  it('a retry that meets 401 again fails without a second refresh', async () => {
    localStorage.setItem('customerToken', 'c_stale');
    const seen = tokenServer();
    server.use(http.get('*/api/always-401', () => new HttpResponse(null, { status: 401 })));
    await expect(apiRequest('/api/always-401', { defaultMessage: DEFAULT, decode: t.unknown })).rejects.toMatchObject({ status: 401, message: DEFAULT });
    expect(seen.refreshes).toHaveLength(1);
  });

  it('no token, no refresh: a 401 is just an error', async () => {
    const seen = tokenServer();
    await expect(apiRequest('/api/thing/1', { defaultMessage: DEFAULT, decode: t.unknown })).rejects.toMatchObject({ status: 401 });
    expect(seen.refreshes).toHaveLength(0);
    expect(seen.resource).toEqual([null]);
  });

  it("auth: 'none' sends no token and a 401 (wrong password) does not refresh", async () => {
    localStorage.setItem('customerToken', 'c_stale');
    const seen = tokenServer();
    let authorization: string | null = 'unset';
    server.use(
      http.post('*/api/customers/login', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ code: 'INVALID_CREDENTIALS', message: '電子郵件或密碼錯誤' }, { status: 401 });
      }),
    );
    await expect(apiRequest('/api/customers/login', { method: 'POST', body: {}, defaultMessage: DEFAULT, decode: t.unknown, auth: 'none' })).rejects.toMatchObject({ status: 401, message: '電子郵件或密碼錯誤' });
    expect(authorization).toBeNull();
    expect(seen.refreshes).toHaveLength(0);
  });

  it('an explicit token (staff) is sent as is and never refreshed', async () => {
    localStorage.setItem('customerToken', 'c_valid');
    let authorization: string | null = null;
    server.use(
      http.get('*/api/auth/me', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const seen = tokenServer();
    await expect(apiRequest('/api/auth/me', { defaultMessage: DEFAULT, decode: t.unknown, auth: { token: 's_staff' } })).rejects.toMatchObject({ status: 401 });
    expect(authorization).toBe('Bearer s_staff');
    expect(seen.refreshes).toHaveLength(0);
    expect(localStorage.getItem('customerToken')).toBe('c_valid');
  });
});

describe('403 ends the session (spec 1 §4)', () => {
  it('removes the token and logs the session out, without a tokenRefreshFailed event', async () => {
    const { store, sagaTask } = createAppStore();
    localStorage.setItem('customerToken', 'c_valid');
    server.use(http.get('*/api/cart/0911111111', () => HttpResponse.json({ code: 'FORBIDDEN', message: '無法存取這個網址。' }, { status: 403 })));
    const heard = jest.fn();
    window.addEventListener('tokenRefreshFailed', heard);
    try {
      await expect(apiRequest('/api/cart/0911111111', { defaultMessage: DEFAULT, decode: t.unknown })).rejects.toMatchObject({ status: 403 });
      expect(localStorage.getItem('customerToken')).toBeNull();
      expect(events).toEqual([{ type: 'sessionEnded', reason: 'forbidden', message: authMessages.sessionExpired }]);
      expect(heard).not.toHaveBeenCalled();
      expect(store.getState().session.status).toBe('anonymous');
    } finally {
      window.removeEventListener('tokenRefreshFailed', heard);
      sagaTask.cancel();
    }
  });

  it("a 403 on a call without the customer's token (staff register) leaves the customer session alone", async () => {
    localStorage.setItem('customerToken', 'c_valid');
    server.use(http.post('*/api/auth/register', () => HttpResponse.json({ code: 'SECRET_CODE_INVALID', message: '代碼錯誤' }, { status: 403 })));
    await expect(apiRequest('/api/auth/register', { method: 'POST', body: {}, defaultMessage: DEFAULT, decode: t.unknown, auth: 'none' })).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('customerToken')).toBe('c_valid');
    expect(events).toEqual([]);
  });
});

describe('timeouts (spec 1 §9)', () => {
  it('login and register get 15 s', () => {
    expect(AUTH_TIMEOUT_MS).toBe(15_000);
  });
});
