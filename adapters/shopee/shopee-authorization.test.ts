import { setupServer } from 'msw/node';
import { ConflictError } from '../../application/errors';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { ShopeeAuthorizationAdapter } from './shopee-authorization';
import { ShopeeHttpClient } from './shopee-http-client';
import { shopeeError, shopeeHandler, shopeeTopLevel, TEST_SHOPEE, type Responder, type ShopeeCall } from './testing/shopee-test-server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const clock = new FakeClock('2026-11-28T02:00:00.000Z');
  const calls: ShopeeCall[] = [];
  const http = new ShopeeHttpClient(TEST_SHOPEE, { clock, sleep: async () => undefined });
  const authorization = new ShopeeAuthorizationAdapter(TEST_SHOPEE, http);
  const on = (method: 'GET' | 'POST', path: string, respond: Responder) => server.use(shopeeHandler(method, path, clock, calls, respond));
  return { calls, authorization, on };
}

describe('ShopeeAuthorizationAdapter', () => {
  it('builds the new-format authorisation link (A2): partner_id, auth_type=seller, redirect_uri, response_type=code, state', () => {
    const { authorization } = setup();
    const link = new URL(authorization.authorizationUrl('https://shop.example.com/admin/shopee/callback?x=1&y=2', 'st.ate+/='));
    expect(`${link.origin}${link.pathname}`).toBe(TEST_SHOPEE.authUrl);
    expect([...link.searchParams.entries()]).toEqual([
      ['partner_id', String(TEST_SHOPEE.partnerId)],
      ['auth_type', 'seller'],
      ['redirect_uri', 'https://shop.example.com/admin/shopee/callback?x=1&y=2'],
      ['response_type', 'code'],
      ['state', 'st.ate+/='],
    ]);
    // No sign and no timestamp: the new link does not expire after 5 minutes.
    expect(link.searchParams.has('sign')).toBe(false);
  });

  it('exchangeCode: POST /api/v2/auth/token/get, public sign, {code, partner_id, shop_id}; the grant from the top level', async () => {
    const { authorization, on, calls } = setup();
    on('POST', '/api/v2/auth/token/get', () => shopeeTopLevel({
      refresh_token: '456e4161726e', access_token: '6a55746e', expire_in: 13859, request_id: 'c040b8', error: '', message: '', shop_id_list: [], merchant_id_list: [],
    }));
    expect(await authorization.exchangeCode('4a6b6c', 20_000_000_001)).toEqual({
      shopId: 20_000_000_001, accessToken: '6a55746e', refreshToken: '456e4161726e', expiresInSeconds: 13859,
    });
    expect(calls[0].body).toEqual({ code: '4a6b6c', partner_id: TEST_SHOPEE.partnerId, shop_id: 20_000_000_001 });
    expect(calls[0].accessToken).toBeNull();
  });

  it.each([
    ['invalid_code', 'The code is expired or used or invalid'],
    ['error_auth', 'Invalid code'],
    ['invalid_shop_id', 'Invalid shop_id.'],
  ])('exchangeCode: Shopee refusing the code (%s) is 409 SHOPEE_AUTH_REFUSED', async (error, message) => {
    const { authorization, on } = setup();
    on('POST', '/api/v2/auth/token/get', () => shopeeError(error, message));
    const failure = await authorization.exchangeCode('used', 1).catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ code: 'SHOPEE_AUTH_REFUSED' });
  });

  it('exchangeCode: a Shopee busy on every try is SHOPEE_UNAVAILABLE; a grant without tokens too', async () => {
    const { authorization, on, calls } = setup();
    on('POST', '/api/v2/auth/token/get', () => shopeeError('error_rate_limit', 'Too many requests.'));
    await expect(authorization.exchangeCode('c', 1)).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
    expect(calls).toHaveLength(4);
    on('POST', '/api/v2/auth/token/get', () => shopeeTopLevel({ access_token: '', refresh_token: 'r', expire_in: 14400 }));
    await expect(authorization.exchangeCode('c', 1)).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
  });

  it('shopInfo: get_shop_info signed with the new grant, fields read from the top level, expire_time in seconds', async () => {
    const { authorization, on, calls } = setup();
    on('GET', '/api/v2/shop/get_shop_info', () => shopeeTopLevel({
      auth_time: 1741944925, expire_time: 1773503999, shop_name: '好物選品', region: 'TW', status: 'NORMAL', is_cb: false, is_sip: false, merchant_id: null,
    }));
    const grant = { shopId: 77, accessToken: 'fresh-token', refreshToken: 'r', expiresInSeconds: 14400 };
    expect(await authorization.shopInfo(grant)).toEqual({ shopName: '好物選品', authExpiresAt: new Date(1773503999 * 1000) });
    expect([calls[0].accessToken, calls[0].shopId]).toEqual(['fresh-token', 77]);
  });

  it('shopInfo: a shop without name or expiry reads as nulls; an error is SHOPEE_UNAVAILABLE', async () => {
    const { authorization, on } = setup();
    const grant = { shopId: 77, accessToken: 't', refreshToken: 'r', expiresInSeconds: 14400 };
    on('GET', '/api/v2/shop/get_shop_info', () => shopeeTopLevel({ region: 'TW' }));
    expect(await authorization.shopInfo(grant)).toEqual({ shopName: null, authExpiresAt: null });
    on('GET', '/api/v2/shop/get_shop_info', () => shopeeError('error_auth', 'Invalid access_token.'));
    await expect(authorization.shopInfo(grant)).rejects.toMatchObject({ code: 'SHOPEE_UNAVAILABLE' });
  });
});
