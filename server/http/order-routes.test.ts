import { fetchAsBrowser } from '../../test/support/cart-key';
import { createHash, createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { SweepExpiredReservations } from '../../application/cart/sweep-expired-reservations';
import { TransitionOrder } from '../../application/orders/transition-order';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { RESERVATION_HOLD_MS } from '../../domain/cart/reservation';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { CATALOGUE } from '../../domain/messages';
import { MESSAGES } from '../../domain/validation/messages';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

const T0 = '2026-11-20T04:00:00.000Z';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
const VALIDATION = { code: 'VALIDATION_FAILED', message: '請求內容有誤' };
const EXPIRED = { code: 'CART_HAS_EXPIRED_ITEMS', message: '購物車中有已過期的商品，請移除後再試一次。' };
const CART_EMPTY = { code: 'CART_EMPTY', message: MESSAGES.CART_EMPTY };
const NOT_FOUND = { code: 'ORDER_NOT_FOUND', message: MESSAGES.ORDER_NOT_FOUND };

let phoneCounter = 0;
/** A phone no other test uses, so tests stay independent on the shared database. */
const newPhone = () => `09${String(20_000_000 + (phoneCounter += 1)).slice(-8)}`;

interface CheckoutAnswer {
  success: true;
  message: string;
  orderId: string;
  status: string;
  totalAmount: number;
  deliveryMethod: string;
  paymentMethod: string;
  accessToken: string;
}

describe.each(databasesUnderTest)('checkout and order API on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const url = (pathname: string) => `${server.url}${pathname}`;
  const json = (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) => fetch(url(pathname), {
    method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url(pathname), { headers });
    return { status: response.status, body: await response.json() };
  };
  const add = async (phone: string, itemId: number) => {
    const response = await json('POST', '/api/cart/add', { phone, itemId });
    expect(response.status).toBe(201);
  };
  const checkoutBody = (phone: string, extra: Record<string, unknown> = {}) => ({
    name: '王小明', phone, orderRef: 'OL-123456', deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE, ...extra,
  });
  const checkout = (phone: string, extra: Record<string, unknown> = {}) => json('POST', '/api/cart/checkout', checkoutBody(phone, extra));
  const placed = async (phone: string, extra: Record<string, unknown> = {}): Promise<CheckoutAnswer> => {
    const response = await checkout(phone, extra);
    expect(response.status).toBe(201);
    return (await response.json()) as CheckoutAnswer;
  };
  const invalidateList = () => server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
  const listed = async (id: number) => ((await (await fetch(url('/api/outlet/list'))).json()) as OutletListItem[]).find((item) => item.id === id)!;
  const cartCount = async (phone: string) => (await get(`/api/cart/count/${phone}`)).body.count as number;
  /** A fresh outlet item with `quantity` units and known prices; returns its id. */
  const newItem = async (quantity: number, prices: { price: number; discount_price: number } = { price: 3280, discount_price: 1290 }) => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [id] = await knex('outlet_items').insert({ ...row, ...prices, sku: `ORD-T-${Math.random().toString(36).slice(2, 10)}`, total_quantity: quantity });
    invalidateList();
    return Number(id);
  };
  const transition = (orderId: string, to: 'PAID' | 'PAYMENT_FAILED' | 'PENDING_PAYMENT' | 'PROCESSING') =>
    server.container.get(TransitionOrder).execute({ orderId, to, reason: 'test' });

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 3));
    server = await startServer({ port: 0, host: '127.0.0.1', listCacheTtlMs: 60_000, reservationSweepMs: 0 }, { knex, logger: silentLogger, clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  beforeEach(() => clock.set(T0));

  describe('POST /api/cart/checkout', () => {
    it('store payment: 201 PENDING, priced by the server, cart empty, holds confirmed = units sold for good', async () => {
      const a = await newItem(2, { price: 3280, discount_price: 1290 });
      const b = await newItem(1, { price: 1500, discount_price: 990 });
      const phone = newPhone();
      await add(phone, a);
      await add(phone, b);
      const tampered = {
        totalAmount: 1, total: 1,
        items: [{ id: 1, itemId: a, price: 1, discountPrice: 1, quantity: 9 }, { id: 2, itemId: b, price: 1, discountPrice: 0 }],
      };
      const response = await checkout(phone, tampered);
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as CheckoutAnswer;
      expect(body).toEqual({
        success: true, message: MESSAGES.CHECKOUT_COMPLETED, orderId: expect.stringMatching(/^ORD-\d{8}$/), status: 'PENDING',
        totalAmount: 1290 + 990, deliveryMethod: 'pickup', paymentMethod: 'store_cod', accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(await cartCount(phone)).toBe(0);

      const items = await get(`/api/ecpay/${body.orderId}/items`, { 'X-Order-Token': body.accessToken });
      expect(items.status).toBe(200);
      // The demo rows are the jacket in 黑色 / M: each line names its variant (issue 22), the item id being the variant's.
      const variant = { variant_name: '黑色 / M', variant_sku: expect.stringMatching(/-BK-M$/) };
      expect(items.body).toEqual([
        { id: expect.any(Number), item_id: a, item_type: 'outlet', title: expect.any(String), sku: expect.any(String), variant_id: String(a), ...variant, price: 3280, discount_price: 1290, quantity: 1, image_url: expect.any(String) },
        { id: expect.any(Number), item_id: b, item_type: 'outlet', title: expect.any(String), sku: expect.any(String), variant_id: String(b), ...variant, price: 1500, discount_price: 990, quantity: 1, image_url: expect.any(String) },
      ]);
      const row = await knex('orders').where('id', body.orderId).first();
      expect(row).toMatchObject({ status: 'PENDING', total_amount: 2280, customer_name: '王小明', customer_phone: phone, delivery_method: 'pickup', payment_method: 'store_cod', store_id: STORE.storeId, store_name: STORE.storeName, store_address: STORE.storeAddress, logistics_sub_type: 'UNIMARTC2C', order_source: 'outlet' });
      expect(row.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.access_token_hash).not.toBe(body.accessToken);
      // Keyed under TOKEN_SECRET: the database alone cannot confirm a token (not its plain SHA-256).
      expect(row.access_token_hash).not.toBe(createHash('sha256').update(body.accessToken).digest('hex'));
      expect(row.access_token_hash).toBe(createHmac('sha256', server.config.tokenSecret).update(body.accessToken).digest('hex'));
      expect(await knex('order_status_events').where('order_id', body.orderId).select('from_status', 'to_status', 'reason')).toEqual([{ from_status: null, to_status: 'PENDING', reason: 'checkout' }]);
      const holds = await knex('outlet_reservations').whereIn('outlet_item_id', [a, b]).select('confirmed_at', 'released_at');
      expect(holds).toHaveLength(2);
      for (const hold of holds) expect(hold).toEqual({ confirmed_at: expect.anything(), released_at: null });

      expect(await listed(a)).toMatchObject({ reserved_count: 1, available_count: 1 });
      expect(await listed(b)).toMatchObject({ reserved_count: 1, available_count: 0 });
      clock.advance(RESERVATION_HOLD_MS * 2);
      expect(await server.container.get(SweepExpiredReservations).execute()).toBeGreaterThanOrEqual(0);
      invalidateList();
      expect(await listed(a)).toMatchObject({ reserved_count: 1, available_count: 1 });
      expect(await listed(b)).toMatchObject({ reserved_count: 1, available_count: 0 });
      expect(await knex('outlet_reservations').whereIn('outlet_item_id', [a, b]).whereNotNull('released_at').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect((await json('POST', '/api/cart/add', { phone: newPhone(), itemId: b })).status).toBe(409); // sold
    });

    it('issue 28: a Latin name with spaces fits (10 letters) and the order keeps it as the buyer confirmed it', async () => {
      const id = await newItem(1);
      const phone = newPhone();
      await add(phone, id);
      const order = await placed(phone, { name: ' Lin Wei Ting ' });
      expect(await knex('orders').where('id', order.orderId).first('customer_name')).toEqual({ customer_name: 'Lin Wei Ting' });
    });

    it('card payment: PENDING_PAYMENT; an invalid method falls back to store_cod; delivery is forced to pickup', async () => {
      const id = await newItem(5);
      const card = newPhone();
      await add(card, id);
      const paid = await placed(card, { paymentMethod: 'credit_card', deliveryMethod: 'shipping' });
      expect(paid).toMatchObject({ status: 'PENDING_PAYMENT', paymentMethod: 'credit_card', deliveryMethod: 'pickup' });
      expect((await get(`/api/ecpay/${paid.orderId}`)).body).toMatchObject({ status: 'PENDING_PAYMENT', payment_method: 'credit_card', delivery_method: 'pickup' });

      for (const paymentMethod of ['bitcoin', null, 42, undefined]) {
        const phone = newPhone();
        await add(phone, id);
        const order = await placed(phone, { paymentMethod, deliveryMethod: 'teleport' });
        expect(order).toMatchObject({ status: 'PENDING', paymentMethod: 'store_cod', deliveryMethod: 'pickup' });
        expect(await knex('orders').where('id', order.orderId).first('payment_method', 'delivery_method', 'status'))
          .toEqual({ payment_method: 'store_cod', delivery_method: 'pickup', status: 'PENDING' });
      }
    });

    it('an empty cart is 409 CART_EMPTY', async () => {
      const response = await checkout(newPhone());
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(CART_EMPTY);
    });

    it("an expired line is 409 with the spec's message, and nothing changes", async () => {
      const [a, b] = [await newItem(1), await newItem(1)];
      const phone = newPhone();
      await add(phone, a);
      clock.advance(RESERVATION_HOLD_MS + 1000);
      await add(phone, b);
      const response = await checkout(phone);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(EXPIRED);
      expect(await cartCount(phone)).toBe(2);
      expect(await knex('outlet_reservations').whereIn('outlet_item_id', [a, b]).whereNotNull('confirmed_at').count({ n: '*' })).toEqual([{ n: 0 }]);
      expect(await knex('orders').where('customer_phone', phone).count({ n: '*' })).toEqual([{ n: 0 }]);
    });

    it.each([
      ['no store', { storeData: undefined }, { storeData: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.CHECKOUT_STORE_REQUIRED } }],
      ['a null store', { storeData: null }, { storeData: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.CHECKOUT_STORE_REQUIRED } }],
      ['a store without id', { storeData: { ...STORE, storeId: ' ' } }, { storeData: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.CHECKOUT_STORE_REQUIRED } }],
      ['an unknown chain', { storeData: { ...STORE, logisticsSubType: 'HILIFEC2C' } }, { storeData: { code: 'CHECKOUT_STORE_REQUIRED', message: MESSAGES.LOGISTICS_SUB_TYPE_INVALID } }],
      ['a one-character name', { name: ' 王 ' }, { name: { code: 'CHECKOUT_NAME_INVALID', message: MESSAGES.CHECKOUT_NAME_INVALID } }],
      ['no name', { name: undefined }, { name: { code: 'CHECKOUT_NAME_INVALID', message: MESSAGES.CHECKOUT_NAME_INVALID } }],
      ['a name of 101 characters', { name: '王'.repeat(101) }, { name: { code: 'CHECKOUT_NAME_INVALID', message: '最多 100 個字。' } }],
      // Issue 28: the pickup name is held to ECPay's ReceiverName (domain/validation/pickup-name.ts), with why and what to type.
      ['a Latin name of 11 letters', { name: 'Lin Wei Tinga' }, { name: { code: 'PICKUP_NAME_LATIN_LENGTH', message: MESSAGES.PICKUP_NAME_LATIN_LENGTH } }],
      ['a name with a digit', { name: '王小明2' }, { name: { code: 'PICKUP_NAME_CHARACTERS', message: MESSAGES.PICKUP_NAME_CHARACTERS } }],
      ['a name of 6 Chinese characters', { name: '司馬相如先生' }, { name: { code: 'PICKUP_NAME_CHINESE_LENGTH', message: MESSAGES.PICKUP_NAME_CHINESE_LENGTH } }],
      ['a phone with separators', { phone: '0912-345-678' }, { phone: { code: 'CHECKOUT_PHONE_INVALID', message: MESSAGES.CHECKOUT_PHONE_INVALID } }],
      ['a 7-digit phone', { phone: '0912345' }, { phone: { code: 'CHECKOUT_PHONE_INVALID', message: MESSAGES.CHECKOUT_PHONE_INVALID } }],
      ['a numeric phone', { phone: 912345678 }, { phone: { code: 'CHECKOUT_PHONE_INVALID', message: MESSAGES.CHECKOUT_PHONE_INVALID } }],
    ])('%s is 400 with fields, and the cart stays', async (_name, extra, fields) => {
      const id = await newItem(1);
      const phone = newPhone();
      await add(phone, id);
      const response = await checkout(phone, extra);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ...VALIDATION, fields });
      expect(await cartCount(phone)).toBe(1);
    });

    it('name, phone and store errors come back together', async () => {
      const response = await json('POST', '/api/cart/checkout', { name: '', phone: 'abc' });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).fields).sort()).toEqual(['name', 'phone', 'storeData']);
    });

    it('the same cart checked out twice at once (double click, two tabs) gives ONE order and one 409 CART_EMPTY', async () => {
      for (let round = 0; round < 3; round += 1) {
        const [a, b] = [await newItem(1), await newItem(2)];
        const phone = newPhone();
        await add(phone, a);
        await add(phone, b);
        const responses = await Promise.all([checkout(phone), checkout(phone, { paymentMethod: 'credit_card' }), checkout(phone)]);
        const bodies = await Promise.all(responses.map((r) => r.json()));
        expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
        for (const [i, r] of responses.entries()) if (r.status === 409) expect(bodies[i]).toEqual(CART_EMPTY);
        const orders = await knex('orders').where('customer_phone', phone).select('id');
        expect(orders).toHaveLength(1);
        expect(await knex('order_items').where('order_id', orders[0].id).count({ n: '*' })).toEqual([{ n: 2 }]);
        expect(await knex('outlet_reservations').whereIn('outlet_item_id', [a, b]).whereNotNull('confirmed_at').count({ n: '*' })).toEqual([{ n: 2 }]);
        expect(await cartCount(phone)).toBe(0);
      }
    });

    it('many carts checked out in the same millisecond get distinct order ids', async () => {
      const phones = Array.from({ length: 4 }, newPhone);
      const id = await newItem(4);
      for (const phone of phones) await add(phone, id);
      const answers = await Promise.all(phones.map((phone) => placed(phone)));
      expect(new Set(answers.map((a) => a.orderId)).size).toBe(4);
    });
  });

  describe('issue 22: the variant of every line', () => {
    it('two variants of one product (黑色 / L, 深藍 / M): the cart and the order items name each line\'s variant, label and own SKU', async () => {
      const sku = `OL-JK-${Math.random().toString(36).slice(2, 8)}`;
      const [row] = buildDemoCatalogue(new Date(T0), 1);
      const variantOf = async (variant_details: string, code: string) => {
        const [id] = await knex('outlet_items').insert({ ...row, sku, title: '男款機能防潑水連帽外套', variant_details, display_sku: `${sku}-${code}`, total_quantity: 2 });
        return Number(id);
      };
      const black = await variantOf('黑色 / L', 'BK-L');
      const navy = await variantOf('深藍 / M', 'NV-M');
      invalidateList();
      const phone = newPhone();
      await add(phone, black);
      await add(phone, navy);
      const cart = await get(`/api/cart/${phone}`);
      expect(cart.body.items.map((line: { variant_details: string; display_sku: string; sku: string }) => [line.variant_details, line.display_sku, line.sku]))
        .toEqual([['黑色 / L', `${sku}-BK-L`, sku], ['深藍 / M', `${sku}-NV-M`, sku]]);
      const { orderId, accessToken } = await placed(phone);
      const items = await get(`/api/ecpay/${orderId}/items`, { 'X-Order-Token': accessToken });
      expect(items.body.map((item: { item_id: number; variant_id: string; sku: string; variant_name: string; variant_sku: string }) => [item.item_id, item.variant_id, item.sku, item.variant_name, item.variant_sku]))
        .toEqual([[black, String(black), sku, '黑色 / L', `${sku}-BK-L`], [navy, String(navy), sku, '深藍 / M', `${sku}-NV-M`]]);
    });
  });

  describe('GET /api/ecpay/:orderId, /items and GET /api/orders/:orderId', () => {
    it('with the token (header or ?token=): the full order; without it or with a wrong one: a stranger\'s view (issue 22)', async () => {
      const id = await newItem(1);
      const phone = newPhone();
      await add(phone, id);
      const { orderId, accessToken } = await placed(phone, { name: '  王小明 ' });
      const full = {
        order_id: orderId, status: 'PENDING', status_message: null, customer_name: '王小明', customer_phone: phone, total_amount: 1290,
        created_at: T0, updated_at: T0, delivery_method: 'pickup', payment_method: 'store_cod', store_id: STORE.storeId,
        store_name: STORE.storeName, store_address: STORE.storeAddress, logistics_sub_type: 'UNIMARTC2C', order_source: 'outlet', masked: false,
      };
      // Issue 30: the buyer's read carries the invoice (no section at checkout: the member carrier, not issued yet); a stranger's has none.
      const invoice = { kind: 'member-carrier', state: 'NOT_ISSUED', number: null, issued_at: null, random_code: null };
      expect(await get(`/api/ecpay/${orderId}`, { 'X-Order-Token': accessToken })).toEqual({ status: 200, body: { ...full, invoice } });
      expect(await get(`/api/ecpay/${orderId}?token=${accessToken}`)).toEqual({ status: 200, body: { ...full, invoice } });
      const masked = {
        ...full, customer_name: '王*明', customer_phone: `${phone.slice(0, 2)}******${phone.slice(-2)}`, masked: true, store_id: '', store_name: '', store_address: '',
      };
      expect(await get(`/api/ecpay/${orderId}`)).toEqual({ status: 200, body: masked });
      expect(await get(`/api/ecpay/${orderId}`, { 'X-Order-Token': `${accessToken.slice(0, -1)}${accessToken.endsWith('A') ? 'B' : 'A'}` })).toEqual({ status: 200, body: masked });
      expect(await get(`/api/ecpay/${orderId}?token=nope`)).toEqual({ status: 200, body: masked });
      const anonymous = JSON.stringify((await get(`/api/ecpay/${orderId}`)).body) + JSON.stringify((await get(`/api/ecpay/${orderId}/items`)).body) + JSON.stringify((await get(`/api/orders/${orderId}`)).body);
      expect(anonymous).not.toContain(phone);
      expect(anonymous).not.toContain('王小明');
      expect(await get(`/api/orders/${orderId}`)).toEqual({ status: 200, body: { order_id: orderId, status: 'PENDING', status_message: null } });
    });

    it('a malformed order id is 400 fields.orderId; an unknown one 404 ORDER_NOT_FOUND', async () => {
      for (const path of ['/api/ecpay/ORD-1234', '/api/ecpay/ord-12345678/items', '/api/orders/12345678', '/api/cart/can-retry/ORD-1234567X']) {
        expect(await get(path)).toEqual({ status: 400, body: { ...VALIDATION, fields: { orderId: { code: 'ORDER_ID_INVALID', message: MESSAGES.ORDER_ID_INVALID } } } });
      }
      for (const path of ['/api/ecpay/ORD-00000000', '/api/ecpay/ORD-00000000/items', '/api/orders/ORD-00000000', '/api/cart/can-retry/ORD-00000000']) {
        expect(await get(path)).toEqual({ status: 404, body: NOT_FOUND });
      }
      const restore = await json('POST', '/api/cart/restore-from-order/ORD-00000000', { phone: newPhone() });
      expect(restore.status).toBe(404);
    });
  });

  describe('GET /api/cart/can-retry/:orderId', () => {
    it('PENDING_PAYMENT: yes (issue #9); PAYMENT_FAILED: yes; PAID: no (paid); store payment: no; every change audited', async () => {
      const id = await newItem(1);
      const phone = newPhone();
      await add(phone, id);
      const { orderId, accessToken } = await placed(phone, { paymentMethod: 'credit_card' });
      // Issue 28: the buyer's question, asked with the order's token (a stranger's 404 is in order-action-proof.test.ts).
      const canRetry = async () => (await get(`/api/cart/can-retry/${orderId}`, { 'X-Order-Token': accessToken })).body;
      expect(await canRetry()).toEqual({ canRetry: true, reason: null, code: null });
      await transition(orderId, 'PAYMENT_FAILED');
      expect(await canRetry()).toEqual({ canRetry: true, reason: null, code: null });
      expect((await get(`/api/orders/${orderId}`)).body.status).toBe('PAYMENT_FAILED');
      await transition(orderId, 'PENDING_PAYMENT');
      await transition(orderId, 'PAID');
      expect(await transition(orderId, 'PAID')).toMatchObject({ changed: false });
      await expect(transition(orderId, 'PAYMENT_FAILED')).rejects.toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED' });
      expect(await canRetry()).toEqual({ canRetry: false, reason: MESSAGES.ORDER_ALREADY_PAID, code: 'ORDER_ALREADY_PAID' });
      expect((await knex('order_status_events').where('order_id', orderId).orderBy('id').select('from_status', 'to_status')).map((e) => `${e.from_status}>${e.to_status}`))
        .toEqual(['null>PENDING_PAYMENT', 'PENDING_PAYMENT>PAYMENT_FAILED', 'PAYMENT_FAILED>PENDING_PAYMENT', 'PENDING_PAYMENT>PAID']);

      await add(phone, await newItem(1));
      const cod = await placed(phone);
      const codToken = { 'X-Order-Token': cod.accessToken };
      expect((await get(`/api/cart/can-retry/${cod.orderId}`, codToken)).body).toEqual({ canRetry: false, reason: MESSAGES.ORDER_NOT_CARD_PAYMENT, code: 'ORDER_NOT_CARD_PAYMENT' });
      // The reason follows the request's language (issue 10: ?lang=en answers in English).
      expect((await get(`/api/cart/can-retry/${cod.orderId}?lang=en`, codToken)).body).toEqual({ canRetry: false, reason: CATALOGUE.ORDER_NOT_CARD_PAYMENT.en, code: 'ORDER_NOT_CARD_PAYMENT' });
    });
  });

  describe('POST /api/cart/restore-from-order/:orderId', () => {
    it('re-reserves the outlet items into the cart; a sold-out one is skipped; another phone is 404', async () => {
      const [last, plenty] = [await newItem(1), await newItem(3)];
      const phone = newPhone();
      await add(phone, last);
      await add(phone, plenty);
      const { orderId } = await placed(phone, { paymentMethod: 'credit_card' });
      await transition(orderId, 'PAYMENT_FAILED');
      const response = await json('POST', `/api/cart/restore-from-order/${orderId}`, { phone });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true, restoredCount: 1, skippedCount: 1, message: '已將 1 件商品加回購物車。 1 件商品已售完，無法加回。',
      });
      // Again in English: nothing is left to restore, and the sentence is rendered in the request's language.
      const again = await json('POST', `/api/cart/restore-from-order/${orderId}?lang=en`, { phone });
      expect((await again.json()).message).toMatch(/^Restored \d+ items to cart\./);
      const cart = (await get(`/api/cart/${phone}`)).body;
      expect(cart.items.map((line: { item_id: number }) => line.item_id)).toEqual([plenty]);
      expect(await listed(plenty)).toMatchObject({ reserved_count: 2, available_count: 1 });

      const stranger = newPhone();
      const foreign = await json('POST', `/api/cart/restore-from-order/${orderId}`, { phone: stranger });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual(NOT_FOUND);
      expect(await cartCount(stranger)).toBe(0);
      const invalid = await json('POST', `/api/cart/restore-from-order/${orderId}`, { phone: '12' });
      expect(invalid.status).toBe(400);
      expect((await invalid.json()).fields).toEqual({ phone: { code: 'CHECKOUT_PHONE_INVALID', message: MESSAGES.CHECKOUT_PHONE_INVALID } });
    });
  });
});
