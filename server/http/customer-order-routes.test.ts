import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { MESSAGES } from '../../domain/validation/messages';
import { apiCalls } from '../../test/support/api-calls';
import { cartKeyHeaders, newCartKey } from '../../test/support/cart-key';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const T0 = Date.parse('2026-11-20T04:00:00.000Z');
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: MESSAGES.UNAUTHORIZED };
const NOT_FOUND = { code: 'ORDER_NOT_FOUND', message: MESSAGES.ORDER_NOT_FOUND };
const LINKED = { success: true, message: MESSAGES.ORDER_LINKED };
const ELSEWHERE = { code: 'ORDER_LINKED_ELSEWHERE', message: MESSAGES.ORDER_LINKED_ELSEWHERE };

let counter = 0;
const unique = () => (counter += 1);
const newPhone = () => `09${String(60_000_000 + unique()).slice(-8)}`;

interface Member { id: number; name: string; phone: string; token: string }

/** The browser of this suite's calls (its cart key, issue 22) unless a call names another, or null for none. */
const BROWSER_KEY = newCartKey();

describe.each(databasesUnderTest)('customer orders, linking, store preference and cart ownership on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(new Date(T0));
  const api = apiCalls(() => server.url);
  const call = (method: string, pathname: string, body?: unknown, token?: string, cartKey: string | null = BROWSER_KEY) =>
    api(method, pathname, { body, token, headers: { 'Content-Type': 'application/json', ...(cartKey === null ? {} : cartKeyHeaders(cartKey)) } });
  /** A customer registered through the accounts API. */
  const register = async (name = '林小美'): Promise<Member> => {
    const n = unique();
    const phone = newPhone();
    const answer = await call('POST', '/api/customers/register', { name, email: `member.${n}@example.com`, phone, password: 'secret-123' });
    expect(answer.status).toBe(201);
    return { id: answer.body.user.id, name, phone, token: answer.body.token };
  };
  /** A fresh outlet item with a few units; returns its id. */
  const newItem = async () => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [id] = await knex('outlet_items').insert({ ...row, sku: `CUS-T-${unique()}`, total_quantity: 5, variant_details: 'Default' });
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    return Number(id);
  };
  const add = async (phone: string, token?: string) => {
    const answer = await call('POST', '/api/cart/add', { phone, itemId: await newItem() }, token);
    expect(answer.status).toBe(201);
  };
  const checkoutBody = (phone: string) => ({ name: '路人甲', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE });
  /** One item in `phone`'s cart checked out (as `token`'s customer when given); returns the order id. */
  const placeOrder = async (phone: string, token?: string): Promise<string> => {
    await add(phone, token);
    const answer = await call('POST', '/api/cart/checkout', checkoutBody(phone), token);
    expect(answer.status).toBe(201);
    return answer.body.orderId as string;
  };
  const history = (token?: string, query = '') => call('GET', `/api/customers/orders${query}`, undefined, token);
  const link = (token: string | undefined, body: Record<string, unknown>) => call('POST', '/api/customers/link-order', body, token);

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 2));
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, { knex, logger: silentLogger, clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  describe('signed-in checkout and GET /api/customers/orders', () => {
    it("uses the account's name and phone (the body's are ignored), sets customer_id, and the order is in the history", async () => {
      const alice = await register('林小美');
      await add(alice.phone, alice.token);
      const answer = await call('POST', '/api/cart/checkout', checkoutBody('0987000000'), alice.token);
      expect(answer.status).toBe(201);
      const { orderId } = answer.body as { orderId: string };
      expect(await knex('orders').where('id', orderId).first('customer_id', 'customer_name', 'customer_phone'))
        .toEqual({ customer_id: alice.id, customer_name: '林小美', customer_phone: alice.phone });

      const listed = await history(alice.token);
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('no-store');
      const item = await knex('order_items').where('order_id', orderId).first();
      expect(listed.body).toEqual({
        orders: [{
          order_id: orderId, order_date: new Date(T0).toISOString(), order_source: 'outlet', order_total: Number(item.discount_price), status: 'PENDING',
          customer_phone: alice.phone,
          // The test item is 'Default' with the demo row's display_sku, which is not its sku: that SKU is the variant's own.
          products: [{ id: Number(item.id), title: item.title, image_url: item.image_url, variant_details: 'Default', variant_sku: item.variant_sku, price: Number(item.price), discount_price: Number(item.discount_price) }],
          shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null, cvs_store_id: STORE.storeId, store_name: STORE.storeName, logistics_id: null, fulfilment_stage: 'pending',
          // Issue 30: no invoice section at checkout: the member carrier, not issued yet.
          invoice: { kind: 'member-carrier', state: 'NOT_ISSUED', number: null, issued_at: null, random_code: null },
        }],
        pagination: { page: 1, limit: 5, total: 1 },
      });
      // The buyer token and the order's own customer see it unmasked; another customer, or nobody, masked.
      expect((await call('GET', `/api/ecpay/${orderId}`, undefined, alice.token)).body).toMatchObject({ masked: false, customer_phone: alice.phone, customer_name: '林小美' });
      expect((await call('GET', `/api/ecpay/${orderId}`)).body).toMatchObject({ masked: true });
      const bob = await register('陳大文');
      expect((await call('GET', `/api/ecpay/${orderId}`, undefined, bob.token)).body).toMatchObject({ masked: true });
      expect((await call('GET', `/api/ecpay/${orderId}/items`, undefined, alice.token)).status).toBe(200);
    });

    it('issue 22: two variants of one product: the history names each line\'s variant and its own SKU, as sold', async () => {
      const alice = await register('林小美');
      const sku = `OL-JK-${unique()}`;
      const [row] = buildDemoCatalogue(new Date(T0), 1);
      for (const [variant_details, code] of [['黑色 / L', 'BK-L'], ['深藍 / M', 'NV-M']]) {
        const [id] = await knex('outlet_items').insert({ ...row, sku, title: '男款機能防潑水連帽外套', variant_details, display_sku: `${sku}-${code}`, total_quantity: 2 });
        server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
        expect((await call('POST', '/api/cart/add', { phone: alice.phone, itemId: Number(id) }, alice.token)).status).toBe(201);
      }
      expect((await call('POST', '/api/cart/checkout', checkoutBody(alice.phone), alice.token)).status).toBe(201);
      // The catalogue renames a variant after the sale: the history keeps what was sold.
      await knex('outlet_items').where({ sku, variant_details: '黑色 / L' }).update({ variant_details: '黑色 / XL' });
      const [order] = (await history(alice.token)).body.orders;
      expect(order.products.map((product: { title: string; variant_details: string; variant_sku: string }) => [product.title, product.variant_details, product.variant_sku]))
        .toEqual([['男款機能防潑水連帽外套', '黑色 / L', `${sku}-BK-L`], ['男款機能防潑水連帽外套', '深藍 / M', `${sku}-NV-M`]]);
    });

    it('newest first, page and limit with the total; another customer sees none of them', async () => {
      const alice = await register();
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        clock.set(new Date(T0 + i * 60_000));
        ids.push(await placeOrder(alice.phone, alice.token));
      }
      clock.set(new Date(T0));
      const first = await history(alice.token, '?page=1&limit=2');
      expect(first.body.orders.map((o: { order_id: string }) => o.order_id)).toEqual([ids[2], ids[1]]);
      expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 3 });
      const second = await history(alice.token, '?page=2&limit=2');
      expect(second.body.orders.map((o: { order_id: string }) => o.order_id)).toEqual([ids[0]]);
      expect((await history(alice.token, '?page=1&limit=3')).body.orders).toHaveLength(3);

      const bob = await register();
      expect((await history(bob.token)).body).toEqual({ orders: [], pagination: { page: 1, limit: 5, total: 0 } });
    });

    it('page < 1, limit outside 1-50: 400 fields; no token or a bad one: 401', async () => {
      const alice = await register();
      expect(await history(alice.token, '?page=0')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { page: { code: 'PAGE_INVALID' } } } });
      expect(await history(alice.token, '?limit=51')).toMatchObject({ status: 400, body: { fields: { limit: { code: 'LIMIT_INVALID' } } } });
      expect(await history(alice.token, '?limit=abc')).toMatchObject({ status: 400 });
      expect((await history(alice.token, '?limit=50')).body.pagination).toEqual({ page: 1, limit: 50, total: 0 });
      expect(await history()).toMatchObject({ status: 401, body: UNAUTHORIZED });
      expect(await history('c_not-a-token')).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });
  });

  describe('cart ownership', () => {
    it("a member's cart is read and changed only with that member's token; a guest or another member, with or without a cart key, gets byte-identical answers to a fresh non-member phone's (no 401/403 that tells it is a member's)", async () => {
      const alice = await register();
      const bob = await register();
      await add(alice.phone, alice.token);
      const [line] = (await call('GET', `/api/cart/${alice.phone}`, undefined, alice.token)).body.items as { id: number; item_id: number }[];

      const fresh = newPhone();
      // Each browser (and no browser) proves another unknown order, so the per-order proof limit is not what answers.
      const attempts = (phone: string, orderId: string): [string, string, unknown?][] => [
        ['GET', `/api/cart/${phone}`],
        ['GET', `/api/cart/count/${phone}`],
        ['DELETE', `/api/cart/remove/${line.id}?phone=${phone}`],
        ['DELETE', `/api/cart/clear/${phone}`],
        ['POST', '/api/cart/merge', { anonymousCartItems: [], targetPhone: phone }],
        ['POST', '/api/outlet/release', { id: line.item_id, reservedBy: phone }],
        ['POST', `/api/cart/restore-from-order/${orderId}`, { phone }],
        ['POST', '/api/cart/checkout', checkoutBody(phone)],
      ];
      const asFresh = (answer: { status: number; body: unknown }, phone: string) => JSON.parse(JSON.stringify(answer.body ?? null).split(phone).join('PHONE'));
      for (const [cartKey, orderId] of [[BROWSER_KEY, 'ORD-12345678'], [null, 'ORD-12345679']] as const) {
        const freshAnswers = attempts(fresh, orderId);
        for (const [i, [method, pathname, body]] of attempts(alice.phone, orderId).entries()) {
          const [, freshPath, freshBody] = freshAnswers[i];
          const expected = await call(method, freshPath, freshBody, undefined, cartKey);
          for (const token of [undefined, bob.token]) {
            const answer = await call(method, pathname, body, token, cartKey);
            expect([method, pathname, cartKey, answer.status, asFresh(answer, alice.phone)]).toEqual([method, pathname, cartKey, expected.status, asFresh(expected, fresh)]);
            expect(answer.status).not.toBe(401);
            expect(answer.status).not.toBe(403);
          }
        }
      }
      // Adding stays allowed (a signed-out shopper may reserve under the member's phone and sign in afterwards):
      // the hold goes into that browser's own cart of the phone (issue 22), never into Alice's.
      const otherItem = await newItem();
      const guestKey = newCartKey();
      const guestAdd = await call('POST', '/api/cart/add', { phone: alice.phone, itemId: otherItem }, undefined, guestKey);
      expect(guestAdd).toMatchObject({ status: 201, body: { success: true, item: { item_id: otherItem } } });
      expect(guestAdd.body).not.toHaveProperty('count');
      const bobAdd = await call('POST', '/api/cart/add', { phone: alice.phone, itemId: await newItem() }, bob.token);
      expect(bobAdd.status).toBe(201);
      expect(bobAdd.body).not.toHaveProperty('count');
      expect(await call('GET', `/api/cart/count/${alice.phone}`, undefined, alice.token)).toMatchObject({ status: 200, body: { count: 1 } });
      expect((await call('GET', `/api/cart/${alice.phone}`, undefined, undefined, guestKey)).body.items.map((i: { item_id: number }) => i.item_id)).toEqual([otherItem]);
      // A signed-in customer always checks out their own account's cart (the body's phone is ignored).
      expect(await call('POST', '/api/cart/checkout', checkoutBody(alice.phone), bob.token)).toMatchObject({ status: 409, body: { code: 'CART_EMPTY' } });
      // Nothing of Alice's changed: the line is still there, and its owner reads it.
      expect(await call('GET', `/api/cart/count/${alice.phone}`, undefined, alice.token)).toMatchObject({ status: 200, body: { count: 1 } });
      // Each customer's profile is their own.
      expect((await call('GET', '/api/customers/me', undefined, bob.token)).body).toMatchObject({ id: bob.id, phone: bob.phone });

      const guest = newPhone();
      await add(guest);
      expect(await call('GET', `/api/cart/count/${guest}`)).toMatchObject({ status: 200, body: { count: 1 } });
      expect(await call('GET', `/api/cart/count/${guest}`, undefined, bob.token)).toMatchObject({ status: 200, body: { count: 1 } });
      expect((await call('POST', '/api/cart/checkout', checkoutBody(guest))).status).toBe(201);
    });
  });

  describe('guest carts bound to the browser, and the sign-in merge (issue 22)', () => {
    /** Units of the item held now (unreleased, and confirmed or unexpired): what the outlet shows as taken. */
    const held = async (itemId: number) => {
      const [row] = await knex('outlet_reservations').where('outlet_item_id', itemId).whereNull('released_at')
        .andWhere((q) => q.whereNotNull('confirmed_at').orWhere('expires_at', '>', clock.now())).count({ n: '*' });
      return Number((row as { n: number | string }).n);
    };
    const itemsOf = (answer: { body: { items: { item_id: number }[] } }) => answer.body.items.map((line) => line.item_id);
    const merge = (phone: string, items: number[], token: string, cartKey: string | null) =>
      call('POST', '/api/cart/merge', { targetPhone: phone, anonymousCartItems: items.map((item_id) => ({ item_type: 'outlet', item_id })), preventDuplicates: true }, token, cartKey);

    it('a sign-in merge moves each hold of the browser into the account: one unit, one hold, under another phone or the member\'s own', async () => {
      const alice = await register();
      const browser = newCartKey();
      const guestPhone = newPhone();
      const [x, y, z] = [await newItem(), await newItem(), await newItem()];
      // Signed out: x under a guest phone, y under Alice's own phone (issue 5), z in Alice's account cart already.
      expect((await call('POST', '/api/cart/add', { phone: guestPhone, itemId: x }, undefined, browser)).status).toBe(201);
      expect((await call('POST', '/api/cart/add', { phone: alice.phone, itemId: y }, undefined, browser)).status).toBe(201);
      expect((await call('POST', '/api/cart/add', { phone: alice.phone, itemId: z }, alice.token, null)).status).toBe(201);
      expect((await call('POST', '/api/cart/add', { phone: guestPhone, itemId: z }, undefined, browser)).status).toBe(201);
      expect([await held(x), await held(y), await held(z)]).toEqual([1, 1, 2]);

      const merged = await merge(alice.phone, [x, y, z], alice.token, browser);
      expect(merged).toMatchObject({ status: 200, body: { success: true, mergedCount: 2, skippedCount: 1 } });
      expect(itemsOf(merged).sort()).toEqual([x, y, z].sort());
      // Moved, not held again: x and y keep one unit each, and z's second hold (the browser's) is given back.
      expect([await held(x), await held(y), await held(z)]).toEqual([1, 1, 1]);
      expect(itemsOf(await call('GET', `/api/cart/${alice.phone}`, undefined, alice.token, null)).sort()).toEqual([x, y, z].sort());
      expect(itemsOf(await call('GET', `/api/cart/${guestPhone}`, undefined, undefined, browser))).toEqual([]);
      expect(itemsOf(await call('GET', `/api/cart/${alice.phone}`, undefined, undefined, browser))).toEqual([]);
      // Merging again (another tab) changes nothing.
      expect(await merge(alice.phone, [x, y, z], alice.token, browser)).toMatchObject({ status: 200, body: { mergedCount: 0, skippedCount: 3 } });
      expect([await held(x), await held(y), await held(z)]).toEqual([1, 1, 1]);
      // The account's checkout sells each unit once.
      expect((await call('POST', '/api/cart/checkout', checkoutBody(alice.phone), alice.token, browser)).status).toBe(201);
      expect([await held(x), await held(y), await held(z)]).toEqual([1, 1, 1]);
    });

    it('a merge from another browser cannot take the first browser\'s holds: it holds its own units, if any are left', async () => {
      const alice = await register();
      const guestPhone = newPhone();
      const x = await newItem();
      const first = newCartKey();
      expect((await call('POST', '/api/cart/add', { phone: guestPhone, itemId: x }, undefined, first)).status).toBe(201);
      expect(await merge(alice.phone, [x], alice.token, newCartKey())).toMatchObject({ status: 200, body: { mergedCount: 1 } });
      expect(await held(x)).toBe(2);
      expect(itemsOf(await call('GET', `/api/cart/${guestPhone}`, undefined, undefined, first))).toEqual([x]);
    });
  });

  describe('POST /api/customers/link-order', () => {
    it('links a guest order with its phone (trimmed, digits), idempotently; it then shows in the history, unmasked', async () => {
      const alice = await register();
      const guestPhone = newPhone();
      const orderId = await placeOrder(guestPhone);
      const formatted = ` ${guestPhone.slice(0, 4)}-${guestPhone.slice(4, 7)}-${guestPhone.slice(7)} `;
      expect(await link(alice.token, { orderId: ` ${orderId} `, orderSource: 'outlet', phoneNumber: formatted })).toMatchObject({ status: 200, body: LINKED });
      expect(await link(alice.token, { orderId, orderSource: 'outlet', phoneNumber: guestPhone })).toMatchObject({ status: 200, body: LINKED });
      // The checkout area's call: orderId, phoneNumber, name (no source).
      expect(await link(alice.token, { orderId, phoneNumber: guestPhone, name: '路人甲' })).toMatchObject({ status: 200, body: LINKED });
      expect((await history(alice.token)).body.orders.map((o: { order_id: string }) => o.order_id)).toEqual([orderId]);
      expect((await call('GET', `/api/ecpay/${orderId}`, undefined, alice.token)).body).toMatchObject({ masked: false, customer_phone: guestPhone });
    });

    it('wrong phone and unknown order: the same 404; linked to another account: 409 and it stays there', async () => {
      const alice = await register();
      const bob = await register();
      const guestPhone = newPhone();
      const orderId = await placeOrder(guestPhone);
      expect(await link(alice.token, { orderId, orderSource: 'outlet', phoneNumber: newPhone() })).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await link(alice.token, { orderId: 'ORD-00000001', orderSource: 'outlet', phoneNumber: guestPhone })).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await link(alice.token, { orderId: 'OL-123456', orderSource: 'outlet', phoneNumber: guestPhone })).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await knex('orders').where('id', orderId).first('customer_id')).toEqual({ customer_id: null });

      expect((await link(bob.token, { orderId, orderSource: 'outlet', phoneNumber: guestPhone })).status).toBe(200);
      expect(await link(alice.token, { orderId, orderSource: 'outlet', phoneNumber: guestPhone })).toMatchObject({ status: 409, body: ELSEWHERE });
      expect(await knex('orders').where('id', orderId).first('customer_id')).toEqual({ customer_id: bob.id });
      expect((await history(alice.token)).body.pagination.total).toBe(0);
    });

    it('two accounts racing to link one order: exactly one wins', async () => {
      const racers = await Promise.all([register(), register(), register(), register()]);
      const guestPhone = newPhone();
      const orderId = await placeOrder(guestPhone);
      const answers = await Promise.all(racers.map((racer) => link(racer.token, { orderId, orderSource: 'outlet', phoneNumber: guestPhone })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.body.code === 'ORDER_LINKED_ELSEWHERE')).toHaveLength(racers.length - 1);
      const winner = racers[answers.findIndex((a) => a.status === 200)];
      expect(await knex('orders').where('id', orderId).first('customer_id')).toEqual({ customer_id: winner.id });
    });

    it('shopify without a connection: 503 SHOPIFY_NOT_CONNECTED; shopee without a Shopee adapter: 503 SHOPEE_NOT_CONNECTED; the domain rules: 400 fields; no token: 401', async () => {
      const alice = await register();
      expect(await link(alice.token, { orderId: '2511200001', orderSource: 'shopify', phoneNumber: alice.phone }))
        .toMatchObject({ status: 503, body: { code: 'SHOPIFY_NOT_CONNECTED', message: MESSAGES.SHOPIFY_UNAVAILABLE } });
      expect(await link(alice.token, { orderId: '2511200001', orderSource: 'shopee', phoneNumber: alice.phone }))
        .toMatchObject({ status: 503, body: { code: 'SHOPEE_NOT_CONNECTED', message: MESSAGES.SHOPEE_UNAVAILABLE } });
      expect(await link(alice.token, { orderId: ' ', orderSource: 'ebay', phoneNumber: '' })).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          fields: { orderId: { code: 'ORDER_NUMBER_REQUIRED' }, orderSource: { code: 'ORDER_SOURCE_INVALID' }, phoneNumber: { code: 'PHONE_REQUIRED' } },
        },
      });
      expect(await link(alice.token, { orderId: 42, phoneNumber: alice.phone })).toMatchObject({ status: 400, body: { fields: { orderId: { code: 'ORDER_NUMBER_REQUIRED' } } } });
      expect(await link(undefined, { orderId: 'ORD-00000001', orderSource: 'outlet', phoneNumber: alice.phone })).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });
  });

  describe('store preference', () => {
    it('nulls when none; a save round-trips and replaces; the pickup-store rules; only with a token', async () => {
      const alice = await register();
      const bob = await register();
      const empty = { success: true, storeId: null, storeName: null, storeAddress: null, logisticsSubType: null };
      expect(await call('GET', '/api/customers/store-preference', undefined, alice.token)).toMatchObject({ status: 200, body: empty });

      expect(await call('POST', '/api/customers/store-preference', STORE, alice.token)).toMatchObject({ status: 200, body: { success: true } });
      expect((await call('GET', '/api/customers/store-preference', undefined, alice.token)).body).toEqual({ success: true, ...STORE });
      const family = { storeId: '006598', storeName: '全家大安店', storeAddress: '台北市大安區', logisticsSubType: 'FAMIC2C' };
      await call('POST', '/api/customers/store-preference', family, alice.token);
      expect((await call('GET', '/api/customers/store-preference', undefined, alice.token)).body).toEqual({ success: true, ...family });
      expect((await call('GET', '/api/customers/store-preference', undefined, bob.token)).body).toEqual(empty);

      expect(await call('POST', '/api/customers/store-preference', { storeId: '', storeName: ' ', logisticsSubType: 'HILIFEC2C' }, alice.token)).toMatchObject({
        status: 400,
        body: { fields: { storeId: { code: 'CHECKOUT_STORE_REQUIRED' }, storeName: { code: 'CHECKOUT_STORE_REQUIRED' }, logisticsSubType: { code: 'LOGISTICS_SUB_TYPE_INVALID' } } },
      });
      expect((await call('POST', '/api/customers/store-preference', { ...STORE, storeId: 'x'.repeat(33) }, alice.token)).status).toBe(400);
      expect((await call('GET', '/api/customers/store-preference', undefined, alice.token)).body).toEqual({ success: true, ...family });
      expect(await call('GET', '/api/customers/store-preference')).toMatchObject({ status: 401, body: UNAUTHORIZED });
      expect(await call('POST', '/api/customers/store-preference', STORE)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });
  });
});
