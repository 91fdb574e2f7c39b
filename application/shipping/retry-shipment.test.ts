import { shipmentTradeNo } from './shipment';
import { shippedOrder, shippingFixture } from './testing/shipping-fixture';

/** Staff: "retry" on a shipment (the console's action), on the fakes. */
describe('RetryShipment', () => {
  it('reopens a failed shipment and creates it at ECPay at once, attempts starting over', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    app.gateway.refuse = 'store closed';
    await app.run.execute();
    app.gateway.refuse = null;
    const answer = await app.retry.execute(orderId);
    expect(answer).toEqual({ result: 'created', shipment: expect.objectContaining({ orderId, status: 'created', attempts: 1 }) });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
    expect(await app.attention.execute()).toEqual([]);
  });

  it('tries a shipment waiting for its backoff now; says why when ECPay is still down', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    app.gateway.mode = 'down';
    await app.run.execute();
    const answer = await app.retry.execute(orderId);
    expect(answer).toEqual({ result: 'retry_later', shipment: expect.objectContaining({ attempts: 2 }), error: 'LOGISTICS_UNAVAILABLE' });
    expect(app.gateway.requests).toHaveLength(2);
  });

  it('is idempotent: a created shipment is answered as it is (its waiting order moved), without calling ECPay', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    app.orders.orders.get(orderId)!.status = 'PAID';
    expect(await app.retry.execute(orderId)).toEqual({ result: 'already_created', shipment: expect.objectContaining({ status: 'created' }) });
    expect(app.gateway.requests).toHaveLength(1);
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
  });

  it('leaves a shipment another process is creating right now to it', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    const shipment = await app.shipments.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', now: app.clock.now() });
    await app.shipments.claimNow(shipment.id, app.clock.now(), 60_000);
    expect(await app.retry.execute(orderId)).toEqual({ result: 'in_progress', shipment: expect.objectContaining({ status: 'creating' }) });
    expect(app.gateway.requests).toEqual([]);
  });

  it('an order without a shipment: 404 SHIPMENT_NOT_FOUND', async () => {
    const app = shippingFixture();
    await expect(app.retry.execute(app.addOrder())).rejects.toMatchObject({ code: 'SHIPMENT_NOT_FOUND' });
  });
});
