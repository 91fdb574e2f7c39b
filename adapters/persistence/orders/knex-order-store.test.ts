import type { Knex } from 'knex';
import { transitionOrder } from '../../../domain/orders/order-status';
import type { CheckoutCartRequest } from '../../../application/orders/order-store.port';
import { KnexCartStore } from '../cart/knex-cart-store';
import { buildDemoCatalogue, insertOutletItems } from '../seed/demo-catalogue';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexOrderStore } from './knex-order-store';

const NOW = new Date('2026-11-20T04:00:00.000Z');
const HOUR = 3_600_000;
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'FAMIC2C' as const };

describe.each(databasesUnderTest)('KnexOrderStore on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let cart: KnexCartStore;
  let orders: KnexOrderStore;
  let phoneCounter = 0;
  const newPhone = () => `09${String(30_000_000 + (phoneCounter += 1)).slice(-8)}`;
  const request = (phone: string, overrides: Partial<CheckoutCartRequest> = {}): CheckoutCartRequest => ({
    phone, customerName: '王小明', deliveryMethod: 'pickup', paymentMethod: 'credit_card', status: 'PENDING_PAYMENT', store: STORE,
    accessTokenHash: 'a'.repeat(64), now: NOW, orderIdCandidate: (attempt) => `ORD-${String(10_000_000 + phoneCounter * 100 + attempt)}`, ...overrides,
  });
  const reserve = (phone: string, itemId: number, now = NOW) => cart.reserveOutletLine({ phone, itemId, now, expiresAt: new Date(now.getTime() + 2 * HOUR) });

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(NOW, 4).map((row) => ({ ...row, total_quantity: 5 })));
    cart = new KnexCartStore(knex);
    orders = new KnexOrderStore(knex);
  });
  afterAll(() => db?.close());

  it('turns the cart into an order in one transaction: items priced from the catalogue, holds confirmed, lines gone', async () => {
    const phone = newPhone();
    await reserve(phone, 1);
    await reserve(phone, 2);
    const outcome = await orders.checkoutCart(request(phone));
    expect(outcome.kind).toBe('created');
    if (outcome.kind !== 'created') return;
    const catalogue = await knex('outlet_items').whereIn('id', [1, 2]).orderBy('id').select('price', 'discount_price', 'title');
    expect(outcome.order).toMatchObject({
      status: 'PENDING_PAYMENT', statusMessage: null, customerName: '王小明', customerPhone: phone, paymentMethod: 'credit_card',
      deliveryMethod: 'pickup', store: STORE, orderSource: 'outlet', createdAt: NOW, updatedAt: NOW,
      totalAmount: Number(catalogue[0].discount_price) + Number(catalogue[1].discount_price),
    });
    expect(outcome.items.map((i) => [i.itemId, i.price, i.discountPrice, i.title, i.quantity])).toEqual(
      catalogue.map((c, index) => [index + 1, Number(c.price), Number(c.discount_price), c.title, 1]),
    );
    expect(await orders.findOrder(outcome.order.id)).toEqual(outcome.order);
    expect(await orders.listItems(outcome.order.id)).toEqual(outcome.items);
    expect(await cart.countLines(phone)).toBe(0);
    const holds = await knex('outlet_reservations').where('reserved_by', phone).select('confirmed_at', 'released_at');
    expect(holds.every((h: { confirmed_at: unknown; released_at: unknown }) => h.confirmed_at !== null && h.released_at === null)).toBe(true);
    expect(await orders.listStatusEvents(outcome.order.id)).toEqual([{ fromStatus: null, toStatus: 'PENDING_PAYMENT', reason: 'checkout', createdAt: NOW }]);
  });

  it('issue 22: a cart line added before the variant was recorded sells the item\'s variant as it is now; an order line from before reads none', async () => {
    const phone = newPhone();
    await reserve(phone, 2); // demo row 2: the jacket in 黑色 / L
    // As migration 20261201_2231 leaves a line added before it: no variant recorded.
    await knex('cart_lines').where('phone', phone).update({ variant_id: null, snapshot_variant_name: null, snapshot_variant_sku: null });
    const line = (await cart.listLines(phone))[0];
    expect([line.variant_details, line.display_sku]).toEqual(['黑色 / L', 'OL-JK-1024-BK-L']);
    const outcome = await orders.checkoutCart(request(phone));
    if (outcome.kind !== 'created') throw new Error(outcome.code);
    expect(outcome.items.map((i) => [i.variantId, i.sku, i.variantName, i.variantSku])).toEqual([['2', 'OL-JK-1024', '黑色 / L', 'OL-JK-1024-BK-L']]);
    await knex('order_items').where('order_id', outcome.order.id).update({ variant_id: null, variant_name: null, variant_sku: null });
    expect((await orders.listItems(outcome.order.id)).map((i) => [i.variantId, i.variantName, i.variantSku])).toEqual([[null, null, null]]);
  });

  it('refuses an empty cart and a cart with an expired line, changing nothing', async () => {
    expect(await orders.checkoutCart(request(newPhone()))).toEqual({ kind: 'refused', code: 'CART_EMPTY' });
    const phone = newPhone();
    await reserve(phone, 3, new Date(NOW.getTime() - 3 * HOUR));
    await reserve(phone, 4);
    expect(await orders.checkoutCart(request(phone))).toEqual({ kind: 'refused', code: 'CART_HAS_EXPIRED_ITEMS' });
    expect(await cart.countLines(phone)).toBe(2);
    expect(await knex('orders').where('customer_phone', phone).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('skips an order id that is taken and uses the next candidate', async () => {
    const first = newPhone();
    await reserve(first, 1);
    const taken = await orders.checkoutCart(request(first, { orderIdCandidate: () => 'ORD-55555555' }));
    expect(taken.kind === 'created' && taken.order.id).toBe('ORD-55555555');
    const second = newPhone();
    await reserve(second, 1);
    const next = await orders.checkoutCart(request(second, { orderIdCandidate: (attempt) => (attempt < 2 ? 'ORD-55555555' : 'ORD-55555556') }));
    expect(next.kind === 'created' && next.order.id).toBe('ORD-55555556');
  });

  it('changeStatus applies the decision, audits a change, writes nothing for the same status, refuses off the table', async () => {
    const phone = newPhone();
    await reserve(phone, 2);
    const created = await orders.checkoutCart(request(phone));
    if (created.kind !== 'created') throw new Error('expected an order');
    const id = created.order.id;
    const later = new Date(NOW.getTime() + 60_000);
    const to = (status: 'PAID' | 'PAYMENT_FAILED') => (from: Parameters<typeof transitionOrder>[0]) => transitionOrder(from, status);
    expect(await orders.changeStatus(id, to('PAID'), { reason: 'notify', statusMessage: '交易成功', now: later })).toEqual({ kind: 'done', from: 'PENDING_PAYMENT', status: 'PAID', changed: true });
    expect(await orders.changeStatus(id, to('PAID'), { reason: 'again', statusMessage: null, now: later })).toEqual({ kind: 'done', from: 'PAID', status: 'PAID', changed: false });
    expect(await orders.changeStatus(id, to('PAYMENT_FAILED'), { reason: null, statusMessage: null, now: later })).toEqual({ kind: 'refused', from: 'PAID' });
    expect(await orders.changeStatus('ORD-00000000', to('PAID'), { reason: null, statusMessage: null, now: later })).toEqual({ kind: 'not_found' });
    expect(await orders.findOrder(id)).toMatchObject({ status: 'PAID', statusMessage: '交易成功', updatedAt: later });
    expect((await orders.listStatusEvents(id)).map((e) => [e.fromStatus, e.toStatus, e.reason])).toEqual([[null, 'PENDING_PAYMENT', 'checkout'], ['PENDING_PAYMENT', 'PAID', 'notify']]);
  });

  it('payment_attempts: merchant_trade_no and (order_id, attempt_no) are unique', async () => {
    const phone = newPhone();
    await reserve(phone, 3);
    const created = await orders.checkoutCart(request(phone));
    if (created.kind !== 'created') throw new Error('expected an order');
    const attempt = (tradeNo: string, attemptNo: number) => knex('payment_attempts').insert({
      order_id: created.order.id, merchant_trade_no: tradeNo, attempt_no: attemptNo, amount: created.order.totalAmount, status: 'PENDING', created_at: NOW, updated_at: NOW,
    });
    await attempt('ORD12345678R1', 1);
    await expect(attempt('ORD12345678R1', 2)).rejects.toMatchObject({ code: expect.stringMatching(/ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE/) });
    await expect(attempt('ORD12345678R9', 1)).rejects.toMatchObject({ code: expect.stringMatching(/ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE/) });
    await attempt('ORD12345678R2', 2);
    expect(await knex('payment_attempts').where('order_id', created.order.id).count({ n: '*' })).toEqual([{ n: 2 }]);
  });
});
