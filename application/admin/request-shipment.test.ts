import { ConflictError } from '../errors';
import { consoleFixture } from './testing/console-fixture';

/** POST /api/admin/orders/{orderId}/shipment (staff): create or retry the logistics order now, audited, on the fakes. */
describe('RequestShipment', () => {
  it('creates the logistics order of a paid order now, audited as shipment.create; again: already created, audited as a retry', async () => {
    const app = consoleFixture();
    const orderId = app.addOrder();
    expect(await app.requestShipment.execute(orderId, 7)).toEqual({ outcome: 'created' });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
    expect(await app.requestShipment.execute(orderId, 7)).toEqual({ outcome: 'already_created' });
    expect(app.gateway.requests).toHaveLength(1);
    expect(app.audit.entries).toEqual([
      { staffId: 7, action: 'shipment.create', target: `order:${orderId}`, details: { outcome: 'created' }, at: app.clock.now() },
      { staffId: 7, action: 'shipment.retry', target: `order:${orderId}`, details: { outcome: 'already_created' }, at: app.clock.now() },
    ]);
  });

  it('ECPay unreachable: the retry is scheduled (the job takes it on its backoff), audited', async () => {
    const app = consoleFixture();
    const orderId = app.addOrder();
    app.gateway.mode = 'down';
    expect(await app.requestShipment.execute(orderId, 7)).toEqual({ outcome: 'retry_scheduled' });
    expect(app.audit.entries.map((entry) => [entry.action, entry.details])).toEqual([['shipment.create', { outcome: 'retry_scheduled' }]]);
  });

  it('ECPay refusing: 409 SHIPMENT_REFUSED with its reason, nothing audited; a retry after the fix is audited as one', async () => {
    const app = consoleFixture();
    const orderId = app.addOrder();
    app.gateway.refuse = 'CVSStoreID closed';
    const error = await app.requestShipment.execute(orderId, 7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'SHIPMENT_REFUSED', text: { params: { reason: 'ECPay refused: CVSStoreID closed' } } });
    expect(app.audit.entries).toEqual([]);
    app.gateway.refuse = null;
    expect(await app.requestShipment.execute(orderId, 7)).toEqual({ outcome: 'created' });
    expect(app.audit.entries.map((entry) => entry.action)).toEqual(['shipment.retry']);
  });

  it('refuses an order not ready to ship (409) and an unknown order (404), auditing nothing', async () => {
    const app = consoleFixture();
    await expect(app.requestShipment.execute(app.addOrder({ status: 'PENDING_PAYMENT' }), 7)).rejects.toMatchObject({ code: 'SHIPMENT_ORDER_NOT_READY' });
    await expect(app.requestShipment.execute('ORD-99999999', 7)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(app.audit.entries).toEqual([]);
  });
});
