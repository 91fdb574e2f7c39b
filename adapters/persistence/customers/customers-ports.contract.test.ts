import type { CustomerOrderStore } from '../../../application/customers/customer-order-store.port';
import type { StorePreferenceStore } from '../../../application/customers/store-preference-store.port';
import { InMemoryCustomerOrderStore } from '../../../application/customers/testing/in-memory-customer-order-store';
import { InMemoryStorePreferenceStore } from '../../../application/customers/testing/in-memory-store-preference-store';
import { InMemoryCartStore } from '../../../application/cart/testing/in-memory-cart-store';
import { InMemoryOrderStore } from '../../../application/orders/testing/in-memory-order-store';
import type { CartStore } from '../../../application/cart/cart-store.port';
import type { OrderStore } from '../../../application/orders/order-store.port';
import { KnexCartStore } from '../cart/knex-cart-store';
import { KnexOrderStore } from '../orders/knex-order-store';
import { describePortContract, fakeMaker, insertOutletItem, knexMakers, unique, uniquePhone } from '../testing/port-contract';
import { KnexCustomerOrderStore } from './knex-customer-order-store';
import { KnexStorePreferenceStore } from './knex-store-preference-store';

/** The customers ports (application/customers/*.port.ts) on their fakes, SQLite and MySQL. */
const T0 = new Date('2026-11-20T04:00:00.000Z');
const HOUR = 3_600_000;
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' as const };

interface CustomerOrderSubject {
  port: CustomerOrderStore;
  cart: CartStore;
  orders: OrderStore;
  /** An outlet item with this variant_details; its id. */
  addItem(variantDetails: string, title: string): Promise<number>;
}

describePortContract<CustomerOrderSubject>('CustomerOrderStore', [
  fakeMaker(() => {
    const cart = new InMemoryCartStore();
    const orders = new InMemoryOrderStore(cart);
    const port = new InMemoryCustomerOrderStore(orders);
    return {
      port, cart, orders,
      async addItem(variantDetails, title) {
        const id = unique();
        cart.items.set(id, { id, total_quantity: 5, title, price: 1500, discount_price: 990, image_url: '/images/demo/x.svg' });
        port.variantDetails.set(id, variantDetails);
        return id;
      },
    };
  }),
  ...knexMakers<CustomerOrderSubject>((knex) => ({
    port: new KnexCustomerOrderStore(knex), cart: new KnexCartStore(knex), orders: new KnexOrderStore(knex),
    addItem: (variant_details, title) => insertOutletItem(knex, { variant_details, title, total_quantity: 5, price: 1500, discount_price: 990, image_url: '/images/demo/x.svg' }),
  })),
], (subject) => {
  const placeOrder = async (itemIds: number[], at: Date, customerId: number | null): Promise<string> => {
    const { cart, orders } = subject();
    const phone = uniquePhone();
    for (const itemId of itemIds) await cart.reserveOutletLine({ phone, itemId, now: at, expiresAt: new Date(at.getTime() + 2 * HOUR) });
    const id = `ORD-${String(unique()).padStart(8, '0').slice(-8)}`;
    const outcome = await orders.checkoutCart({
      phone, customerName: '王小明', deliveryMethod: 'pickup', paymentMethod: 'store_cod', status: 'PENDING', store: STORE,
      accessTokenHash: 'a'.repeat(64), customerId, now: at, orderIdCandidate: () => id,
    });
    if (outcome.kind !== 'created') throw new Error(outcome.code);
    return outcome.order.id;
  };

  it('lists a customer\'s orders newest first with their products, paged, with the total', async () => {
    const { port, addItem } = subject();
    const customer = unique();
    const coat = await addItem('黑色 / M', '外套');
    const bag = await addItem('Default', '背包');
    const older = await placeOrder([coat, bag], T0, customer);
    const newer = await placeOrder([bag], new Date(T0.getTime() + HOUR), customer);
    await placeOrder([bag], new Date(T0.getTime() + 2 * HOUR), unique());
    await placeOrder([bag], new Date(T0.getTime() + 2 * HOUR), null);
    const page = await port.listCustomerOrders(customer, { offset: 0, limit: 10 });
    expect(page.total).toBe(2);
    expect(page.orders.map((record) => record.order.id)).toEqual([newer, older]);
    expect(page.orders[1].order).toMatchObject({ id: older, customerId: customer, totalAmount: 1980, createdAt: T0 });
    expect(page.orders[1].products).toEqual([
      { id: expect.any(Number), title: '外套', imageUrl: '/images/demo/x.svg', variantDetails: '黑色 / M', price: 1500, discountPrice: 990 },
      { id: expect.any(Number), title: '背包', imageUrl: '/images/demo/x.svg', variantDetails: 'Default', price: 1500, discountPrice: 990 },
    ]);
    expect(page.orders[1].products[0].id).toBeLessThan(page.orders[1].products[1].id);
    const second = await port.listCustomerOrders(customer, { offset: 1, limit: 1 });
    expect(second.total).toBe(2);
    expect(second.orders.map((record) => record.order.id)).toEqual([older]);
    expect(await port.listCustomerOrders(unique(), { offset: 0, limit: 10 })).toEqual({ orders: [], total: 0 });
  });

  it('orders of the same instant come newest id first', async () => {
    const { port, addItem } = subject();
    const customer = unique();
    const item = await addItem('Default', '帽子');
    const first = await placeOrder([item], T0, customer);
    const second = await placeOrder([item], T0, customer);
    const ids = (await port.listCustomerOrders(customer, { offset: 0, limit: 10 })).orders.map((record) => record.order.id);
    expect(ids).toEqual([first, second].sort().reverse());
  });

  it('links a guest order once: linked, already_linked, linked_elsewhere, not_found', async () => {
    const { port, orders, addItem } = subject();
    const customer = unique();
    const order = await placeOrder([await addItem('Default', '外套')], T0, null);
    expect(await port.linkOrder(order, customer)).toBe('linked');
    expect((await orders.findOrder(order))?.customerId).toBe(customer);
    expect(await port.linkOrder(order, customer)).toBe('already_linked');
    expect(await port.linkOrder(order, unique())).toBe('linked_elsewhere');
    expect((await orders.findOrder(order))?.customerId).toBe(customer);
    expect(await port.linkOrder('ORD-00000000', customer)).toBe('not_found');
  });

  it('links an external (Shopee) order to one account only, and lists the linked orders newest first', async () => {
    const { port } = subject();
    const [alice, bob] = [unique(), unique()];
    const sn = `2211290Q${unique()}`;
    const link = (customerId: number, externalOrderId: string, orderDate: Date, extra: { shippingFee?: number } = {}) => port.linkExternalOrder({
      customerId, source: 'shopee', externalOrderId, orderDate, total: 1789, externalStatus: 'COMPLETED', customerPhone: '0912345678',
      products: [{ title: '條紋襯衫', variantName: '藍色,M', price: 1290, quantity: 1 }, { title: '馬克杯', variantName: null, price: 498, quantity: 2 }],
      linkedAt: T0, ...extra,
    });
    expect(await link(alice, sn, new Date(T0.getTime() - HOUR))).toBe('linked');
    expect(await link(alice, sn, new Date(T0.getTime() - HOUR))).toBe('already_linked');
    expect(await link(bob, sn, new Date(T0.getTime() - HOUR))).toBe('linked_elsewhere');
    expect(await link(alice, `${sn}B`, T0, { shippingFee: 60 })).toBe('linked');
    const page = await port.listLinkedOrders(alice, { limit: 10 });
    expect(page.total).toBe(2);
    expect(page.orders.map((order) => order.externalOrderId)).toEqual([`${sn}B`, sn]);
    expect(page.orders[1]).toEqual({
      id: expect.any(Number), customerId: alice, source: 'shopee', externalOrderId: sn, orderDate: new Date(T0.getTime() - HOUR), total: 1789,
      externalStatus: 'COMPLETED', customerPhone: '0912345678', linkedAt: T0, trackingNumber: null, logisticsStatus: null, checkedAt: null,
      // Issue 28: no shipping fee given (orders linked before) reads null; the platform's is kept (below).
      shippingFee: null, shippedAt: null,
      products: [{ title: '條紋襯衫', variantName: '藍色,M', price: 1290, quantity: 1 }, { title: '馬克杯', variantName: null, price: 498, quantity: 2 }],
    });
    expect(page.orders[0].shippingFee).toBe(60);
    expect((await port.listLinkedOrders(alice, { limit: 1 })).orders).toHaveLength(1);
    expect(await port.listLinkedOrders(bob, { limit: 10 })).toEqual({ orders: [], total: 0 });
  });

  it('finds a linked order for its owner only, records what the platform said, and lists the open ones due for a refresh', async () => {
    const { port } = subject();
    const [alice, bob] = [unique(), unique()];
    // Linked long before every other test's rows, so that the due list of this test holds only its own orders.
    const BASE = new Date('2016-01-01T00:00:00.000Z').getTime();
    const link = (externalOrderId: string, source: 'shopee' | 'shopify', externalStatus: string, linkedAt: number) => port.linkExternalOrder({
      customerId: alice, source, externalOrderId, orderDate: new Date(linkedAt), total: 500, externalStatus, customerPhone: '0912345678',
      products: [{ title: '馬克杯', variantName: null, price: 500, quantity: 1 }], linkedAt: new Date(linkedAt),
    });
    const sn = `2211290R${unique()}`;
    await link(sn, 'shopee', 'READY_TO_SHIP', BASE);
    await link(`${sn}DONE`, 'shopee', 'COMPLETED', BASE);
    await link(`#${unique()}`, 'shopify', 'FULFILLED', BASE);
    const shopifyOpen = `#${unique()}`;
    await link(shopifyOpen, 'shopify', 'UNFULFILLED', BASE + HOUR);

    expect(await port.findLinkedOrder(bob, 'shopee', sn)).toBeNull();
    expect(await port.findLinkedOrder(alice, 'shopify', sn)).toBeNull();
    const found = await port.findLinkedOrder(alice, 'shopee', sn);
    expect(found).toMatchObject({ externalOrderId: sn, externalStatus: 'READY_TO_SHIP', trackingNumber: null, logisticsStatus: null, checkedAt: null });

    const finalStatuses = { shopee: ['COMPLETED', 'CANCELLED'], shopify: ['FULFILLED'] };
    const due = (before: number) => port.listLinkedOrdersDue({ before: new Date(before), limit: 10, finalStatuses });
    expect((await due(BASE + 2 * HOUR)).map((o) => o.externalOrderId)).toEqual([sn, shopifyOpen]);
    expect((await due(BASE + HOUR)).map((o) => o.externalOrderId)).toEqual([sn]);

    const checkedAt = new Date(BASE + 3 * HOUR);
    const shippedAt = new Date(checkedAt.getTime() - HOUR);
    await port.recordLinkedOrderProgress(found!.id, { externalStatus: 'SHIPPED', trackingNumber: 'TW2611290001', logisticsStatus: 'LOGISTICS_PICKUP_DONE', shippedAt }, checkedAt);
    expect(await port.findLinkedOrder(alice, 'shopee', sn)).toMatchObject({
      externalStatus: 'SHIPPED', trackingNumber: 'TW2611290001', logisticsStatus: 'LOGISTICS_PICKUP_DONE', checkedAt, shippedAt,
    });
    // Checked at +3 h: due again only after that, and then after the Shopify order checked never since +1 h.
    expect((await due(BASE + 3 * HOUR)).map((o) => o.externalOrderId)).toEqual([shopifyOpen]);
    expect((await due(BASE + 4 * HOUR)).map((o) => o.externalOrderId)).toEqual([shopifyOpen, sn]);
    await port.recordLinkedOrderProgress(found!.id, { externalStatus: 'COMPLETED', trackingNumber: 'TW2611290001', logisticsStatus: 'LOGISTICS_DELIVERY_DONE' }, checkedAt);
    // Issue 28: a progress without a shipped time leaves the stored one.
    expect((await port.findLinkedOrder(alice, 'shopee', sn))?.shippedAt).toEqual(shippedAt);
    expect((await due(BASE + 4 * HOUR)).map((o) => o.externalOrderId)).toEqual([shopifyOpen]);
  });
});

describePortContract<StorePreferenceStore>('StorePreferenceStore', [
  fakeMaker(() => new InMemoryStorePreferenceStore()),
  ...knexMakers((knex) => new KnexStorePreferenceStore(knex)),
], (subject) => {
  it('finds nothing, then the saved store; a save replaces it whole', async () => {
    const customer = unique();
    expect(await subject().find(customer)).toBeUndefined();
    await subject().save(customer, STORE, T0);
    expect(await subject().find(customer)).toEqual(STORE);
    const family = { storeId: '006598', storeName: '全家台大店', storeAddress: '台北市大安區', logisticsSubType: 'FAMIC2C' as const };
    await subject().save(customer, family, new Date(T0.getTime() + HOUR));
    expect(await subject().find(customer)).toEqual(family);
    expect(await subject().find(unique())).toBeUndefined();
  });
});
