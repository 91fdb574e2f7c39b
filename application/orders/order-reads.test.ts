import { NotFoundError, TooManyRequestsError } from '../errors';
import { PHONE } from '../cart/testing/test-fixture';
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from '../shared/abuse-limits';
import { CanRetry } from './can-retry';
import { GetOrder } from './get-order';
import { GetOrderItems } from './get-order-items';
import { GetOrderStatus } from './get-order-status';
import { OrderActionProof } from './order-action-proof';
import { OrderReadAccess, type OrderReader } from './order-read-access';
import { errorOf, orderFixture, STORE } from './testing/test-fixture';

const IP = '10.0.0.1';

async function placed(paymentMethod = 'store_cod', limits: AbuseLimits = DEFAULT_ABUSE_LIMITS) {
  const f = orderFixture();
  await f.add(1);
  const result = await f.checkout.execute(f.checkoutInput({ paymentMethod }));
  const access = new OrderReadAccess(f.orders, f.tokens, f.limiter, limits, f.links, f.clock);
  const buyer: OrderReader = { accessToken: result.accessToken, clientIp: IP };
  const stranger: OrderReader = { clientIp: IP };
  return {
    ...f, result, buyer, stranger,
    getOrder: new GetOrder(access), getItems: new GetOrderItems(f.orders, access), getStatus: new GetOrderStatus(access), canRetry: new CanRetry(new OrderActionProof(f.orders, access, f.proof)),
  };
}

describe('GetOrder, GetOrderItems, GetOrderStatus', () => {
  it('with the access token: the full order with the spec field names', async () => {
    const f = await placed();
    expect(await f.getOrder.execute(f.result.orderId, f.buyer)).toEqual({
      order_id: f.result.orderId, status: 'PENDING', status_message: null, customer_name: '王小明', customer_phone: PHONE,
      total_amount: 1290, created_at: f.clock.now().toISOString(), updated_at: f.clock.now().toISOString(),
      delivery_method: 'pickup', payment_method: 'store_cod', store_id: STORE.storeId, store_name: STORE.storeName,
      store_address: STORE.storeAddress, logistics_sub_type: 'UNIMARTC2C', order_source: 'outlet', masked: false,
    });
  });

  it('issue 22: without it, or with a wrong one, a stranger\'s view: name and phone masked, no store, no items', async () => {
    const f = await placed();
    for (const token of [undefined, null, '', 'token-2', `${f.result.accessToken}x`]) {
      expect(await f.getOrder.execute(f.result.orderId, { accessToken: token, clientIp: IP })).toMatchObject({
        customer_name: '王*明', customer_phone: '09******78', total_amount: 1290, status: 'PENDING', masked: true, store_id: '', store_name: '', store_address: '',
      });
      expect(await f.getItems.execute(f.result.orderId, { accessToken: token, clientIp: IP })).toEqual([]);
    }
    // Another customer's account proves nothing; the order's own customer is tested over HTTP (customer-order-routes).
    expect(await f.getOrder.execute(f.result.orderId, { customerId: 999, clientIp: IP })).toMatchObject({ masked: true, store_address: '' });
  });

  it('issue 30: the mailed link opens its own order whole, in any browser; expired, another order\'s or made up: a stranger\'s view', async () => {
    const f = await placed();
    const orderId = f.result.orderId;
    const link = new URL(f.links.linkFor(orderId, f.clock.now())).searchParams.get('link');
    expect(await f.getOrder.execute(orderId, { accessToken: link, clientIp: IP })).toMatchObject({ customer_name: '王小明', masked: false, store_id: STORE.storeId });
    expect(await f.getItems.execute(orderId, { accessToken: link, clientIp: IP })).toHaveLength(1);
    expect(await f.canRetry.execute(orderId, { accessToken: link, clientIp: IP })).toMatchObject({ canRetry: false, code: 'ORDER_NOT_CARD_PAYMENT' });

    const refused = [
      f.links.tokenFor('ORD-99999999', new Date(f.clock.now().getTime() + 60_000)),
      f.links.tokenFor(orderId, f.clock.now()),
      `fake-link.${orderId}`,
    ];
    for (const token of refused) {
      expect(await f.getOrder.execute(orderId, { accessToken: token, clientIp: IP })).toMatchObject({ masked: true, store_id: '' });
      await expect(f.canRetry.execute(orderId, { accessToken: token, clientIp: IP })).rejects.toBeInstanceOf(NotFoundError);
    }
    f.clock.advance(31 * 24 * 3_600_000);
    expect(await f.getOrder.execute(orderId, { accessToken: link, clientIp: IP })).toMatchObject({ masked: true });
  });

  it('issue 22: reads without proof are limited per client IP, counted first (an unknown order too); reads with the token never', async () => {
    const limits = { ...DEFAULT_ABUSE_LIMITS, strangerOrderReadsPerClient: 3 };
    const f = await placed('credit_card', limits);
    const id = f.result.orderId;
    await f.getStatus.execute(id, f.stranger);
    await errorOf(f.getOrder.execute('ORD-00000000', f.stranger));
    await f.getOrder.execute(id, { accessToken: 'made-up', clientIp: IP });
    for (const read of [f.getOrder.execute(id, f.stranger), f.getItems.execute(id, f.stranger), f.getStatus.execute(id, f.stranger),
      f.canRetry.execute(id, f.stranger), f.getOrder.execute('ORD-00000000', f.stranger), f.getOrder.execute(id, { accessToken: 'made-up', clientIp: IP })]) {
      const error = await errorOf(read);
      expect(error).toBeInstanceOf(TooManyRequestsError);
      expect(error).toMatchObject({ code: 'ORDER_READS_LIMITED', retryAfterMs: expect.any(Number) });
    }
    // The buyer behind the same address reads on; another address is not touched.
    expect(await f.getOrder.execute(id, f.buyer)).toMatchObject({ masked: false, store_address: STORE.storeAddress });
    expect(await f.getItems.execute(id, f.buyer)).toHaveLength(1);
    expect(await f.getStatus.execute(id, { clientIp: '10.0.0.2' })).toMatchObject({ status: 'PENDING_PAYMENT' });
    f.clock.advance(limits.strangerOrderReadWindowMs);
    expect(await f.getStatus.execute(id, f.stranger)).toMatchObject({ status: 'PENDING_PAYMENT' });
  });

  it('items and status; an unknown order is 404 ORDER_NOT_FOUND everywhere', async () => {
    const f = await placed('credit_card');
    expect(await f.getItems.execute(f.result.orderId, f.buyer)).toEqual([{
      // The outlet item is the variant (issue 22): its id is the line's variant_id.
      id: expect.any(Number), item_id: 1, item_type: 'outlet', title: '外套', sku: 'OL-1', variant_id: '1', price: 3280, discount_price: 1290, quantity: 1, image_url: null,
    }]);
    expect(await f.getStatus.execute(f.result.orderId, f.stranger)).toEqual({ order_id: f.result.orderId, status: 'PENDING_PAYMENT', status_message: null });
    for (const call of [f.getOrder.execute('ORD-00000000', f.stranger), f.getItems.execute('ORD-00000000', f.buyer), f.getStatus.execute('ORD-00000000', f.stranger), f.canRetry.execute('ORD-00000000', f.buyer)]) {
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
    expect(await f.canRetry.execute(id, f.buyer)).toEqual({ canRetry: true, code: null, reason: null });
    await f.transition.execute({ orderId: id, to: 'PAYMENT_FAILED', statusMessage: '授權失敗' });
    expect(await f.canRetry.execute(id, f.buyer)).toEqual({ canRetry: true, code: null, reason: null });
    await f.transition.execute({ orderId: id, to: 'PENDING_PAYMENT' });
    await f.transition.execute({ orderId: id, to: 'PAID' });
    expect(await f.canRetry.execute(id, f.buyer)).toEqual({ canRetry: false, code: 'ORDER_ALREADY_PAID', reason: '此訂單已完成付款' });
    const cod = await placed('store_cod');
    expect(await cod.canRetry.execute(cod.result.orderId, cod.buyer)).toMatchObject({ canRetry: false, code: 'ORDER_NOT_CARD_PAYMENT' });
  });

  it('issue 28: a store-payment order whose shipment exists (PROCESSING) is not a card payment, never "already paid"', async () => {
    const cod = await placed('store_cod');
    await cod.transition.execute({ orderId: cod.result.orderId, to: 'PROCESSING' });
    expect(await cod.canRetry.execute(cod.result.orderId, cod.buyer)).toMatchObject({ canRetry: false, code: 'ORDER_NOT_CARD_PAYMENT' });
  });

  it('issue 28: the question needs the order\'s proof: a stranger (or a wrong token, another customer) is 404 ORDER_NOT_FOUND', async () => {
    const f = await placed('credit_card');
    const id = f.result.orderId;
    await f.transition.execute({ orderId: id, to: 'PAYMENT_FAILED', statusMessage: '授權失敗' });
    for (const reader of [f.stranger, { accessToken: 'made-up', clientIp: IP }, { customerId: 999, clientIp: IP }]) {
      const error = await errorOf(f.canRetry.execute(id, reader));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
  });
});
