import { NotFoundError } from '../errors';
import { PHONE } from '../cart/testing/test-fixture';
import { CanRetry } from './can-retry';
import { GetOrder } from './get-order';
import { GetOrderItems } from './get-order-items';
import { GetOrderStatus } from './get-order-status';
import { errorOf, orderFixture, STORE } from './testing/test-fixture';

async function placed(paymentMethod = 'store_cod') {
  const f = orderFixture();
  await f.add(1);
  const result = await f.checkout.execute(f.checkoutInput({ paymentMethod }));
  return { ...f, result, getOrder: new GetOrder(f.orders, f.tokens), getItems: new GetOrderItems(f.orders), getStatus: new GetOrderStatus(f.orders), canRetry: new CanRetry(f.orders) };
}

describe('GetOrder, GetOrderItems, GetOrderStatus', () => {
  it('with the access token: the full order with the spec field names', async () => {
    const f = await placed();
    expect(await f.getOrder.execute(f.result.orderId, f.result.accessToken)).toEqual({
      order_id: f.result.orderId, status: 'PENDING', status_message: null, customer_name: '王小明', customer_phone: PHONE,
      total_amount: 1290, created_at: f.clock.now().toISOString(), updated_at: f.clock.now().toISOString(),
      delivery_method: 'pickup', payment_method: 'store_cod', store_id: STORE.storeId, store_name: STORE.storeName,
      store_address: STORE.storeAddress, logistics_sub_type: 'UNIMARTC2C', order_source: 'outlet', masked: false,
    });
  });

  it('without it, or with a wrong one: name and phone masked, the rest the same', async () => {
    const f = await placed();
    for (const token of [undefined, null, '', 'token-2', `${f.result.accessToken}x`]) {
      expect(await f.getOrder.execute(f.result.orderId, token)).toMatchObject({ customer_name: '王*明', customer_phone: '09******78', total_amount: 1290, masked: true });
    }
  });

  it('items and status; an unknown order is 404 ORDER_NOT_FOUND everywhere', async () => {
    const f = await placed('credit_card');
    expect(await f.getItems.execute(f.result.orderId)).toEqual([{
      // The outlet item is the variant (issue 22): its id is the line's variant_id.
      id: expect.any(Number), item_id: 1, item_type: 'outlet', title: '外套', sku: 'OL-1', variant_id: '1', price: 3280, discount_price: 1290, quantity: 1, image_url: null,
    }]);
    expect(await f.getStatus.execute(f.result.orderId)).toEqual({ order_id: f.result.orderId, status: 'PENDING_PAYMENT', status_message: null });
    for (const call of [f.getOrder.execute('ORD-00000000'), f.getItems.execute('ORD-00000000'), f.getStatus.execute('ORD-00000000'), f.canRetry.execute('ORD-00000000')]) {
      const error = await errorOf(call);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND', message: '找不到這筆訂單' });
    }
  });
});

describe('CanRetry', () => {
  it('spec 2 §4, issue #9: a card payment awaiting, failed, cancelled or timed out can be retried; paid or store payment cannot', async () => {
    const f = await placed('credit_card');
    const id = f.result.orderId;
    expect(await f.canRetry.execute(id)).toEqual({ canRetry: true, code: null, reason: null });
    await f.transition.execute({ orderId: id, to: 'PAYMENT_FAILED', statusMessage: '授權失敗' });
    expect(await f.canRetry.execute(id)).toEqual({ canRetry: true, code: null, reason: null });
    await f.transition.execute({ orderId: id, to: 'PENDING_PAYMENT' });
    await f.transition.execute({ orderId: id, to: 'PAID' });
    expect(await f.canRetry.execute(id)).toEqual({ canRetry: false, code: 'ORDER_ALREADY_PAID', reason: '此訂單已完成付款' });
    const cod = await placed('store_cod');
    expect(await cod.canRetry.execute(cod.result.orderId)).toMatchObject({ canRetry: false, code: 'ORDER_NOT_CARD_PAYMENT' });
  });
});
