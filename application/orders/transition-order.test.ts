import { ConflictError } from '../errors';
import { errorOf, orderFixture } from './testing/test-fixture';

async function cardOrder() {
  const f = orderFixture();
  await f.add(2);
  const { orderId } = await f.checkout.execute(f.checkoutInput({ paymentMethod: 'credit_card' }));
  return { ...f, orderId };
}

describe('TransitionOrder', () => {
  it('moves along the status machine, writes status_message and one audit row per change', async () => {
    const f = await cardOrder();
    f.clock.advance(1000);
    expect(await f.transition.execute({ orderId: f.orderId, to: 'PAYMENT_FAILED', reason: 'ecpay RtnCode=10100058', statusMessage: '授權失敗' }))
      .toEqual({ orderId: f.orderId, from: 'PENDING_PAYMENT', status: 'PAYMENT_FAILED', changed: true });
    expect(await f.orders.findOrder(f.orderId)).toMatchObject({ status: 'PAYMENT_FAILED', statusMessage: '授權失敗', updatedAt: f.clock.now() });
    await f.transition.execute({ orderId: f.orderId, to: 'PENDING_PAYMENT', reason: 'retry' });
    expect((await f.orders.findOrder(f.orderId))?.statusMessage).toBeNull();
    expect((await f.orders.listStatusEvents(f.orderId)).map((e) => [e.fromStatus, e.toStatus, e.reason])).toEqual([
      [null, 'PENDING_PAYMENT', 'checkout'], ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'ecpay RtnCode=10100058'], ['PAYMENT_FAILED', 'PENDING_PAYMENT', 'retry'],
    ]);
  });

  it('the same status again is accepted with changed: false and writes nothing (repeated callbacks)', async () => {
    const f = await cardOrder();
    await f.transition.execute({ orderId: f.orderId, to: 'PAID' });
    expect(await f.transition.execute({ orderId: f.orderId, to: 'PAID', statusMessage: 'again' })).toMatchObject({ from: 'PAID', status: 'PAID', changed: false });
    expect(await f.orders.listStatusEvents(f.orderId)).toHaveLength(2);
    expect((await f.orders.findOrder(f.orderId))?.statusMessage).toBeNull();
  });

  it('a move off the table is 409 ORDER_TRANSITION_NOT_ALLOWED and changes nothing; unknown order 404', async () => {
    const f = await cardOrder();
    await f.transition.execute({ orderId: f.orderId, to: 'PAID' });
    const error = await errorOf(f.transition.execute({ orderId: f.orderId, to: 'PAYMENT_FAILED' }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED', message: '訂單狀態無法由 PAID 變更為 PAYMENT_FAILED' });
    expect((await f.orders.findOrder(f.orderId))?.status).toBe('PAID');
    await expect(f.transition.execute({ orderId: 'ORD-00000000', to: 'PAID' })).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
