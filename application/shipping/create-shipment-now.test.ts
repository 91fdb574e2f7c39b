import { ConflictError, NotFoundError } from '../errors';
import { shipmentTradeNo } from './shipment';
import { shippedOrder, shippingFixture } from './testing/shipping-fixture';

/** Staff: "create shipment" now instead of waiting for the job, or "retry" (the console's action), on the fakes. */
describe('CreateShipmentNow', () => {
  it('makes the order\'s one shipment and creates it at ECPay at once; a second call is answered without calling ECPay', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder({ status: 'PENDING', paymentMethod: 'store_cod' });
    expect(await app.createNow.execute(orderId)).toEqual({ result: 'created', shipment: expect.objectContaining({ orderId, status: 'created' }) });
    expect(await app.createNow.execute(orderId)).toEqual({ result: 'already_created', shipment: expect.objectContaining({ orderId }) });
    expect(app.gateway.requests).toEqual([expect.objectContaining({ collectOnPickup: true })]);
    expect((await app.run.execute()).outcomes).toEqual([]);
  });

  it('refuses an order that is not ready to ship (409 SHIPMENT_ORDER_NOT_READY) and an unknown order (404), calling nothing', async () => {
    const app = shippingFixture();
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_TIMEOUT', 'PROCESSING'] as const) {
      const error = await app.createNow.execute(app.addOrder({ status })).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({ code: 'SHIPMENT_ORDER_NOT_READY' });
    }
    // A card order awaiting shipment is not paid.
    await expect(app.createNow.execute(app.addOrder({ status: 'PENDING' }))).rejects.toMatchObject({ code: 'SHIPMENT_ORDER_NOT_READY' });
    const unknown = await app.createNow.execute('ORD-99999999').catch((caught: unknown) => caught);
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(app.gateway.requests).toEqual([]);
  });

  it('ECPay unreachable: the shipment stays due on its backoff (the job retries); ECPay refusing: failed, with why', async () => {
    const app = shippingFixture();
    app.gateway.mode = 'down';
    const waiting = app.addOrder();
    expect(await app.createNow.execute(waiting)).toMatchObject({ result: 'retry_later', error: 'LOGISTICS_UNAVAILABLE' });
    app.gateway.mode = 'up';
    app.gateway.refuse = 'CVSStoreID closed';
    const refused = app.addOrder();
    expect(await app.createNow.execute(refused)).toMatchObject({ result: 'failed', error: 'ECPay refused: CVSStoreID closed' });
    app.gateway.refuse = null;
    app.clock.advance(60_000);
    expect((await app.run.execute()).outcomes).toEqual([{ orderId: waiting, outcome: expect.objectContaining({ kind: 'created' }) }]);
  });
  it('retry: reopens a failed shipment and creates it at ECPay at once, attempts starting over', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    app.gateway.refuse = 'store closed';
    await app.run.execute();
    app.gateway.refuse = null;
    const answer = await app.createNow.execute(orderId);
    expect(answer).toEqual({ result: 'created', shipment: expect.objectContaining({ orderId, status: 'created', attempts: 1 }) });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
    expect(await app.attention.execute()).toEqual([]);
  });

  it('retry: tries a shipment waiting for its backoff now; says why when ECPay is still down', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    app.gateway.mode = 'down';
    await app.run.execute();
    const answer = await app.createNow.execute(orderId);
    expect(answer).toEqual({ result: 'retry_later', shipment: expect.objectContaining({ attempts: 2 }), error: 'LOGISTICS_UNAVAILABLE' });
    expect(app.gateway.requests).toHaveLength(2);
  });

  it('is idempotent: a created shipment is answered as it is (its waiting order moved), without calling ECPay', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    app.orders.orders.get(orderId)!.status = 'PAID';
    expect(await app.createNow.execute(orderId)).toEqual({ result: 'already_created', shipment: expect.objectContaining({ status: 'created' }) });
    expect(app.gateway.requests).toHaveLength(1);
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
  });

  it('leaves a shipment another process is creating right now to it', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    const shipment = await app.shipments.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', now: app.clock.now() });
    await app.shipments.claimNow(shipment.id, app.clock.now(), 60_000);
    expect(await app.createNow.execute(orderId)).toEqual({ result: 'in_progress', shipment: expect.objectContaining({ status: 'creating' }) });
    expect(app.gateway.requests).toEqual([]);
  });
});
