import { errorOf } from '../orders/testing/test-fixture';
import { ValidationError } from '../errors';
import { ALICE, BOB, customerFixture } from './testing/test-fixture';

describe('ListCustomerOrders (GET /api/customers/orders; spec 1, sections 3 and 7)', () => {
  it('a signed-in checkout uses the account name and phone, not the form, and the order is the customer\'s', async () => {
    const f = customerFixture();
    await f.add(1, ALICE.phone);
    const placed = await f.checkout.execute(f.checkoutInput({ name: '路人甲', phone: '0999999999', customer: ALICE }));
    const order = f.orders.orders.get(placed.orderId)!;
    expect(order).toMatchObject({ customerId: ALICE.id, customerName: ALICE.name, customerPhone: ALICE.phone });

    const page = await f.listOrders.execute(ALICE.id);
    expect(page.pagination).toEqual({ page: 1, limit: 5, total: 1 });
    expect(page.orders).toEqual([{
      order_id: placed.orderId, order_date: order.createdAt.toISOString(), order_source: 'outlet', order_total: 1290, status: 'PENDING',
      customer_phone: ALICE.phone, products: [{ id: expect.any(Number), title: '外套', image_url: null, variant_details: null, price: 3280, discount_price: 1290 }],
      shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null,
      cvs_store_id: '131386', store_name: '建盛門市', logistics_id: null, fulfilment_stage: 'pending',
    }]);
    expect((await f.listOrders.execute(BOB.id)).orders).toEqual([]);
  });

  it('newest first, paginated with the total; a guest order is nobody\'s', async () => {
    const f = customerFixture();
    const ids: string[] = [];
    for (const itemId of [1, 2, 3]) {
      await f.add(itemId, ALICE.phone);
      ids.push((await f.checkout.execute(f.checkoutInput({ customer: ALICE }))).orderId);
      f.clock.advance(60_000);
    }
    await f.add(1, '0933333333');
    await f.checkout.execute(f.checkoutInput({ phone: '0933333333' }));

    const first = await f.listOrders.execute(ALICE.id, { page: 1, limit: 2 });
    expect(first.orders.map((o) => o.order_id)).toEqual([ids[2], ids[1]]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    const second = await f.listOrders.execute(ALICE.id, { page: 2, limit: 2 });
    expect(second.orders.map((o) => o.order_id)).toEqual([ids[0]]);
    expect((await f.listOrders.execute(ALICE.id, { page: 3, limit: 2 })).orders).toEqual([]);
  });

  it('page < 1 or limit outside 1..50 is refused', async () => {
    const f = customerFixture();
    for (const query of [{ page: 0 }, { limit: 0 }, { limit: 51 }, { page: 1.5 }]) {
      expect(await errorOf(f.listOrders.execute(ALICE.id, query))).toBeInstanceOf(ValidationError);
    }
    expect((await f.listOrders.execute(ALICE.id, { limit: 50 })).pagination.limit).toBe(50);
  });
});
