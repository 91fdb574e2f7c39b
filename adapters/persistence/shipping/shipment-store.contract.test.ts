import { InMemoryCartStore } from '../../../application/cart/testing/in-memory-cart-store';
import { InMemoryOrderStore } from '../../../application/orders/testing/in-memory-order-store';
import { shipmentTradeNo } from '../../../application/shipping/shipment';
import type { ShipmentStatusInput, ShipmentStore } from '../../../application/shipping/shipment-store.port';
import { InMemoryShipmentStore } from '../../../application/shipping/testing/in-memory-shipment-store';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { ShipmentProgress } from '../../../domain/orders/shipment-status';
import { insertOrderRow, newOrderId, orderSeed, putOrder, SEED_STORE as STORE, type OrderSeed } from '../testing/order-seeds';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexShipmentStore } from './knex-shipment-store';

/**
 * The ShipmentStore port (application/shipping/shipment-store.port.ts) on the fake, SQLite and MySQL. A suite
 * shares one database, so each test works at its own instants, earlier than every test before it (`epoch`):
 * nothing an earlier test left due is due at a later test's now.
 */
interface ShipmentSubject {
  port: ShipmentStore;
  addOrder(seed: OrderSeed): Promise<string>;
  setOrderStatus(orderId: string, status: OrderStatus): Promise<void>;
}

const MINUTE = 60_000;
let days = 0;
/** An instant of this test only, a day before the previous test's. */
const epoch = () => {
  days += 1;
  return new Date(Date.UTC(2026, 0, 1, 2) - days * 86_400_000);
};
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

function fakeSubject(): ShipmentSubject {
  const orders = new InMemoryOrderStore(new InMemoryCartStore());
  return {
    port: new InMemoryShipmentStore(orders),
    addOrder: async (seed) => putOrder(orders, seed),
    async setOrderStatus(orderId, status) {
      const order = orders.orders.get(orderId);
      if (order) order.status = status;
    },
  };
}

describePortContract<ShipmentSubject>('ShipmentStore', [
  fakeMaker(fakeSubject),
  ...knexMakers<ShipmentSubject>((knex) => ({
    port: new KnexShipmentStore(knex),
    addOrder: (seed) => insertOrderRow(knex, seed),
    async setOrderStatus(orderId, status) {
      await knex('orders').where({ id: orderId }).update({ status });
    },
  })),
], (subject) => {
  const order = (overrides: Partial<OrderSeed> = {}) => subject().addOrder(orderSeed(epoch(), overrides));
  const shipmentOf = async (orderId: string, now: Date) => subject().port.ensureShipment({ orderId, merchantTradeNo: shipmentTradeNo(orderId), subType: 'UNIMARTC2C', now });
  const status = (code: number | null, occurredAt: Date, progress: Partial<ShipmentProgress>, extra: Partial<ShipmentStatusInput> = {}): ShipmentStatusInput => ({
    statusCode: code, message: `status ${code}`, source: code === null ? 'manual' : 'notification', occurredAt, receivedAt: occurredAt,
    decide: (current) => ({ progress: { ...current, ...progress }, attention: null }), ...extra,
  });

  it('lists the orders ready to ship without a shipment, oldest first: a paid card order, a store-payment order awaiting shipment', async () => {
    const t = epoch();
    const card = await order({ updatedAt: at(t, 2) });
    const cod = await order({ status: 'PENDING', paymentMethod: 'store_cod', updatedAt: at(t, 1) });
    const unpaid = await order({ status: 'PENDING_PAYMENT', updatedAt: at(t, 0) });
    const codPaidByCard = await order({ status: 'PENDING', updatedAt: at(t, 0) });
    const shipped = await order({ updatedAt: at(t, 0) });
    await shipmentOf(shipped, t);
    const ready = (await subject().port.listReadyOrders(500)).filter((id) => [card, cod, unpaid, codPaidByCard, shipped].includes(id));
    expect(ready).toEqual([cod, card]);
  });

  it('reads the order\'s facts with its first item (by id) and how many there are; undefined for an unknown order', async () => {
    const id = await order({ status: 'PENDING', paymentMethod: 'store_cod', totalAmount: 2560, items: [
      { title: '男款外套', variantName: '黑色 / L', variantSku: 'OL-JK-1-BK-L' }, { title: '背包', variantName: null, variantSku: null },
    ] });
    expect(await subject().port.orderFacts(id)).toEqual({
      orderId: id, status: 'PENDING', paymentMethod: 'store_cod', totalAmount: 2560, customerName: '王小明', customerPhone: '0912345678',
      storeId: STORE.storeId, subType: 'UNIMARTC2C', firstItemTitle: '男款外套', firstItemVariantName: '黑色 / L', firstItemVariantSku: 'OL-JK-1-BK-L', itemCount: 2,
    });
    const empty = await order({ items: [] });
    expect(await subject().port.orderFacts(empty)).toMatchObject({ firstItemTitle: '', firstItemVariantName: null, firstItemVariantSku: null, itemCount: 0 });
    expect(await subject().port.orderFacts(newOrderId())).toBeUndefined();
  });

  it('ensures one shipment per order: creating, due now, never attempted; a second call answers the same one', async () => {
    const t = epoch();
    const id = await order();
    const first = await shipmentOf(id, t);
    expect(first).toMatchObject({
      orderId: id, merchantTradeNo: shipmentTradeNo(id), subType: 'UNIMARTC2C', status: 'creating', attempts: 0, nextAttemptAt: t, lastError: null,
      logisticsId: null, paymentNo: null, statusCode: null, shippingStatus: 'pending', attention: false, shippedAt: null, deliveredAt: null, createdAt: t,
    });
    expect(await shipmentOf(id, at(t, 5))).toEqual(first);
    expect(await subject().port.findByOrderId(id)).toEqual(first);
    expect(await subject().port.findByOrderIds([id, newOrderId()])).toEqual([first]);
    expect(await subject().port.findByOrderIds([])).toEqual([]);
  });

  it('racers: one shipment per order, each due shipment claimed by exactly one caller, each new event decided once', async () => {
    const t = epoch();
    const id = await order();
    const ensured = await Promise.all([shipmentOf(id, t), shipmentOf(id, t), shipmentOf(id, t)]);
    expect(new Set(ensured.map((shipment) => shipment.id)).size).toBe(1);
    const others = [await shipmentOf(await order(), t), await shipmentOf(await order(), t)];
    const claims = (await Promise.all([1, 2, 3].map(() => subject().port.claimDue(t, 5 * MINUTE, 10)))).flat();
    expect(claims.map((shipment) => shipment.id).sort((a, b) => a - b)).toEqual([ensured[0].id, ...others.map((shipment) => shipment.id)].sort((a, b) => a - b));
    const decided: number[] = [];
    const input = status(2068, at(t, 1), {}, { decide: (current) => { decided.push(1); return { progress: current, attention: null }; } });
    const outcomes = await Promise.all([1, 2, 3].map(() => subject().port.recordStatus(ensured[0].merchantTradeNo, input)));
    expect(outcomes.map((outcome) => outcome.kind === 'recorded' && outcome.first).sort()).toEqual([false, false, true]);
    expect(decided).toHaveLength(1);
    expect(await subject().port.listEvents(ensured[0].id)).toHaveLength(1);
  });

  it('claims due shipments once, oldest due first, each attempt counted, until the claim lapses', async () => {
    const t = epoch();
    const older = await shipmentOf(await order(), at(t, -2));
    const newer = await shipmentOf(await order(), at(t, -1));
    const later = await shipmentOf(await order(), at(t, 10));
    const claimed = await subject().port.claimDue(t, 5 * MINUTE, 1);
    expect(claimed.map((s) => [s.id, s.attempts])).toEqual([[older.id, 1]]);
    const rest = await subject().port.claimDue(t, 5 * MINUTE, 10);
    expect(rest.map((s) => s.id)).toEqual([newer.id]);
    expect(rest.some((s) => s.id === later.id)).toBe(false);
    expect(await subject().port.claimDue(at(t, 4), 5 * MINUTE, 10)).toEqual([]);
    expect(await subject().port.claimNow(older.id, at(t, 4), 5 * MINUTE)).toBeNull();
    // A claimer that died: its shipment is claimable again once the claim lapsed.
    const again = await subject().port.claimDue(at(t, 6), 5 * MINUTE, 10);
    expect(again.map((s) => [s.id, s.attempts])).toEqual([[older.id, 2], [newer.id, 2]]);
  });

  it('claims one shipment now whatever its due time, but not a claimed one nor one that is not creating', async () => {
    const t = epoch();
    const waiting = await shipmentOf(await order(), at(t, 30));
    const claimed = await subject().port.claimNow(waiting.id, t, 5 * MINUTE);
    expect(claimed).toMatchObject({ id: waiting.id, attempts: 1, status: 'creating' });
    expect(await subject().port.claimNow(waiting.id, at(t, 1), 5 * MINUTE)).toBeNull();
    await subject().port.recordCreated(waiting.id, { merchantTradeNo: waiting.merchantTradeNo, logisticsId: '1000001', paymentNo: 'G0000001', validationNo: '1001', statusCode: 300, statusMessage: 'ok' }, at(t, 1));
    expect(await subject().port.claimNow(waiting.id, at(t, 10), 5 * MINUTE)).toBeNull();
  });

  it('records ECPay\'s shipment: created with its numbers, the claim and the last error gone, not due any more', async () => {
    const t = epoch();
    const id = await order();
    const shipment = await shipmentOf(id, t);
    await subject().port.claimNow(shipment.id, t, 5 * MINUTE);
    await subject().port.recordFailure(shipment.id, 'LOGISTICS_UNAVAILABLE', at(t, 1), t);
    await subject().port.claimNow(shipment.id, at(t, 1), 5 * MINUTE);
    const created = await subject().port.recordCreated(shipment.id, {
      merchantTradeNo: shipment.merchantTradeNo, logisticsId: '1000002', paymentNo: 'F0000000002', validationNo: null, statusCode: 300, statusMessage: 'ok',
    }, at(t, 2));
    expect(created).toMatchObject({ status: 'created', attempts: 2, nextAttemptAt: null, lastError: null, logisticsId: '1000002', paymentNo: 'F0000000002', validationNo: null, updatedAt: at(t, 2) });
    expect(await subject().port.findByOrderId(id)).toEqual(created);
    expect(await subject().port.claimDue(at(t, 60), 5 * MINUTE, 10)).toEqual([]);
    // Its order still waits (a crash between the two writes): listed until the order moves.
    expect((await subject().port.listCreatedUnmoved(500)).includes(id)).toBe(true);
    await subject().setOrderStatus(id, 'PROCESSING');
    expect((await subject().port.listCreatedUnmoved(500)).includes(id)).toBe(false);
  });

  it('a failed attempt ends the claim: due again at retryAt, or failed for good and listed to staff until reopened', async () => {
    const t = epoch();
    const shipment = await shipmentOf(await order(), t);
    await subject().port.claimNow(shipment.id, t, 5 * MINUTE);
    await subject().port.recordFailure(shipment.id, 'LOGISTICS_UNAVAILABLE', at(t, 2), at(t, 0));
    expect(await subject().port.claimDue(at(t, 1), 5 * MINUTE, 10)).toEqual([]);
    expect(await subject().port.claimDue(at(t, 2), 5 * MINUTE, 10)).toEqual([expect.objectContaining({ id: shipment.id, attempts: 2, lastError: 'LOGISTICS_UNAVAILABLE', nextAttemptAt: at(t, 2) })]);
    expect(await subject().port.reopen(shipment.id, at(t, 3))).toBe(false);
    await subject().port.recordFailure(shipment.id, 'ECPay refused: bad store', null, at(t, 3));
    const failed = await subject().port.findByOrderId(shipment.orderId);
    expect(failed).toMatchObject({ status: 'failed', nextAttemptAt: null, lastError: 'ECPay refused: bad store' });
    expect(await subject().port.claimNow(shipment.id, at(t, 4), 5 * MINUTE)).toBeNull();
    const listed = (await subject().port.listNeedingAttention(500)).filter((item) => item.shipment.id === shipment.id);
    expect(listed).toEqual([{ shipment: failed, reason: 'creation_failed' }]);

    expect(await subject().port.reopen(shipment.id, at(t, 5))).toBe(true);
    expect(await subject().port.findByOrderId(shipment.orderId)).toMatchObject({ status: 'creating', attempts: 0, nextAttemptAt: at(t, 5) });
    expect((await subject().port.listNeedingAttention(500)).some((item) => item.shipment.id === shipment.id)).toBe(false);
    // A failure recorded for a shipment no longer creating changes nothing.
    await subject().port.recordCreated(shipment.id, { merchantTradeNo: shipment.merchantTradeNo, logisticsId: '1', paymentNo: null, validationNo: null, statusCode: 300, statusMessage: '' }, at(t, 6));
    await subject().port.recordFailure(shipment.id, 'late', null, at(t, 7));
    expect(await subject().port.findByOrderId(shipment.orderId)).toMatchObject({ status: 'created', lastError: null });
  });

  it('records a status once per code and date, applies the decision to the shipment as it is, and keeps numbers a notification leaves out', async () => {
    const t = epoch();
    const shipment = await shipmentOf(await order(), t);
    expect(await subject().port.recordStatus(`X${unique()}`, status(2030, t, {}))).toEqual({ kind: 'not_found' });
    const seen: ShipmentProgress[] = [];
    const shipped = status(2068, at(t, 10), { stage: 'shipped', statusCode: 2068, statusAt: at(t, 10), shippedAt: at(t, 10) }, {
      logisticsId: '1000003', paymentNo: 'G0000003', validationNo: '', message: 'handed in',
      decide: (current) => {
        seen.push(current);
        return { progress: { ...current, stage: 'shipped', statusCode: 2068, statusAt: at(t, 10), shippedAt: at(t, 10) }, attention: true };
      },
    });
    const first = await subject().port.recordStatus(shipment.merchantTradeNo, shipped);
    expect(seen).toEqual([{ stage: 'pending', statusCode: null, statusAt: null, shippedAt: null, deliveredAt: null }]);
    expect(first).toEqual({ kind: 'recorded', first: true, shipment: expect.objectContaining({
      shippingStatus: 'shipped', statusCode: 2068, statusAt: at(t, 10), statusMessage: 'handed in', shippedAt: at(t, 10), attention: true,
      logisticsId: '1000003', paymentNo: 'G0000003', validationNo: null, updatedAt: at(t, 10),
    }) });
    expect(await subject().port.findByOrderId(shipment.orderId)).toEqual(first.kind === 'recorded' ? first.shipment : undefined);
    // ECPay's resend: nothing decided, nothing changed.
    const repeat = await subject().port.recordStatus(shipment.merchantTradeNo, shipped);
    expect(repeat).toEqual({ kind: 'recorded', first: false, shipment: first.kind === 'recorded' ? first.shipment : undefined });
    expect(seen).toHaveLength(1);
    expect((await subject().port.listNeedingAttention(500)).filter((item) => item.shipment.id === shipment.id).map((item) => item.reason)).toEqual(['status_needs_attention']);

    // An older code arriving late: the decision keeps what is shown; the message shown stays; attention null keeps the flag.
    const late = await subject().port.recordStatus(shipment.merchantTradeNo, status(300, at(t, 5), {}, { message: 'created (late)', paymentNo: null }));
    expect(late).toMatchObject({ kind: 'recorded', first: true, shipment: { statusCode: 2068, statusMessage: 'handed in', attention: true, paymentNo: 'G0000003' } });
    expect((await subject().port.listEvents(shipment.id)).map((event) => [event.statusCode, event.message, event.source, event.occurredAt])).toEqual([
      [300, 'created (late)', 'notification', at(t, 5)], [2068, 'handed in', 'notification', at(t, 10)],
    ]);
  });

  it('records every staff event (no code): none is taken for a repeat', async () => {
    const t = epoch();
    const shipment = await shipmentOf(await order(), t);
    const manual = status(null, at(t, 1), { stage: 'delivered', deliveredAt: at(t, 1) }, { message: 'marked delivered by staff 7' });
    expect(await subject().port.recordStatus(shipment.merchantTradeNo, manual)).toMatchObject({ kind: 'recorded', first: true, shipment: { shippingStatus: 'delivered', deliveredAt: at(t, 1), statusCode: null } });
    expect(await subject().port.recordStatus(shipment.merchantTradeNo, manual)).toMatchObject({ kind: 'recorded', first: true });
    expect((await subject().port.listEvents(shipment.id)).map((event) => [event.statusCode, event.source, event.receivedAt])).toEqual([[null, 'manual', at(t, 1)], [null, 'manual', at(t, 1)]]);
  });

  it('lists the shipments needing attention, the newest change first', async () => {
    const t = epoch();
    const a = await shipmentOf(await order(), t);
    const b = await shipmentOf(await order(), t);
    await subject().port.recordFailure(a.id, 'refused', null, at(t, 2));
    await subject().port.recordStatus(b.merchantTradeNo, status(2074, at(t, 1), {}, { decide: (current) => ({ progress: current, attention: true }) }));
    await subject().port.recordStatus(b.merchantTradeNo, status(2075, at(t, 3), {}, { decide: (current) => ({ progress: current, attention: null }) }));
    const mine = (await subject().port.listNeedingAttention(500)).filter((item) => [a.id, b.id].includes(item.shipment.id));
    expect(mine.map((item) => [item.shipment.id, item.reason])).toEqual([[b.id, 'status_needs_attention'], [a.id, 'creation_failed']]);
  });
});
