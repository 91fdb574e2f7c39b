import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { notModifiedBeforeKoa } from './not-modified-before-koa';
import { notModifiedFirst, type FreshValidator, type Revalidator } from './not-modified-first';
import { originFormTarget } from './request-target';
import { requestId } from './request-id';
import { securityHeaderSets, securityHeaders } from './security-headers';
import { closeUnreadBodies } from './unread-body';

interface Answer { status: number; headers: IncomingHttpHeaders; by: 'early' | 'koa' }

/**
 * Issue 29, decision 43: the 304 answered in Node's request handler must be the one the Koa chain before it gives
 * (request id, security headers of the request's protocol, the route's validator headers), and everything it
 * cannot answer exactly must reach Koa.
 */
describe('notModifiedBeforeKoa', () => {
  const security = securityHeaderSets({ formTargets: ['https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5'] });
  let validator: FreshValidator | undefined;
  const revalidators: Revalidator[] = [{ path: '/api/list', fresh: () => validator }];
  let trustProxy = true;
  let koaRuns = 0;
  const koa = new Koa();
  koa.use(requestId());
  koa.use(securityHeaders(security));
  koa.use(closeUnreadBodies(50));
  koa.use(originFormTarget());
  koa.use(notModifiedFirst(revalidators));
  koa.use((ctx) => {
    ctx.body = 'route';
  });
  const early = notModifiedBeforeKoa(revalidators, security, () => trustProxy);
  const koaHandler = koa.callback();
  const handlers: Record<string, RequestListener> = {
    koa: (req, res) => {
      koaRuns += 1;
      void koaHandler(req, res);
    },
    both: (req, res) => {
      if (early(req, res)) return;
      koaRuns += 1;
      void koaHandler(req, res);
    },
  };
  const servers: Record<string, Server> = {};
  const ports: Record<string, number> = {};

  beforeAll(async () => {
    for (const name of Object.keys(handlers)) {
      const server = createServer(handlers[name]);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers[name] = server;
      ports[name] = (server.address() as AddressInfo).port;
    }
  });
  afterAll(() => Promise.all(Object.values(servers).map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));
  beforeEach(() => {
    koaRuns = 0;
    trustProxy = true;
    koa.proxy = true;
    validator = { etag: 'W/"12-abc"', cacheControl: 'no-cache', vary: 'Accept-Encoding' };
  });

  const send = (server: string, options: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) => new Promise<Answer>((resolve, reject) => {
    const runsBefore = koaRuns;
    const request = httpRequest({ host: '127.0.0.1', port: ports[server], method: options.method ?? 'GET', path: options.path ?? '/api/list', headers: options.headers }, (response) => {
      response.resume();
      response.on('end', () => {
        const { date: _date, ...headers } = response.headers;
        resolve({ status: response.statusCode ?? 0, headers, by: koaRuns === runsBefore ? 'early' : 'koa' });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });

  it.each([
    ['over http', {}],
    ['over https behind the proxy', { 'X-Forwarded-Proto': 'https, http' }],
    ['a HEAD with a weak match in a list', { 'If-None-Match': '"other", W/"12-abc"' }, 'HEAD'],
    ['If-None-Match: *', { 'If-None-Match': '*' }],
  ])('%s: the same 304 as the Koa chain, without Koa', async (_, extra: Record<string, string>, method = 'GET') => {
    const headers = { 'If-None-Match': 'W/"12-abc"', 'X-Request-Id': 'same-1', ...extra };
    const viaKoa = { ...(await send('koa', { method, headers })), by: 'early' };
    koaRuns = 0;
    const answered = await send('both', { method, headers });
    expect(answered.by).toBe('early');
    expect(koaRuns).toBe(0);
    expect(answered.status).toBe(304);
    expect(answered).toEqual(viaKoa);
    expect(Boolean(answered.headers['strict-transport-security'])).toBe(Boolean(extra['X-Forwarded-Proto']));
  });

  it('believes X-Forwarded-Proto only when the app trusts the proxy (no HSTS over plain http)', async () => {
    trustProxy = false;
    koa.proxy = false;
    const headers = { 'If-None-Match': 'W/"12-abc"', 'X-Forwarded-Proto': 'https', 'X-Request-Id': 'same-2' };
    const viaKoa = { ...(await send('koa', { headers })), by: 'early' };
    const answered = await send('both', { headers });
    expect(answered.by).toBe('early');
    expect(answered.headers['strict-transport-security']).toBeUndefined();
    expect(answered).toEqual(viaKoa);
  });

  it('gives each 304 its own request id, a new one when the proxy\'s is unsafe', async () => {
    const first = await send('both', { headers: { 'If-None-Match': 'W/"12-abc"', 'X-Request-Id': 'bad id\twith space' } });
    const second = await send('both', { headers: { 'If-None-Match': 'W/"12-abc"' } });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('answers the new ETag, never the old one, once the validator changed', async () => {
    expect((await send('both', { headers: { 'If-None-Match': 'W/"12-abc"' } })).status).toBe(304);
    validator = { etag: 'W/"13-def"', cacheControl: 'no-cache', vary: 'Accept-Encoding' };
    const stale = await send('both', { headers: { 'If-None-Match': 'W/"12-abc"' } });
    expect(stale).toMatchObject({ status: 200, by: 'koa' });
    const fresh = await send('both', { headers: { 'If-None-Match': 'W/"13-def"' } });
    expect(fresh).toMatchObject({ status: 304, by: 'early' });
    expect(fresh.headers.etag).toBe('W/"13-def"');
  });

  it('leaves a revalidator that throws to Koa instead of throwing out of the request handler', async () => {
    const failing = notModifiedBeforeKoa([{ path: '/api/list', fresh: () => { throw new Error('broken read model'); } }], security, () => false);
    const res = { writeHead: jest.fn(), end: jest.fn() };
    const req = { method: 'GET', url: '/api/list', headers: { 'if-none-match': 'W/"12-abc"' }, socket: {} };
    expect(failing(req as never, res as never)).toBe(false);
    expect(res.writeHead).not.toHaveBeenCalled();
  });

  const match = { 'If-None-Match': 'W/"12-abc"' };
  it.each([
    ['no If-None-Match', {}, {}],
    ['nothing fresh', { fresh: false }, match],
    ['a query string', { path: '/api/list?x=1' }, match],
    ['another path', { path: '/api/other' }, match],
    ['a POST', { method: 'POST' }, match],
    ['an absolute-form target', { path: 'http://shop.example/api/list' }, match],
    ['a GET with a body', { body: 'x'.repeat(10) }, { ...match, 'Content-Length': '10' }],
    ['a chunked GET', { body: 'x' }, { ...match, 'Transfer-Encoding': 'chunked' }],
  ])('leaves %s to Koa', async (_, options: { path?: string; method?: string; body?: string; fresh?: boolean }, headers: Record<string, string>) => {
    if (options.fresh === false) validator = undefined;
    const answered = await send('both', { ...options, headers });
    expect(answered.by).toBe('koa');
    expect(koaRuns).toBe(1);
  });
});
