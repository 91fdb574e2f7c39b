import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { SANDBOX_SHOPEE_PARTNER_ID, SANDBOX_SHOPEE_PARTNER_KEY } from './sandbox-credentials';
import { DEMO_SHOP, SECOND_SHOP, type ShopeeSandbox } from './shopee-sandbox';
import type { ShopeeSandboxOptions } from './shopee-sandbox-options';
import { shopeeSandboxRouter } from './shopee-sandbox-router';

const T0 = '2026-11-20T04:00:00.000Z';
const SHOP_ORIGIN = 'http://shop.example:8080';
const KEY = SANDBOX_SHOPEE_PARTNER_KEY;
const PARTNER = SANDBOX_SHOPEE_PARTNER_ID;

/** Signed the way Shopee documents it (research/platforms.md A3), independently of the simulator's code. */
const hmac = (key: string, base: string) => createHmac('sha256', key).update(base, 'utf8').digest('hex');

interface Body { error: string; message: string; request_id: string; response?: Record<string, unknown>; [field: string]: unknown }

async function startSandbox(options: Partial<ShopeeSandboxOptions> = {}) {
  const clock = new FakeClock(T0);
  let handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void = (_q, r) => r.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/sandbox/shopee`;
  const { sandbox, router } = shopeeSandboxRouter({ publicBaseUrl: base, shopBaseUrl: `${SHOP_ORIGIN}/`, clock, rateLimitPerSecond: 0, ...options });
  const app = new Koa();
  app.use(router.routes()).use(router.allowedMethods());
  handler = app.callback();

  const now = () => Math.floor(clock.now().getTime() / 1000);
  /** A shop call: GET with the shop base string; `sign`/`timestamp`/... override the correct values. */
  const shopGet = async (apiPath: string, auth: { token: string; shopId: number }, params: Record<string, string | string[]> = {}, override: Record<string, string | undefined> = {}) => {
    const timestamp = override.timestamp ?? String(now());
    const query = new URLSearchParams();
    const common: Record<string, string | undefined> = {
      partner_id: String(PARTNER), timestamp, access_token: auth.token, shop_id: String(auth.shopId),
      sign: hmac(KEY, `${override.partner_id ?? PARTNER}${apiPath}${timestamp}${auth.token}${auth.shopId}`),
      ...override,
    };
    for (const [name, value] of Object.entries(common)) if (value !== undefined) query.append(name, value);
    for (const [name, value] of Object.entries(params)) for (const v of [value].flat()) query.append(name, v);
    const response = await fetch(`${base}${apiPath}?${query}`);
    return { status: response.status, body: (await response.json()) as Body };
  };
  /** A public call: POST JSON with the public base string. */
  const publicPost = async (apiPath: string, body: Record<string, unknown>, override: Record<string, string | undefined> = {}) => {
    const timestamp = override.timestamp ?? String(now());
    const common: Record<string, string | undefined> = { partner_id: String(PARTNER), timestamp, sign: hmac(KEY, `${PARTNER}${apiPath}${timestamp}`), ...override };
    const query = new URLSearchParams(Object.entries(common).filter((e): e is [string, string] => e[1] !== undefined));
    const response = await fetch(`${base}${apiPath}?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Body };
  };
  /** Authorises a shop through the simulator's own switch and exchanges the code. */
  const connect = async (shopId: number = DEMO_SHOP.shopId) => {
    const { body } = await publicPost('/api/v2/auth/token/get', { code: sandbox.issueCode(shopId), partner_id: PARTNER, shop_id: shopId });
    expect(body.error).toBe('');
    return { token: body.access_token as string, refresh: body.refresh_token as string, shopId };
  };
  const control = (path: string, body: unknown = {}, contentType = 'application/json') =>
    fetch(`${base}/control${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body: JSON.stringify(body) });
  const close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return { sandbox, clock, base, now, shopGet, publicPost, connect, control, close };
}

type Sim = Awaited<ReturnType<typeof startSandbox>>;

describe('Shopee sandbox router', () => {
  let sim: Sim;
  let sandbox: ShopeeSandbox;
  beforeAll(async () => { sim = await startSandbox(); sandbox = sim.sandbox; });
  afterAll(() => sim.close());
  beforeEach(() => { sim.clock.set(T0); sandbox.failNextCalls(0); });

  describe('the checks of every call', () => {
    it('answers a correctly signed shop call, with Shopee\'s envelope (error "", a 32-hex request_id)', async () => {
      const auth = await sim.connect();
      const { status, body } = await sim.shopGet('/api/v2/shop/get_shop_info', auth);
      expect(status).toBe(200);
      expect(body).toMatchObject({ error: '', message: '' });
      expect(body.request_id).toMatch(/^[0-9a-f]{32}$/);
    });

    it('refuses a wrong sign, an uppercase sign and a sign over the mounted path with error_sign "Wrong sign."', async () => {
      const auth = await sim.connect();
      const ts = String(sim.now());
      const right = hmac(KEY, `${PARTNER}/api/v2/shop/get_shop_info${ts}${auth.token}${auth.shopId}`);
      for (const sign of [
        hmac('another-key', `${PARTNER}/api/v2/shop/get_shop_info${ts}${auth.token}${auth.shopId}`),
        right.toUpperCase(),
        hmac(KEY, `${PARTNER}/sandbox/shopee/api/v2/shop/get_shop_info${ts}${auth.token}${auth.shopId}`),
        hmac(KEY, `${PARTNER}/api/v2/shop/get_shop_info${ts}`), // the public base string on a shop call
      ]) {
        const { status, body } = await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { timestamp: ts, sign });
        expect({ status, error: body.error, message: body.message }).toEqual({ status: 200, error: 'error_sign', message: 'Wrong sign.' });
      }
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { timestamp: ts, sign: undefined })).body)
        .toMatchObject({ error: 'error_param', message: 'There is no sign in query.' });
      // The public calls sign too.
      expect((await sim.publicPost('/api/v2/auth/token/get', { code: 'x', partner_id: PARTNER, shop_id: DEMO_SHOP.shopId }, { sign: '0'.repeat(64) })).body)
        .toMatchObject({ error: 'error_sign', message: 'Wrong sign.' });
    });

    it('accepts a timestamp up to 5 minutes off and refuses an older or later one with "Timestamp is expired."', async () => {
      const auth = await sim.connect();
      const at = (offset: number) => sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { timestamp: String(sim.now() + offset) });
      expect((await at(-299)).body.error).toBe('');
      expect((await at(299)).body.error).toBe('');
      for (const offset of [-301, 301, -3600]) {
        expect((await at(offset)).body).toMatchObject({ error: 'error_param', message: 'Timestamp is expired.' });
      }
      // Milliseconds are not seconds.
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { timestamp: String(sim.now() * 1000) })).body.message).toBe('Timestamp is expired.');
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { timestamp: '17e8' })).body).toMatchObject({ error: 'error_param', message: 'Invalid timestamp' });
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { timestamp: undefined })).body).toMatchObject({ error: 'error_param', message: 'no timestamp' });
    });

    it('refuses an unknown or missing partner_id', async () => {
      const auth = await sim.connect();
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { partner_id: '2001887' })).body).toMatchObject({ error: 'error_param', message: 'Invalid partner_id.' });
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { partner_id: undefined })).body).toMatchObject({ error: 'error_param', message: 'There is no partner_id in query.' });
      expect((await sim.publicPost('/api/v2/auth/token/get', { code: 'x', partner_id: 2001887, shop_id: DEMO_SHOP.shopId }, { partner_id: '2001887', sign: hmac(KEY, `2001887/api/v2/auth/token/get${sim.now()}`) })).body)
        .toMatchObject({ error: 'error_param', message: 'Invalid partner_id.' });
    });

    it('refuses a token of another shop, an unknown token, and a missing one with error_auth / error_param', async () => {
      const demo = await sim.connect(DEMO_SHOP.shopId);
      const second = await sim.connect(SECOND_SHOP.shopId);
      // Signed correctly for the second shop's id, but with the demo shop's token.
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', { token: demo.token, shopId: second.shopId })).body)
        .toMatchObject({ error: 'error_auth', message: 'Invalid access_token.' });
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', { token: 'f'.repeat(32), shopId: DEMO_SHOP.shopId })).body.error).toBe('error_auth');
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', { token: '', shopId: DEMO_SHOP.shopId })).body)
        .toMatchObject({ error: 'error_param', message: 'There is no access_token in query.' });
    });

    it('answers an unknown /api/v2 path with 404 error_not_found', async () => {
      const response = await fetch(`${sim.base}/api/v2/product/delete_item?partner_id=${PARTNER}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'error_not_found' });
    });
  });

  describe('tokens', () => {
    it('token/get: a pair valid 4 hours; the code is single use; an unknown code is error_auth "Invalid code"', async () => {
      const code = sandbox.issueCode(DEMO_SHOP.shopId);
      const first = await sim.publicPost('/api/v2/auth/token/get', { code, partner_id: PARTNER, shop_id: DEMO_SHOP.shopId });
      expect(first.body).toMatchObject({ error: '', message: '', expire_in: 14400, access_token: expect.stringMatching(/^[0-9a-f]{32}$/), refresh_token: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const again = await sim.publicPost('/api/v2/auth/token/get', { code, partner_id: PARTNER, shop_id: DEMO_SHOP.shopId });
      expect(again.body).toMatchObject({ error: 'invalid_code' });
      expect(again.body.access_token).toBeUndefined();
      expect((await sim.publicPost('/api/v2/auth/token/get', { code: 'nope', partner_id: PARTNER, shop_id: DEMO_SHOP.shopId })).body)
        .toMatchObject({ error: 'error_auth', message: 'Invalid code' });

      const auth = { token: first.body.access_token as string, shopId: DEMO_SHOP.shopId };
      sim.clock.advance(4 * 3600_000 - 1000);
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth)).body.error).toBe('');
      sim.clock.advance(1000);
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth)).body).toMatchObject({ error: 'error_auth', message: 'Invalid access_token.' });
    });

    it('a code lives 10 minutes and only for the shop it was issued to', async () => {
      const late = sandbox.issueCode(DEMO_SHOP.shopId);
      sim.clock.advance(10 * 60_000);
      expect((await sim.publicPost('/api/v2/auth/token/get', { code: late, partner_id: PARTNER, shop_id: DEMO_SHOP.shopId })).body.error).toBe('invalid_code');
      const other = sandbox.issueCode(SECOND_SHOP.shopId);
      expect((await sim.publicPost('/api/v2/auth/token/get', { code: other, partner_id: PARTNER, shop_id: DEMO_SHOP.shopId })).body.error).toBe('invalid_code');
    });

    it('refresh rotates: the refresh token is single use, the old access token keeps working 5 minutes only', async () => {
      const auth = await sim.connect();
      const refreshed = await sim.publicPost('/api/v2/auth/access_token/get', { refresh_token: auth.refresh, partner_id: PARTNER, shop_id: auth.shopId });
      expect(refreshed.body).toMatchObject({ error: '', partner_id: PARTNER, shop_id: auth.shopId, expire_in: 14400 });
      const next = { token: refreshed.body.access_token as string, refresh: refreshed.body.refresh_token as string, shopId: auth.shopId };
      expect(next.token).not.toBe(auth.token);
      expect(next.refresh).not.toBe(auth.refresh);

      const reused = await sim.publicPost('/api/v2/auth/access_token/get', { refresh_token: auth.refresh, partner_id: PARTNER, shop_id: auth.shopId });
      expect(reused.body).toMatchObject({ error: 'error_auth', message: 'Invalid refresh_token.' });
      expect(reused.body.access_token).toBeUndefined();

      sim.clock.advance(5 * 60_000 - 1000);
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth)).body.error).toBe('');
      sim.clock.advance(1000);
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth)).body.error).toBe('error_auth');
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', next)).body.error).toBe('');
      // The new refresh token works once, for its own shop only.
      expect((await sim.publicPost('/api/v2/auth/access_token/get', { refresh_token: next.refresh, partner_id: PARTNER, shop_id: SECOND_SHOP.shopId })).body.error).toBe('error_auth');
      expect((await sim.publicPost('/api/v2/auth/access_token/get', { refresh_token: next.refresh, partner_id: PARTNER, shop_id: auth.shopId })).body.error).toBe('');
    });

    it('the expire-tokens switch ends every access token now; a refresh still works', async () => {
      const auth = await sim.connect();
      const response = await sim.control('/expire-tokens');
      expect(response.status).toBe(200);
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth)).body.error).toBe('error_auth');
      const refreshed = await sim.publicPost('/api/v2/auth/access_token/get', { refresh_token: auth.refresh, partner_id: PARTNER, shop_id: auth.shopId });
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', { token: refreshed.body.access_token as string, shopId: auth.shopId })).body.error).toBe('');
    });

    it('get_shop_info: name, TW, NORMAL and the authorisation\'s times at the top level', async () => {
      const auth = await sim.connect();
      const { body } = await sim.shopGet('/api/v2/shop/get_shop_info', auth);
      expect(body).toMatchObject({ shop_name: DEMO_SHOP.name, region: 'TW', status: 'NORMAL', auth_time: sim.now(), expire_time: sim.now() + 365 * 86400 });
      expect(body.response).toBeUndefined();
    });
  });

  describe('the authorisation page', () => {
    const link = (params: Record<string, string>) => `${sim.base}/auth?${new URLSearchParams({ partner_id: String(PARTNER), auth_type: 'seller', response_type: 'code', ...params })}`;
    const approve = (fields: Record<string, string>) =>
      fetch(`${sim.base}/auth/approve`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

    it('lists both test shops in zh-TW with approve and cancel, without any script', async () => {
      const response = await fetch(link({ redirect_uri: `${SHOP_ORIGIN}/staff/shopee/callback`, state: 'abc' }));
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('lang="zh-Hant-TW"');
      expect(page).toContain(DEMO_SHOP.name);
      expect(page).toContain(SECOND_SHOP.name);
      expect(page).toMatch(/確認授權[\s\S]*取消/);
      expect(page).not.toMatch(/<script/i);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
      expect(response.headers.get('content-security-policy')).toContain(`form-action 'self'`);
    });

    it('escapes what it echoes (state, redirect_uri) into the page', async () => {
      const page = await (await fetch(link({ redirect_uri: `${SHOP_ORIGIN}/cb?x="><b>`, state: '"><script>alert(1)</script>' }))).text();
      expect(page).not.toContain('<script>alert(1)</script>');
      expect(page).not.toContain('"><b>');
      expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    });

    it('approve: 303 to redirect_uri with a working code, the chosen shop and the state unchanged', async () => {
      const state = 'a&b=c 中文/+';
      const response = await approve({ partner_id: String(PARTNER), redirect_uri: `${SHOP_ORIGIN}/staff/shopee/callback?from=page`, state, shop_id: String(SECOND_SHOP.shopId) });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${SHOP_ORIGIN}/staff/shopee/callback`);
      expect(location.searchParams.get('from')).toBe('page');
      expect(location.searchParams.get('state')).toBe(state);
      expect(location.searchParams.get('shop_id')).toBe(String(SECOND_SHOP.shopId));
      const code = location.searchParams.get('code')!;
      const exchanged = await sim.publicPost('/api/v2/auth/token/get', { code, partner_id: PARTNER, shop_id: SECOND_SHOP.shopId });
      expect(exchanged.body.error).toBe('');
    });

    it('redirects only under the shop\'s PUBLIC_BASE_URL: another host, port, scheme or a userinfo trick gets an error page', async () => {
      for (const redirect of ['https://evil.example/cb', 'http://shop.example:9999/cb', 'https://shop.example:8080/cb', 'http://shop.example:8080@evil.example/cb', 'javascript:alert(1)', '//evil.example/cb']) {
        const page = await fetch(link({ redirect_uri: redirect }));
        expect(page.status).toBe(400);
        expect(await page.text()).toContain('The domain of redirect_uri is not consistent');
        const posted = await approve({ partner_id: String(PARTNER), redirect_uri: redirect, shop_id: String(DEMO_SHOP.shopId) });
        expect(posted.status).toBe(400);
        expect(posted.headers.get('location')).toBeNull();
      }
    });

    it('refuses an unknown partner, another response_type, and an unknown shop', async () => {
      expect((await fetch(link({ partner_id: '42', redirect_uri: `${SHOP_ORIGIN}/cb` }))).status).toBe(400);
      expect((await fetch(link({ response_type: 'token', redirect_uri: `${SHOP_ORIGIN}/cb` }))).status).toBe(400);
      expect((await approve({ partner_id: String(PARTNER), redirect_uri: `${SHOP_ORIGIN}/cb`, shop_id: '123' })).status).toBe(400);
    });

    it('cancel issues no code and links back to the shop', async () => {
      const response = await fetch(`${sim.base}/auth/cancel`, { method: 'POST', body: new URLSearchParams({ partner_id: String(PARTNER), redirect_uri: `${SHOP_ORIGIN}/cb` }), redirect: 'manual' });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('已取消授權');
      expect(page).toContain(`href="${SHOP_ORIGIN}/cb"`);
    });
  });

  describe('products', () => {
    it('get_item_list pages through every NORMAL item once (page_size 100), newest first', async () => {
      const auth = await sim.connect();
      const normal = sandbox.items().filter((i) => i.status === 'NORMAL').map((i) => i.itemId);
      const seen: number[] = [];
      let offset = 0;
      for (let calls = 0; calls < 10; calls += 1) {
        const { body } = await sim.shopGet('/api/v2/product/get_item_list', auth, { offset: String(offset), page_size: '100', item_status: 'NORMAL' });
        const r = body.response as { item: { item_id: number; item_status: string; update_time: number }[]; total_count: number; has_next_page: boolean; next_offset: number };
        expect(r.total_count).toBe(normal.length);
        seen.push(...r.item.map((i) => i.item_id));
        expect(r.item.every((i) => i.item_status === 'NORMAL' && Number.isInteger(i.update_time))).toBe(true);
        if (!r.has_next_page) break;
        expect(r.next_offset).toBe(offset + 100);
        offset = r.next_offset;
      }
      expect(seen).toHaveLength(normal.length);
      expect(new Set(seen)).toEqual(new Set(normal));
      expect(seen[0]).toBe(Math.max(...normal));
    });

    it('item_status is required and repeated; page_size is 1..100; update_time windows filter and must be ordered', async () => {
      const auth = await sim.connect();
      const list = (params: Record<string, string | string[]>) => sim.shopGet('/api/v2/product/get_item_list', auth, { offset: '0', page_size: '100', ...params });
      expect((await list({})).body.error).toBe('error_param');
      expect((await list({ item_status: 'NORMAL,UNLIST' })).body).toMatchObject({ error: 'error_param_item_status', message: 'Item status error.' });
      for (const size of ['0', '101', 'x']) expect((await list({ item_status: 'NORMAL', page_size: size })).body.error).toBe('error_param');
      const both = (await list({ item_status: ['NORMAL', 'UNLIST'] })).body.response as { total_count: number };
      expect(both.total_count).toBe(sandbox.items().filter((i) => i.status === 'NORMAL' || i.status === 'UNLIST').length);

      const from = sim.now() - 7 * 86400;
      const to = sim.now() - 2 * 86400;
      const windowed = (await list({ item_status: 'NORMAL', update_time_from: String(from), update_time_to: String(to) })).body.response as { item: { update_time: number }[]; total_count: number };
      const expected = sandbox.items().filter((i) => i.status === 'NORMAL' && i.updateTime >= from && i.updateTime <= to).length;
      expect(expected).toBeGreaterThan(0);
      expect(windowed.total_count).toBe(expected);
      expect(windowed.item.every((i) => i.update_time >= from && i.update_time <= to)).toBe(true);
      expect((await list({ item_status: 'NORMAL', update_time_from: String(to), update_time_to: String(from) })).body)
        .toMatchObject({ error: 'error_update_time_range', message: 'Update_time_to should be later than update_time_from.' });
    });

    it('get_item_base_info: up to 50 comma-joined ids; 51 is error_param; unknown and other shops\' ids are left out', async () => {
      const auth = await sim.connect();
      const ids = sandbox.items().slice(0, 51).map((i) => i.itemId);
      const fifty = await sim.shopGet('/api/v2/product/get_item_base_info', auth, { item_id_list: ids.slice(0, 50).join(',') });
      expect((fifty.body.response as { item_list: unknown[] }).item_list).toHaveLength(50);
      expect((await sim.shopGet('/api/v2/product/get_item_base_info', auth, { item_id_list: ids.join(',') })).body.error).toBe('error_param');
      expect((await sim.shopGet('/api/v2/product/get_item_base_info', auth, { item_id_list: '1,abc' })).body.error).toBe('error_param');
      const other = sandbox.items(SECOND_SHOP.shopId)[0].itemId;
      const mixed = await sim.shopGet('/api/v2/product/get_item_base_info', auth, { item_id_list: `${ids[0]},99999999999,${other}` });
      expect((mixed.body.response as { item_list: { item_id: number }[] }).item_list.map((i) => i.item_id)).toEqual([ids[0]]);
    });

    it('get_item_base_info fields: price_info only without models, stock_info_v2 in each item, image URLs that serve SVG', async () => {
      const auth = await sim.connect();
      const withModels = sandbox.items().find((i) => i.models.length > 0 && i.status === 'NORMAL')!;
      const plain = sandbox.items().find((i) => i.models.length === 0 && i.status === 'NORMAL')!;
      const { body } = await sim.shopGet('/api/v2/product/get_item_base_info', auth, { item_id_list: `${withModels.itemId},${plain.itemId}` });
      const [a, b] = (body.response as { item_list: Record<string, any>[] }).item_list; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(a).toMatchObject({ item_id: withModels.itemId, category_id: withModels.categoryId, item_name: withModels.name, item_sku: withModels.sku, description_type: 'normal', item_status: 'NORMAL', has_model: true });
      expect(a.price_info).toBeUndefined();
      expect(a.stock_info_v2.summary_info.total_available_stock).toBe(withModels.models.reduce((s, m) => s + m.stock, 0));
      expect(b).toMatchObject({ has_model: false, price_info: [{ currency: 'TWD', original_price: plain.originalPrice, current_price: plain.currentPrice }] });
      expect(b.stock_info_v2.seller_stock[0].stock).toBe(plain.stock);
      expect(a.description).toContain('【商品特色】');

      const picture = await fetch(a.image.image_url_list[0]);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(picture.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      const svg = await picture.text();
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<script/i);
      expect((await fetch(`${sim.base}/images/${withModels.itemId}-9.svg`)).status).toBe(404);
      expect((await fetch(`${sim.base}/images/../../etc/passwd.svg`)).status).toBe(404);
    });

    it('get_model_list: tier_variation and models whose tier_index points into it; an unknown item is error_item_not_found', async () => {
      const auth = await sim.connect();
      const item = sandbox.items().find((i) => i.form === 'two-tier')!;
      const { body } = await sim.shopGet('/api/v2/product/get_model_list', auth, { item_id: String(item.itemId) });
      const r = body.response as { tier_variation: { name: string; option_list: { option: string; image?: { image_url: string } }[] }[]; model: { model_id: number; tier_index: number[]; model_status: string; price_info: { original_price: number }[]; stock_info_v2: { seller_stock: { stock: number }[] } }[] };
      expect(r.tier_variation.map((t) => t.name)).toEqual(['顏色', '尺寸']);
      expect(r.tier_variation[0].option_list[0].image?.image_url).toMatch(/\/images\/\d+-o0\.svg$/);
      expect(r.model).toHaveLength(r.tier_variation[0].option_list.length * r.tier_variation[1].option_list.length);
      for (const model of r.model) {
        expect(model.tier_index).toHaveLength(2);
        expect(r.tier_variation[0].option_list[model.tier_index[0]]).toBeDefined();
        expect(r.tier_variation[1].option_list[model.tier_index[1]]).toBeDefined();
        expect(Number.isInteger(model.price_info[0].original_price)).toBe(true);
        expect('model_name' in model).toBe(false);
      }
      expect((await sim.shopGet('/api/v2/product/get_model_list', auth, { item_id: '12345' })).body).toMatchObject({ error: 'error_item_not_found' });
    });

    it('get_category: zh-hant display names (English originals), and an unknown language is refused', async () => {
      const auth = await sim.connect();
      const { body } = await sim.shopGet('/api/v2/product/get_category', auth, { language: 'zh-hant' });
      const list = (body.response as { category_list: { display_category_name: string; original_category_name: string; has_children: boolean }[] }).category_list;
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.map((c) => c.display_category_name)).toEqual(expect.arrayContaining(['衣服', '褲裝', '鞋子', '包包', '配件', '家居', '美妝', '3C 周邊']));
      expect(list.find((c) => c.display_category_name === '鞋子')?.original_category_name).toBe('Shoes');
      expect((await sim.shopGet('/api/v2/product/get_category', auth, { language: 'fr' })).body.error).toBe('error_invalid_language');
    });
  });

  describe('orders', () => {
    it('get_order_detail of a documented order: recipient phone, items and total with response_optional_fields', async () => {
      const auth = await sim.connect();
      const { body } = await sim.shopGet('/api/v2/order/get_order_detail', auth, { order_sn_list: '241120ABCD1234', response_optional_fields: 'total_amount,recipient_address,item_list' });
      const [order] = (body.response as { order_list: Record<string, any>[] }).order_list; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(order).toMatchObject({ order_sn: '241120ABCD1234', order_status: 'COMPLETED', recipient_address: { name: '王小明', phone: '0912345678' } });
      expect(order.create_time).toBe(Date.UTC(2024, 10, 19, 16) / 1000 + 10 * 3600 + 17 * 60);
      expect(order.item_list).toHaveLength(2);
      const lines = order.item_list as { item_id: number; model_id: number; model_name: string; model_quantity_purchased: number; model_discounted_price: number }[];
      expect(lines[0].item_id).toBeGreaterThan(2 ** 32);
      expect(lines[0].model_name).toMatch(/^.+,.+$/);
      expect(lines[1]).toMatchObject({ model_id: 0, model_name: '', model_quantity_purchased: 2 });
      expect(order.total_amount).toBe(lines.reduce((s, l) => s + l.model_discounted_price * l.model_quantity_purchased, 60));
    });

    it('leaves the optional fields out unless asked; unknown orders are error_not_found; at most 50 numbers', async () => {
      const auth = await sim.connect();
      const plain = await sim.shopGet('/api/v2/order/get_order_detail', auth, { order_sn_list: '241203EFGH5678' });
      const [order] = (plain.body.response as { order_list: Record<string, unknown>[] }).order_list;
      expect(order.order_status).toBe('SHIPPED');
      expect(order.recipient_address).toBeUndefined();
      expect(order.item_list).toBeUndefined();
      expect((await sim.shopGet('/api/v2/order/get_order_detail', auth, { order_sn_list: '241120ZZZZ0000' })).body)
        .toMatchObject({ error: 'error_not_found', message: 'Wrong parameters, detail: the order is not found.' });
      const many = Array.from({ length: 51 }, (_, i) => `241120ABCD${String(i).padStart(4, '0')}`).join(',');
      expect((await sim.shopGet('/api/v2/order/get_order_detail', auth, { order_sn_list: many })).body.error).toBe('error_param');
      // Another shop sees none of the demo shop's orders.
      const second = await sim.connect(SECOND_SHOP.shopId);
      expect((await sim.shopGet('/api/v2/order/get_order_detail', second, { order_sn_list: '241120ABCD1234' })).body.error).toBe('error_not_found');
    });
  });

  describe('order logistics and the order switch (issue 22)', () => {
    it('get_tracking_number / get_tracking_info follow the order; POST /control/orders/:sn moves status, tracking number and logistics', async () => {
      const auth = await sim.connect();
      const sn = '241125JKLM9012';
      const tracking = async () => (await sim.shopGet('/api/v2/logistics/get_tracking_number', auth, { order_sn: sn })).body;
      const info = async () => (await sim.shopGet('/api/v2/logistics/get_tracking_info', auth, { order_sn: sn })).body;
      expect(await tracking()).toMatchObject({ error: '', response: { tracking_number: '' } });
      expect(await info()).toMatchObject({ error: '', response: { order_sn: sn, logistics_status: 'LOGISTICS_READY' } });

      const moved = await sim.control(`/orders/${sn}`, { order_status: 'SHIPPED' });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toMatchObject({ order_sn: sn, order_status: 'SHIPPED', logistics_status: 'LOGISTICS_PICKUP_DONE', tracking_number: 'TW25JKLM9012' });
      const detail = await sim.shopGet('/api/v2/order/get_order_detail', auth, { order_sn_list: sn });
      expect((detail.body.response as { order_list: { order_status: string }[] }).order_list[0].order_status).toBe('SHIPPED');
      expect((await tracking()).response).toEqual({ tracking_number: 'TW25JKLM9012' });
      const events = (await info()).response as { logistics_status: string; tracking_info: { logistics_status: string; update_time: number; description: string }[] };
      expect(events.logistics_status).toBe('LOGISTICS_PICKUP_DONE');
      expect(events.tracking_info.map((e) => e.logistics_status)).toEqual(['LOGISTICS_PICKUP_DONE', 'LOGISTICS_READY']);

      expect((await sim.control(`/orders/${sn}`, { logistics_status: 'LOGISTICS_DELIVERY_DONE', tracking_number: 'SPX123' })).status).toBe(200);
      expect((await tracking()).response).toEqual({ tracking_number: 'SPX123' });
      expect(((await info()).response as { logistics_status: string }).logistics_status).toBe('LOGISTICS_DELIVERY_DONE');

      expect((await sim.control(`/orders/${sn}`, { order_status: 'LOST_IN_SPACE' })).status).toBe(400);
      expect((await sim.control(`/orders/${sn}`, {})).status).toBe(400);
      expect((await sim.control('/orders/241120ZZZZ0000', { order_status: 'SHIPPED' })).status).toBe(404);
      expect((await sim.shopGet('/api/v2/logistics/get_tracking_number', auth, { order_sn: '241120ZZZZ0000' })).body)
        .toMatchObject({ error: 'error_not_found', message: 'Wrong parameters, detail: the order is not found.' });
    });
  });

  describe('rate limit and test switches', () => {
    it('fail-next: the next N calls answer error_rate_limit (HTTP 200), then calls pass again', async () => {
      const auth = await sim.connect();
      const before = { ...sandbox.counters };
      expect((await sim.control('/fail-next', { count: 2 })).status).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const { status, body } = await sim.shopGet('/api/v2/shop/get_shop_info', auth);
        expect({ status, error: body.error }).toEqual({ status: 200, error: 'error_rate_limit' });
      }
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth)).body.error).toBe('');
      // Counted for the bench: three calls received, two of them refused.
      expect(sandbox.counters).toEqual({ apiCalls: before.apiCalls + 3, rateLimited: before.rateLimited + 2 });
      // In process too.
      sandbox.failNextCalls(1);
      expect((await sim.shopGet('/api/v2/product/get_category', auth)).body.error).toBe('error_rate_limit');
      expect((await sim.shopGet('/api/v2/product/get_category', auth)).body.error).toBe('');
    });

    it('a forged call neither fails on a forced failure nor consumes it', async () => {
      const auth = await sim.connect();
      sandbox.failNextCalls(1);
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth, {}, { sign: '0'.repeat(64) })).body.error).toBe('error_sign');
      expect((await sim.shopGet('/api/v2/shop/get_shop_info', auth)).body.error).toBe('error_rate_limit');
    });

    it('item changes bump update_time and show in the answers; unlist and delete change item_status', async () => {
      const auth = await sim.connect();
      const item = sandbox.items().find((i) => i.models.length > 0 && i.status === 'NORMAL')!;
      sim.clock.advance(60_000);
      const changed = await sim.control(`/items/${item.itemId}`, { price: 555, stock: 7 });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual({ item_id: item.itemId, update_time: sim.now() });
      const models = (await sim.shopGet('/api/v2/product/get_model_list', auth, { item_id: String(item.itemId) })).body.response as { model: { price_info: { original_price: number }[]; stock_info_v2: { seller_stock: { stock: number }[] } }[] };
      expect(models.model.every((m) => m.price_info[0].original_price === 555 && m.stock_info_v2.seller_stock[0].stock === 7)).toBe(true);
      const recent = (await sim.shopGet('/api/v2/product/get_item_list', auth, { offset: '0', page_size: '100', item_status: 'NORMAL', update_time_from: String(sim.now()) })).body.response as { item: { item_id: number }[] };
      expect(recent.item.map((i) => i.item_id)).toEqual([item.itemId]);

      expect((await sim.control(`/items/${item.itemId}/unlist`)).status).toBe(200);
      const unlisted = (await sim.shopGet('/api/v2/product/get_item_list', auth, { offset: '0', page_size: '100', item_status: 'UNLIST', update_time_from: String(sim.now()) })).body.response as { item: { item_id: number; item_status: string }[] };
      expect(unlisted.item).toEqual([expect.objectContaining({ item_id: item.itemId, item_status: 'UNLIST' })]);
      expect((await sim.control(`/items/${item.itemId}/delete`)).status).toBe(200);
      expect(sandbox.item(item.itemId)?.status).toBe('SELLER_DELETE');
      sandbox.setItemStatus(item.itemId, 'NORMAL');
    });

    it('control routes refuse a non-JSON post (415), bad values (400) and unknown items (404)', async () => {
      expect((await sim.control('/expire-tokens', {}, 'text/plain')).status).toBe(415);
      expect((await fetch(`${sim.base}/control/fail-next`, { method: 'POST', body: new URLSearchParams({ count: '5' }) })).status).toBe(415);
      expect(sandbox.pendingFailures).toBe(0);
      expect((await sim.control('/fail-next', { count: -1 })).status).toBe(400);
      expect((await sim.control('/catalogue', { size: 10_000_000 })).status).toBe(400);
      expect((await sim.control(`/items/${sandbox.items()[0].itemId}`, { price: 12.5 })).status).toBe(400);
      expect((await sim.control(`/items/${sandbox.items()[0].itemId}/status`, { item_status: 'GONE' })).status).toBe(400);
      expect((await sim.control('/items/123/unlist')).status).toBe(404);
      expect((await sim.control('/codes', { shop_id: 1 })).status).toBe(400);
    });

    it('issues a code without the page and resizes the catalogue over HTTP', async () => {
      const response = await sim.control('/codes', { shop_id: DEMO_SHOP.shopId });
      const { code, shop_id } = (await response.json()) as { code: string; shop_id: number };
      expect((await sim.publicPost('/api/v2/auth/token/get', { code, partner_id: PARTNER, shop_id })).body.error).toBe('');

      const before = sandbox.items().slice(0, 5).map((i) => i.itemId);
      expect(await (await sim.control('/catalogue', { size: 400 })).json()).toEqual({ catalogue_size: 400 });
      expect(sandbox.items().slice(0, 5).map((i) => i.itemId)).toEqual(before);
      await sim.control('/catalogue', { size: 320 });
      expect(sandbox.items()).toHaveLength(320);
    });
  });
});

describe('Shopee sandbox rate limit (token bucket per partner + shop)', () => {
  let sim: Sim;
  beforeAll(async () => { sim = await startSandbox({ rateLimitPerSecond: 3, rateLimitStatus: 429 }); });
  afterAll(() => sim.close());

  it('allows the rate, then answers error_rate_limit until the bucket refills; other shops keep their own bucket', async () => {
    const demo = await sim.connect(DEMO_SHOP.shopId);
    // connect() spent one call (token/get) of the demo shop's bucket.
    for (let i = 0; i < 2; i += 1) expect((await sim.shopGet('/api/v2/shop/get_shop_info', demo)).body.error).toBe('');
    const refused = await sim.shopGet('/api/v2/shop/get_shop_info', demo);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'error_rate_limit' });

    const second = await sim.connect(SECOND_SHOP.shopId);
    expect((await sim.shopGet('/api/v2/shop/get_shop_info', second)).body.error).toBe('');

    sim.clock.advance(1000);
    expect((await sim.shopGet('/api/v2/shop/get_shop_info', demo)).body.error).toBe('');
  });
});
