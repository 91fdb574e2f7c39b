import { setupServer } from 'msw/node';
import * as t from 'io-ts';
import type { ShopeeConnection } from '../../application/marketplace/shopee-connection.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { ShopeeHttpClient } from './shopee-http-client';
import { REFRESH_TOKEN_LIFETIME_MS, ShopeeTokenKeeper } from './shopee-token-keeper';
import { InMemoryShopeeConnectionStore } from '../../application/marketplace/testing/in-memory-shopee-connection-store';
import { inTurn, shopeeError, shopeeHandler, shopeeOk, shopeeTopLevel, TEST_SHOPEE, type Responder, type ShopeeCall } from './testing/shopee-test-server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = '2026-11-28T02:00:00.000Z';
const HOUR = 3_600_000;
const SHOP_ID = 20_000_000_001;
const Categories = t.type({ response: t.type({ n: t.number }) });

function connection(overrides: Partial<ShopeeConnection> = {}): ShopeeConnection {
  return {
    shopId: SHOP_ID,
    shopName: 'shop',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    accessExpiresAt: new Date(Date.parse(NOW) + 3 * HOUR),
    refreshExpiresAt: new Date(Date.parse(NOW) + 20 * 24 * HOUR),
    authExpiresAt: null,
    connectedAt: new Date('2026-11-01T00:00:00.000Z'),
    status: 'connected',
    ...overrides,
  };
}

/** Shopee with a shop call (get_category) that accepts only `valid` tokens, and the refresh endpoint. */
function setup(stored: ShopeeConnection | null, refreshAnswer: Responder, valid: (token: string) => boolean = () => true) {
  const clock = new FakeClock(NOW);
  const calls: ShopeeCall[] = [];
  const store = new InMemoryShopeeConnectionStore(stored);
  const logs: Array<[string, Record<string, unknown>]> = [];
  const log = (event: string, details: Record<string, unknown>) => logs.push([event, details]);
  const http = new ShopeeHttpClient(TEST_SHOPEE, { clock, sleep: async () => undefined, log });
  const keeper = new ShopeeTokenKeeper(store, http, TEST_SHOPEE, clock, log);
  server.use(
    shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, (call) => (valid(call.accessToken ?? '')
      ? shopeeOk({ n: 1 })
      : shopeeError('invalid_acceess_token', 'Invalid access_token.'))),
    shopeeHandler('POST', '/api/v2/auth/access_token/get', clock, calls, refreshAnswer),
  );
  const shopCall = () => keeper.withShopAuth((auth) => http.call({ method: 'GET', path: '/api/v2/product/get_category', auth, codec: Categories }));
  const refreshCalls = () => calls.filter((call) => call.path === '/api/v2/auth/access_token/get');
  const shopCalls = () => calls.filter((call) => call.path === '/api/v2/product/get_category');
  return { clock, calls, store, keeper, shopCall, refreshCalls, shopCalls, logs };
}

const newPair = (n: number, expireIn = 14400): Responder => () => shopeeTopLevel({
  error: '', message: '', partner_id: TEST_SHOPEE.partnerId, shop_id: SHOP_ID, access_token: `access-${n}`, refresh_token: `refresh-${n}`, expire_in: expireIn,
});

describe('ShopeeTokenKeeper', () => {
  it('without a connection answers SHOPEE_NOT_CONNECTED and calls nobody', async () => {
    const { shopCall, calls } = setup(null, newPair(2));
    await expect(shopCall()).rejects.toMatchObject({ kind: 'provider_unavailable', code: 'SHOPEE_NOT_CONNECTED' });
    expect(calls).toHaveLength(0);
  });

  it('with a connection marked reauthorize answers SHOPEE_REAUTHORIZE and calls nobody', async () => {
    const { shopCall, calls } = setup(connection({ status: 'reauthorize' }), newPair(2));
    await expect(shopCall()).rejects.toMatchObject({ code: 'SHOPEE_REAUTHORIZE' });
    expect(calls).toHaveLength(0);
  });

  it('uses a token valid for more than 30 minutes as it is', async () => {
    const { shopCall, shopCalls, refreshCalls } = setup(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 31 * 60_000) }), newPair(2));
    await shopCall();
    expect(refreshCalls()).toHaveLength(0);
    expect(shopCalls().map((call) => [call.accessToken, call.shopId])).toEqual([['access-1', SHOP_ID]]);
  });

  it('refreshes a token that expires within 30 minutes first, stores the new pair, and calls with it', async () => {
    const { shopCall, shopCalls, refreshCalls, store } = setup(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 29 * 60_000) }), newPair(2, 14000));
    await shopCall();
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0].body).toEqual({ refresh_token: 'refresh-1', partner_id: TEST_SHOPEE.partnerId, shop_id: SHOP_ID });
    expect(refreshCalls()[0].accessToken).toBeNull(); // a public call
    expect(shopCalls().map((call) => call.accessToken)).toEqual(['access-2']);
    expect(store.connection).toEqual(connection({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      accessExpiresAt: new Date(Date.parse(NOW) + 14000 * 1000),
      refreshExpiresAt: new Date(Date.parse(NOW) + REFRESH_TOKEN_LIFETIME_MS),
    }));
  });

  it('on "invalid access token" refreshes once and retries the call once, with the new token', async () => {
    const { shopCall, shopCalls, refreshCalls, store } = setup(connection(), newPair(2), (token) => token === 'access-2');
    await expect(shopCall()).resolves.toMatchObject({ response: { n: 1 } });
    expect(shopCalls().map((call) => call.accessToken)).toEqual(['access-1', 'access-2']);
    expect(refreshCalls()).toHaveLength(1);
    expect(store.connection?.refreshToken).toBe('refresh-2');
  });

  it('a token refused again after the refresh is SHOPEE_UNAVAILABLE: one refresh, two calls, no loop', async () => {
    const { shopCall, shopCalls, refreshCalls } = setup(connection(), newPair(2), () => false);
    await expect(shopCall()).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
    expect(shopCalls()).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it.each([
    ['refresh_token_expired', 'refresh token expired'],
    ['shop_access_expired', 'shop access expired'],
    ['error_shop_refresh_token', 'refresh token is error, please check refresh token or shopid'],
    ['error_auth', 'Invalid refresh_token.'],
  ])('when Shopee refuses the refresh (%s): marks the connection reauthorize and answers SHOPEE_REAUTHORIZE', async (error, message) => {
    const { shopCall, store, calls, logs } = setup(connection(), () => shopeeError(error, message), (token) => token !== 'access-1');
    await expect(shopCall()).rejects.toMatchObject({ code: 'SHOPEE_REAUTHORIZE' });
    expect(store.connection?.status).toBe('reauthorize');
    expect(store.connection?.refreshToken).toBe('refresh-1');
    expect(logs.map(([event]) => event)).toContain('shopee.reauthorize');
    // Later calls stop before reaching Shopee.
    const before = calls.length;
    await expect(shopCall()).rejects.toMatchObject({ code: 'SHOPEE_REAUTHORIZE' });
    expect(calls).toHaveLength(before);
  });

  it('a busy Shopee during the refresh is SHOPEE_UNAVAILABLE, tried once (the row is locked), and keeps the stored pair', async () => {
    const { shopCall, store, refreshCalls } = setup(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 60_000) }), () => shopeeError('error_rate_limit', 'Too many requests.'));
    await expect(shopCall()).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
    expect(refreshCalls()).toHaveLength(1);
    expect(store.connection).toEqual(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 60_000) }));
  });

  it('a refresh answer without tokens is SHOPEE_UNAVAILABLE and stores nothing', async () => {
    const { shopCall, store } = setup(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 60_000) }), inTurn(() => shopeeTopLevel({ access_token: '', refresh_token: '', expire_in: 0 })));
    await expect(shopCall()).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
    expect(store.connection?.refreshToken).toBe('refresh-1');
  });

  it('does not refresh when another process rotated the token meanwhile: uses the pair it finds under the lock', async () => {
    const { shopCall, shopCalls, refreshCalls, store } = setup(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 60_000) }), newPair(9));
    store.beforeRefresh = (current) => ({ ...current, accessToken: 'access-other', refreshToken: 'refresh-other', accessExpiresAt: new Date(Date.parse(NOW) + 4 * HOUR) });
    await shopCall();
    expect(refreshCalls()).toHaveLength(0);
    expect(shopCalls().map((call) => call.accessToken)).toEqual(['access-other']);
  });

  it('concurrent calls of one process that find the token stale share one refresh', async () => {
    const { keeper, refreshCalls, store } = setup(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 60_000) }), newPair(2));
    const auths = await Promise.all([keeper.validAuth(), keeper.validAuth(), keeper.validAuth()]);
    expect(auths.map((auth) => auth.accessToken)).toEqual(['access-2', 'access-2', 'access-2']);
    expect(refreshCalls()).toHaveLength(1);
    expect(store.rotations).toBe(1);
  });

  it('a connection cleared while refreshing answers SHOPEE_NOT_CONNECTED', async () => {
    const { keeper, store } = setup(connection({ accessExpiresAt: new Date(Date.parse(NOW) + 60_000) }), newPair(2));
    const get = store.get.bind(store);
    store.get = async () => {
      const found = await get();
      await store.clear();
      return found;
    };
    await expect(keeper.validAuth()).rejects.toMatchObject({ code: 'SHOPEE_NOT_CONNECTED' });
  });

  it('never logs either token', async () => {
    const { shopCall, logs } = setup(connection(), newPair(2), (token) => token === 'access-2');
    await shopCall();
    const written = JSON.stringify(logs);
    for (const secret of ['access-1', 'access-2', 'refresh-1', 'refresh-2', TEST_SHOPEE.partnerKey]) expect(written).not.toContain(secret);
  });
});
