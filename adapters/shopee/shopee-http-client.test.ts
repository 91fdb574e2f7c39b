import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as t from 'io-ts';
import { ProviderUnavailableError } from '../../application/errors';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { ShopeeAccessTokenRejected, ShopeeApiError, ShopeeHttpClient, type ShopeeHttpOptions } from './shopee-http-client';
import { inTurn, shopeeError, shopeeHandler, shopeeOk, shopeeTopLevel, TEST_SHOPEE, type ShopeeCall } from './testing/shopee-test-server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ACCESS_TOKEN = '59777174636562737266615546704c6d';
const AUTH = { accessToken: ACCESS_TOKEN, shopId: 14701711 };
const Payload = t.type({ response: t.type({ n: t.number }) });

function setup(options: Partial<ShopeeHttpOptions> = {}) {
  const clock = new FakeClock('2026-11-28T02:00:00.000Z');
  const calls: ShopeeCall[] = [];
  const sleeps: number[] = [];
  const logs: Array<[string, Record<string, unknown>]> = [];
  const client = new ShopeeHttpClient(TEST_SHOPEE, {
    clock,
    // The backoff moves the fake clock instead of waiting: each retry must sign a new timestamp.
    sleep: async (ms) => { sleeps.push(ms); clock.advance(ms + 1000); },
    random: () => 0.5,
    log: (event, details) => logs.push([event, details]),
    ...options,
  });
  return { clock, calls, sleeps, logs, client };
}

describe('ShopeeHttpClient', () => {
  it('signs a shop GET with the shop base string, the common params and the business params in the query', async () => {
    const { clock, calls, client } = setup();
    server.use(shopeeHandler('GET', '/api/v2/product/get_item_list', clock, calls, () => shopeeOk({ n: 1 })));
    const answer = await client.call({
      method: 'GET', path: '/api/v2/product/get_item_list', auth: AUTH, codec: Payload,
      query: { offset: 0, page_size: 100, item_status: ['NORMAL', 'UNLIST'], update_time_from: undefined },
    });
    expect(answer).toMatchObject({ response: { n: 1 } });
    expect(calls).toHaveLength(1);
    const { query } = calls[0];
    expect(query.get('timestamp')).toBe(String(Date.parse('2026-11-28T02:00:00.000Z') / 1000));
    expect(query.getAll('item_status')).toEqual(['NORMAL', 'UNLIST']);
    expect(query.has('update_time_from')).toBe(false);
    expect([...query.keys()].slice(0, 5)).toEqual(['partner_id', 'timestamp', 'access_token', 'shop_id', 'sign']);
    expect(query.get('sign')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs a public POST with the public base string, the business params as JSON, no token in the query', async () => {
    const { clock, calls, client } = setup();
    server.use(shopeeHandler('POST', '/api/v2/auth/token/get', clock, calls, () => shopeeTopLevel({ access_token: 'a', refresh_token: 'r', expire_in: 14400 })));
    await client.call({ method: 'POST', path: '/api/v2/auth/token/get', body: { code: 'c0de', partner_id: 2001887, shop_id: 1 }, codec: t.type({ expire_in: t.number }) });
    expect(calls[0].body).toEqual({ code: 'c0de', partner_id: 2001887, shop_id: 1 });
    expect(calls[0].query.has('access_token')).toBe(false);
    expect([...calls[0].query.keys()]).toEqual(['partner_id', 'timestamp', 'sign']);
  });

  it('backs off on error_rate_limit (answered with HTTP 200) and succeeds, signing a fresh timestamp each try', async () => {
    const { clock, calls, sleeps, client } = setup();
    server.use(shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, inTurn(
      () => shopeeError('error_rate_limit', 'Too many requests.'),
      () => shopeeError('error_system_busy', 'System busy.'),
      () => shopeeOk({ n: 3 }),
    )));
    expect(await client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload })).toMatchObject({ response: { n: 3 } });
    expect(calls).toHaveLength(3);
    // Base 500 ms doubled, equal jitter (random 0.5): 375, then 750.
    expect(sleeps).toEqual([375, 750]);
    expect(new Set(calls.map((call) => call.timestamp)).size).toBe(3);
  });

  it('keeps the backoff within [step/2, step] and gives up after 4 tries with SHOPEE_UNAVAILABLE', async () => {
    for (const random of [0, 0.999]) {
      const { clock, calls, sleeps, client, logs } = setup({ random: () => random });
      server.use(shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, () => shopeeError('error_inner', 'inner error')));
      const failure = await client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ProviderUnavailableError);
      expect((failure as ProviderUnavailableError).code).toBe('SHOPEE_UNAVAILABLE');
      expect(calls).toHaveLength(4);
      expect(sleeps).toHaveLength(3);
      sleeps.forEach((ms, i) => {
        const step = 500 * 2 ** i;
        expect(ms).toBeGreaterThanOrEqual(step / 2);
        expect(ms).toBeLessThanOrEqual(step);
      });
      expect(logs.at(-1)?.[0]).toBe('shopee.unavailable');
    }
  });

  it('retries HTTP 429 and 503 without a readable body, and a network failure', async () => {
    const { clock, calls, client } = setup();
    server.use(shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, inTurn(
      () => new HttpResponse('Too Many Requests', { status: 429 }),
      () => new HttpResponse('<html>Service Unavailable</html>', { status: 503 }),
      () => HttpResponse.error(),
      () => shopeeOk({ n: 4 }),
    )));
    expect(await client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload })).toMatchObject({ response: { n: 4 } });
    expect(calls).toHaveLength(4);
  });

  it('gives up on a Shopee that does not answer within the timeout', async () => {
    const { client } = setup({ timeoutMs: 30, maxAttempts: 2 });
    server.use(http.get(`${TEST_SHOPEE.apiBaseUrl}/api/v2/product/get_category`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    await expect(client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload }))
      .rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
  });

  it.each([
    ['an HTML page with HTTP 200', () => new HttpResponse('<html>maintenance</html>', { status: 200 })],
    ['a JSON array', () => HttpResponse.json([1, 2])],
    ['a success without the expected fields', () => shopeeOk({ unexpected: true })],
    ['a success whose number is a string', () => shopeeOk({ n: '5' })],
    ['HTTP 403 with an empty JSON object', () => HttpResponse.json({}, { status: 403 })],
  ])('answers a malformed body (%s) with SHOPEE_UNAVAILABLE at once, without retrying', async (_, respond) => {
    const { clock, calls, client, logs } = setup();
    server.use(shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, respond));
    await expect(client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload }))
      .rejects.toMatchObject({ kind: 'provider_unavailable', code: 'SHOPEE_UNAVAILABLE' });
    expect(calls).toHaveLength(1);
    expect(logs.map(([event]) => event)).toEqual(['shopee.malformed']);
  });

  it('branches on `error`, not on the HTTP status: error_param is not retried even with HTTP 500', async () => {
    const { clock, calls, client } = setup();
    server.use(shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, () => shopeeError('error_param', 'Wrong parameters.', 500)));
    const failure = await client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopeeApiError);
    expect(failure).not.toBeInstanceOf(ShopeeAccessTokenRejected);
    expect((failure as ShopeeApiError).code).toBe('error_param');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['error_auth', 'Invalid access_token.'],
    ['invalid_access_token', 'Invalid access_token.'],
    ['invalid_acceess_token', 'Invalid acceess_token.'],
  ])('reports a refused access token (%s) on a shop call as ShopeeAccessTokenRejected', async (error, message) => {
    const { clock, calls, client } = setup();
    server.use(shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, () => shopeeError(error, message)));
    await expect(client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload }))
      .rejects.toBeInstanceOf(ShopeeAccessTokenRejected);
    expect(calls).toHaveLength(1);
  });

  it('does not take error_auth about a partner or a code for a refused access token', async () => {
    const { clock, calls, client } = setup();
    server.use(
      shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, () => shopeeError('error_auth', 'Invalid partner_id.')),
      shopeeHandler('POST', '/api/v2/auth/token/get', clock, calls, () => shopeeError('error_auth', 'Invalid access_token.')),
    );
    const shop = await client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload }).catch((error: unknown) => error);
    expect(shop).toBeInstanceOf(ShopeeApiError);
    expect(shop).not.toBeInstanceOf(ShopeeAccessTokenRejected);
    // A public call carries no access token to refresh.
    const publicCall = await client.call({ method: 'POST', path: '/api/v2/auth/token/get', body: {}, codec: Payload }).catch((error: unknown) => error);
    expect(publicCall).not.toBeInstanceOf(ShopeeAccessTokenRejected);
  });

  it('makes one try only when asked (retry: false)', async () => {
    const { clock, calls, client } = setup();
    server.use(shopeeHandler('POST', '/api/v2/auth/access_token/get', clock, calls, () => shopeeError('error_rate_limit', 'Too many requests.')));
    await expect(client.call({ method: 'POST', path: '/api/v2/auth/access_token/get', body: {}, codec: Payload, retry: false }))
      .rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
    expect(calls).toHaveLength(1);
  });

  it('never logs the access token, the sign or the partner key', async () => {
    const { clock, calls, client, logs } = setup();
    server.use(shopeeHandler('GET', '/api/v2/product/get_category', clock, calls, inTurn(
      () => shopeeError('error_rate_limit', 'Too many requests.'),
      () => shopeeError('error_auth', 'Invalid access_token.'),
    )));
    await client.call({ method: 'GET', path: '/api/v2/product/get_category', auth: AUTH, codec: Payload }).catch(() => undefined);
    server.use(shopeeHandler('GET', '/api/v2/product/get_item_list', clock, calls, () => new HttpResponse('nope', { status: 200 })));
    await client.call({ method: 'GET', path: '/api/v2/product/get_item_list', auth: AUTH, codec: Payload }).catch(() => undefined);
    const written = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThanOrEqual(3);
    expect(written).not.toContain(ACCESS_TOKEN);
    expect(written).not.toContain(TEST_SHOPEE.partnerKey);
    for (const call of calls) expect(written).not.toContain(call.query.get('sign'));
  });
});
