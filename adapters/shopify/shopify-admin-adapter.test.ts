import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ProviderUnavailableError, UnauthorizedError } from '../../application/errors';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { ShopifyAdminAdapter, type ShopifyAdminOptions } from './shopify-admin-adapter';
import {
  inTurn, invalidToken, ok, productNode, shopifyQuery, TEST_GRAPHQL_URL, TEST_SETTINGS, TEST_SHOP, TEST_TOKEN, throttled, tokenEndpoint,
  variantNode, type Responder, type ShopifyCall,
} from './testing/shopify-test-server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = '2026-11-25T02:00:00.000Z';
const CREDENTIALS = { shopDomain: TEST_SHOP, accessToken: TEST_TOKEN };
const SHOP = { shop: { name: '好物選品 Outlet', myshopifyDomain: TEST_SHOP, currencyCode: 'TWD' } };

function setup(options: Partial<ShopifyAdminOptions> = {}) {
  const clock = new FakeClock(NOW);
  const calls: ShopifyCall[] = [];
  const sleeps: number[] = [];
  const logs: Array<[string, Record<string, unknown>]> = [];
  const adapter = new ShopifyAdminAdapter(TEST_SETTINGS, {
    clock,
    // Waiting moves the fake clock: the pacing sees the bucket refill.
    sleep: async (ms) => { sleeps.push(ms); clock.advance(ms); },
    log: (event, details) => logs.push([event, details]),
    ...options,
  });
  const on = (operation: string, respond: Responder) => server.use(shopifyQuery(operation, calls, respond));
  return { clock, calls, sleeps, logs, adapter, on };
}

describe('ShopifyAdminAdapter.checkShop (research B2, B3)', () => {
  it('runs shop { name myshopifyDomain } at the pinned version with X-Shopify-Access-Token', async () => {
    const { adapter, on, calls } = setup();
    on('ShopCheck', () => ok(SHOP, 1));
    const outcome = await adapter.checkShop({ shopDomain: TEST_SHOP, accessToken: TEST_TOKEN });
    expect(outcome).toEqual({ kind: 'ok', credentials: CREDENTIALS, shopName: '好物選品 Outlet', myshopifyDomain: TEST_SHOP, tokenExpiresAt: null });
    expect(calls).toEqual([{ operation: 'ShopCheck', variables: {}, token: TEST_TOKEN, contentType: 'application/json' }]);
  });

  it('answers Shopify\'s 401 with the unauthorized outcome, without retrying', async () => {
    const { adapter, on, calls } = setup();
    on('ShopCheck', () => invalidToken());
    expect(await adapter.checkShop({ shopDomain: TEST_SHOP, accessToken: 'shpat_wrong' })).toEqual({ kind: 'unauthorized' });
    expect(calls).toHaveLength(1);
  });

  it('answers an unknown shop (404) with not_found', async () => {
    const { adapter } = setup();
    server.use(http.post('https://nobody-here.myshopify.com/admin/api/2026-10/graphql.json', () => new HttpResponse('Not Found', { status: 404 })));
    expect(await adapter.checkShop({ shopDomain: 'nobody-here', accessToken: TEST_TOKEN })).toEqual({ kind: 'not_found' });
  });

  it('never contacts a host that is not a Shopify shop (unhandled requests fail this suite)', async () => {
    const { adapter } = setup();
    for (const shopDomain of ['127.0.0.1', 'evil.com', 'outlet-demo.myshopify.com@evil.com', 'http://outlet-demo.myshopify.com', 'outlet-demo.myshopify.com:8443']) {
      expect(await adapter.checkShop({ shopDomain, accessToken: TEST_TOKEN })).toEqual({ kind: 'not_found' });
    }
  });

  it('normalises what staff typed and confirms it with myshopifyDomain', async () => {
    const { adapter, on } = setup();
    on('ShopCheck', () => ok(SHOP, 1));
    const outcome = await adapter.checkShop({ shopDomain: 'https://admin.shopify.com/store/outlet-demo', accessToken: TEST_TOKEN });
    expect(outcome).toMatchObject({ kind: 'ok', credentials: { shopDomain: TEST_SHOP } });
  });

  it('client credentials: posts the form grant, then checks the shop with the token it got; expiry = now + expires_in', async () => {
    const { adapter, on, calls } = setup();
    const grants: Array<{ form: URLSearchParams; contentType: string | null }> = [];
    server.use(tokenEndpoint(grants, () => HttpResponse.json({ access_token: 'shpat_granted', scope: 'read_products,read_orders', expires_in: 86399 })));
    on('ShopCheck', () => ok(SHOP, 1));
    const outcome = await adapter.checkShop({ shopDomain: TEST_SHOP, clientId: 'client-id-1', clientSecret: 'client-secret-1' });
    expect(outcome).toEqual({
      kind: 'ok', credentials: { shopDomain: TEST_SHOP, accessToken: 'shpat_granted' }, shopName: '好物選品 Outlet', myshopifyDomain: TEST_SHOP,
      tokenExpiresAt: new Date(Date.parse(NOW) + 86_399_000),
    });
    expect(grants[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(grants[0].form)).toEqual({ grant_type: 'client_credentials', client_id: 'client-id-1', client_secret: 'client-secret-1' });
    expect(calls[0].token).toBe('shpat_granted');
  });

  it('client credentials refused (400 invalid_client): unauthorized, and no Admin API call', async () => {
    const { adapter, calls } = setup();
    server.use(tokenEndpoint([], () => HttpResponse.json({ error: 'invalid_client', error_description: 'Client credentials are invalid' }, { status: 400 })));
    expect(await adapter.checkShop({ shopDomain: TEST_SHOP, clientId: 'x', clientSecret: 'y' })).toEqual({ kind: 'unauthorized' });
    expect(calls).toHaveLength(0);
  });

  it('a token endpoint that is down is SHOPIFY_UNAVAILABLE, not a refusal', async () => {
    const { adapter } = setup();
    server.use(tokenEndpoint([], () => new HttpResponse('<html>502</html>', { status: 502 })));
    await expect(adapter.checkShop({ shopDomain: TEST_SHOP, clientId: 'x', clientSecret: 'y' })).rejects.toMatchObject({ code: 'SHOPIFY_UNAVAILABLE' });
  });
});

describe('ShopifyAdminAdapter.listProducts (research B4)', () => {
  it('maps products, variants, inventory and images; pages by cursor with first <= 250', async () => {
    const { adapter, on, calls } = setup();
    on('Products', () => ok({ products: {
      pageInfo: { hasNextPage: true, endCursor: 'cursor-2' },
      nodes: [productNode(1, [variantNode(11), variantNode(12, { sku: '', compareAtPrice: null, price: '990.50', inventoryQuantity: null })], { status: 'UNLISTED' })],
    } }, 652));
    const page = await adapter.listProducts(CREDENTIALS, 'cursor-1');
    expect(page).toEqual({
      nextCursor: 'cursor-2',
      products: [{
        id: 'gid://shopify/Product/1', title: '商品 1', descriptionHtml: '<p>好穿</p>', status: 'DRAFT', productType: '', updatedAt: '2026-11-20T02:00:00Z',
        imageUrls: ['https://cdn.shopify.com/1-1.jpg', 'https://cdn.shopify.com/1-2.jpg'],
        variants: [
          { id: 'gid://shopify/ProductVariant/11', sku: 'SKU-11', title: 'M / 黑色', price: 1280, compareAtPrice: 1980, inventoryItemId: 'gid://shopify/InventoryItem/11', available: 4 },
          { id: 'gid://shopify/ProductVariant/12', sku: null, title: 'M / 黑色', price: 991, compareAtPrice: null, inventoryItemId: 'gid://shopify/InventoryItem/12', available: 0 },
        ],
      }],
    });
    expect(calls[0].variables).toEqual({ first: 10, after: 'cursor-1', mediaFirst: 5, variantsFirst: 25 });
    for (const size of ['first', 'mediaFirst', 'variantsFirst'] as const) expect(calls[0].variables[size]).toBeLessThanOrEqual(250);
  });

  it('completes a product with more variants than one page through ProductVariants; the last page has no cursor', async () => {
    const { adapter, on, calls } = setup({ pageSizes: { variants: 2, moreVariants: 2 } });
    on('Products', () => ok({ products: { pageInfo: { hasNextPage: false, endCursor: 'end' }, nodes: [productNode(1, [variantNode(1), variantNode(2)], {}, true)] } }));
    on('ProductVariants', inTurn(
      () => ok({ product: { variants: { pageInfo: { hasNextPage: true, endCursor: 'v2' }, nodes: [variantNode(3), variantNode(4)] } } }),
      () => ok({ product: { variants: { pageInfo: { hasNextPage: false, endCursor: 'v3' }, nodes: [variantNode(5)] } } }),
    ));
    const page = await adapter.listProducts(CREDENTIALS, null);
    expect(page.nextCursor).toBeNull();
    expect(page.products[0].variants.map((v) => v.id)).toEqual([1, 2, 3, 4, 5].map((n) => `gid://shopify/ProductVariant/${n}`));
    expect(calls.map((c) => [c.operation, c.variables.after])).toEqual([['Products', null], ['ProductVariants', 'v-cursor-1'], ['ProductVariants', 'v2']]);
  });

  it.each([200, 429])('THROTTLED (HTTP %i): waits ceil((requested - available) / restoreRate) s, then succeeds', async (status) => {
    const { adapter, on, calls, sleeps } = setup();
    on('Products', inTurn(() => throttled(752, 666, status), () => ok({ products: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] } })));
    expect(await adapter.listProducts(CREDENTIALS, null)).toEqual({ products: [], nextCursor: null });
    expect(calls).toHaveLength(2);
    // (752 - 666) / 50 = 1.72 -> 2 s.
    expect(sleeps).toEqual([2000]);
  });

  it('gives up after 5 throttled tries with SHOPIFY_UNAVAILABLE', async () => {
    const { adapter, on, calls, sleeps, logs } = setup();
    on('Products', () => throttled(900, 0));
    await expect(adapter.listProducts(CREDENTIALS, null)).rejects.toMatchObject({ kind: 'provider_unavailable', code: 'SHOPIFY_UNAVAILABLE' });
    expect(calls).toHaveLength(5);
    expect(sleeps.filter((ms) => ms === 18_000)).toHaveLength(4);
    expect(logs.at(-1)?.[0]).toBe('shopify.unavailable');
  });

  it('paces itself from throttleStatus: after a call that left the bucket low, it waits for the refill', async () => {
    const { adapter, on, sleeps } = setup();
    on('Products', () => ok({ products: { pageInfo: { hasNextPage: true, endCursor: 'c' }, nodes: [] } }, 652, 100));
    await adapter.listProducts(CREDENTIALS, null);
    expect(sleeps).toEqual([]);
    await adapter.listProducts(CREDENTIALS, 'c');
    // 652 needed, 100 left, 50/s: 11.04 s before the second call.
    expect(sleeps).toEqual([11_040]);
  });

  it('retries 500, 503 and a network failure with backoff', async () => {
    const { adapter, on, calls, sleeps } = setup();
    on('Products', inTurn(
      () => new HttpResponse('Internal Server Error', { status: 500 }),
      () => HttpResponse.json({ errors: 'Service Unavailable' }, { status: 503 }),
      () => HttpResponse.error(),
      () => ok({ products: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] } }),
    ));
    await adapter.listProducts(CREDENTIALS, null);
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('a 401 on a sync call is UnauthorizedError SHOPIFY_UNAUTHORIZED (the token was revoked)', async () => {
    const { adapter, on } = setup();
    on('Products', () => invalidToken());
    const failure = await adapter.listProducts(CREDENTIALS, null).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnauthorizedError);
    expect(failure).toMatchObject({ code: 'SHOPIFY_UNAUTHORIZED' });
  });

  it('a missing scope (ACCESS_DENIED) is SHOPIFY_ACCESS_DENIED', async () => {
    const { adapter, on } = setup();
    on('Products', () => HttpResponse.json({ errors: [{ message: 'Access denied for products field. Required access: `read_products` access scope.', extensions: { code: 'ACCESS_DENIED' } }] }));
    await expect(adapter.listProducts(CREDENTIALS, null)).rejects.toMatchObject({ kind: 'provider_unavailable', code: 'SHOPIFY_ACCESS_DENIED' });
  });

  it.each([
    ['an HTML page with HTTP 200', () => new HttpResponse('<html>maintenance</html>', { status: 200 })],
    ['a JSON array', () => HttpResponse.json([1])],
    ['data of another shape', () => HttpResponse.json({ data: { products: { nodes: 'none' } } })],
    ['a price that is not an amount', () => ok({ products: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [productNode(1, [variantNode(1, { price: 'free' })])] } })],
    ['a GraphQL error', () => HttpResponse.json({ errors: [{ message: 'Field \'x\' doesn\'t exist on type \'Product\'', extensions: { code: 'undefinedField' } }] })],
    ['HTTP 403', () => HttpResponse.json({ errors: 'Forbidden' }, { status: 403 })],
  ])('answers %s with SHOPIFY_UNAVAILABLE at once', async (_, respond) => {
    const { adapter, on, calls } = setup();
    on('Products', respond);
    const failure = await adapter.listProducts(CREDENTIALS, null).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ code: 'SHOPIFY_UNAVAILABLE' });
    expect(calls).toHaveLength(1);
  });
});

describe('ShopifyAdminAdapter.findOrder (research B5)', () => {
  const order = (name: string, fields: Record<string, unknown> = {}) => ({
    id: `gid://shopify/Order/${name.slice(1)}`, name, createdAt: '2026-11-01T03:00:00Z', phone: null, displayFulfillmentStatus: 'FULFILLED',
    totalPriceSet: { shopMoney: { amount: '2560.00', currencyCode: 'TWD' } },
    customer: { defaultPhoneNumber: { phoneNumber: '+886912345678' } },
    shippingAddress: { phone: '0912-345-678' },
    lineItems: { nodes: [{ title: '羊毛大衣', variantTitle: 'M / 黑色', sku: 'COAT-M-BK', quantity: 2, originalUnitPriceSet: { shopMoney: { amount: '1280.00' } } }] },
    ...fields,
  });

  it('searches name:#1001, picks the exact name among the hits, and reads the three phones', async () => {
    const { adapter, on, calls } = setup();
    on('OrderByName', () => ok({ orders: { nodes: [order('#10010', { phone: '0900000000' }), order('#1001')] } }));
    const found = await adapter.findOrder(CREDENTIALS, '1001');
    expect(calls[0].variables).toEqual({ query: 'name:#1001', first: 5, lineItemsFirst: 30 });
    expect(found).toEqual({
      name: '#1001', phone: '+886912345678', phones: ['+886912345678', '0912-345-678'], createdAt: '2026-11-01T03:00:00Z', totalPrice: 2560,
      displayFulfillmentStatus: 'FULFILLED',
      lineItems: [{ title: '羊毛大衣', variantTitle: 'M / 黑色', sku: 'COAT-M-BK', quantity: 2, price: 1280 }],
    });
  });

  it('prefers the order\'s own phone; redacted phones (null) give phone null', async () => {
    const { adapter, on } = setup();
    on('OrderByName', inTurn(
      () => ok({ orders: { nodes: [order('#1002', { phone: '0987654321' })] } }),
      () => ok({ orders: { nodes: [order('#1003', { customer: null, shippingAddress: { phone: null } })] } }),
    ));
    expect(await adapter.findOrder(CREDENTIALS, '#1002')).toMatchObject({ phone: '0987654321', phones: ['0987654321', '+886912345678', '0912-345-678'] });
    expect(await adapter.findOrder(CREDENTIALS, '#1003')).toMatchObject({ phone: null, phones: [] });
  });

  it('an unknown name is null', async () => {
    const { adapter, on } = setup();
    on('OrderByName', () => ok({ orders: { nodes: [order('#10010')] } }));
    expect(await adapter.findOrder(CREDENTIALS, '#1001')).toBeNull();
  });

  it.each(['1001 OR name:*', '#1001"', 'name:#1', '', '#'])('a name that could widen the search (%j) is null without a call', async (name) => {
    const { adapter, calls } = setup();
    expect(await adapter.findOrder(CREDENTIALS, name)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('logs', () => {
  it('never contain the access token or the client secret', async () => {
    const { adapter, on, logs } = setup();
    server.use(tokenEndpoint([], () => HttpResponse.json({ error: 'invalid_client' }, { status: 401 })));
    await adapter.checkShop({ shopDomain: TEST_SHOP, clientId: 'id', clientSecret: 'very-secret-value' });
    on('Products', inTurn(() => throttled(), () => invalidToken()));
    await adapter.listProducts(CREDENTIALS, null).catch(() => undefined);
    on('OrderByName', () => new HttpResponse('garbage'));
    await adapter.findOrder(CREDENTIALS, '#1001').catch(() => undefined);
    const written = JSON.stringify(logs);
    expect(logs.length).toBeGreaterThanOrEqual(3);
    expect(written).not.toContain(TEST_TOKEN);
    expect(written).not.toContain('very-secret-value');
  });
});

it('uses the version from the settings in the path', () => {
  expect(TEST_GRAPHQL_URL).toBe('https://outlet-demo.myshopify.com/admin/api/2026-10/graphql.json');
});
