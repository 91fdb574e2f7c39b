import { shippedOrder } from '../shipping/testing/shipping-fixture';
import { consoleFixture } from './testing/console-fixture';

/** POST /api/admin/orders/{orderId}/mark-delivered (staff), audited, on the fakes. */
describe('MarkOrderDelivered', () => {
  it('marks a shipped parcel delivered, naming the staff member once in the shipment\'s history; audited each time with whether it changed', async () => {
    const app = consoleFixture();
    const orderId = await shippedOrder(app);
    expect(await app.markOrderDelivered.execute(orderId, 7)).toEqual({ changed: true });
    expect(await app.markOrderDelivered.execute(orderId, 7)).toEqual({ changed: false });
    const shipment = await app.shipments.findByOrderId(orderId);
    expect(shipment).toMatchObject({ shippingStatus: 'delivered', deliveredAt: app.clock.now() });
    expect((await app.shipments.listEvents(shipment!.id)).filter((event) => event.source === 'manual').map((event) => event.message)).toEqual(['marked delivered by staff 7']);
    expect(app.audit.entries.map((entry) => [entry.action, entry.target, entry.details])).toEqual([
      ['order.mark_delivered', `order:${orderId}`, { changed: true }], ['order.mark_delivered', `order:${orderId}`, { changed: false }],
    ]);
  });

  it('refuses an order ECPay has not shipped (409), one without a shipment, and an unknown order (404), auditing nothing', async () => {
    const app = consoleFixture();
    await expect(app.markOrderDelivered.execute(app.addOrder(), 7)).rejects.toMatchObject({ code: 'SHIPMENT_NOT_FOUND' });
    const returned = await shippedOrder(app);
    await app.notify(returned, 2074, app.clock.now());
    await expect(app.markOrderDelivered.execute(returned, 7)).rejects.toMatchObject({ code: 'SHIPMENT_CANNOT_MARK_DELIVERED' });
    await expect(app.markOrderDelivered.execute('ORD-99999999', 7)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(app.audit.entries).toEqual([]);
  });
});
