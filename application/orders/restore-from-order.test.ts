import { OTHER_PHONE, PHONE } from '../cart/testing/test-fixture';
import { RestoreFromOrder } from './restore-from-order';
import { errorOf, orderFixture } from './testing/test-fixture';

const request = (orderId: string, phone: string) => ({ orderId, phone, clientIp: '203.0.113.9', mayUseCart: true, cap: { maxPerPhone: null, maxPerClient: null } });

describe('RestoreFromOrder', () => {
  it("re-reserves each outlet item into the buyer's cart; a sold-out one is skipped and counted", async () => {
    const f = orderFixture();
    await f.add(1); // 1 unit only: sold to this order
    await f.add(2); // 3 units
    const { orderId } = await f.checkout.execute(f.checkoutInput({ paymentMethod: 'credit_card' }));
    await f.transition.execute({ orderId, to: 'PAYMENT_FAILED' });
    const restore = new RestoreFromOrder(f.orders, f.proof, f.cart, f.clock, f.invalidations);
    const before = f.invalidations.count;
    expect(await restore.execute(request(orderId, PHONE))).toEqual({
      restoredCount: 1, skippedCount: 1, message: '已將 1 件商品加回購物車。 1 件商品已售完，無法加回。',
    });
    expect((await f.cart.listLines(PHONE)).map((l) => [l.item_id, l.reservation?.is_confirmed])).toEqual([[2, false]]);
    expect(f.invalidations.count).toBe(before + 1);
    // Again: the item already in the cart counts as restored, nothing new is reserved.
    expect(await restore.execute(request(orderId, PHONE))).toMatchObject({ restoredCount: 1, skippedCount: 1, message: '已將 1 件商品加回購物車。 1 件商品已售完，無法加回。' });
    expect(f.cart.available(2, f.clock.now())).toBe(1);
  });

  it("another phone or an unknown order is 404 ORDER_NOT_FOUND, and no cart changes", async () => {
    const f = orderFixture();
    await f.add(2);
    const { orderId } = await f.checkout.execute(f.checkoutInput());
    const restore = new RestoreFromOrder(f.orders, f.proof, f.cart, f.clock, f.invalidations);
    expect(await errorOf(restore.execute(request(orderId, OTHER_PHONE)))).toMatchObject({ kind: 'not_found', code: 'ORDER_NOT_FOUND' });
    expect(await errorOf(restore.execute(request('ORD-00000001', PHONE)))).toMatchObject({ kind: 'not_found', code: 'ORDER_NOT_FOUND' });
    expect(await f.cart.countLines(OTHER_PHONE)).toBe(0);
  });
});
