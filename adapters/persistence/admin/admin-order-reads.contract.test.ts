import type { AdminOrderReads } from '../../../application/admin/admin-order-reads.port';
import { InMemoryAdminOrderReads } from '../../../application/admin/testing/in-memory-admin-order-reads';
import { InMemoryCartStore } from '../../../application/cart/testing/in-memory-cart-store';
import { InMemoryOrderStore } from '../../../application/orders/testing/in-memory-order-store';
import { shipmentTradeNo } from '../../../application/shipping/shipment';
import type { ShipmentStore } from '../../../application/shipping/shipment-store.port';
import { InMemoryShipmentStore } from '../../../application/shipping/testing/in-memory-shipment-store';
import { insertOrderRow, newOrderId, orderSeed, putOrder, type OrderSeed } from '../testing/order-seeds';
import { describePortContract, fakeMaker, knexMakers, uniquePhone } from '../testing/port-contract';
import { KnexShipmentStore } from '../shipping/knex-shipment-store';
import { KnexAdminOrderReads } from './knex-admin-order-reads';

/**
 * The AdminOrderReads port (application/admin/admin-order-reads.port.ts) on the fake, SQLite and MySQL: the
 * console's filtered pages of orders, and an order's shipment as the shipment job keeps it (written here through
 * the ShipmentStore port of the same implementation).
 */
interface ReadsSubject {
  port: AdminOrderReads;
  shipments: ShipmentStore;
  addOrder(seed: OrderSeed): Promise<string>;
}

const T0 = new Date('2026-11-10T04:00:00.000Z');
const HOUR = 3_600_000;
const hoursLater = (n: number) => new Date(T0.getTime() + n * HOUR);

describePortContract<ReadsSubject>('AdminOrderReads', [
  fakeMaker(() => {
    const orders = new InMemoryOrderStore(new InMemoryCartStore());
    const shipments = new InMemoryShipmentStore(orders);
    return { port: new InMemoryAdminOrderReads(orders, shipments), shipments, addOrder: async (seed) => putOrder(orders, seed) };
  }),
  ...knexMakers<ReadsSubject>((knex) => ({
    port: new KnexAdminOrderReads(knex), shipments: new KnexShipmentStore(knex), addOrder: (seed) => insertOrderRow(knex, seed),
  })),
], (subject) => {
  const ids = (page: { orders: Array<{ id: string }> }) => page.orders.map((order) => order.id);

  it('lists one buyer\'s orders newest first (created, then id), page by page, with how many match', async () => {
    const phone = uniquePhone();
    const oldest = await subject().addOrder(orderSeed(hoursLater(0), { customerPhone: phone }));
    const [a, b] = [newOrderId(), newOrderId()].sort();
    await subject().addOrder(orderSeed(hoursLater(2), { id: a, customerPhone: phone }));
    await subject().addOrder(orderSeed(hoursLater(2), { id: b, customerPhone: phone }));
    await subject().addOrder(orderSeed(hoursLater(3)));
    const first = await subject().port.listOrders({ phone, page: 1, limit: 2 });
    expect(first.total).toBe(3);
    expect(ids(first)).toEqual([b, a]);
    expect(first.orders[0]).toEqual({
      id: b, status: 'PAID', customerName: '王小明', customerPhone: phone, totalAmount: 1280, paymentMethod: 'credit_card', deliveryMethod: 'pickup',
      orderSource: 'outlet', createdAt: hoursLater(2), updatedAt: hoursLater(2), shipment: null,
    });
    expect(ids(await subject().port.listOrders({ phone, page: 2, limit: 2 }))).toEqual([oldest]);
    expect(await subject().port.listOrders({ phone, page: 3, limit: 2 })).toEqual({ orders: [], total: 3 });
  });

  it('filters by status, source, one order id, and created from (inclusive) to (exclusive)', async () => {
    const phone = uniquePhone();
    const paid = await subject().addOrder(orderSeed(hoursLater(10), { customerPhone: phone }));
    const shopee = await subject().addOrder(orderSeed(hoursLater(11), { customerPhone: phone, status: 'PROCESSING', orderSource: 'shopee' }));
    const cod = await subject().addOrder(orderSeed(hoursLater(12), { customerPhone: phone, status: 'PENDING', paymentMethod: 'store_cod' }));
    const list = (filter: Partial<Parameters<AdminOrderReads['listOrders']>[0]>) => subject().port.listOrders({ phone, page: 1, limit: 50, ...filter });
    expect(ids(await list({ status: 'PAID' }))).toEqual([paid]);
    expect(ids(await list({ source: 'shopee' }))).toEqual([shopee]);
    expect(ids(await list({ source: 'outlet' }))).toEqual([cod, paid]);
    expect(ids(await list({ from: hoursLater(11), to: hoursLater(12) }))).toEqual([shopee]);
    expect(ids(await list({ from: hoursLater(11) }))).toEqual([cod, shopee]);
    expect(ids(await list({ to: hoursLater(11) }))).toEqual([paid]);
    const one = await subject().port.listOrders({ orderId: cod, page: 1, limit: 50 });
    expect([ids(one), one.total]).toEqual([[cod], 1]);
    expect(await subject().port.listOrders({ orderId: newOrderId(), page: 1, limit: 50 })).toEqual({ orders: [], total: 0 });
  });

  it('issue 28: a listed order carries its shipment\'s stage and ECPay code once ECPay has it (none while it is only being created)', async () => {
    const phone = uniquePhone();
    const orderId = await subject().addOrder(orderSeed(hoursLater(30), { customerPhone: phone, status: 'PROCESSING' }));
    const listed = async () => (await subject().port.listOrders({ phone, page: 1, limit: 10 })).orders[0].shipment;
    const { shipments } = subject();
    const shipment = await shipments.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', now: hoursLater(30) });
    await shipments.claimNow(shipment.id, hoursLater(30), 60_000);
    expect(await listed()).toBeNull();
    await shipments.recordCreated(shipment.id, { merchantTradeNo: shipment.merchantTradeNo, logisticsId: '1000010', paymentNo: 'G0000010', validationNo: '1010', statusCode: 300, statusMessage: 'ok' }, hoursLater(31));
    expect(await listed()).not.toBeNull();
    await shipments.recordStatus(shipment.merchantTradeNo, {
      statusCode: 2067, message: 'picked up', source: 'notification', occurredAt: hoursLater(32), receivedAt: hoursLater(32),
      decide: (current) => ({ progress: { ...current, stage: 'delivered', statusCode: 2067, statusAt: hoursLater(32), deliveredAt: hoursLater(32) }, attention: false }),
    });
    expect(await listed()).toEqual({ stage: 'delivered', statusCode: 2067 });
  });

  it('reads an order\'s shipment with its history oldest first; null for an order without one', async () => {
    const orderId = await subject().addOrder(orderSeed(hoursLater(20)));
    expect(await subject().port.findShipment(orderId)).toBeNull();
    const { shipments } = subject();
    const shipment = await shipments.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', now: hoursLater(20) });
    await shipments.claimNow(shipment.id, hoursLater(20), 60_000);
    expect(await subject().port.findShipment(orderId)).toEqual({
      id: shipment.id, orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', status: 'creating', shippingStatus: 'pending',
      statusCode: null, statusMessage: null, statusAt: null, attention: false, attempts: 1,
      nextAttemptAt: hoursLater(20), lastError: null, logisticsId: null, paymentNo: null, validationNo: null, shippedAt: null, deliveredAt: null,
      createdAt: hoursLater(20), updatedAt: hoursLater(20), events: [],
    });
    await shipments.recordCreated(shipment.id, { merchantTradeNo: shipment.merchantTradeNo, logisticsId: '1000009', paymentNo: 'G0000009', validationNo: '1009', statusCode: 300, statusMessage: 'ok' }, hoursLater(21));
    const code = (statusCode: number | null, at: Date, stage: 'prepared' | 'delivered') => shipments.recordStatus(shipment.merchantTradeNo, {
      statusCode, message: `status ${statusCode}`, source: statusCode === null ? 'manual' : 'notification', occurredAt: at, receivedAt: hoursLater(23),
      decide: (current) => ({ progress: { ...current, stage, statusCode: statusCode ?? current.statusCode, statusAt: at, deliveredAt: stage === 'delivered' ? at : null }, attention: false }),
    });
    await code(null, hoursLater(22), 'delivered');
    await code(300, hoursLater(21), 'prepared');
    const view = await subject().port.findShipment(orderId);
    expect(view).toMatchObject({ status: 'created', shippingStatus: 'prepared', statusCode: 300, logisticsId: '1000009', paymentNo: 'G0000009', validationNo: '1009', updatedAt: hoursLater(23) });
    expect(view?.events).toEqual([
      { statusCode: 300, message: 'status 300', source: 'notification', occurredAt: hoursLater(21), receivedAt: hoursLater(23) },
      { statusCode: null, message: 'status null', source: 'manual', occurredAt: hoursLater(22), receivedAt: hoursLater(23) },
    ]);
  });
});
