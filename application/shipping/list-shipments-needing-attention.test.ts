import { shippedOrder, shippingFixture } from './testing/shipping-fixture';

/** Staff: the shipments a person must look at, newest change first (GET /api/admin/shipments/attention). */
describe('ListShipmentsNeedingAttention', () => {
  it('lists creations that failed for good and codes that need a person, newest change first, at least one and at most 500', async () => {
    const app = shippingFixture();
    const refused = app.addOrder();
    app.gateway.refuse = 'bad store';
    await app.run.execute();
    app.gateway.refuse = null;
    app.clock.advance(60_000);
    const closed = await shippedOrder(app);
    await app.notify(closed, 2104, app.clock.now());
    await shippedOrder(app);
    const listed = await app.attention.execute();
    expect(listed.map((item) => [item.shipment.orderId, item.reason])).toEqual([[closed, 'status_needs_attention'], [refused, 'creation_failed']]);
    expect(listed[1].shipment.lastError).toBe('ECPay refused: bad store');
    expect((await app.attention.execute({ limit: 0 })).map((item) => item.shipment.orderId)).toEqual([closed]);
    expect(await app.attention.execute({ limit: 10_000 })).toHaveLength(2);
  });
});
