import { shippedOrder } from '../shipping/testing/shipping-fixture';
import { consoleFixture } from './testing/console-fixture';

/** GET /api/admin/orders/{orderId} (staff): everything the order page shows, unmasked, on the fakes. */
describe('GetAdminOrder', () => {
  it('reads the order unmasked with its items, payment attempts, shipment with its history, and status history', async () => {
    const app = consoleFixture();
    const orderId = await shippedOrder(app, { customerPhone: '0912000111' });
    const attempt = app.payments.add(orderId);
    const detail = await app.getOrder.execute(orderId);
    expect(detail.order).toMatchObject({ id: orderId, customerPhone: '0912000111', customerName: '王小明', status: 'PROCESSING' });
    expect(detail.items).toEqual([expect.objectContaining({ orderId, title: '羊毛大衣' })]);
    expect(detail.payments).toEqual([attempt]);
    expect(detail.shipment).toMatchObject({ status: 'created', shippingStatus: 'prepared', statusCode: 300, attempts: 1, events: [expect.objectContaining({ statusCode: 300, source: 'create' })] });
    expect(detail.history.map((event) => [event.fromStatus, event.toStatus])).toEqual([[null, 'PAID'], ['PAID', 'PROCESSING']]);
  });

  it('an order without a shipment reads null; an unknown order is 404 ORDER_NOT_FOUND', async () => {
    const app = consoleFixture();
    expect((await app.getOrder.execute(app.addOrder({ status: 'PENDING_PAYMENT' }))).shipment).toBeNull();
    await expect(app.getOrder.execute('ORD-99999999')).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});
