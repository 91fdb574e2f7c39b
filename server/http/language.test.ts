import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { tooManyAttempts } from '../../application/accounts/account-errors';
import { NotFoundError } from '../../application/errors';
import { CATALOGUE } from '../../domain/messages';
import { silentLogger } from '../logger';
import { decodeOrThrow } from './codecs/decode';
import { OutletItemParams } from '../../application/contracts/catalogue';
import { errorMapping } from './error-mapping';
import { say } from './language';
import { requestId } from './request-id';

/** The edge (request id, error mapping) around four handlers: a validation error, a not-found, a 429 and a success message. */
async function serve() {
  const app = new Koa();
  app.silent = true;
  app.use(requestId());
  app.use(errorMapping(silentLogger));
  app.use((ctx) => {
    if (ctx.path === '/item') decodeOrThrow(OutletItemParams, { id: 'abc' });
    if (ctx.path === '/missing') throw new NotFoundError('OUTLET_ITEM_NOT_FOUND', 'OUTLET_ITEM_NOT_FOUND');
    if (ctx.path === '/limited') throw tooManyAttempts(1500);
    if (ctx.path === '/added') ctx.body = { success: true, message: say(ctx, 'CART_ITEM_ADDED') };
  });
  const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Text = (code: keyof typeof CATALOGUE) => string;
const zh: Text = (code) => CATALOGUE[code]['zh-TW'];
const en: Text = (code) => CATALOGUE[code].en;

describe('messages in the request language (issue 10, section 2)', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => { server = await serve(); });
  afterAll(() => server.close());

  const expected = {
    '/item': (t: Text) => [400, { code: 'VALIDATION_FAILED', message: t('VALIDATION_FAILED'), fields: { id: { code: 'NOT_A_POSITIVE_INTEGER', message: t('ITEM_ID_INVALID') } } }],
    '/missing': (t: Text) => [404, { code: 'OUTLET_ITEM_NOT_FOUND', message: t('OUTLET_ITEM_NOT_FOUND') }],
    '/limited': (t: Text) => [429, { code: 'TOO_MANY_ATTEMPTS', message: t('TOO_MANY_ATTEMPTS') }],
    '/added': (t: Text) => [200, { success: true, message: t('CART_ITEM_ADDED') }],
  } as const;
  const paths = Object.keys(expected) as Array<keyof typeof expected>;

  it.each(paths)('%s: zh-TW by default, byte for byte as before', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const [status, body] = expected[path](zh);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(JSON.stringify(body));
  });

  it('the default zh-TW texts are those the API always sent', async () => {
    expect(await (await fetch(`${server.url}/item`)).json()).toEqual({
      code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { id: { code: 'NOT_A_POSITIVE_INTEGER', message: '商品編號必須是正整數。' } },
    });
    expect(await (await fetch(`${server.url}/missing`)).json()).toEqual({ code: 'OUTLET_ITEM_NOT_FOUND', message: '找不到這個商品，可能已售完或下架。' });
    expect(await (await fetch(`${server.url}/limited`)).json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: '嘗試次數過多，請稍後再試' });
    expect(await (await fetch(`${server.url}/added`)).json()).toEqual({ success: true, message: '已成功加入購物車！' });
  });

  it.each(paths.flatMap((path) => [
    [path, '?lang=en', {}],
    [path, '', { 'Accept-Language': 'en' }],
    [path, '', { 'Accept-Language': 'en-US,en;q=0.9' }],
    [path, '', { 'Accept-Language': 'fr;q=1, zh-TW;q=0.3, en;q=0.8' }],
    [path, '?lang=en', { 'Accept-Language': 'zh-TW' }],
  ] as const))('%s%s %j: English', async (path, query, headers) => {
    const response = await fetch(`${server.url}${path}${query}`, { headers });
    const [status, body] = expected[path](en);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it.each([
    ['?lang=zh-TW', { 'Accept-Language': 'en' }],
    ['', { 'Accept-Language': 'zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7' }],
    ['', { 'Accept-Language': 'de, ja' }],
    ['?lang=xx', {}],
  ])('%s %j stays zh-TW', async (query, headers) => {
    const response = await fetch(`${server.url}/missing${query}`, { headers });
    expect(await response.json()).toEqual({ code: 'OUTLET_ITEM_NOT_FOUND', message: zh('OUTLET_ITEM_NOT_FOUND') });
  });

  it('a 429 keeps its Retry-After in either language, and error responses vary by Accept-Language', async () => {
    const response = await fetch(`${server.url}/limited?lang=en`);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  });
});
