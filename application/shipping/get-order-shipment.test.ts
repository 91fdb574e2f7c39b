import { InMemoryRateLimiter } from '../accounts/testing/in-memory-rate-limiter';
import { OrderReadAccess } from '../orders/order-read-access';
import { FakeOrderAccessTokens } from '../orders/testing/in-memory-order-store';
import { DEFAULT_ABUSE_LIMITS } from '../shared/abuse-limits';
import { GetOrderShipment } from './get-order-shipment';
import { shippedOrder, shippingFixture, type ShippingFixture } from './testing/shipping-fixture';
import { FakeOrderLinks } from '../orders/testing/fake-order-links';

/** GET /api/ecpay/logistics/order/{orderId}: the pickup store and the parcel, for its buyer and for a stranger (issue 22). */
function wire(app: ShippingFixture) {
  const tokens = new FakeOrderAccessTokens();
  const access = new OrderReadAccess(app.orders, tokens, new InMemoryRateLimiter(app.clock), DEFAULT_ABUSE_LIMITS, new FakeOrderLinks(), app.clock);
  const owned = (orderId: string) => {
    const { token, hash } = tokens.issue();
    app.orders.orders.get(orderId)!.accessTokenHash = hash;
    return token;
  };
  return { use: new GetOrderShipment(access, app.shipments), owned };
}

describe('GetOrderShipment', () => {
  it('shows its buyer the store, ECPay\'s numbers (7-ELEVEN\'s tracking number is the payment and validation codes) and the history', async () => {
    const app = shippingFixture();
    const { use, owned } = wire(app);
    const orderId = await shippedOrder(app);
    await app.notify(orderId, 2068, new Date('2026-11-29T05:00:00.000Z'));
    expect((await use.execute(orderId, { clientIp: '203.0.113.9' })).fulfilment_stage).toBe('shipped');
    const token = owned(orderId);
    const ecpay = app.gateway.shipments.values().next().value!;
    const view = await use.execute(orderId, { accessToken: token, clientIp: '203.0.113.9' });
    expect(view).toEqual({
      store_id: '131386', store_name: '建盛門市', store_address: '台北市', logistics_sub_type: 'UNIMARTC2C',
      shipping_status: 'shipped', tracking_number: `${ecpay.paymentNo}${ecpay.validationNo}`, payment_no: ecpay.paymentNo,
      shipped_at: '2026-11-29T05:00:00.000Z', delivered_at: null, logistics_id: ecpay.logisticsId, fulfilment_stage: 'shipped',
      history: [
        { status_code: 300, message: 'order created', source: 'create', shipping_status: 'prepared', occurred_at: app.clock.now().toISOString() },
        { status_code: 2068, message: 'status 2068', source: 'notification', shipping_status: 'shipped', occurred_at: '2026-11-29T05:00:00.000Z' },
      ],
    });
  });

  it('shows a stranger the stage only: no store, no numbers, no history', async () => {
    const app = shippingFixture();
    const { use } = wire(app);
    const orderId = await shippedOrder(app);
    const view = await use.execute(orderId, { clientIp: '203.0.113.9' });
    expect(view).toMatchObject({ store_id: '', store_name: '', store_address: '', tracking_number: null, payment_no: null, logistics_id: null, history: [], shipping_status: 'prepared' });
    await app.notify(orderId, 2073, new Date('2026-11-30T05:00:00.000Z'));
    expect((await use.execute(orderId, { clientIp: '203.0.113.9' })).fulfilment_stage).toBe('at_store');
  });

  it('a shipment not created at ECPay yet (or failed) is still pending to the buyer, with nothing to show', async () => {
    const app = shippingFixture();
    const { use, owned } = wire(app);
    const orderId = app.addOrder();
    app.gateway.refuse = 'no';
    await app.run.execute();
    const view = await use.execute(orderId, { accessToken: owned(orderId), clientIp: '203.0.113.9' });
    expect(view).toMatchObject({ shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null, logistics_id: null, history: [] });
    await expect(use.execute('ORD-99999999', { clientIp: '203.0.113.9' })).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
