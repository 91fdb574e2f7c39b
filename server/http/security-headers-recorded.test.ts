import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import helmet from 'koa-helmet';
import { securityHeaders } from './security-headers';

/** The headers of one GET to a Koa app with `middleware` in front of a route answering `ok`. */
async function headersOf(middleware: Koa.Middleware, secure: boolean): Promise<Record<string, unknown>> {
  const app = new Koa();
  app.proxy = true;
  app.use(middleware);
  app.use((ctx) => { ctx.body = 'ok'; });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/', headers: secure ? { 'X-Forwarded-Proto': 'https' } : {} }, (response) => {
        response.resume();
        const { date: _date, ...rest } = response.headers;
        resolve(rest);
      }).on('error', reject).end();
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Issue 29: helmet runs once at start and each request copies what it set. The copy must be exactly what
 * koa-helmet run per request sets with the same options, over http and over https (HSTS).
 */
describe('security headers recorded once', () => {
  const formTargets = ['https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5', 'https://logistics-stage.ecpay.com.tw/Express/map'];
  const formAction = ["'self'", 'https://payment-stage.ecpay.com.tw', 'https://logistics-stage.ecpay.com.tw'];
  const shared = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"], scriptSrc: ["'self'"], scriptSrcAttr: ["'none'"], styleSrc: ["'self'"], imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'], connectSrc: ["'self'"], objectSrc: ["'none'"], baseUri: ["'self'"], formAction, frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' as const },
    xFrameOptions: { action: 'deny' as const },
  };

  it.each([
    ['http', false, helmet({ ...shared, strictTransportSecurity: false })],
    ['https', true, helmet({ ...shared, strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } })],
  ])('over %s: the same headers as koa-helmet per request', async (_, secure, perRequest) => {
    const recorded = await headersOf(securityHeaders({ formTargets }), secure);
    expect(recorded).toEqual(await headersOf(perRequest, secure));
    expect(Boolean(recorded['strict-transport-security'])).toBe(secure);
  });
});
