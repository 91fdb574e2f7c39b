import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Koa from 'koa';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { DEMO_SHOPIFY_WEBHOOK_SECRET, SANDBOX_SHOPIFY_CLIENT_ID } from '../../shopify-config';
import { SANDBOX_PRODUCT_COUNT, sandboxCatalogue } from './catalogue';
import { SANDBOX_SHOPIFY_ACCESS_TOKEN } from './shopify-sandbox';
import type { ShopifySandboxOptions, WebhookDelivery } from './shopify-sandbox-options';
import { shopifySandboxRouter } from './shopify-sandbox-router';

const T0 = '2026-11-25T02:00:00.000Z';
const SHOP = 'outlet-demo.myshopify.com';

interface Received { headers: IncomingMessage['headers']; body: string }

/** The simulator on its own server, and a stand-in for the shop receiving webhooks on another. */
async function startSimulator(options: Partial<ShopifySandboxOptions> = {}) {
  const clock = new FakeClock(T0);
  const received: Received[] = [];
  let shopStatus = 200;
  const shop: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => { received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }); res.statusCode = shopStatus; res.end(); });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, r) => r.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/shopify`;
  const deliveries: WebhookDelivery[] = [];
  const { sandbox, router } = shopifySandboxRouter({
    publicBaseUrl: base, shopBaseUrl: shopOrigin, clock, webhookAddress: `${shopOrigin}/api/shopify/webhooks`,
    retryDelaysMs: [20], onDelivery: (d) => deliveries.push(d), ...options,
  });
  const app = new Koa();
  app.use(router.routes()).use(router.allowedMethods());
  handler = app.callback();

  const graphql = async (operationName: string, variables: Record<string, unknown> = {}, token: string | null = SANDBOX_SHOPIFY_ACCESS_TOKEN, shopDomain = SHOP) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token !== null) headers['X-Shopify-Access-Token'] = token;
    const response = await fetch(`${base}/${shopDomain}/admin/api/2026-10/graphql.json`, {
      method: 'POST', headers, body: JSON.stringify({ query: `query ${operationName} { __typename }`, variables }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const control = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${base}/control${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const close = async () => {
    for (const s of [server, shop]) await new Promise<void>((resolve) => { s.closeAllConnections(); s.close(() => resolve()); });
  };
  return { sandbox, clock, base, graphql, control, close, received, deliveries, shopOrigin, setShopStatus: (s: number) => { shopStatus = s; } };
}

type Sim = Awaited<ReturnType<typeof startSimulator>>;

describe('the simulator shop (catalogue.ts, orders.ts)', () => {
  it('holds 40 believable outlet products: zh-TW titles, unique SKUs and ids, TWD prices below the original, a product with 30 variants', () => {
    const products = sandboxCatalogue();
    expect(products).toHaveLength(SANDBOX_PRODUCT_COUNT);
    expect(SANDBOX_PRODUCT_COUNT).toBe(40);
    const variants = products.flatMap((p) => p.variants);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
    expect(products.every((p) => /[\u4e00-\u9fff]/.test(p.title))).toBe(true);
    expect(variants.every((v) => Number.isInteger(v.price) && v.price > 0 && (v.compareAtPrice === null || v.compareAtPrice > v.price))).toBe(true);
    expect(Math.max(...products.map((p) => p.variants.length))).toBe(30);
    expect(variants.some((v) => v.available === 0)).toBe(true);
    expect(products.map((p) => p.status).filter((s) => s !== 'ACTIVE')).toEqual(['DRAFT', 'ARCHIVED']);
    // Deterministic: the same shop on every start.
    expect(sandboxCatalogue()).toEqual(products);
  });
});

describe('Shopify simulator over HTTP', () => {
  let sim: Sim;
  beforeAll(async () => { sim = await startSimulator(); });
  afterAll(() => sim.close());
  beforeEach(() => {
    sim.clock.advance(60_000);
    sim.sandbox.throttleNext(0);
    sim.sandbox.restoreTokens();
  });

  it('answers ShopCheck with the shop, the version header and extensions.cost', async () => {
    const { status, headers, body } = await sim.graphql('ShopCheck');
    expect(status).toBe(200);
    expect(headers.get('x-shopify-api-version')).toBe('2026-10');
    expect(body.data).toEqual({ shop: { name: '好物選品 Outlet（測試店）', myshopifyDomain: SHOP, currencyCode: 'TWD' } });
    expect(body.extensions.cost).toEqual({ requestedQueryCost: 1, actualQueryCost: 1, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 999, restoreRate: 50 } });
  });

  it.each([['no token', null], ['a wrong token', 'shpat_ffffffffffffffffffffffffffffffff']])('answers %s with Shopify\'s exact 401', async (_, token) => {
    const { status, headers, body } = await sim.graphql('ShopCheck', {}, token);
    expect(status).toBe(401);
    expect(body).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    expect(headers.get('www-authenticate')).toBe('Basic Realm="Shopify API Authentication"');
  });

  it('answers an unknown shop with 404 and a revoked token with 401', async () => {
    expect((await sim.graphql('ShopCheck', {}, SANDBOX_SHOPIFY_ACCESS_TOKEN, 'someone-else.myshopify.com')).status).toBe(404);
    expect((await sim.control('/revoke')).status).toBe(200);
    expect((await sim.graphql('ShopCheck')).status).toBe(401);
    await sim.control('/restore-tokens');
    expect((await sim.graphql('ShopCheck')).status).toBe(200);
  });

  it('issues 24-hour tokens by the client-credentials grant, and refuses a wrong secret', async () => {
    const post = (fields: Record<string, string>) => fetch(`${sim.base}/${SHOP}/admin/oauth/access_token`, { method: 'POST', body: new URLSearchParams(fields) });
    const refused = await post({ grant_type: 'client_credentials', client_id: SANDBOX_SHOPIFY_CLIENT_ID, client_secret: 'wrong' });
    expect([refused.status, await refused.json()]).toEqual([400, { error: 'invalid_client', error_description: 'Client authentication failed' }]);
    const granted = await post({ grant_type: 'client_credentials', client_id: SANDBOX_SHOPIFY_CLIENT_ID, client_secret: DEMO_SHOPIFY_WEBHOOK_SECRET });
    const token = (await granted.json()) as { access_token: string; expires_in: number; scope: string };
    expect(token).toMatchObject({ expires_in: 86399, scope: expect.stringContaining('read_products') });
    expect(token.access_token).toMatch(/^shpat_[0-9a-f]{32}$/);
    expect((await sim.graphql('ShopCheck', {}, token.access_token)).status).toBe(200);
    sim.clock.advance(86_399_000);
    expect((await sim.graphql('ShopCheck', {}, token.access_token)).status).toBe(401);
  });

  it('pages the products by cursor (sortKey ID), every product once, first capped at 250', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      sim.clock.advance(60_000);
      const { body } = await sim.graphql('Products', { first: 10, after, mediaFirst: 5, variantsFirst: 25 });
      seen.push(...body.data.products.nodes.map((p: { id: string }) => p.id));
      if (!body.data.products.pageInfo.hasNextPage) break;
      after = body.data.products.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
    const tooMany = await sim.graphql('Products', { first: 251, mediaFirst: 5, variantsFirst: 25 });
    expect(tooMany.body.errors[0].message).toMatch(/maximum of 250/);
  });

  it('refuses a query above 1000 points with MAX_COST_EXCEEDED (the research\'s 50 x 100 page would be)', async () => {
    const { body } = await sim.graphql('Products', { first: 50, mediaFirst: 20, variantsFirst: 100 });
    expect(body.errors[0].extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', maxCost: 1000 });
  });

  it('answers THROTTLED with Shopify\'s shape when the bucket is short, and again once it has refilled', async () => {
    sim.clock.advance(60_000);
    const variables = { first: 10, mediaFirst: 5, variantsFirst: 25 };
    const first = await sim.graphql('Products', variables);
    expect(first.body.extensions.cost.requestedQueryCost).toBe(652);
    // Charged the actual cost (what was returned), less than requested: a few pages fit before the bucket is short.
    expect(first.body.extensions.cost.actualQueryCost).toBeLessThan(652);
    let second = first;
    for (let call = 0; call < 5 && second.body.errors === undefined; call += 1) second = await sim.graphql('Products', variables);
    expect(second.status).toBe(200);
    expect(second.body.errors).toEqual([{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }]);
    expect(second.body.extensions.cost).toMatchObject({ requestedQueryCost: 652, actualQueryCost: null, throttleStatus: { maximumAvailable: 1000, restoreRate: 50 } });
    const { currentlyAvailable } = second.body.extensions.cost.throttleStatus;
    expect(currentlyAvailable).toBeLessThan(652);
    sim.clock.advance(Math.ceil((652 - currentlyAvailable) / 50) * 1000);
    expect((await sim.graphql('Products', { first: 10, mediaFirst: 5, variantsFirst: 25 })).body.data).toBeDefined();
  });

  it('throttles the next N calls on demand', async () => {
    expect((await sim.control('/throttle', { count: 2 })).body).toEqual({ pending_throttles: 2 });
    expect((await sim.graphql('ShopCheck')).body.errors[0].extensions.code).toBe('THROTTLED');
    expect((await sim.graphql('ShopCheck')).body.errors[0].extensions.code).toBe('THROTTLED');
    expect((await sim.graphql('ShopCheck')).body.data.shop).toBeDefined();
  });

  it('finds an order by name:#1001 with its phones; another search finds nothing', async () => {
    const { body } = await sim.graphql('OrderByName', { query: 'name:#1004', first: 5, lineItemsFirst: 30 });
    expect(body.data.orders.nodes).toEqual([expect.objectContaining({
      name: '#1004', phone: null, customer: { defaultPhoneNumber: { phoneNumber: '+886955666777' } }, shippingAddress: { phone: null },
    })]);
    expect((await sim.graphql('OrderByName', { query: 'phone:0912345678', first: 5, lineItemsFirst: 30 })).body.data.orders.nodes).toEqual([]);
  });

  it('setInventory sends inventory_levels/update to the shop, signed with the app secret over the raw body', async () => {
    const variant = sim.sandbox.products[0].variants[0];
    const { status, body } = await sim.control('/inventory', { variant_id: `gid://shopify/ProductVariant/${variant.id}`, available: 2 });
    expect([status, body]).toEqual([200, { variant_id: variant.id, inventory_item_id: variant.inventoryItemId, available: 2 }]);
    await Promise.all(sim.sandbox.deliveries);
    const hook = sim.received.at(-1)!;
    expect(hook.headers['x-shopify-topic']).toBe('inventory_levels/update');
    expect(hook.headers['x-shopify-shop-domain']).toBe(SHOP);
    expect(hook.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', DEMO_SHOPIFY_WEBHOOK_SECRET).update(Buffer.from(hook.body)).digest('base64'));
    expect(JSON.parse(hook.body)).toMatchObject({ inventory_item_id: variant.inventoryItemId, location_id: 78000000001, available: 2 });
    const page = await sim.graphql('Products', { first: 1, mediaFirst: 1, variantsFirst: 1 });
    expect(page.body.data.products.nodes[0].variants.nodes[0].inventoryQuantity).toBe(2);
  });

  it('createOrder takes the stock and sends orders/create then inventory_levels/update; the order can be looked up', async () => {
    const variant = sim.sandbox.products[1].variants[0];
    const before = variant.available;
    const before_count = sim.received.length;
    const { status, body } = await sim.control('/orders', { line_items: [{ variant_id: variant.id, quantity: 1 }], phone: '0912000111' });
    expect(status).toBe(200);
    await Promise.all(sim.sandbox.deliveries);
    const hooks = sim.received.slice(before_count);
    expect(hooks.map((h) => h.headers['x-shopify-topic'])).toEqual(['orders/create', 'inventory_levels/update']);
    expect(JSON.parse(hooks[0].body)).toMatchObject({ name: body.name, phone: '0912000111', line_items: [{ variant_id: variant.id, quantity: 1 }] });
    expect(variant.available).toBe(before - 1);
    const found = await sim.graphql('OrderByName', { query: `name:${String(body.name)}`, first: 5, lineItemsFirst: 30 });
    expect(found.body.data.orders.nodes[0]).toMatchObject({ name: body.name, phone: '0912000111', displayFulfillmentStatus: 'UNFULFILLED' });
    expect((await sim.control('/orders', { line_items: [{ variant_id: variant.id, quantity: 999 }] })).status).toBe(409);
  });

  it('redelivers an unacknowledged webhook with the same id', async () => {
    sim.setShopStatus(500);
    const count = sim.deliveries.length;
    sim.sandbox.setInventory(sim.sandbox.products[2].variants[0].id, 5);
    await Promise.all(sim.sandbox.deliveries);
    sim.setShopStatus(200);
    const attempts = sim.deliveries.slice(count);
    expect(attempts.map((d) => [d.attempt, d.acknowledged])).toEqual([[1, false], [2, false]]);
    expect(new Set(attempts.map((d) => d.webhookId)).size).toBe(1);
  });

  it('control routes: webhooks only to the shop itself, JSON only, 400 on bad input, 404 on an unknown variant', async () => {
    expect((await sim.control('/webhooks', { address: 'http://169.254.169.254/latest' })).status).toBe(400);
    expect((await sim.control('/webhooks', { address: `${sim.shopOrigin}@evil.example/x` })).status).toBe(400);
    expect((await sim.control('/inventory', { variant_id: 1, available: 3 })).status).toBe(404);
    expect((await sim.control('/inventory', { variant_id: 'x', available: 3 })).status).toBe(400);
    expect((await sim.control('/inventory', { variant_id: sim.sandbox.products[0].variants[0].id, available: -1 })).status).toBe(400);
    expect((await sim.control('/throttle', { count: 'many' })).status).toBe(400);
    const form = await fetch(`${sim.base}/control/throttle`, { method: 'POST', body: new URLSearchParams({ count: '5' }) });
    expect(form.status).toBe(415);
    const state = (await (await fetch(`${sim.base}/control/state`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ shop_domain: SHOP, products: 40, order_names: expect.arrayContaining(['#1001', '#1010']) });
  });
});
