import { AUDIT_LOG } from '../../application/shared/audit-log.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { SHOPIFY_ADMIN, SHOPIFY_WEBHOOK_VERIFIER } from '../../application/shopify/shopify-admin.port';
import { SyncShopifyStock } from '../../application/shopify/sync-shopify-stock';
import {
  FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_SHOP, FAKE_TOKEN, FakeShopifyAdmin, FakeWebhookVerifier, fakeWebhookSignature, shopifyOrder,
  shopifyProduct, shopifyVariant,
} from '../../application/shopify/testing/fake-shopify-admin';
import { InMemoryAuditLog } from '../../application/shared/testing/in-memory-audit-log';
import { formatMessage } from '../../domain/messages';
import { apiCalls, expectStaffOnly, registerCustomer, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { override } from '../container';
import { SANDBOX_SHOPIFY_ACCESS_TOKEN } from '../sandbox/shopify/shopify-sandbox';
import { SANDBOX_SHOPIFY_SHOP_DOMAIN } from '../shopify-config';
import { serveApp, type ServedApp } from './testing/serve-app';

const T0 = '2026-11-29T02:00:00.000Z';
const STAFF_SECRET = 'shopify-routes-staff-secret';
const STAFF_ROUTES: Array<[string, string]> = [
  ['POST', '/api/shopify/credentials'], ['DELETE', '/api/shopify/credentials'], ['GET', '/api/admin/shopify/connection'],
  ['GET', '/api/admin/shopify/sync'], ['POST', '/api/admin/shopify/sync'],
];
const HOUR = 3_600_000;

describe.each(databasesUnderTest)('Shopify connection, stock sync, webhooks and link-order API on $name', (database) => {
  let db: OpenDatabase;
  let app: ServedApp;
  const clock = new FakeClock(T0);
  const admin = new FakeShopifyAdmin();
  const audit = new InMemoryAuditLog();

  const call = apiCalls(() => app.url);
  const staffToken = () => registerStaff(call, STAFF_SECRET);
  const customerToken = (phone?: string) => registerCustomer(call, phone);
  /** A webhook as Shopify sends it: the signature over exactly these bytes. */
  const webhook = (topic: string, id: string, payload: unknown, options: { shop?: string; signature?: string } = {}) => {
    const raw = JSON.stringify(payload);
    return call('POST', '/api/shopify/webhooks', {
      raw,
      headers: {
        'X-Shopify-Topic': topic, 'X-Shopify-Webhook-Id': id, 'X-Shopify-Shop-Domain': options.shop ?? FAKE_SHOP,
        'X-Shopify-Hmac-Sha256': options.signature ?? fakeWebhookSignature(Buffer.from(raw)),
      },
    });
  };
  const idle = () => app.container.get(SyncShopifyStock).idle();
  const item = (variantId: number) => db.knex('outlet_items').where({ shopify_variant_id: `gid://shopify/ProductVariant/${variantId}` }).first();
  /** Units held (unexpired) and sold (confirmed) of an item, as checkout and the cart leave them. */
  const hold = async (itemId: number, sold: boolean) => {
    const now = clock.now();
    await db.knex('outlet_reservations').insert({
      outlet_item_id: itemId, reserved_by: '0911222333', created_at: now, expires_at: new Date(now.getTime() + 2 * HOUR), released_at: null,
      confirmed_at: sold ? now : null,
    });
  };
  const connect = async (token: string) => {
    const answer = await call('POST', '/api/shopify/credentials', { token, body: { shopUrl: 'https://Outlet-Demo.myshopify.com/', accessToken: FAKE_TOKEN } });
    await idle();
    return answer;
  };

  beforeAll(async () => {
    db = await database.open();
    // The sandbox's Shopify settings (the demo token key), with the Admin API and the webhook signatures faked.
    app = await serveApp(db.knex, {
      clock, staffSecret: STAFF_SECRET,
      overrides: [override(SHOPIFY_ADMIN, admin), override(SHOPIFY_WEBHOOK_VERIFIER, new FakeWebhookVerifier()), override(AUDIT_LOG, audit)],
    });
  });
  afterAll(async () => {
    await app?.container.get(SyncShopifyStock).stop();
    await app?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await idle();
    await db.knex('shopify_connection').delete();
    // Each test's holds and conflicts are its own (the synced items stay, matched again by variant id).
    await db.knex('outlet_reservations').delete();
    await db.knex('shopify_stock_conflicts').delete();
    admin.products = [
      shopifyProduct(1, [shopifyVariant(11, { title: '灰色 / M', price: 790, compareAtPrice: 1580, available: 4 }), shopifyVariant(12, { title: '灰色 / L', available: 3 })]),
      shopifyProduct(2, [shopifyVariant(21, { available: 2, compareAtPrice: null })]),
      shopifyProduct(3, [shopifyVariant(31, { available: 6 })], { status: 'DRAFT' }),
    ];
    admin.failNext = [];
    audit.entries.length = 0;
  });

  it('staff routes: no token 401, a customer token 403; the public checks need none', async () => {
    await expectStaffOnly(call, STAFF_ROUTES, await customerToken(), { bodyOf: (method) => (method === 'GET' || method === 'DELETE' ? undefined : {}) });
    expect((await call('GET', '/api/shopify/auth/check')).body).toEqual({ authenticated: false, shopifyAuthenticated: false });
  });

  it('a good token: checked with Shopify, stored encrypted, never echoed, audited; the flags turn true and a stock sync runs', async () => {
    const staff = await staffToken();
    const answer = await connect(staff.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true, connected: true, shopDomain: FAKE_SHOP, shopName: 'Outlet Demo', mode: 'token', tokenExpiresAt: null, connectedAt: T0, status: 'connected',
    });
    expect(answer.text).not.toContain(FAKE_TOKEN);
    const row = await db.knex('shopify_connection').first();
    expect(row.access_token_enc).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(FAKE_TOKEN);
    expect(audit.entries).toEqual([{ staffId: staff.id, action: 'shopify.connect', target: 'connection:shopify', at: new Date(T0), details: { shopDomain: FAKE_SHOP, mode: 'token' } }]);
    expect((await call('GET', '/api/shopify/auth/check')).body).toEqual({ authenticated: true, shopifyAuthenticated: true });
    expect((await call('GET', '/api/shopee/auth/check')).body).toMatchObject({ shopifyAuthenticated: true });

    // The sync that connecting started: one outlet item per variant, one card per product.
    expect(await item(11)).toMatchObject({
      sku: 'SHOPIFY-1', display_sku: 'SF-11', title: '商品 1', variant_title: '灰色 / M', variant_details: '灰色 / M', price: 1580, discount_price: 790,
      total_quantity: 4, source: 'shopify', shopify_product_id: 'gid://shopify/Product/1', shopify_inventory_item_id: '11',
    });
    expect(await item(21)).toMatchObject({ sku: 'SHOPIFY-2', variant_details: 'Default', price: 990, discount_price: 990, total_quantity: 2 });
    // A draft product has nothing to sell here.
    expect(await item(31)).toMatchObject({ total_quantity: 0 });
    const list = await call('GET', '/api/outlet/list');
    expect(list.body.filter((entry: { sku: string }) => entry.sku === 'SHOPIFY-1').map((entry: { available_count?: number; total_quantity: number }) => entry.total_quantity)).toEqual([4, 3]);
    const status = await call('GET', '/api/admin/shopify/sync', { token: staff.token });
    expect(status.body).toMatchObject({
      connection: { connected: true, shopDomain: FAKE_SHOP }, running: null,
      last: { status: 'done', done: 4, total: 4, created: 4, updated: 0, conflicts: 0 }, itemCount: 4, conflicts: [], conflictCount: 0,
    });
  });

  it('issue 28: in the demo (PROVIDERS=sandbox, the simulator\'s address) the sync status offers the simulator\'s shop and public token to staff', async () => {
    const staff = await staffToken();
    const status = await call('GET', '/api/admin/shopify/sync', { token: staff.token });
    expect(status.body.demo).toEqual({ shopUrl: SANDBOX_SHOPIFY_SHOP_DOMAIN, accessToken: SANDBOX_SHOPIFY_ACCESS_TOKEN });
  });

  it('a bad token is 400 SHOPIFY_UNAUTHORIZED on the token field, a bad or missing domain 400 on shopUrl (Shopify never asked), nothing stored', async () => {
    const staff = await staffToken();
    const wrong = await call('POST', '/api/shopify/credentials', { token: staff.token, body: { shopUrl: 'outlet-demo', accessToken: 'shpat_wrong' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'SHOPIFY_UNAUTHORIZED', message: formatMessage('SHOPIFY_UNAUTHORIZED'), fields: { accessToken: { code: 'SHOPIFY_UNAUTHORIZED', message: formatMessage('SHOPIFY_UNAUTHORIZED') } } });
    expect(wrong.text).not.toContain('shpat_wrong');

    const asked = admin.calls.length;
    for (const shopUrl of ['http://outlet-demo.myshopify.com', 'evil.example.com', 'outlet-demo.myshopify.com:8443', 'outlet-demo.myshopify.com/admin',
      'user@outlet-demo.myshopify.com', '127.0.0.1', 'outlet-demo.myshopify.com.evil.com', '', 'x'.repeat(300)]) {
      const refused = await call('POST', '/api/shopify/credentials', { token: staff.token, body: { shopUrl, accessToken: FAKE_TOKEN } });
      expect([shopUrl, refused.status, Object.keys(refused.body.fields ?? {})]).toEqual([shopUrl, 400, ['shopUrl']]);
    }
    const noToken = await call('POST', '/api/shopify/credentials', { token: staff.token, body: { shopUrl: FAKE_SHOP } });
    expect([noToken.status, noToken.body.fields.accessToken.code]).toEqual([400, 'SHOPIFY_TOKEN_REQUIRED']);
    const halfClient = await call('POST', '/api/shopify/credentials', { token: staff.token, body: { shopUrl: FAKE_SHOP, clientId: FAKE_CLIENT_ID } });
    expect([halfClient.status, halfClient.body.fields.clientSecret.code]).toEqual([400, 'SHOPIFY_TOKEN_REQUIRED']);
    const notText = await call('POST', '/api/shopify/credentials', { token: staff.token, body: { shopUrl: FAKE_SHOP, accessToken: 42 } });
    expect([notText.status, notText.body.fields.accessToken.code]).toEqual([400, 'SHOPIFY_CREDENTIAL_INVALID']);
    const unknownShop = await call('POST', '/api/shopify/credentials', { token: staff.token, body: { shopUrl: 'other-shop', accessToken: FAKE_TOKEN } });
    expect([unknownShop.status, unknownShop.body.code, Object.keys(unknownShop.body.fields)]).toEqual([400, 'SHOPIFY_SHOP_NOT_FOUND', ['shopUrl']]);
    expect(admin.calls.length).toBe(asked + 1);
    expect(await db.knex('shopify_connection').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(audit.entries).toEqual([]);
  });

  it('client credentials: the granted token and its expiry are kept (the secret encrypted); disconnect forgets it and is audited', async () => {
    const staff = await staffToken();
    const answer = await call('POST', '/api/shopify/credentials', { token: staff.token, body: { shopUrl: FAKE_SHOP, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET } });
    await idle();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mode: 'client_credentials', tokenExpiresAt: '2026-11-29T23:59:59.000Z' });
    expect(answer.text).not.toContain(FAKE_CLIENT_SECRET);
    const row = await db.knex('shopify_connection').first();
    expect([row.client_id, row.client_secret_enc.startsWith('v1:'), JSON.stringify(row).includes(FAKE_CLIENT_SECRET)]).toEqual([FAKE_CLIENT_ID, true, false]);

    const removed = await call('DELETE', '/api/shopify/credentials', { token: staff.token });
    expect(removed.body).toEqual({ success: true });
    expect((await call('GET', '/api/shopify/auth/check')).body).toEqual({ authenticated: false, shopifyAuthenticated: false });
    expect(audit.entries.map((entry) => entry.action)).toEqual(['shopify.connect', 'shopify.disconnect']);
    const again = await call('POST', '/api/admin/shopify/sync', { token: staff.token });
    expect([again.status, again.body.code]).toEqual([409, 'SHOPIFY_NOT_CONNECTED']);
  });

  it('stock sync never lowers the stock below units held or sold here: the conflict is kept and reported, and clears when Shopify covers them', async () => {
    const staff = await staffToken();
    await connect(staff.token);
    const grey = await item(11);
    await hold(grey.id, false);
    await hold(grey.id, true);
    await hold(grey.id, true);
    admin.setAvailable(11, 1);
    admin.setAvailable(12, 0);

    const started = await call('POST', '/api/admin/shopify/sync', { token: staff.token });
    expect(started.status).toBe(202);
    await idle();
    expect((await item(11)).total_quantity).toBe(3);
    expect((await item(12)).total_quantity).toBe(0);
    const status = await call('GET', '/api/admin/shopify/sync', { token: staff.token });
    expect(status.body).toMatchObject({ last: { status: 'done', conflicts: 1, updated: 4 }, conflictCount: 1 });
    expect(status.body.conflicts).toEqual([{
      variantId: 'gid://shopify/ProductVariant/11', outletItemId: grey.id, shopifyQuantity: 1, committed: 3, totalQuantity: 3, detectedBy: 'sync', detectedAt: T0,
    }]);
    // Nothing is left to sell, and nobody's hold or sale lost its unit.
    const detail = await call('GET', `/api/outlet/item/${grey.id}`);
    expect(detail.body.available_count).toBe(0);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['shopify.connect', 'shopify.sync']);

    admin.setAvailable(11, 5);
    await call('POST', '/api/admin/shopify/sync', { token: staff.token });
    await idle();
    expect((await item(11)).total_quantity).toBe(5);
    expect((await call('GET', '/api/admin/shopify/sync', { token: staff.token })).body).toMatchObject({ conflicts: [], conflictCount: 0 });
  });

  it('webhooks: forged 401 and nothing changes; inventory applied once per webhook id; orders recorded; unknown topics and other shops ignored', async () => {
    const staff = await staffToken();
    await connect(staff.token);
    const forged = await webhook('inventory_levels/update', 'wh-forged', { inventory_item_id: 11, available: 0 }, { signature: 'fake:AAAA' });
    expect([forged.status, forged.body.code]).toEqual([401, 'SHOPIFY_WEBHOOK_INVALID']);
    const unsigned = await call('POST', '/api/shopify/webhooks', { raw: '{"inventory_item_id":11,"available":0}', headers: { 'X-Shopify-Topic': 'inventory_levels/update', 'X-Shopify-Webhook-Id': 'wh-x', 'X-Shopify-Shop-Domain': FAKE_SHOP } });
    expect(unsigned.status).toBe(401);
    expect((await item(11)).total_quantity).toBe(4);

    // Ids beyond 2^53 are matched digit for digit (JSON.parse would round them).
    await db.knex('outlet_items').where({ id: (await item(12)).id }).update({ shopify_inventory_item_id: '271878346596884015' });
    const big = await call('POST', '/api/shopify/webhooks', {
      raw: '{"inventory_item_id":271878346596884015,"location_id":1,"available":9}',
      headers: { 'X-Shopify-Topic': 'inventory_levels/update', 'X-Shopify-Webhook-Id': 'wh-big', 'X-Shopify-Shop-Domain': FAKE_SHOP, 'X-Shopify-Hmac-Sha256': fakeWebhookSignature(Buffer.from('{"inventory_item_id":271878346596884015,"location_id":1,"available":9}')) },
    });
    expect(big.body).toEqual({ success: true, outcome: 'applied' });
    expect((await item(12)).total_quantity).toBe(9);

    expect((await webhook('inventory_levels/update', 'wh-1', { inventory_item_id: 11, location_id: 1, available: 7 })).body).toEqual({ success: true, outcome: 'applied' });
    expect((await item(11)).total_quantity).toBe(7);
    // A redelivery of wh-1 (here even with another body) applies nothing again.
    expect((await webhook('inventory_levels/update', 'wh-1', { inventory_item_id: 11, location_id: 1, available: 2 })).body).toEqual({ success: true, outcome: 'duplicate' });
    expect((await item(11)).total_quantity).toBe(7);

    // The same never-below rule as the sync.
    await hold((await item(11)).id, true);
    await hold((await item(11)).id, true);
    expect((await webhook('inventory_levels/update', 'wh-2', { inventory_item_id: 11, available: 1 })).body.outcome).toBe('applied');
    expect((await item(11)).total_quantity).toBe(2);
    expect((await call('GET', '/api/admin/shopify/sync', { token: staff.token })).body.conflicts).toMatchObject([{ shopifyQuantity: 1, committed: 2, detectedBy: 'webhook' }]);

    expect((await webhook('orders/create', 'wh-3', { id: 1, name: '#1002', line_items: [] })).body.outcome).toBe('applied');
    expect(await db.knex('shopify_webhook_events').where({ webhook_id: 'wh-3' }).first('topic', 'detail')).toEqual({ topic: 'orders/create', detail: 'order #1002' });
    expect((await webhook('products/update', 'wh-4', { id: 1 })).body.outcome).toBe('ignored');
    expect((await webhook('inventory_levels/update', 'wh-5', { inventory_item_id: 11, available: 50 }, { shop: 'someone-else.myshopify.com' })).body.outcome).toBe('ignored');
    expect((await item(11)).total_quantity).toBe(2);
    // Signed but unusable: no webhook id, or not a JSON object: 400, nothing recorded.
    const noId = await call('POST', '/api/shopify/webhooks', {
      raw: '{"inventory_item_id":11,"available":0}',
      headers: { 'X-Shopify-Topic': 'inventory_levels/update', 'X-Shopify-Shop-Domain': FAKE_SHOP, 'X-Shopify-Hmac-Sha256': fakeWebhookSignature(Buffer.from('{"inventory_item_id":11,"available":0}')) },
    });
    expect([noId.status, noId.body.code]).toEqual([400, 'SHOPIFY_WEBHOOK_MALFORMED']);
    expect((await webhook('inventory_levels/update', 'wh-array', [1, 2])).status).toBe(400);
    expect((await item(11)).total_quantity).toBe(2);
    // An inventory item we do not sell: recorded, nothing to change.
    expect((await webhook('inventory_levels/update', 'wh-6', { inventory_item_id: 999, available: 3 })).body.outcome).toBe('applied');
  });

  it('link-order of a Shopify order: name (#1001 or 1001) and the buyer phone; a wrong phone and an unknown order are the same 404; history shows the shopify chip', async () => {
    const staff = await staffToken();
    await connect(staff.token);
    admin.orders.set('#1001', shopifyOrder());
    const buyer = await customerToken('0912345678');
    const link = (orderId: string, phoneNumber: string, token = buyer) => call('POST', '/api/customers/link-order', { token, body: { orderId, orderSource: 'shopify', phoneNumber } });

    const wrong = await link('#1001', '0987654321');
    const unknown = await link('#9999', '0912345678');
    const malformed = await link('ORD-1', '0912345678');
    for (const answer of [wrong, unknown, malformed]) expect([answer.status, answer.body.code, answer.body.message]).toEqual([404, 'ORDER_NOT_FOUND', wrong.body.message]);

    const linked = await link('1001', '0912-345-678');
    expect(linked.status).toBe(200);
    const history = await call('GET', '/api/customers/orders', { token: buyer });
    expect(history.body.orders).toEqual([expect.objectContaining({
      order_id: '#1001', order_source: 'shopify', order_total: 1580, status: 'PROCESSING', shipping_status: 'delivered', customer_phone: '0912345678',
      products: [expect.objectContaining({ title: '羊毛圍巾', variant_details: '灰色', price: 1580 })],
    })]);
    const other = await customerToken();
    expect((await link('#1001', '0912345678', other)).body.code).toBe('ORDER_LINKED_ELSEWHERE');

    await call('DELETE', '/api/shopify/credentials', { token: staff.token });
    const disconnected = await link('#1001', '0912345678');
    expect([disconnected.status, disconnected.body.code]).toEqual([503, 'SHOPIFY_NOT_CONNECTED']);
  });
});
