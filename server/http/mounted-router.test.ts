import { Router } from '@koa/router';
import Koa from 'koa';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mountedRouter, sharedLiteralPrefix } from './mounted-router';

describe('sharedLiteralPrefix', () => {
  it('is the start every route shares before a parameter, up to a slash, lower-cased', () => {
    expect(sharedLiteralPrefix(['/sandbox/ecpay/Cashier/AioCheckOut/V5', '/sandbox/ecpay/Cashier/:id', '/sandbox/ecpay/Express/map'])).toBe('/sandbox/ecpay');
    expect(sharedLiteralPrefix(['/sandbox/mail'])).toBe('/sandbox');
    expect(sharedLiteralPrefix(['/Sandbox/Shopee/api/v2/*rest'])).toBe('/sandbox/shopee/api/v2');
  });

  it('is empty when the routes share nothing but the root, or a route is a pattern or a middleware for every path', () => {
    expect(sharedLiteralPrefix(['/sandbox/a', '/api/b'])).toBe('');
    expect(sharedLiteralPrefix(['/:anything'])).toBe('');
    expect(sharedLiteralPrefix(['/sandbox/a', ''])).toBe('');
    expect(sharedLiteralPrefix(['/sandbox/a', /^\/x/])).toBe('');
    expect(sharedLiteralPrefix([])).toBe('');
  });
});

describe('mountedRouter', () => {
  /** Each request's status, body and X-Seen header, against a Koa app with `router` mounted and a route after it. */
  async function answersOf(router: Router, requests: ReadonlyArray<[method: string, path: string]>): Promise<string[]> {
    const app = new Koa();
    for (const middleware of mountedRouter(router)) app.use(middleware);
    // GETs only: a POST nobody answers stays 404, for the router's allowedMethods to turn into its 405.
    app.use((ctx) => { if (ctx.method === 'GET') ctx.body = 'after the mount'; });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answers: string[] = [];
      for (const [method, path] of requests) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
        answers.push(`${response.status} ${await response.text()}${response.headers.has('x-seen') ? ' (seen)' : ''}`);
      }
      return answers;
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('answers its own paths, in any case as the router would, with its 405s, and passes every other path on', async () => {
    const router = new Router({ prefix: '/sandbox/thing' });
    router.get('/item/:id', (ctx) => { ctx.body = `item ${ctx.params.id}`; });
    expect(await answersOf(router, [
      ['GET', '/sandbox/thing/item/7'], ['GET', '/SANDBOX/Thing/item/7'], ['POST', '/sandbox/thing/item/7'], ['GET', '/api/cart/add'], ['GET', '/sandbox/other'],
    ])).toEqual(['200 item 7', '200 item 7', '405 Method Not Allowed', '200 after the mount', '200 after the mount']);
  });

  it('keeps a router whose routes share no start (a middleware for every path) whole: its routes, its 405s', async () => {
    const router = new Router();
    router.use(async (ctx, next) => { ctx.set('X-Seen', 'yes'); await next(); });
    router.get('/sandbox/a', (ctx) => { ctx.body = 'a'; });
    router.get('/other/b', (ctx) => { ctx.body = 'b'; });
    expect(sharedLiteralPrefix(router.stack.map((layer) => layer.path))).toBe('');
    expect(await answersOf(router, [['GET', '/sandbox/a'], ['GET', '/other/b'], ['POST', '/other/b'], ['GET', '/elsewhere']]))
      .toEqual(['200 a (seen)', '200 b (seen)', '405 Method Not Allowed', '200 after the mount']);
  });
});
