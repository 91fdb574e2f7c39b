import { fetchAsBrowser } from '../../test/support/cart-key';
import type { Knex } from 'knex';
import { insertShopeeProduct } from '../../adapters/persistence/cart/testing/shopee-test-rows';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { FakeShopeeOrders, shopeeOrder } from '../../application/marketplace/testing/fake-shopee-orders';
import { ordersOnlySource } from '../../application/marketplace/testing/orders-only-source';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import type { CartLine } from '../../domain/cart/cart-line';
import { MESSAGES } from '../../domain/validation/messages';
import { jsonCalls } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

/**
 * Issue 11 over HTTP: Shopee lines through POST /api/cart/add and /api/cart/merge, the cart, a mixed checkout
 * and its refusal, the order's items, and link-order of a Shopee order into the history.
 */
const T0 = '2026-11-28T04:00:00.000Z';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' };
const BIG = 2 ** 32;
let counter = 0;
const next = () => (counter += 1);
const newPhone = () => `09${String(70_000_000 + next()).slice(-8)}`;

describe.each(databasesUnderTest)('Shopee cart lines, checkout and link-order over HTTP on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const shopee = new FakeShopeeOrders();
  const source = ordersOnlySource(shopee, { withLogistics: false });
  const call = jsonCalls(() => server.url, fetch);
  const add = (phone: string, itemId: unknown, variantId?: unknown) => call('POST', '/api/cart/add', { phone, itemId, itemType: 'shopee', variantId });
  const checkout = (phone: string) => call('POST', '/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE });
  /** A jacket sold by model (M: 1999, 2 left; L: sold out) with an id above 2^32. */
  const newJacket = async () => {
    const itemId = BIG + 1000 * next();
    await insertShopeeProduct(knex, {
      itemId, name: '防風外套', price: 1999, stock: 2, imageUrl: 'https://cf.shopee.tw/file/jacket', models: [
        { modelId: itemId + 1, name: '黑色,M', price: 1999, stock: 2, sku: 'JK-M' },
        { modelId: itemId + 2, name: '黑色,L', price: 2199, stock: 0 },
      ],
    });
    return { itemId, m: itemId + 1, l: itemId + 2 };
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 2).map((row) => ({ ...row, total_quantity: 50 })));
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, { knex, logger: silentLogger, clock, marketplaceSource: source });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('adds a Shopee model line (ids above 2^32, as numbers or text) and answers every refusal with its code', async () => {
    const phone = newPhone();
    const jacket = await newJacket();
    const added = await add(phone, String(jacket.itemId), String(jacket.m));
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({
      item_id: jacket.itemId, item_type: 'shopee', title: '防風外套', price: 1999, discount_price: 1799, variant_id: String(jacket.m),
      variant_details: '黑色,M', sku: 'JK-M', image_url: 'https://cf.shopee.tw/file/jacket', availability: 'available', reservation: null,
    });
    expect(await add(phone, jacket.itemId, jacket.m)).toMatchObject({ status: 409, body: { code: 'CART_ITEM_DUPLICATE', message: MESSAGES.CART_ITEM_DUPLICATE } });
    expect(await add(phone, jacket.itemId)).toMatchObject({
      status: 400, body: { code: 'MARKETPLACE_VARIANT_REQUIRED', message: MESSAGES.MARKETPLACE_VARIANT_REQUIRED, fields: { variantId: { code: 'MARKETPLACE_VARIANT_REQUIRED' } } },
    });
    expect(await add(phone, jacket.itemId, '1e3')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { variantId: { code: 'MARKETPLACE_VARIANT_ID_INVALID' } } } });
    expect(await add(phone, jacket.itemId, jacket.itemId + 9)).toMatchObject({ status: 404, body: { code: 'MARKETPLACE_VARIANT_NOT_FOUND' } });
    expect(await add(phone, jacket.itemId, jacket.l)).toMatchObject({ status: 409, body: { code: 'MARKETPLACE_SOLD_OUT', message: MESSAGES.MARKETPLACE_SOLD_OUT } });
    expect(await add(phone, BIG + 999_999_999)).toMatchObject({ status: 404, body: { code: 'MARKETPLACE_PRODUCT_NOT_FOUND' } });
    expect(await add(phone, 2 ** 53)).toMatchObject({ status: 400, body: { fields: { itemId: { code: 'NOT_A_POSITIVE_INTEGER' } } } });
    const cart = await call('GET', `/api/cart/${phone}`);
    expect(cart.body.items.map((line: CartLine) => line.variant_id)).toEqual([String(jacket.m)]);
    expect(cart.body.totals).toEqual({ itemCount: 1, total: 1799 });
  });

  it('a mixed checkout is one mixed order; the order items show the model name; a sold-out line refuses with its line named', async () => {
    const phone = newPhone();
    const jacket = await newJacket();
    expect((await call('POST', '/api/cart/add', { phone, itemId: 1 })).status).toBe(201);
    expect((await add(phone, jacket.itemId, jacket.m)).status).toBe(201);
    const placed = await checkout(phone);
    expect(placed.status).toBe(201);
    const outletPrice = Number((await knex('outlet_items').where('id', 1).first('discount_price')).discount_price);
    expect(placed.body.totalAmount).toBe(outletPrice + 1799);
    const order = await call('GET', `/api/ecpay/${placed.body.orderId}`);
    expect(order.body.order_source).toBe('mixed');
    // The items are the buyer's to read (issue 22): with the order token checkout answered.
    const items = await call('GET', `/api/ecpay/${placed.body.orderId}/items?token=${placed.body.accessToken}`);
    expect(items.body[1]).toEqual({
      id: expect.any(Number), item_id: jacket.itemId, item_type: 'shopee', title: '防風外套', sku: 'JK-M', variant_id: String(jacket.m),
      price: 1999, discount_price: 1799, quantity: 1, image_url: 'https://cf.shopee.tw/file/jacket', variant_name: '黑色,M',
    });
    // The outlet line names its own variant too since issue 22 (demo row 1: the jacket in 黑色 / M).
    expect(items.body[0]).toMatchObject({ variant_id: '1', variant_name: '黑色 / M', variant_sku: 'OL-JK-1024-BK-M' });

    const late = newPhone();
    const line = (await add(late, jacket.itemId, jacket.m)).body.item as CartLine;
    await knex('shopee_models').where({ item_id: jacket.itemId, model_id: jacket.m }).update({ stock: 0 });
    expect(await checkout(late)).toEqual({
      status: 409,
      body: { code: 'CART_ITEM_SOLD_OUT', message: MESSAGES.CART_ITEM_SOLD_OUT, fields: { [`lines.${String(line.id)}`]: { code: 'MARKETPLACE_SOLD_OUT', message: MESSAGES.MARKETPLACE_SOLD_OUT } } },
    });
    expect((await call('GET', `/api/cart/${late}`)).body.items).toMatchObject([{ id: line.id, availability: 'sold_out' }]);
  });

  it('merge takes Shopee lines with the same checks and skips the rest', async () => {
    const phone = newPhone();
    const jacket = await newJacket();
    const merged = await call('POST', '/api/cart/merge', {
      targetPhone: phone,
      anonymousCartItems: [
        { item_type: 'shopee', item_id: jacket.itemId, variant_id: jacket.m }, { item_type: 'shopee', item_id: jacket.itemId, variant_id: String(jacket.m) },
        { item_type: 'shopee', item_id: jacket.itemId, variant_id: jacket.l }, { item_type: 'shopee', item_id: jacket.itemId },
        { item_type: 'shopee', item_id: BIG + 1 }, { item_type: 'shopee', item_id: jacket.itemId, variant_id: 'x' },
      ],
    });
    expect(merged).toMatchObject({ status: 200, body: { mergedCount: 1, skippedCount: 5, limitedCount: 0 } });
    expect(merged.body.items).toMatchObject([{ item_id: jacket.itemId, variant_id: String(jacket.m), availability: 'available' }]);
  });

  it("issue 28: a guest's Shopee line moves into the account at the sign-in merge with the same phone, and does not come back after logout", async () => {
    const n = next();
    const phone = newPhone();
    const registered = await call('POST', '/api/customers/register', { name: '林小美', email: `merge.${n}@example.com`, phone, password: 'secret-123' });
    const { token } = registered.body as { token: string };
    const jacket = await newJacket();
    // Signed out, this browser's guest cart of the member's phone gets the line.
    expect((await add(phone, jacket.itemId, jacket.m)).status).toBe(201);
    const merged = await call('POST', '/api/cart/merge', {
      targetPhone: phone, preventDuplicates: true, anonymousCartItems: [{ item_type: 'shopee', item_id: jacket.itemId, variant_id: String(jacket.m) }],
    }, token);
    expect(merged).toMatchObject({ status: 200, body: { mergedCount: 1 } });
    expect((await call('GET', `/api/cart/${phone}`, undefined, token)).body.items).toMatchObject([{ item_type: 'shopee', item_id: jacket.itemId, variant_id: String(jacket.m) }]);
    // Signed out again: the guest cart no longer holds it (it was the account's from the merge on).
    expect((await call('GET', `/api/cart/${phone}`)).body.items).toEqual([]);
  });

  it('link-order of a Shopee order: right phone links it into the history with the shopee chip; wrong phone and unknown order are the same 404', async () => {
    const n = next();
    const phone = newPhone();
    const registered = await call('POST', '/api/customers/register', { name: '林小美', email: `shopee.${n}@example.com`, phone, password: 'secret-123' });
    const { token } = registered.body as { token: string };
    const orderSn = `2211290Q${String(100_000 + n)}`;
    shopee.orders.set(orderSn, shopeeOrder({ orderSn, buyerPhone: `******${phone.slice(-4)}` }));
    const wrong = await call('POST', '/api/customers/link-order', { orderId: orderSn, orderSource: 'shopee', phoneNumber: '0900000000' }, token);
    const unknown = await call('POST', '/api/customers/link-order', { orderId: `${orderSn}X`, orderSource: 'shopee', phoneNumber: phone }, token);
    expect(wrong).toEqual({ status: 404, body: { code: 'ORDER_NOT_FOUND', message: MESSAGES.ORDER_NOT_FOUND } });
    expect(unknown).toEqual(wrong);
    expect(await call('POST', '/api/customers/link-order', { orderId: orderSn, orderSource: 'shopee', phoneNumber: phone }, token))
      .toEqual({ status: 200, body: { success: true, message: MESSAGES.ORDER_LINKED } });
    const history = await call('GET', '/api/customers/orders', undefined, token);
    expect(history.body.orders).toMatchObject([{ order_id: orderSn, order_source: 'shopee', order_total: 1789, status: 'PROCESSING', shipping_status: 'delivered' }]);
    shopee.failure = new Error('timeout');
    expect(await call('POST', '/api/customers/link-order', { orderId: orderSn, orderSource: 'shopee', phoneNumber: phone }, token))
      .toMatchObject({ status: 503, body: { code: 'SHOPEE_UNAVAILABLE', message: MESSAGES.SHOPEE_UNAVAILABLE } });
    shopee.failure = null;
  });
});
