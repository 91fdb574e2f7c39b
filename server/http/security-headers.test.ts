import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';


/** A raw request: fetch() refuses TRACE, and hides nothing of the headers here. */
function raw(url: string, method: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    }).on('error', reject).end();
  });
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(String(policy).split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

describe('security headers and methods', () => {
  let dir: string;
  const servers: RunningServer[] = [];
  const start = async (overrides: Parameters<typeof startServer>[0] = {}) => {
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: dir, databaseUrl: undefined, publicDir: dir, seedDemo: false, reservationSweepMs: 0, reconcileEveryMs: 0, ...overrides }, { logger: silentLogger, env: {} });
    servers.push(server);
    return server;
  };
  let sandbox: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-headers-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
    sandbox = await start();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['the storefront page', 'GET', '/'],
    ['a deep link (SPA fallback)', 'GET', '/orders/ORD-12345678'],
    ['an API answer', 'GET', '/api/health'],
    ['an API 404', 'GET', '/api/no-such-path'],
    ['an API 400', 'GET', '/api/outlet/variants/' + 'x'.repeat(65)],
  ])('%s carries the CSP, nosniff, Referrer-Policy and frame denial, and no HSTS over http', async (_, method, pathname) => {
    const response = await raw(`${sandbox.url}${pathname}`, method);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // PROVIDERS=sandbox: the checkout and the store map post to the simulator, i.e. to our own origin.
    expect(csp['form-action']).toEqual(["'self'", new URL(sandbox.url).origin]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
    expect(Object.keys(csp)).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('PROVIDERS=ecpay: forms may post to ECPay\'s payment and logistics origins, nowhere else', async () => {
    const server = await start({
      providers: 'ecpay',
      ecpay: {
        merchantId: '3100001', hashKey: 'prodHashKey00001', hashIv: 'prodHashIv000001', aioBaseUrl: 'https://payment.ecpay.com.tw',
        logisticsMerchantId: '2100001', logisticsHashKey: 'prodLogKey000001', logisticsHashIv: 'prodLogIv0000001', logisticsBaseUrl: 'https://logistics.ecpay.com.tw/',
      },
    });
    const csp = directives((await raw(`${server.url}/`, 'GET')).headers['content-security-policy']);
    expect(csp['form-action']).toEqual(["'self'", 'https://payment.ecpay.com.tw', 'https://logistics.ecpay.com.tw']);
  });

  it('HSTS only over https, and X-Forwarded-Proto says https only when TRUST_PROXY is set', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' };
    expect((await raw(`${sandbox.url}/`, 'GET', forwarded)).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await start({ trustProxy: true });
    expect((await raw(`${behindProxy.url}/`, 'GET')).headers['strict-transport-security']).toBeUndefined();
    expect((await raw(`${behindProxy.url}/`, 'GET', forwarded)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the simulator\'s pages have their own policy: their one inline style and script allowed by hash, never unsafe-inline', async () => {
    const response = await raw(`${sandbox.url}/sandbox/ecpay/Cashier/AioCheckOut/V5`, 'POST');
    expect(response.body).toContain('交易失敗');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(csp['style-src']).toEqual([expect.stringMatching(/^'sha256-/)]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('methods the shop never serves get 405, not 501', () => {
    it.each(['TRACE', 'PROPFIND', 'PURGE'])('%s on /api paths: 405 with the API\'s JSON error and Allow', async (method) => {
      for (const pathname of ['/api/outlet/list', '/api/cart/0912345678', '/api/no-such-path']) {
        const response = await raw(`${sandbox.url}${pathname}`, method);
        expect(response.status).toBe(405);
        expect(JSON.parse(response.body)).toEqual({ code: 'METHOD_NOT_ALLOWED', message: expect.any(String) });
        expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        expect(response.headers['content-security-policy']).toBeDefined();
      }
    });

    it.each(['TRACE', 'PROPFIND', 'PURGE'])('%s elsewhere (storefront, simulator): 405, nothing echoed', async (method) => {
      for (const pathname of ['/', '/orders/ORD-12345678', '/sandbox/ecpay/Cashier/AioCheckOut/V5']) {
        const response = await raw(`${sandbox.url}${pathname}`, method, { 'X-Echo-Me': 'secret-cookie' });
        expect(response.status).toBe(405);
        expect(response.body).toBe('Method Not Allowed');
        expect(response.headers.allow).toBeDefined();
      }
    });
  });
});
