import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import Koa from 'koa';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { ShopifyAdminAdapter } from '../../../adapters/shopify/shopify-admin-adapter';
import type { ShopifyProduct } from '../../../application/shopify/shopify-admin.port';
import { DEMO_SHOPIFY_WEBHOOK_SECRET, SANDBOX_SHOPIFY_CLIENT_ID, SANDBOX_SHOPIFY_SHOP_DOMAIN } from '../../shopify-config';
import { SANDBOX_SHOPIFY_ACCESS_TOKEN, type ShopifySandbox } from './shopify-sandbox';
import type { ShopifySandboxOptions } from './shopify-sandbox-options';
import { shopifySandboxRouter } from './shopify-sandbox-router';

/**
 * The real adapter (adapters/shopify) against the simulator over real HTTP, sharing a fake clock: every wait the
 * adapter makes (THROTTLED, pacing) moves the simulator's bucket time forward by as much, so a whole sync runs
 * at the bucket's pace in no time.
 */
const CREDENTIALS = { shopDomain: SANDBOX_SHOPIFY_SHOP_DOMAIN, accessToken: SANDBOX_SHOPIFY_ACCESS_TOKEN };

async function setup(options: Partial<ShopifySandboxOptions> = {}) {
  const clock = new FakeClock('2026-11-25T02:00:00.000Z');
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, r) => r.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/shopify`;
  const { sandbox, router } = shopifySandboxRouter({ publicBaseUrl: base, shopBaseUrl: 'http://shop.example', clock, ...options });
  const app = new Koa();
  app.use(router.routes());
  handler = app.callback();
  const sleeps: number[] = [];
  const logs: string[] = [];
  const adapter = new ShopifyAdminAdapter({ apiVersion: '2026-10', customDomains: [], apiBaseUrl: base }, {
    clock, sleep: async (ms) => { sleeps.push(ms); clock.advance(ms); }, log: (event) => logs.push(event),
  });
  const close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return { sandbox, clock, adapter, sleeps, logs, close };
}

async function syncAll(adapter: ShopifyAdminAdapter): Promise<{ products: ShopifyProduct[]; pages: number }> {
  const products: ShopifyProduct[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await adapter.listProducts(CREDENTIALS, cursor);
    products.push(...page.products);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 100);
  return { products, pages };
}

describe('ShopifyAdminAdapter against the simulator', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  let sandbox: ShopifySandbox;
  beforeEach(async () => { env = await setup(); sandbox = env.sandbox; });
  afterEach(() => env.close());

  it('checkShop: the demo token is ok; a wrong token is unauthorized; another shop is not_found', async () => {
    expect(await env.adapter.checkShop({ shopDomain: 'outlet-demo', accessToken: SANDBOX_SHOPIFY_ACCESS_TOKEN })).toEqual({
      kind: 'ok', credentials: CREDENTIALS, shopName: '好物選品 Outlet（測試店）', myshopifyDomain: SANDBOX_SHOPIFY_SHOP_DOMAIN, tokenExpiresAt: null,
    });
    expect(await env.adapter.checkShop({ shopDomain: SANDBOX_SHOPIFY_SHOP_DOMAIN, accessToken: 'shpat_00000000000000000000000000000000' })).toEqual({ kind: 'unauthorized' });
    expect(await env.adapter.checkShop({ shopDomain: 'another-shop.myshopify.com', accessToken: SANDBOX_SHOPIFY_ACCESS_TOKEN })).toEqual({ kind: 'not_found' });
  });

  it('checkShop with client credentials: a 24-hour token that then reads the shop; a wrong secret is unauthorized', async () => {
    const outcome = await env.adapter.checkShop({ shopDomain: SANDBOX_SHOPIFY_SHOP_DOMAIN, clientId: SANDBOX_SHOPIFY_CLIENT_ID, clientSecret: DEMO_SHOPIFY_WEBHOOK_SECRET });
    expect(outcome).toMatchObject({ kind: 'ok', tokenExpiresAt: new Date(Date.parse('2026-11-25T02:00:00.000Z') + 86_399_000) });
    if (outcome.kind !== 'ok') throw new Error('expected ok');
    expect(outcome.credentials.accessToken).not.toBe(SANDBOX_SHOPIFY_ACCESS_TOKEN);
    expect((await env.adapter.listProducts(outcome.credentials, null)).products.length).toBeGreaterThan(0);
    expect(await env.adapter.checkShop({ shopDomain: SANDBOX_SHOPIFY_SHOP_DOMAIN, clientId: SANDBOX_SHOPIFY_CLIENT_ID, clientSecret: 'nope' })).toEqual({ kind: 'unauthorized' });
  });

  it('a full sync pages through all 40 products, completes the 30-variant product, and matches the shop\'s stock, pacing itself instead of failing', async () => {
    const { products, pages } = await syncAll(env.adapter);
    expect(pages).toBe(4);
    expect(products.map((p) => p.id)).toEqual(sandbox.products.map((p) => `gid://shopify/Product/${p.id}`));
    expect(Math.max(...products.map((p) => p.variants.length))).toBe(30);
    const stock = (list: Array<{ variants: Array<{ available: number }> }>) => list.reduce((sum, p) => sum + p.variants.reduce((s, v) => s + v.available, 0), 0);
    expect(stock(products)).toBe(stock(sandbox.products));
    const seventh = products[6];
    expect(seventh).toMatchObject({ title: '經典帆布鞋', productType: '鞋款', status: 'ACTIVE', imageUrls: [expect.stringMatching(/\/images\/8000000000007-1\.svg$/), expect.any(String)] });
    expect(seventh.variants[0]).toMatchObject({ sku: expect.stringMatching(/^OT-SNKR-07-/), price: expect.any(Number), compareAtPrice: 1680, inventoryItemId: expect.stringMatching(/^gid:\/\/shopify\/InventoryItem\//) });
    expect(env.logs).not.toContain('shopify.unavailable');
  });

  it('with a bucket barely above one page\'s requested cost, the adapter paces itself and is never THROTTLED', async () => {
    await env.close();
    env = await setup({ bucketSize: 700, restoreRate: 50 });
    const { products } = await syncAll(env.adapter);
    expect(products).toHaveLength(40);
    expect(env.logs).toContain('shopify.pace');
    expect(env.logs).not.toContain('shopify.retry');
  });

  it('throttled, then ok: THROTTLED answers are waited out and the page arrives', async () => {
    sandbox.throttleNext(2);
    const page = await env.adapter.listProducts(CREDENTIALS, null);
    expect(page.products).toHaveLength(10);
    expect(env.logs.filter((event) => event === 'shopify.retry')).toHaveLength(2);
    expect(env.sleeps.length).toBeGreaterThanOrEqual(2);
  });

  it('throttled for longer than the retries: SHOPIFY_UNAVAILABLE', async () => {
    sandbox.throttleNext(50);
    await expect(env.adapter.listProducts(CREDENTIALS, null)).rejects.toMatchObject({ code: 'SHOPIFY_UNAVAILABLE' });
  });

  it('a revoked token: listProducts and findOrder fail with SHOPIFY_UNAUTHORIZED', async () => {
    sandbox.revokeToken();
    await expect(env.adapter.listProducts(CREDENTIALS, null)).rejects.toMatchObject({ kind: 'unauthorized', code: 'SHOPIFY_UNAUTHORIZED' });
    await expect(env.adapter.findOrder(CREDENTIALS, '#1001')).rejects.toMatchObject({ code: 'SHOPIFY_UNAUTHORIZED' });
  });

  it('findOrder: by name with its phones, a redacted order with none, an unknown name null', async () => {
    expect(await env.adapter.findOrder(CREDENTIALS, '1001')).toMatchObject({ name: '#1001', phone: '0912345678', phones: ['0912345678', '+886912345678'] });
    expect(await env.adapter.findOrder(CREDENTIALS, '#1003')).toMatchObject({ phone: '0933222111', phones: ['0933222111'] });
    expect(await env.adapter.findOrder(CREDENTIALS, '#1005')).toMatchObject({ phone: '0921000333', phones: ['0921000333', '+886921000333', '0910555888'] });
    expect(await env.adapter.findOrder(CREDENTIALS, '#1006')).toMatchObject({ phone: null, phones: [] });
    expect(await env.adapter.findOrder(CREDENTIALS, '#9999')).toBeNull();
    const order = await env.adapter.findOrder(CREDENTIALS, '#1010');
    expect(order?.lineItems).toHaveLength(3);
    expect(order?.totalPrice).toBe(order?.lineItems.reduce((sum, line) => sum + line.price * line.quantity, 0));
  });
});

describe('ShopifyAdminAdapter against a simulator answering THROTTLED with HTTP 429', () => {
  it('waits it out the same way', async () => {
    const env = await setup({ throttledStatus: 429 });
    try {
      env.sandbox.throttleNext(1);
      expect((await env.adapter.listProducts(CREDENTIALS, null)).products).toHaveLength(10);
      expect(env.logs).toContain('shopify.retry');
    } finally {
      await env.close();
    }
  });
});
