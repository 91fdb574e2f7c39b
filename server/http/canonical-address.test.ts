import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 22, "One address": a page loaded at another host than PUBLIC_BASE_URL's lost the guest cart on the
 * return from the store map and the staff token on the Shopee callback (browser storage is per origin, the
 * returns go to PUBLIC_BASE_URL). Page loads are redirected there; nothing else is.
 */
describe('one address: page loads go to PUBLIC_BASE_URL', () => {
  let dir: string;
  const servers: RunningServer[] = [];
  const start = async (overrides: Parameters<typeof startServer>[0] = {}) => {
    const server = await startServer({
      port: 0, host: '127.0.0.1', dataDir: dir, databaseUrl: undefined, publicDir: dir, seedDemo: false, reservationSweepMs: 0, reconcileEveryMs: 0, ...overrides,
    }, { logger: silentLogger, env: {} });
    servers.push(server);
    return server;
  };
  /** A call to the server with the Host header a browser at `host` sends. */
  const load = (server: RunningServer, host: string, method: string, pathname: string) => new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const { port } = new URL(server.url);
    const req = request({ host: '127.0.0.1', port, method, path: pathname, agent: false, headers: { Host: host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-canonical-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('PUBLIC_BASE_URL set: a page load at any other host is a 302 to the same path and query there; API calls, callbacks, files and the simulators are not', async () => {
    const server = await start({ publicBaseUrl: 'https://shop.example.test' });
    const { host } = new URL(server.url);
    for (const [method, pathname] of [['GET', '/'], ['GET', '/cart?storeSelected=true&mapRef=MAP-123456'], ['HEAD', '/admin/shopee/callback?code=abc&shop_id=1'], ['GET', '/order-confirmation/ORD-12345678']]) {
      expect(await load(server, host, method, pathname)).toEqual({ status: 302, location: `https://shop.example.test${pathname}` });
      expect(await load(server, '192.168.1.20:3000', method, pathname)).toEqual({ status: 302, location: `https://shop.example.test${pathname}` });
    }
    // At the canonical host the page itself.
    expect((await load(server, 'shop.example.test', 'GET', '/cart')).status).toBe(200);
    // Not page loads: the API, provider callbacks (under /api), files, the simulators, other methods.
    expect((await load(server, host, 'GET', '/api/health')).status).not.toBe(302);
    expect((await load(server, host, 'GET', '/api/ecpay/payment-back/ORD-12345678')).location ?? '').not.toMatch(/^https:\/\/shop\.example\.test/);
    expect((await load(server, host, 'GET', '/assets/index-abc.js')).status).toBe(404);
    expect((await load(server, host, 'GET', '/sandbox/ecpay/logistics/map')).status).not.toBe(302);
    expect((await load(server, host, 'POST', '/cart')).status).not.toBe(302);
  });

  it('PUBLIC_BASE_URL with a path prefix: the prefix is kept', async () => {
    const server = await start({ publicBaseUrl: 'https://example.test/shop' });
    expect(await load(server, new URL(server.url).host, 'GET', '/cart?x=1')).toEqual({ status: 302, location: 'https://example.test/shop/cart?x=1' });
  });

  it('PUBLIC_BASE_URL unset (the demo): the loopback names are one address, nothing is redirected (issue 28)', async () => {
    const server = await start();
    const { port } = new URL(server.url);
    expect(server.config.publicBaseUrl).toBe(server.url);
    // A health check or a bookmark at 127.0.0.1 sees its 200, as one at localhost or [::1] does.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`, `192.168.1.20:${port}`]) {
      for (const pathname of ['/', '/cart?a=1']) {
        expect({ host, pathname, ...(await load(server, host, 'GET', pathname)) }).toEqual({ host, pathname, status: 200 });
      }
    }
  });
});
