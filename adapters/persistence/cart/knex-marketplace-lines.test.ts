import type { Knex } from 'knex';
import type { MarketplaceAddOutcome } from '../../../application/cart/cart-store.port';
import type { CheckoutCartRequest } from '../../../application/orders/order-store.port';
import { KnexOrderStore } from '../orders/knex-order-store';
import { buildDemoCatalogue, insertOutletItems } from '../seed/demo-catalogue';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexCartStore } from './knex-cart-store';
import { insertShopeeProduct } from './testing/shopee-test-rows';

/**
 * Marketplace (Shopee) lines in the shared cart and at checkout (issue 11; spec 1 sections 3, 5, 9; spec 2
 * sections 2.3 and 4), on SQLite and MySQL: the rows are the synced tables, written here as the sync would.
 */
const NOW = new Date('2026-11-28T04:00:00.000Z');
const HOUR = 3_600_000;
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'FAMIC2C' as const };
/** Shopee item ids pass 2^32 today. */
const BIG = 2 ** 32;

describe.each(databasesUnderTest)('marketplace cart lines and checkout on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let cart: KnexCartStore;
  let orders: KnexOrderStore;
  let counter = 0;
  const next = () => (counter += 1);
  const newPhone = () => `09${String(40_000_000 + next()).slice(-8)}`;
  const newItemId = () => BIG + 1000 * next();
  const request = (phone: string): CheckoutCartRequest => ({
    phone, customerName: '王小明', deliveryMethod: 'pickup', paymentMethod: 'store_cod', status: 'PENDING', store: STORE,
    accessTokenHash: 'b'.repeat(64), now: NOW, orderIdCandidate: (attempt) => `ORD-${String(20_000_000 + next() * 100 + attempt)}`,
  });
  const add = (phone: string, itemId: number, modelId: number | null = null, now = NOW) => cart.addMarketplaceLine({ phone, itemId, modelId, now });
  const lineIdOf = (outcome: MarketplaceAddOutcome) => (outcome.kind === 'added' ? outcome.lineId : NaN);
  const stockOf = async (itemId: number, modelId?: number) => Number((modelId === undefined
    ? await knex('shopee_products').where('item_id', itemId).first('stock')
    : await knex('shopee_models').where({ item_id: itemId, model_id: modelId }).first('stock')).stock);
  /** A shirt sold by model: M (price 1000, 3 left), L (1290, 1 left), XL (not sellable on Shopee). */
  const newShirt = async () => {
    const itemId = newItemId();
    await insertShopeeProduct(knex, {
      itemId, name: '條紋襯衫', price: 1000, stock: 4, sku: 'SH-1', imageUrl: 'https://cf.shopee.tw/file/shirt', models: [
        { modelId: itemId + 1, name: '藍色,M', price: 1000, stock: 3, sku: 'SH-1-M', imageUrl: 'https://cf.shopee.tw/file/shirt-m' },
        { modelId: itemId + 2, name: '藍色,L', price: 1290, stock: 1 },
        { modelId: itemId + 3, name: '藍色,XL', price: 1290, stock: 5, available: false },
      ],
    });
    return { itemId, m: itemId + 1, l: itemId + 2, xl: itemId + 3 };
  };
  const newMug = async (stock = 2) => {
    const itemId = newItemId();
    await insertShopeeProduct(knex, { itemId, name: '馬克杯', price: 399, stock, allImages: ['https://cf.shopee.tw/file/mug'] });
    return itemId;
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(NOW, 2).map((row) => ({ ...row, total_quantity: 5 })));
    cart = new KnexCartStore(knex);
    orders = new KnexOrderStore(knex);
  });
  afterAll(() => db?.close());

  it('adds a product without models (item id above 2^32): priced floor(0.9 x price), nothing held', async () => {
    const phone = newPhone();
    const mug = await newMug();
    const outcome = await add(phone, mug);
    expect(outcome).toEqual({ kind: 'added', lineId: expect.any(Number) });
    const lines = await cart.listLines(phone);
    expect(lines).toEqual([{
      id: lineIdOf(outcome), item_id: mug, item_type: 'shopee', title: '馬克杯', price: 399, discount_price: 359, quantity: 1,
      image_url: 'https://cf.shopee.tw/file/mug', sku: null, display_sku: null, has_variations: false,
      variant_details: null, variant_title: null, variant_id: null, reservation: null, availability: 'available',
    }]);
    expect(await cart.findLine(phone, lineIdOf(outcome))).toEqual(lines[0]);
    expect(await knex('outlet_reservations').where('reserved_by', phone).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await add(phone, mug)).toEqual({ kind: 'duplicate' });
    expect(await add(phone, mug, 77)).toEqual({ kind: 'variant_not_found' });
  });

  it('a product with models needs a known, sellable model in stock; each model is its own line', async () => {
    const phone = newPhone();
    const shirt = await newShirt();
    expect(await add(phone, shirt.itemId)).toEqual({ kind: 'variant_required' });
    expect(await add(phone, shirt.itemId, shirt.itemId + 99)).toEqual({ kind: 'variant_not_found' });
    expect(await add(phone, shirt.itemId, shirt.xl)).toEqual({ kind: 'sold_out' });
    expect(await add(phone, newItemId())).toEqual({ kind: 'not_found' });
    const m = await add(phone, shirt.itemId, shirt.m);
    const l = await add(phone, shirt.itemId, shirt.l);
    expect([m.kind, l.kind]).toEqual(['added', 'added']);
    expect(await add(phone, shirt.itemId, shirt.m)).toEqual({ kind: 'duplicate' });
    await knex('shopee_models').where({ item_id: shirt.itemId, model_id: shirt.l }).update({ stock: 0 });
    expect(await add(newPhone(), shirt.itemId, shirt.l)).toEqual({ kind: 'sold_out' });
    const lines = await cart.listLines(phone);
    expect(lines.map((line) => [line.variant_id, line.variant_details, line.variant_title, line.price, line.discount_price, line.sku, line.image_url, line.has_variations, line.availability])).toEqual([
      [String(shirt.m), '藍色,M', '藍色,M', 1000, 900, 'SH-1-M', 'https://cf.shopee.tw/file/shirt-m', true, 'available'],
      [String(shirt.l), '藍色,L', '藍色,L', 1290, 1161, 'SH-1', 'https://cf.shopee.tw/file/shirt', true, 'sold_out'],
    ]);
    expect(await cart.countLines(phone)).toBe(2);
  });

  it('a line whose product vanished or whose model stopped selling still shows, from its snapshot, marked', async () => {
    const phone = newPhone();
    const shirt = await newShirt();
    const mug = await newMug();
    await add(phone, shirt.itemId, shirt.m);
    await add(phone, mug);
    await knex('shopee_models').where({ item_id: shirt.itemId, model_id: shirt.m }).update({ available: false });
    await knex('shopee_products').where('item_id', mug).delete();
    const [shirtLine, mugLine] = await cart.listLines(phone);
    expect(shirtLine).toMatchObject({ title: '條紋襯衫', variant_details: '藍色,M', price: 1000, availability: 'unavailable' });
    expect(mugLine).toMatchObject({
      item_id: mug, title: '馬克杯', price: 399, discount_price: 359, image_url: 'https://cf.shopee.tw/file/mug', availability: 'unavailable',
    });
    const removed = await cart.removeLine(phone, Number(mugLine.id), NOW);
    expect(removed).toEqual({ kind: 'removed', released: false });
    expect(await cart.countLines(phone)).toBe(1);
  });

  it('a mixed cart is one mixed order: server prices, items as sold with the model name, synced stock lowered', async () => {
    const phone = newPhone();
    const shirt = await newShirt();
    expect((await cart.reserveOutletLine({ phone, itemId: 1, now: NOW, expiresAt: new Date(NOW.getTime() + 2 * HOUR) })).kind).toBe('reserved');
    await add(phone, shirt.itemId, shirt.m);
    const outlet = await knex('outlet_items').where('id', 1).first('discount_price');
    const outcome = await orders.checkoutCart(request(phone));
    expect(outcome.kind).toBe('created');
    if (outcome.kind !== 'created') return;
    expect(outcome.order).toMatchObject({ orderSource: 'mixed', totalAmount: Number(outlet.discount_price) + 900 });
    expect(outcome.items[1]).toEqual({
      id: expect.any(Number), orderId: outcome.order.id, itemType: 'shopee', itemId: shirt.itemId, variantId: String(shirt.m), title: '條紋襯衫',
      sku: 'SH-1-M', price: 1000, discountPrice: 900, quantity: 1, imageUrl: 'https://cf.shopee.tw/file/shirt-m', variantName: '藍色,M', variantSku: null, reservationId: null,
    });
    // The outlet line is sold with its own variant since issue 22 (the demo jacket in 黑色 / M).
    expect(outcome.items[0]).toMatchObject({ itemType: 'outlet', variantName: '黑色 / M' });
    expect(await orders.listItems(outcome.order.id)).toEqual(outcome.items);
    expect(await cart.countLines(phone)).toBe(0);
    expect([await stockOf(shirt.itemId, shirt.m), await stockOf(shirt.itemId)]).toEqual([2, 3]);
    // The catalogue's price changing later does not change what was sold.
    await knex('shopee_models').where({ item_id: shirt.itemId, model_id: shirt.m }).update({ price: 5000 });
    expect((await orders.listItems(outcome.order.id))[1]).toMatchObject({ price: 1000, discountPrice: 900 });

    const shopeeOnly = newPhone();
    await add(shopeeOnly, shirt.itemId, shirt.m);
    const second = await orders.checkoutCart(request(shopeeOnly));
    expect(second).toMatchObject({ kind: 'created', order: { orderSource: 'shopee', totalAmount: 4500 } });
  });

  it('a model sold out between add and checkout refuses the whole checkout, names the line, keeps the cart and every hold', async () => {
    const phone = newPhone();
    const shirt = await newShirt();
    await cart.reserveOutletLine({ phone, itemId: 2, now: NOW, expiresAt: new Date(NOW.getTime() + 2 * HOUR) });
    const m = lineIdOf(await add(phone, shirt.itemId, shirt.m));
    await add(phone, shirt.itemId, shirt.l);
    await knex('shopee_models').where({ item_id: shirt.itemId, model_id: shirt.m }).update({ stock: 0 });
    expect(await orders.checkoutCart(request(phone))).toEqual({ kind: 'refused', code: 'CART_ITEM_SOLD_OUT', lines: [{ lineId: m, availability: 'sold_out' }] });
    await knex('shopee_products').where('item_id', shirt.itemId).delete();
    const refused = await orders.checkoutCart(request(phone));
    expect(refused).toMatchObject({ kind: 'refused', code: 'CART_ITEM_UNAVAILABLE' });
    expect(refused.kind === 'refused' && refused.lines?.map((line) => line.availability)).toEqual(['unavailable', 'unavailable']);
    expect(await cart.countLines(phone)).toBe(3);
    expect(await knex('orders').where('customer_phone', phone).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await knex('outlet_reservations').where('reserved_by', phone).whereNotNull('confirmed_at').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('two phones checking out the last unit at once: one order, one refusal, stock 0', async () => {
    const mug = await newMug(1);
    const [a, b] = [newPhone(), newPhone()];
    expect((await add(a, mug)).kind).toBe('added');
    expect((await add(b, mug)).kind).toBe('added');
    const outcomes = await Promise.all([orders.checkoutCart(request(a)), orders.checkoutCart(request(b))]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['created', 'refused']);
    expect(outcomes.find((outcome) => outcome.kind === 'refused')).toMatchObject({ code: 'CART_ITEM_SOLD_OUT' });
    expect(await stockOf(mug)).toBe(0);
    expect(await add(newPhone(), mug)).toEqual({ kind: 'sold_out' });
  });

  it('twelve phones racing for the last 3 units of a model: exactly 3 orders, every other checkout a clean refusal', async () => {
    const shirt = await newShirt();
    await knex('shopee_models').where({ item_id: shirt.itemId, model_id: shirt.m }).update({ stock: 3 });
    const phones = Array.from({ length: 12 }, newPhone);
    for (const phone of phones) expect((await add(phone, shirt.itemId, shirt.m)).kind).toBe('added');
    const outcomes = await Promise.all(phones.map((phone) => orders.checkoutCart(request(phone))));
    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.code === 'CART_ITEM_SOLD_OUT')).toHaveLength(9);
    expect(await stockOf(shirt.itemId, shirt.m)).toBe(0);
  });
});
