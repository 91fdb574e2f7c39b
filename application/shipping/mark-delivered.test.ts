import { shipmentTradeNo } from './shipment';
import { shippedOrder, shippingFixture } from './testing/shipping-fixture';

/** Staff: mark a parcel delivered by hand when ECPay stays silent, on the fakes. */
describe('MarkDelivered', () => {
  it('records a manual event naming the staff member and the note, and sets delivered_at; a second call changes nothing', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    app.clock.advance(3 * 86_400_000);
    const marked = await app.markDelivered.execute({ orderId, staffId: 7, note: 'buyer confirmed by phone' });
    expect(marked).toEqual({ changed: true, shipment: expect.objectContaining({ shippingStatus: 'delivered', deliveredAt: app.clock.now(), attention: false }) });
    app.clock.advance(60_000);
    expect(await app.markDelivered.execute({ orderId, staffId: 8 })).toEqual({ changed: false, shipment: expect.objectContaining({ deliveredAt: marked.shipment.deliveredAt }) });
    const events = await app.shipments.listEvents(marked.shipment.id);
    expect(events.filter((event) => event.source === 'manual').map((event) => [event.statusCode, event.message])).toEqual([
      [null, 'marked delivered by staff 7: buyer confirmed by phone'],
    ]);
  });

  it('clears a flag a person had to look at', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    await app.notify(orderId, 2104, app.clock.now());
    await app.markDelivered.execute({ orderId, staffId: 7 });
    expect(await app.attention.execute()).toEqual([]);
  });

  it('refuses a shipment ECPay has not created, or one it reported returned (409); an order without a shipment is 404', async () => {
    const app = shippingFixture();
    const creating = app.addOrder();
    await app.shipments.ensureShipment({ orderId: creating, merchantTradeNo: shipmentTradeNo(creating), subType: 'UNIMARTC2C', now: app.clock.now() });
    await expect(app.markDelivered.execute({ orderId: creating, staffId: 7 })).rejects.toMatchObject({ code: 'SHIPMENT_CANNOT_MARK_DELIVERED' });
    const returned = await shippedOrder(app);
    await app.notify(returned, 2074, app.clock.now());
    await expect(app.markDelivered.execute({ orderId: returned, staffId: 7 })).rejects.toMatchObject({ code: 'SHIPMENT_CANNOT_MARK_DELIVERED' });
    await expect(app.markDelivered.execute({ orderId: app.addOrder(), staffId: 7 })).rejects.toMatchObject({ code: 'SHIPMENT_NOT_FOUND' });
  });
});
