import { transitionOrder } from '../../../domain/orders/order-status';
import type { CartStore } from '../../../application/cart/cart-store.port';
import { InMemoryCartStore, type FakeOutletItem } from '../../../application/cart/testing/in-memory-cart-store';
import type { CheckoutCartRequest, OrderStore } from '../../../application/orders/order-store.port';
import { InMemoryOrderStore } from '../../../application/orders/testing/in-memory-order-store';
import { KnexCartStore } from '../cart/knex-cart-store';
import { describePortContract, fakeMaker, insertOutletItem, knexMakers, unique, uniquePhone } from '../testing/port-contract';
import { KnexOrderStore } from './knex-order-store';

/** The OrderStore port (application/orders/order-store.port.ts) on the fake, SQLite and MySQL. */
type Item = Required<Pick<FakeOutletItem, 'total_quantity' | 'title' | 'sku' | 'price' | 'discount_price' | 'variant_details' | 'display_sku'>> & { image_url: string };

export interface OrderSubject {
  orders: OrderStore;
  cart: CartStore;
  addItem(item: Item): Promise<number>;
}

const T0 = new Date('2026-11-20T04:00:00.000Z');
const HOUR = 3_600_000;
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' as const };
const item = (overrides: Partial<Item> = {}): Item => {
  const sku = overrides.sku ?? `OL-${unique()}`;
  return {
    total_quantity: 3, title: '外套', sku, price: 3280, discount_price: 1290, image_url: '/images/demo/coat.svg', variant_details: 'Default',
    display_sku: sku, ...overrides,
  };
};
const orderId = () => `ORD-${String(unique()).padStart(8, '0').slice(-8)}`;

describePortContract<OrderSubject>('OrderStore', [
  fakeMaker(() => {
    const cart = new InMemoryCartStore();
    return { cart, orders: new InMemoryOrderStore(cart), addItem: async (fields) => { const id = unique(); cart.items.set(id, { id, ...fields }); return id; } };
  }),
  ...knexMakers<OrderSubject>((knex) => ({ cart: new KnexCartStore(knex), orders: new KnexOrderStore(knex), addItem: (fields) => insertOutletItem(knex, fields) })),
], (subject) => {
  const reserve = (phone: string, itemId: number, now = T0) => subject().cart.reserveOutletLine({ phone, itemId, now, expiresAt: new Date(now.getTime() + 2 * HOUR) });
  const checkout = (phone: string, overrides: Partial<CheckoutCartRequest> = {}) => {
    const id = orderId();
    return subject().orders.checkoutCart({
      phone, customerName: '王小明', deliveryMethod: 'pickup', paymentMethod: 'store_cod', status: 'PENDING', store: STORE,
      accessTokenHash: 'a'.repeat(64), now: T0, orderIdCandidate: () => id, ...overrides,
    });
  };

  it('turns the cart into an order priced from the catalogue, confirms the holds and empties the cart', async () => {
    const { orders, cart, addItem } = subject();
    const phone = uniquePhone();
    const coat = await addItem(item());
    const bag = await addItem(item({ title: '背包', price: 1500, discount_price: 990, image_url: '/images/demo/bag.svg' }));
    await reserve(phone, coat);
    await reserve(phone, bag);
    const outcome = await checkout(phone, { customerId: 42 });
    if (outcome.kind !== 'created') throw new Error(outcome.code);
    expect(outcome.order).toEqual({
      id: expect.stringMatching(/^ORD-\d{8}$/), status: 'PENDING', statusMessage: null, customerName: '王小明', customerPhone: phone,
      totalAmount: 1290 + 990, deliveryMethod: 'pickup', paymentMethod: 'store_cod', store: STORE, orderSource: 'outlet',
      accessTokenHash: 'a'.repeat(64), customerId: 42, createdAt: T0, updatedAt: T0,
    });
    // Items without variants ('Default', display_sku = sku): no label, no SKU of their own; the variant is the item itself.
    expect(outcome.items.map(({ id: _id, reservationId: _r, ...rest }) => rest)).toEqual([
      { orderId: outcome.order.id, itemType: 'outlet', itemId: coat, variantId: String(coat), title: '外套', sku: expect.any(String), price: 3280, discountPrice: 1290, quantity: 1, imageUrl: '/images/demo/coat.svg', variantName: null, variantSku: null },
      { orderId: outcome.order.id, itemType: 'outlet', itemId: bag, variantId: String(bag), title: '背包', sku: expect.any(String), price: 1500, discountPrice: 990, quantity: 1, imageUrl: '/images/demo/bag.svg', variantName: null, variantSku: null },
    ]);
    expect(await orders.findOrder(outcome.order.id)).toEqual(outcome.order);
    expect(await orders.listItems(outcome.order.id)).toEqual(outcome.items);
    expect(await cart.countLines(phone)).toBe(0);
    expect(await checkout(phone)).toEqual({ kind: 'refused', code: 'CART_EMPTY' });
    // The confirmed hold stays sold: nobody else can reserve the last units.
    const single = await addItem(item({ total_quantity: 1 }));
    await reserve(phone, single);
    await checkout(phone);
    expect((await reserve(uniquePhone(), single, new Date(T0.getTime() + 5 * HOUR))).kind).toBe('sold_out');
  });

  it('issue 22: each line of two variants of one product is sold with its variant id, label and own SKU as recorded at add', async () => {
    const { orders, addItem } = subject();
    const phone = uniquePhone();
    const sku = `OL-JK-${unique()}`;
    const jacket = { title: '男款機能防潑水連帽外套', sku };
    const black = await addItem(item({ ...jacket, variant_details: '黑色 / L', display_sku: `${sku}-BK-L` }));
    const navy = await addItem(item({ ...jacket, variant_details: '深藍 / M', display_sku: `${sku}-NV-M` }));
    await reserve(phone, black);
    await reserve(phone, navy);
    const outcome = await checkout(phone);
    if (outcome.kind !== 'created') throw new Error(outcome.code);
    const sold = (await orders.listItems(outcome.order.id)).map(({ itemId, variantId, title, sku: productSku, variantName, variantSku }) => ({ itemId, variantId, title, productSku, variantName, variantSku }));
    expect(sold).toEqual([
      { itemId: black, variantId: String(black), title: jacket.title, productSku: sku, variantName: '黑色 / L', variantSku: `${sku}-BK-L` },
      { itemId: navy, variantId: String(navy), title: jacket.title, productSku: sku, variantName: '深藍 / M', variantSku: `${sku}-NV-M` },
    ]);
  });

  it('refuses a cart whose hold expired, and changes nothing', async () => {
    const { cart, addItem } = subject();
    const phone = uniquePhone();
    await reserve(phone, await addItem(item()));
    expect(await checkout(phone, { now: new Date(T0.getTime() + 3 * HOUR) })).toEqual({ kind: 'refused', code: 'CART_HAS_EXPIRED_ITEMS' });
    expect(await cart.countLines(phone)).toBe(1);
  });

  it('a guest order has no customer; unknown orders read as nothing', async () => {
    const { orders, addItem } = subject();
    const phone = uniquePhone();
    await reserve(phone, await addItem(item()));
    const outcome = await checkout(phone);
    expect(outcome.kind === 'created' && outcome.order.customerId).toBeNull();
    expect(await orders.findOrder('ORD-00000000')).toBeUndefined();
    expect(await orders.listItems('ORD-00000000')).toEqual([]);
    expect(await orders.listStatusEvents('ORD-00000000')).toEqual([]);
  });

  it('tries the next order id candidate when one is taken', async () => {
    const { addItem } = subject();
    const taken = orderId();
    const first = uniquePhone();
    await reserve(first, await addItem(item()));
    await checkout(first, { orderIdCandidate: () => taken });
    const second = uniquePhone();
    await reserve(second, await addItem(item()));
    const free = orderId();
    const outcome = await checkout(second, { orderIdCandidate: (attempt) => (attempt === 0 ? taken : free) });
    expect(outcome.kind === 'created' && outcome.order.id).toBe(free);
  });

  it('changes a status through the decision and audits it; refuses what the machine refuses', async () => {
    const { orders, addItem } = subject();
    const phone = uniquePhone();
    await reserve(phone, await addItem(item()));
    const created = await checkout(phone);
    if (created.kind !== 'created') throw new Error(created.code);
    const id = created.order.id;
    const later = new Date(T0.getTime() + HOUR);
    const details = { reason: 'staff', statusMessage: '已確認', now: later };
    expect(await orders.changeStatus(id, (from) => transitionOrder(from, 'PROCESSING'), details)).toEqual({ kind: 'done', from: 'PENDING', status: 'PROCESSING', changed: true });
    expect(await orders.findOrder(id)).toMatchObject({ status: 'PROCESSING', statusMessage: '已確認', updatedAt: later, createdAt: T0 });
    expect(await orders.changeStatus(id, (from) => transitionOrder(from, 'PROCESSING'), details)).toEqual({ kind: 'done', from: 'PROCESSING', status: 'PROCESSING', changed: false });
    expect(await orders.changeStatus(id, (from) => transitionOrder(from, 'PENDING'), details)).toEqual({ kind: 'refused', from: 'PROCESSING' });
    expect(await orders.changeStatus('ORD-00000000', (from) => transitionOrder(from, 'PROCESSING'), details)).toEqual({ kind: 'not_found' });
    expect(await orders.listStatusEvents(id)).toEqual([
      { fromStatus: null, toStatus: 'PENDING', reason: 'checkout', createdAt: T0 },
      { fromStatus: 'PENDING', toStatus: 'PROCESSING', reason: 'staff', createdAt: later },
    ]);
  });
});
