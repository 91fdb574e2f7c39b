import Koa from 'koa';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notModifiedFirst, type FreshValidator } from './not-modified-first';

describe('notModifiedFirst', () => {
  let validator: FreshValidator | undefined;
  let routeRuns = 0;
  let base = '';
  const server = (() => {
    const app = new Koa();
    app.use(notModifiedFirst([{ path: '/api/list', fresh: () => validator }]));
    app.use((ctx) => {
      routeRuns += 1;
      ctx.set('ETag', 'W/"route"');
      ctx.body = { from: 'route' };
    });
    return createServer(app.callback());
  })();
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    routeRuns = 0;
    validator = { etag: 'W/"v1"', cacheControl: 'no-cache', vary: 'Accept-Encoding' };
  });

  it('answers 304 with the validator and its caching headers without running the route', async () => {
    const response = await fetch(`${base}/api/list`, { headers: { 'If-None-Match': '"other", W/"v1"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('W/"v1"');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(routeRuns).toBe(0);
  });

  it.each([
    ['no If-None-Match', '/api/list', 'GET', {}],
    ['another ETag', '/api/list', 'GET', { 'If-None-Match': 'W/"v0"' }],
    ['a query string', '/api/list?page=2', 'GET', { 'If-None-Match': 'W/"v1"' }],
    ['another path', '/api/other', 'GET', { 'If-None-Match': 'W/"v1"' }],
    ['a POST', '/api/list', 'POST', { 'If-None-Match': 'W/"v1"' }],
  ])('leaves %s to the route', async (_, pathname, method, headers) => {
    const response = await fetch(`${base}${pathname}`, { method, headers });
    expect(response.status).toBe(200);
    expect(routeRuns).toBe(1);
  });

  it('leaves the request to the route while nothing is cached', async () => {
    validator = undefined;
    const response = await fetch(`${base}/api/list`, { headers: { 'If-None-Match': 'W/"v1"' } });
    expect(response.status).toBe(200);
    expect(routeRuns).toBe(1);
  });
});
