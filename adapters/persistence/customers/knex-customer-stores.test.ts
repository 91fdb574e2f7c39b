import type { Knex } from 'knex';
import { KnexCartStore } from '../cart/knex-cart-store';
import { KnexOrderStore } from '../orders/knex-order-store';
import { buildDemoCatalogue, insertOutletItems } from '../seed/demo-catalogue';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexCustomerOrderStore } from './knex-customer-order-store';
import { KnexStorePreferenceStore } from './knex-store-preference-store';

const NOW = new Date('2026-11-20T04:00:00.000Z');
const HOUR = 3_600_000;
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' as const };

describe.each(databasesUnderTest)('customer order and store preference stores on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let cart: KnexCartStore;
  let orders: KnexOrderStore;
  let customerOrders: KnexCustomerOrderStore;
  let preferences: KnexStorePreferenceStore;
  let counter = 0;
  const newPhone = () => `09${String(40_000_000 + (counter += 1)).slice(-8)}`;
  const newCustomerId = () => 1000 + (counter += 1);

  /** Checks out one outlet item for `phone` at `at`, as `customerId` (null: a guest); returns the order id. */
  const placeOrder = async (phone: string, itemId: number, at: Date, customerId: number | null = null): Promise<string> => {
    await cart.reserveOutletLine({ phone, itemId, now: at, expiresAt: new Date(at.getTime() + 2 * HOUR) });
    const outcome = await orders.checkoutCart({
      phone, customerName: '王小明', deliveryMethod: 'pickup', paymentMethod: 'store_cod', status: 'PENDING', store: STORE,
      accessTokenHash: 'a'.repeat(64), customerId, now: at, orderIdCandidate: (attempt) => `ORD-${String(20_000_000 + counter * 100 + attempt)}`,
    });
    if (outcome.kind !== 'created') throw new Error(`checkout refused: ${outcome.code}`);
    return outcome.order.id;
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(NOW, 4).map((row) => ({ ...row, total_quantity: 50 })));
    await knex('outlet_items').where('id', 1).update({ variant_details: 'Default' });
    await knex('outlet_items').where('id', 2).update({ variant_details: '黑色 / M' });
    cart = new KnexCartStore(knex);
    orders = new KnexOrderStore(knex);
    customerOrders = new KnexCustomerOrderStore(knex);
    preferences = new KnexStorePreferenceStore(knex);
  });
  afterAll(() => db?.close());

  it('checkout writes orders.customer_id; the history is the customer\'s orders newest first, paginated, with their products', async () => {
    const customer = newCustomerId();
    const phone = newPhone();
    const first = await placeOrder(phone, 1, NOW, customer);
    const second = await placeOrder(phone, 2, new Date(NOW.getTime() + 60_000), customer);
    const third = await placeOrder(phone, 3, new Date(NOW.getTime() + 120_000), customer);
    await placeOrder(newPhone(), 1, NOW, newCustomerId()); // someone else's
    await placeOrder(newPhone(), 1, NOW); // a guest's

    expect((await orders.findOrder(first))?.customerId).toBe(customer);
    const page1 = await customerOrders.listCustomerOrders(customer, { offset: 0, limit: 2 });
    expect(page1.total).toBe(3);
    expect(page1.orders.map((o) => o.order.id)).toEqual([third, second]);
    const [, secondRecord] = page1.orders;
    const item = await knex('order_items').where('order_id', second).first();
    expect(secondRecord.products).toEqual([{
      // variantSku: the demo row's own SKU as sold (issue 22; the label above was changed by this test before the sale).
      id: Number(item.id), title: item.title, imageUrl: item.image_url, variantDetails: '黑色 / M', variantSku: item.variant_sku, price: Number(item.price), discountPrice: Number(item.discount_price),
    }]);
    expect(secondRecord.order).toMatchObject({ id: second, customerId: customer, customerPhone: phone, store: STORE, orderSource: 'outlet' });
    const page2 = await customerOrders.listCustomerOrders(customer, { offset: 2, limit: 2 });
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.orders.map((o) => o.order.id)).toEqual([first]);
    expect(page2.orders[0].products[0].variantDetails).toBe('Default');
    expect(await customerOrders.listCustomerOrders(newCustomerId(), { offset: 0, limit: 5 })).toEqual({ orders: [], total: 0 });
  });

  it('linkOrder: links an unlinked order once; the same customer again is already_linked; another is linked_elsewhere', async () => {
    const orderId = await placeOrder(newPhone(), 1, NOW);
    const alice = newCustomerId();
    const bob = newCustomerId();
    expect(await customerOrders.linkOrder(orderId, alice)).toBe('linked');
    expect(await customerOrders.linkOrder(orderId, alice)).toBe('already_linked');
    expect(await customerOrders.linkOrder(orderId, bob)).toBe('linked_elsewhere');
    expect(await customerOrders.linkOrder('ORD-99999999', alice)).toBe('not_found');
    expect((await orders.findOrder(orderId))?.customerId).toBe(alice);
  });

  it('linkOrder: of several accounts racing for one order, exactly one wins', async () => {
    const orderId = await placeOrder(newPhone(), 1, NOW);
    const racers = Array.from({ length: 6 }, () => newCustomerId());
    const outcomes = await Promise.all(racers.map((id) => customerOrders.linkOrder(orderId, id)));
    expect(outcomes.filter((o) => o === 'linked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'linked_elsewhere')).toHaveLength(racers.length - 1);
    const winner = racers[outcomes.indexOf('linked')];
    expect((await orders.findOrder(orderId))?.customerId).toBe(winner);
  });

  it('store preference: none, saved, replaced whole; one per customer', async () => {
    const customer = newCustomerId();
    expect(await preferences.find(customer)).toBeUndefined();
    await preferences.save(customer, STORE, NOW);
    expect(await preferences.find(customer)).toEqual(STORE);
    const family = { storeId: '006598', storeName: '全家大安店', storeAddress: '', logisticsSubType: 'FAMIC2C' as const };
    await preferences.save(customer, family, new Date(NOW.getTime() + 1000));
    expect(await preferences.find(customer)).toEqual(family);
    expect(await knex('customer_store_preferences').where('customer_id', customer).count({ n: '*' })).toEqual([{ n: 1 }]);
    await Promise.all([preferences.save(customer, STORE, NOW), preferences.save(customer, family, NOW)]);
    expect([STORE, family]).toContainEqual(await preferences.find(customer));
  });
});
