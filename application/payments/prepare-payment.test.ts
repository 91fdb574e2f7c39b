import { MESSAGES } from '../../domain/messages';
import { buildProviderTradeNo } from '../../domain/orders/order-ids';
import type { OrderStatus } from '../../domain/orders/order-status';
import { ConflictError, NotFoundError } from '../errors';
import { errorOf } from '../orders/testing/test-fixture';
import { paymentFixture, SHOP_URL } from './testing/payment-fixture';

async function cardOrder() {
  const f = paymentFixture();
  const orderId = await f.placeOrder();
  return { ...f, orderId };
}

describe('PreparePayment: a new attempt and its signed form, every time (decision 7)', () => {
  it('the first prepare of a card order opens attempt 1 for the order\'s total and hands out its form', async () => {
    const f = await cardOrder();
    const tradeNo = buildProviderTradeNo(f.orderId, 1);
    expect(await f.prepare.execute(f.orderId)).toEqual({
      success: true, message: MESSAGES.PAYMENT_FORM_READY, paymentUrl: 'https://payment-stage.test/Cashier/AioCheckOut/V5',
      formData: { MerchantTradeNo: tradeNo, TotalAmount: '990' }, merchantTradeNo: tradeNo,
    });
    expect(f.gateway.prepared).toEqual([{
      tradeNo, amount: 990, itemNames: ['背包'], tradeDate: f.clock.now(), returnUrl: `${SHOP_URL}/api/ecpay/payment-notify`,
      orderResultUrl: `${SHOP_URL}/api/ecpay/payment-result`, clientBackUrl: `${SHOP_URL}/api/ecpay/payment-back/${f.orderId}?tradeNo=${tradeNo}`, reference: f.orderId,
    }]);
    expect(await f.attemptStatuses(f.orderId)).toEqual(['pending']);
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
  });

  it('a second prepare (a reload, the buyer back from the card page) voids the open attempt and opens a new trade number', async () => {
    const f = await cardOrder();
    await f.prepare.execute(f.orderId);
    expect((await f.prepare.execute(f.orderId)).merchantTradeNo).toBe(buildProviderTradeNo(f.orderId, 2));
    expect(await f.attemptStatuses(f.orderId)).toEqual(['superseded', 'pending']);
    expect(await f.movesOf(f.orderId)).toEqual([]);
  });

  it.each<OrderStatus>(['PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT'])('reopens a %s order: back to PENDING_PAYMENT (audited) with a new attempt', async (failure) => {
    const f = await cardOrder();
    await f.prepare.execute(f.orderId);
    await f.putStatus(f.orderId, failure);
    expect((await f.prepare.execute(f.orderId)).merchantTradeNo).toBe(buildProviderTradeNo(f.orderId, 2));
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
    expect((await f.orders.listStatusEvents(f.orderId)).at(-1)).toMatchObject({ fromStatus: failure, toStatus: 'PENDING_PAYMENT', reason: 'payment retry' });
  });

  it('refuses a paid order (409 ORDER_NOT_PAYABLE, "already paid"): no attempt, no form, nothing charged again', async () => {
    const f = await cardOrder();
    await f.prepare.execute(f.orderId);
    await f.record.execute(f.answer(f.orderId, 1));
    const error = await errorOf(f.prepare.execute(f.orderId));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'ORDER_NOT_PAYABLE', message: MESSAGES.ORDER_ALREADY_PAID });
    expect(await f.attemptStatuses(f.orderId)).toEqual(['paid']);
    expect(f.gateway.prepared).toHaveLength(1);
  });

  it('a paid attempt the order has not caught up with (a crash) is refused too, and the order is settled PAID on the way', async () => {
    const f = await cardOrder();
    await f.prepare.execute(f.orderId);
    await f.putStatus(f.orderId, 'PAYMENT_TIMEOUT');
    const [attempt] = await f.attempts.listForOrder(f.orderId);
    await f.attempts.moveAttempt(attempt.id, 'paid', f.clock.now(), { rtnCode: 1, tradeAmt: 990, source: 'notification' });
    expect(await errorOf(f.prepare.execute(f.orderId))).toMatchObject({ code: 'ORDER_NOT_PAYABLE', message: MESSAGES.ORDER_ALREADY_PAID });
    expect(await f.statusOf(f.orderId)).toBe('PAID');
    expect(await f.attemptStatuses(f.orderId)).toEqual(['paid']);
  });

  it.each<OrderStatus>(['CANCELLED', 'REFUNDED'])('refuses a %s order: it cannot be paid again', async (ended) => {
    const f = await cardOrder();
    await f.putStatus(f.orderId, ended);
    expect(await errorOf(f.prepare.execute(f.orderId))).toMatchObject({ code: 'ORDER_NOT_PAYABLE', message: MESSAGES.RETRY_NOT_POSSIBLE });
    expect(await f.attemptStatuses(f.orderId)).toEqual([]);
  });

  it('refuses a store-payment order (paid at pickup) and an unknown order is 404', async () => {
    const f = paymentFixture();
    const cod = await f.placeOrder('store_cod');
    expect(await errorOf(f.prepare.execute(cod))).toMatchObject({ code: 'ORDER_NOT_PAYABLE', message: MESSAGES.ORDER_NOT_CARD_PAYMENT });
    expect(await f.attemptStatuses(cod)).toEqual([]);
    const unknown = await errorOf(f.prepare.execute('ORD-99999999'));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(f.gateway.prepared).toEqual([]);
  });

  it('names each line on the payment page, with its quantity when more than one', async () => {
    const f = await cardOrder();
    f.orders.items.forEach((item) => {
      if (item.orderId === f.orderId) item.quantity = 2;
    });
    await f.prepare.execute(f.orderId);
    expect(f.gateway.prepared[0].itemNames).toEqual(['背包 x2']);
  });
});
