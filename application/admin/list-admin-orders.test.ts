import { consoleFixture } from './testing/console-fixture';

const at = (iso: string) => new Date(iso);

/** GET /api/admin/orders (staff): the console's filters, newest first, one page, on the fakes. */
describe('ListAdminOrders', () => {
  it('reads from and to as whole Taiwan days, both inclusive', async () => {
    const app = consoleFixture();
    const before = app.addOrder({ createdAt: at('2026-11-28T15:59:59.999Z') });
    const firstMoment = app.addOrder({ createdAt: at('2026-11-28T16:00:00.000Z') });
    const lastMoment = app.addOrder({ createdAt: at('2026-11-30T15:59:59.999Z') });
    const after = app.addOrder({ createdAt: at('2026-11-30T16:00:00.000Z') });
    const page = await app.listOrders.execute({ from: '2026-11-29', to: '2026-11-30', page: 1, limit: 50 });
    expect(page).toEqual({ total: 2, orders: [expect.objectContaining({ id: lastMoment }), expect.objectContaining({ id: firstMoment })] });
    expect((await app.listOrders.execute({ to: '2026-11-28', page: 1, limit: 50 })).orders.map((order) => order.id)).toEqual([before]);
    expect((await app.listOrders.execute({ from: '2026-12-01', page: 1, limit: 50 })).orders.map((order) => order.id)).toEqual([after]);
  });

  it('searches one order by its id or a buyer\'s orders by phone, with the status and source filters, page by page', async () => {
    const app = consoleFixture();
    const phone = '0987654321';
    const a = app.addOrder({ customerPhone: phone, createdAt: at('2026-11-29T01:00:00.000Z') });
    const b = app.addOrder({ customerPhone: phone, createdAt: at('2026-11-29T02:00:00.000Z'), status: 'PROCESSING', orderSource: 'shopee' });
    const c = app.addOrder({ customerPhone: phone, createdAt: at('2026-11-29T03:00:00.000Z') });
    app.addOrder({ createdAt: at('2026-11-29T04:00:00.000Z') });
    const ids = async (request: Partial<Parameters<typeof app.listOrders.execute>[0]>) =>
      (await app.listOrders.execute({ page: 1, limit: 50, ...request })).orders.map((order) => order.id);
    expect(await ids({ q: { kind: 'phone', value: phone } })).toEqual([c, b, a]);
    expect(await ids({ q: { kind: 'orderId', value: b } })).toEqual([b]);
    expect(await ids({ q: { kind: 'phone', value: phone }, status: 'PAID' })).toEqual([c, a]);
    expect(await ids({ q: { kind: 'phone', value: phone }, source: 'shopee' })).toEqual([b]);
    expect(await app.listOrders.execute({ q: { kind: 'phone', value: phone }, page: 2, limit: 2 })).toEqual({ total: 3, orders: [expect.objectContaining({ id: a, customerPhone: phone })] });
  });
});

describe('ListAdminOrders: where the parcel is (issue 28)', () => {
  it('a picked-up order is listed as delivered (the console reads it completed); an unpaid card order awaits payment; a paid one without a shipment is pending', async () => {
    const app = consoleFixture();
    const pickedUp = app.addOrder({ createdAt: at('2026-11-29T01:00:00.000Z') });
    await app.requestShipment.execute(pickedUp, 7);
    await app.markOrderDelivered.execute(pickedUp, 7);
    const unpaid = app.addOrder({ createdAt: at('2026-11-29T02:00:00.000Z'), status: 'PAYMENT_CANCELLED' });
    const paid = app.addOrder({ createdAt: at('2026-11-29T03:00:00.000Z'), status: 'PAID' });
    const { orders } = await app.listOrders.execute({ page: 1, limit: 50 });
    const stageOf = (id: string) => orders.find((order) => order.id === id)?.fulfilmentStage;
    expect(stageOf(pickedUp)).toBe('delivered');
    expect(stageOf(unpaid)).toBe('awaiting_payment');
    expect(stageOf(paid)).toBe('pending');
  });
});
