import { shippedOrder, shippingFixture } from './testing/shipping-fixture';

const at = (iso: string) => new Date(iso);

/** ECPay's verified status notifications of a shipment (ServerReplyURL), on the fakes. */
describe('RecordShipmentStatus', () => {
  it('moves the parcel forward: handed in (shipped_at), at the store, picked up (delivered_at), each once in the history', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    await app.notify(orderId, 2068, at('2026-11-29T05:00:00.000Z'), 'dropped off');
    await app.notify(orderId, 2073, at('2026-11-30T05:00:00.000Z'));
    const picked = await app.notify(orderId, 2067, at('2026-12-01T05:00:00.000Z'), 'picked up');
    expect(picked).toEqual({ kind: 'recorded', first: true, shipment: expect.objectContaining({
      shippingStatus: 'delivered', statusCode: 2067, statusMessage: 'picked up', shippedAt: at('2026-11-29T05:00:00.000Z'), deliveredAt: at('2026-12-01T05:00:00.000Z'),
    }) });
    const shipment = await app.shipments.findByOrderId(orderId);
    expect((await app.shipments.listEvents(shipment!.id)).map((event) => [event.statusCode, event.source])).toEqual([
      [300, 'create'], [2068, 'notification'], [2073, 'notification'], [2067, 'notification'],
    ]);
  });

  it('ECPay\'s resend changes nothing; an older code arriving late is history only', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    await app.notify(orderId, 2073, at('2026-11-30T05:00:00.000Z'));
    const resend = await app.notify(orderId, 2073, at('2026-11-30T05:00:00.000Z'));
    expect(resend).toMatchObject({ kind: 'recorded', first: false });
    const late = await app.notify(orderId, 2068, at('2026-11-29T05:00:00.000Z'));
    expect(late).toMatchObject({ kind: 'recorded', first: true, shipment: { shippingStatus: 'shipped', statusCode: 2073, shippedAt: at('2026-11-29T05:00:00.000Z') } });
    const shipment = await app.shipments.findByOrderId(orderId);
    expect((await app.shipments.listEvents(shipment!.id)).map((event) => event.statusCode)).toEqual([300, 2068, 2073]);
  });

  it('a code that needs a person (a store closed) lists the shipment to staff; a later ordinary code clears it', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    await app.notify(orderId, 2104, at('2026-11-29T05:00:00.000Z'));
    expect(await app.attention.execute()).toEqual([{ reason: 'status_needs_attention', shipment: expect.objectContaining({ orderId, shippingStatus: 'prepared', attention: true }) }]);
    await app.notify(orderId, 2068, at('2026-11-30T05:00:00.000Z'));
    expect(await app.attention.execute()).toEqual([]);
  });

  it('a return is reached from any stage and left by none', async () => {
    const app = shippingFixture();
    const orderId = await shippedOrder(app);
    await app.notify(orderId, 2074, at('2026-12-05T05:00:00.000Z'));
    const after = await app.notify(orderId, 2067, at('2026-12-06T05:00:00.000Z'));
    expect(after).toMatchObject({ shipment: { shippingStatus: 'returned', statusCode: 2074, deliveredAt: at('2026-12-06T05:00:00.000Z') } });
  });

  it('a MerchantTradeNo that is not ours: unknown_shipment', async () => {
    const app = shippingFixture();
    expect(await app.notify('ORD-00000000', 2068, at('2026-11-29T05:00:00.000Z'))).toEqual({ kind: 'unknown_shipment' });
  });
});
