import { ShipmentOnOrderMove } from './shipment-on-order-move';
import { shipmentTradeNo } from './shipment';
import { shippingFixture } from './testing/shipping-fixture';

/** The shipment's consumer of order moves (issue 30), on the fakes. */
describe('a shipment is enqueued when an order becomes ready to ship', () => {
  const event = (orderId: string, type: 'status:PAID' | 'order:placed') => ({ id: 1, orderId, type, reason: null, createdAt: new Date() });

  it('a paid card order gets its shipment row at once, due now; a repeat (retry, second process) finds the same one', async () => {
    const app = shippingFixture();
    const consumer = new ShipmentOnOrderMove(app.shipments, app.clock);
    const orderId = app.addOrder();
    expect(await consumer.handle(event(orderId, 'status:PAID'))).toBe('done');
    const shipment = await app.shipments.findByOrderId(orderId);
    expect(shipment).toMatchObject({ orderId, merchantTradeNo: shipmentTradeNo(orderId), status: 'creating', attempts: 0 });
    expect(await consumer.handle(event(orderId, 'status:PAID'))).toBe('done');
    expect(await app.shipments.findByOrderId(orderId)).toEqual(shipment);
    // The job's next tick creates it at ECPay: nothing left for its sweep to enqueue.
    expect((await app.run.execute()).enqueued).toBe(0);
    expect(app.gateway.requests).toHaveLength(1);
  });

  it("a card order's placement ships nothing (it ships once paid); a store-payment order's placement ships", async () => {
    const app = shippingFixture();
    const consumer = new ShipmentOnOrderMove(app.shipments, app.clock);
    const card = app.addOrder({ status: 'PENDING_PAYMENT' });
    const cod = app.addOrder({ status: 'PENDING', paymentMethod: 'store_cod' });
    await consumer.handle(event(card, 'order:placed'));
    await consumer.handle(event(cod, 'order:placed'));
    expect(await app.shipments.findByOrderId(card)).toBeUndefined();
    expect(await app.shipments.findByOrderId(cod)).toMatchObject({ status: 'creating' });
  });

  it('an order cancelled before the delivery ran gets no shipment; an unknown order is done with', async () => {
    const app = shippingFixture();
    const consumer = new ShipmentOnOrderMove(app.shipments, app.clock);
    const cod = app.addOrder({ status: 'CANCELLED', paymentMethod: 'store_cod' });
    expect(await consumer.handle(event(cod, 'order:placed'))).toBe('done');
    expect(await consumer.handle(event('ORD-99999999', 'status:PAID'))).toBe('done');
    expect(await app.shipments.findByOrderId(cod)).toBeUndefined();
  });
});
