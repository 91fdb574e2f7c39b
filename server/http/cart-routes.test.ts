import type { Knex } from 'knex';
import { SweepExpiredReservations } from '../../application/cart/sweep-expired-reservations';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import type { CartLine } from '../../domain/cart/cart-line';
import { RESERVATION_HOLD_MS } from '../../domain/cart/reservation';
import { MESSAGES } from '../../domain/validation/messages';
import type { OutletItemDetail, OutletListItem } from '../../domain/outlet/outlet-item';
import { cartKeyHeaders, fetchAsBrowser, newCartKey } from '../../test/support/cart-key';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const T0 = '2026-11-20T04:00:00.000Z';
const SOLD_OUT = { code: 'OUTLET_ITEM_SOLD_OUT', message: MESSAGES.OUTLET_ITEM_SOLD_OUT };
const DUPLICATE = { code: 'CART_ITEM_DUPLICATE', message: MESSAGES.CART_ITEM_DUPLICATE };
const PHONE_FIELD = { code: 'CHECKOUT_PHONE_INVALID', message: MESSAGES.CHECKOUT_PHONE_INVALID };

let phoneCounter = 0;
/** A phone no other test uses, so tests stay independent on the shared database. */
const newPhone = () => `09${String(10_000_000 + (phoneCounter += 1)).slice(-8)}`;

/** Every call of this suite comes from one browser (its cart key, issue 22), unless a test says otherwise. */
const BROWSER_KEY = newCartKey();
const fetch = fetchAsBrowser(BROWSER_KEY);

describe.each(databasesUnderTest)('cart and reservation API on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  let debugServer: RunningServer;
  const clock = new FakeClock(T0);
  const url = (pathname: string) => `${server.url}${pathname}`;
  const json = (method: string, pathname: string, body?: unknown) => fetch(url(pathname), {
    method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const add = (phone: string, itemId: unknown, extra: Record<string, unknown> = {}) => json('POST', '/api/cart/add', { phone, itemId, ...extra });
  /** A call from another browser: its own cart key (issue 22). */
  const jsonFrom = (key: string, method: string, pathname: string, body?: unknown) => fetch(url(pathname), {
    method, headers: { 'Content-Type': 'application/json', ...cartKeyHeaders(key) }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cartOf = async (phone: string) => (await (await fetch(url(`/api/cart/${phone}`))).json()) as { items: CartLine[]; totals: unknown };
  const listed = async (id: number) => ((await (await fetch(url('/api/outlet/list'))).json()) as OutletListItem[]).find((item) => item.id === id)!;
  const detail = async (id: number) => (await (await fetch(url(`/api/outlet/item/${id}`))).json()) as OutletItemDetail;
  const activeHolds = async (id: number) => {
    const [row] = await knex('outlet_reservations').where('outlet_item_id', id).whereNull('released_at')
      .andWhere((q) => q.whereNotNull('confirmed_at').orWhere('expires_at', '>', clock.now())).count({ n: '*' });
    return Number((row as { n: number }).n);
  };
  /** A fresh outlet item with `quantity` units; returns its id. */
  const newItem = async (quantity: number, sku?: string) => {
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [id] = await knex('outlet_items').insert({ ...row, sku: sku ?? `T-${phoneCounter}-${quantity}-${Math.random().toString(36).slice(2, 8)}`, total_quantity: quantity });
    // As a stock write would: the list read model of this suite lives 60 s otherwise.
    server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
    return Number(id);
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 5));
    // A long list TTL: the list tests below prove that every write invalidates it, not that it expired.
    const common = { port: 0, host: '127.0.0.1', listCacheTtlMs: 60_000, reservationSweepMs: 0 };
    server = await startServer({ ...common, cartDebug: false }, { knex, logger: silentLogger, clock });
    debugServer = await startServer({ ...common, cartDebug: true }, { knex, logger: silentLogger, clock });
  });
  afterAll(async () => {
    await server?.close();
    await debugServer?.close();
    await db?.close();
  });
  beforeEach(() => clock.set(T0));

  describe('POST /api/cart/add', () => {
    it('201 with the line, its 2-hour reservation and the count; list and detail count the hold at once', async () => {
      const id = await newItem(3);
      const phone = newPhone();
      expect((await listed(id)).available_count).toBe(3); // fills the list read model
      const response = await add(phone, id, { itemType: 'outlet', quantity: 5, variantId: null });
      expect(response.status).toBe(201);
      const body = await response.json();
      // No count for a guest (issue 9): it would differ between a member's phone and a guest's; the badge reads /api/cart/count.
      expect(body).toEqual({ success: true, message: MESSAGES.CART_ITEM_ADDED, item: expect.any(Object) });
      expect(body.item).toEqual({
        id: expect.any(Number), item_id: id, item_type: 'outlet', title: expect.any(String), price: expect.any(Number),
        discount_price: expect.any(Number), image_url: expect.any(String), quantity: 1, sku: expect.any(String),
        display_sku: expect.any(String), has_variations: false, variant_details: expect.any(String),
        variant_title: expect.any(String), variant_id: null,
        reservation: { expires_at: new Date(Date.parse(T0) + RESERVATION_HOLD_MS).toISOString(), is_confirmed: false },
      });
      expect(await listed(id)).toMatchObject({ reserved_count: 1, available_count: 2 });
      expect(await detail(id)).toMatchObject({ available_count: 2, available_quantity: 2, total_quantity: 3 });
    });

    it('has_variations is true when the sku has more than one item', async () => {
      const sku = `VAR-${Date.now()}`;
      const id = await newItem(2, sku);
      await newItem(2, sku);
      const body = await (await add(newPhone(), id)).json();
      expect(body.item.has_variations).toBe(true);
    });

    it('the same item twice is 409 CART_ITEM_DUPLICATE and nothing changes', async () => {
      const id = await newItem(3);
      const phone = newPhone();
      await add(phone, id);
      const again = await add(phone, id, { itemType: 'outlet' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual(DUPLICATE);
      expect((await cartOf(phone)).items).toHaveLength(1);
      expect(await activeHolds(id)).toBe(1);
    });

    it('a sold-out item is 409 OUTLET_ITEM_SOLD_OUT and nothing changes', async () => {
      const id = await newItem(1);
      await add(newPhone(), id);
      const loser = newPhone();
      const refused = await add(loser, id);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(SOLD_OUT);
      expect((await cartOf(loser)).items).toEqual([]);
      expect(await activeHolds(id)).toBe(1);
      expect(await listed(id)).toMatchObject({ reserved_count: 1, available_count: 0 });
    });

    it('an expired line stays with its past expiry, then is re-reserved in place', async () => {
      const id = await newItem(1);
      const phone = newPhone();
      const first = (await (await add(phone, id)).json()).item as CartLine;
      clock.advance(RESERVATION_HOLD_MS + 60_000);
      server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate(); // expiry is no write
      expect(await listed(id)).toMatchObject({ reserved_count: 0, available_count: 1 });
      const [expired] = (await cartOf(phone)).items;
      expect(expired.reservation).toEqual({ expires_at: first.reservation?.expires_at, is_confirmed: false });
      expect(Date.parse(String(expired.reservation?.expires_at))).toBeLessThan(clock.now().getTime());
      const renewed = await add(phone, id);
      expect(renewed.status).toBe(201);
      const body = await renewed.json();
      expect(body.item.id).toBe(first.id);
      expect(body.item.reservation.expires_at).toBe(new Date(clock.now().getTime() + RESERVATION_HOLD_MS).toISOString());
      expect(body).not.toHaveProperty('count');
      expect(await listed(id)).toMatchObject({ reserved_count: 1, available_count: 0 });
    });

    it('an expired line whose unit went to someone else is refused as sold out', async () => {
      const id = await newItem(1);
      const phone = newPhone();
      await add(phone, id);
      clock.advance(RESERVATION_HOLD_MS);
      expect((await add(newPhone(), id)).status).toBe(201);
      const refused = await add(phone, id);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(SOLD_OUT);
    });

    it('unknown item 404 OUTLET_ITEM_NOT_FOUND; unknown marketplace item 404 MARKETPLACE_PRODUCT_NOT_FOUND', async () => {
      const unknown = await add(newPhone(), 999_999);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 'OUTLET_ITEM_NOT_FOUND' });
      const shopee = await add(newPhone(), 1, { itemType: 'shopee' });
      expect(shopee.status).toBe(404);
      expect(await shopee.json()).toEqual({ code: 'MARKETPLACE_PRODUCT_NOT_FOUND', message: MESSAGES.MARKETPLACE_PRODUCT_NOT_FOUND });
    });

    it.each([
      ['a phone with separators', { phone: '0912-345-678', itemId: 1 }, { phone: PHONE_FIELD }],
      ['a 7-digit phone', { phone: '0912345', itemId: 1 }, { phone: PHONE_FIELD }],
      ['a 16-digit phone', { phone: '0'.repeat(16), itemId: 1 }, { phone: PHONE_FIELD }],
      ['no phone', { itemId: 1 }, { phone: PHONE_FIELD }],
      ['itemId 0', { phone: '0912345678', itemId: 0 }, { itemId: { code: 'NOT_A_POSITIVE_INTEGER', message: expect.any(String) } }],
      ['itemId 1.5', { phone: '0912345678', itemId: 1.5 }, { itemId: { code: 'NOT_A_POSITIVE_INTEGER', message: expect.any(String) } }],
      ['itemId text', { phone: '0912345678', itemId: 'abc' }, { itemId: { code: 'NOT_A_POSITIVE_INTEGER', message: expect.any(String) } }],
      ['an unknown itemType', { phone: '0912345678', itemId: 1, itemType: 'amazon' }, { itemType: { code: 'INVALID_ITEM_TYPE', message: expect.any(String) } }],
    ])('%s is 400 VALIDATION_FAILED with fields', async (_name, body, fields) => {
      const response = await json('POST', '/api/cart/add', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: '請求內容有誤', fields });
    });

    it('a phone with surrounding blanks is trimmed; malformed JSON 400; an array body 400; > 1 MB 413', async () => {
      const id = await newItem(2);
      const phone = newPhone();
      expect((await add(` ${phone} `, id)).status).toBe(201);
      expect((await cartOf(phone)).items).toHaveLength(1);
      const malformed = await fetch(url('/api/cart/add'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"phone":' });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ code: 'MALFORMED_JSON' });
      expect((await json('POST', '/api/cart/add', [1, 2])).status).toBe(400);
      expect((await json('POST', '/api/cart/add', null)).status).toBe(400);
      const huge = await json('POST', '/api/cart/add', { phone, itemId: id, padding: 'x'.repeat(1024 * 1024) });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect((await cartOf(phone)).items).toHaveLength(1);
    });
  });

  describe('GET /api/cart/:phone and /api/cart/count/:phone', () => {
    it('an unknown phone is an empty cart', async () => {
      const phone = newPhone();
      const response = await fetch(url(`/api/cart/${phone}`));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, phone, items: [], totals: { itemCount: 0, total: 0 } });
      expect(await (await fetch(url(`/api/cart/count/${phone}`))).json()).toEqual({ success: true, count: 0 });
    });

    it('lines id ascending with totals; count agrees', async () => {
      const [a, b] = [await newItem(2), await newItem(2)];
      const phone = newPhone();
      await add(phone, b);
      await add(phone, a);
      const cart = await (await fetch(url(`/api/cart/${phone}`))).json();
      expect(cart.items.map((line: CartLine) => line.item_id)).toEqual([b, a]);
      expect(cart.items[0].id).toBeLessThan(cart.items[1].id);
      expect(cart.totals).toEqual({ itemCount: 2, total: cart.items[0].discount_price + cart.items[1].discount_price });
      expect(await (await fetch(url(`/api/cart/count/${phone}`))).json()).toEqual({ success: true, count: 2 });
    });

    it.each(['abc', '0912-345-678', '1234567', '1234567890123456'])('phone %s is 400 with fields.phone', async (phone) => {
      for (const path of [`/api/cart/${phone}`, `/api/cart/count/${phone}`, `/api/cart/clear/${phone}`]) {
        const response = await fetch(url(path), { method: path.includes('clear') ? 'DELETE' : 'GET' });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { phone: PHONE_FIELD } });
      }
    });
  });

  describe('DELETE /api/cart/remove/:id', () => {
    it('removes an unconfirmed line and releases its unit', async () => {
      const id = await newItem(1);
      const phone = newPhone();
      const line = (await (await add(phone, id)).json()).item as CartLine;
      expect(await listed(id)).toMatchObject({ available_count: 0 });
      const response = await fetch(url(`/api/cart/remove/${line.id}?phone=${phone}`), { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, released: true, count: 0 });
      expect(await listed(id)).toMatchObject({ reserved_count: 0, available_count: 1 });
      expect(await knex('outlet_reservations').where('outlet_item_id', id).first('released_reason')).toEqual({ released_reason: 'removed' });
    });

    it("another phone's line is 404 CART_LINE_NOT_FOUND and stays; a confirmed line 409 CART_ITEM_CONFIRMED", async () => {
      const id = await newItem(2);
      const phone = newPhone();
      const line = (await (await add(phone, id)).json()).item as CartLine;
      const foreign = await fetch(url(`/api/cart/remove/${line.id}?phone=${newPhone()}`), { method: 'DELETE' });
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual({ code: 'CART_LINE_NOT_FOUND', message: MESSAGES.CART_LINE_NOT_FOUND });
      await knex('outlet_reservations').where('outlet_item_id', id).update({ confirmed_at: clock.now() });
      const confirmed = await fetch(url(`/api/cart/remove/${line.id}?phone=${phone}`), { method: 'DELETE' });
      expect(confirmed.status).toBe(409);
      expect(await confirmed.json()).toEqual({ code: 'CART_ITEM_CONFIRMED', message: MESSAGES.CART_ITEM_CONFIRMED });
      expect((await cartOf(phone)).items).toHaveLength(1);
      expect((await cartOf(phone)).items[0].reservation?.is_confirmed).toBe(true);
    });

    it('bad id or phone is 400 with fields', async () => {
      const both = await fetch(url('/api/cart/remove/abc'), { method: 'DELETE' });
      expect(both.status).toBe(400);
      expect((await both.json()).fields).toEqual({ id: { code: 'NOT_A_POSITIVE_INTEGER', message: expect.any(String) }, phone: PHONE_FIELD });
      const twoPhones = await fetch(url('/api/cart/remove/1?phone=0912345678&phone=0912345679'), { method: 'DELETE' });
      expect(twoPhones.status).toBe(400);
    });
  });

  describe('DELETE /api/cart/clear/:phone', () => {
    it('removes unconfirmed lines (releasing) and keeps confirmed ones', async () => {
      const [a, b, c] = [await newItem(1), await newItem(1), await newItem(1)];
      const phone = newPhone();
      for (const id of [a, b, c]) await add(phone, id);
      await knex('outlet_reservations').where('outlet_item_id', a).update({ confirmed_at: clock.now() });
      const response = await fetch(url(`/api/cart/clear/${phone}`), { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, removedCount: 2, keptConfirmedCount: 1 });
      expect((await cartOf(phone)).items.map((line) => line.item_id)).toEqual([a]);
      expect(await listed(b)).toMatchObject({ available_count: 1 });
      expect(await listed(a)).toMatchObject({ available_count: 0 });
    });
  });

  describe('POST /api/cart/merge', () => {
    it('adds new items with reservations, skips duplicates, sold-out, unknown and marketplace items', async () => {
      const [a, b, c] = [await newItem(1), await newItem(2), await newItem(1)];
      const phone = newPhone();
      await add(phone, b);
      // c's only unit is held by another shopper (another browser): sold out for this merge.
      await jsonFrom(newCartKey(), 'POST', '/api/cart/add', { phone: newPhone(), itemId: c });
      const response = await json('POST', '/api/cart/merge', {
        targetPhone: phone,
        anonymousCartItems: [{ item_id: a }, { item_type: 'outlet', item_id: b }, { item_id: c }, { item_id: 999_999 }, { item_type: 'shopee', item_id: 5, variant_id: '77' }],
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ success: true, mergedCount: 1, skippedCount: 4 });
      expect(body.items.map((line: CartLine) => line.item_id)).toEqual([b, a]);
      expect(await listed(a)).toMatchObject({ available_count: 0 });
    });

    it('more than 100 items, a bad phone or a bad item id is 400 and nothing changes', async () => {
      const phone = newPhone();
      const id = await newItem(1);
      const tooMany = await json('POST', '/api/cart/merge', { targetPhone: phone, anonymousCartItems: Array.from({ length: 101 }, () => ({ item_id: id })) });
      expect(tooMany.status).toBe(400);
      expect((await tooMany.json()).fields.anonymousCartItems.code).toBe('INVALID_CART_ITEMS');
      const badPhone = await json('POST', '/api/cart/merge', { targetPhone: 'x', anonymousCartItems: [] });
      expect((await badPhone.json()).fields).toEqual({ targetPhone: PHONE_FIELD });
      const badItem = await json('POST', '/api/cart/merge', { targetPhone: phone, anonymousCartItems: [{ item_id: id }, { item_id: -1 }] });
      expect(badItem.status).toBe(400);
      expect((await cartOf(phone)).items).toEqual([]);
      expect(await listed(id)).toMatchObject({ available_count: 1 });
    });
  });

  describe('POST /api/outlet/release', () => {
    it('releases the phone\'s hold and removes its line; again is released: false', async () => {
      const id = await newItem(1);
      const phone = newPhone();
      await add(phone, id);
      expect(await (await json('POST', '/api/outlet/release', { id, reservedBy: newPhone() })).json()).toEqual({ success: true, released: false });
      const response = await json('POST', '/api/outlet/release', { id, reservedBy: phone });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, released: true });
      expect((await cartOf(phone)).items).toEqual([]);
      expect(await listed(id)).toMatchObject({ reserved_count: 0, available_count: 1 });
      expect(await (await json('POST', '/api/outlet/release', { id, reservedBy: phone })).json()).toEqual({ success: true, released: false });
    });

    it('bad id or phone is 400 with fields', async () => {
      const response = await json('POST', '/api/outlet/release', { id: 'x', reservedBy: '12' });
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({ id: { code: 'NOT_A_POSITIVE_INTEGER', message: expect.any(String) }, reservedBy: PHONE_FIELD });
    });
  });

  describe('expiry and the sweep', () => {
    it('availability frees expired holds with no job; the sweep then records them and keeps the lines', async () => {
      const id = await newItem(2);
      const phone = newPhone();
      await add(phone, id);
      clock.advance(RESERVATION_HOLD_MS - 1);
      expect(await detail(id)).toMatchObject({ available_count: 1 });
      clock.advance(1);
      expect(await detail(id)).toMatchObject({ available_count: 2 });
      const swept = await server.container.get(SweepExpiredReservations).execute();
      expect(swept).toBeGreaterThanOrEqual(1);
      const row = await knex('outlet_reservations').where('outlet_item_id', id).first();
      expect(row.released_reason).toBe('expired');
      expect(new Date(row.released_at).getTime()).toBe(new Date(row.expires_at).getTime());
      server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
      expect(await listed(id)).toMatchObject({ reserved_count: 0, available_count: 2 });
      expect((await cartOf(phone)).items).toHaveLength(1);
    });
  });

  describe('guest carts bound to the browser (issue 22)', () => {
    const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };
    const checkoutBody = (phone: string) => ({ name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData: STORE });
    /** One call as a browser: with its key, or with none (null). */
    const callAs = async (key: string | null, base: string, method: string, pathname: string, body?: unknown) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(key === null ? {} : cartKeyHeaders(key)) };
      const response = await globalThis.fetch(`${base}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
    };

    it('a phone alone, or another browser, sees an empty cart and learns nothing; its own adds neither disturb nor reveal the first browser\'s holds', async () => {
      const [x, y] = [await newItem(2), await newItem(2)];
      const phone = newPhone();
      const first = newCartKey();
      const mine = [
        (await callAs(first, server.url, 'POST', '/api/cart/add', { phone, itemId: x })).body.item as CartLine,
        (await callAs(first, server.url, 'POST', '/api/cart/add', { phone, itemId: y })).body.item as CartLine,
      ];
      const itemsOf = async (key: string | null) => ((await callAs(key, server.url, 'GET', `/api/cart/${phone}`)).body.items as CartLine[]).map((line) => line.item_id);
      expect(await itemsOf(first)).toEqual([x, y]);

      for (const other of [null, newCartKey()]) {
        // Every read and change of the phone's cart answers what a phone nobody used answers.
        const fresh = newPhone();
        const attempts = (p: string): [string, string, string, unknown?][] => [
          [server.url, 'GET', `/api/cart/${p}`],
          [server.url, 'GET', `/api/cart/count/${p}`],
          [debugServer.url, 'GET', `/api/cart/debug/${p}`],
          [server.url, 'DELETE', `/api/cart/remove/${mine[0].id}?phone=${p}`],
          [server.url, 'POST', '/api/outlet/release', { id: x, reservedBy: p }],
          [server.url, 'DELETE', `/api/cart/clear/${p}`],
          [server.url, 'POST', '/api/cart/checkout', checkoutBody(p)],
        ];
        const freshAnswers = attempts(fresh);
        for (const [i, [base, method, pathname, body]] of attempts(phone).entries()) {
          const answer = await callAs(other, base, method, pathname, body);
          const expected = await callAs(other, freshAnswers[i][0], method, freshAnswers[i][2], freshAnswers[i][3]);
          const masked = (value: unknown, p: string) => JSON.parse(JSON.stringify(value ?? null).split(p).join('PHONE'));
          expect([method, pathname, answer.status, masked(answer.body, phone)]).toEqual([method, pathname, expected.status, masked(expected.body, fresh)]);
        }
        expect(await itemsOf(first)).toEqual([x, y]);
        expect(await activeHolds(x)).toBe(1);
      }

      // Without a key there is no cart to add to; with its own key another browser adds x as a new line (not
      // 'already in your cart', which would give the first browser's line away) and takes the second unit.
      const keyless = await callAs(null, server.url, 'POST', '/api/cart/add', { phone, itemId: x });
      expect(keyless).toEqual({ status: 400, body: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { cartKey: { code: 'CART_KEY_REQUIRED', message: MESSAGES.CART_KEY_REQUIRED } } } });
      expect((await callAs('not a key', server.url, 'GET', `/api/cart/${phone}`)).status).toBe(400);
      const second = newCartKey();
      const added = await callAs(second, server.url, 'POST', '/api/cart/add', { phone, itemId: x });
      expect(added).toEqual({ status: 201, body: { success: true, message: MESSAGES.CART_ITEM_ADDED, item: expect.objectContaining({ item_id: x }) } });
      expect(await itemsOf(second)).toEqual([x]);
      expect(await activeHolds(x)).toBe(2);
      expect(await itemsOf(first)).toEqual([x, y]);
      expect((await callAs(second, server.url, 'POST', '/api/cart/add', { phone, itemId: x })).body).toEqual(DUPLICATE);

      // Each browser checks out its own cart of the phone, and the key's browser keeps its cart until then.
      const order = await callAs(first, server.url, 'POST', '/api/cart/checkout', checkoutBody(phone));
      expect(order).toMatchObject({ status: 201, body: { totalAmount: mine[0].discount_price + mine[1].discount_price } });
      expect(await itemsOf(first)).toEqual([]);
      expect(await itemsOf(second)).toEqual([x]);
    });
  });

  describe('GET /api/cart/debug/:phone', () => {
    it('is 404 NOT_FOUND like an unknown route unless CART_DEBUG=true', async () => {
      const phone = newPhone();
      const hidden = await fetch(url(`/api/cart/debug/${phone}`));
      const unknown = await fetch(url('/api/nope/1'));
      expect(hidden.status).toBe(404);
      expect(await hidden.json()).toEqual(await unknown.json());
      const id = await newItem(1);
      await add(phone, id);
      const shown = await fetch(`${debugServer.url}/api/cart/debug/${phone}`);
      expect(shown.status).toBe(200);
      const body = await shown.json();
      expect(body).toMatchObject({ phone, lines: [expect.objectContaining({ phone, item_id: id })], reservations: [expect.objectContaining({ reserved_by: phone })] });
    });
  });

  describe('the race for the last units', () => {
    it('40 shoppers racing for 5 units: exactly 5 x 201 and 35 x 409 OUTLET_ITEM_SOLD_OUT', async () => {
      const id = await newItem(5);
      const phones = Array.from({ length: 40 }, () => newPhone());
      const responses = await Promise.all(phones.map((phone) => add(phone, id)));
      const bodies = await Promise.all(responses.map((response) => response.json()));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(35);
      expect(bodies.filter((body) => body.code === 'OUTLET_ITEM_SOLD_OUT')).toHaveLength(35);
      expect(await activeHolds(id)).toBe(5);
      expect(await knex('cart_lines').where('item_id', id).count({ n: '*' }).then(([row]) => Number(row.n))).toBe(5);
      expect(await listed(id)).toMatchObject({ reserved_count: 5, available_count: 0 });
    });
  });
});
