import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { TransitionOrder } from '../../../application/orders/transition-order';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { CreateShipment, SHIPMENT_MAX_ATTEMPTS } from '../../../application/shipping/create-shipment';
import { CreateShipmentNow } from '../../../application/shipping/create-shipment-now';
import { ListShipmentsNeedingAttention } from '../../../application/shipping/list-shipments-needing-attention';
import { MarkDelivered } from '../../../application/shipping/mark-delivered';
import { RecordShipmentStatus } from '../../../application/shipping/record-shipment-status';
import { RunShipmentCreation } from '../../../application/shipping/run-shipment-creation';
import { shipmentCallbackUrlsAt } from '../../../application/shipping/shipment-callback-urls.port';
import { ScriptedLogisticsGateway } from '../../../application/shipping/testing/scripted-logistics-gateway';
import { createKnex } from '../knex-factory';
import { withDatabase } from '../database-url';
import { migrateToLatest } from '../migrations';
import { KnexOrderStore } from '../orders/knex-order-store';
import { databasesUnderTest } from '../testing/databases-under-test';
import { KnexShipmentStore } from './knex-shipment-store';

const T0 = '2026-11-29T02:00:00.000Z';
const MINUTE = 60_000;

let orderCounter = 0;
async function insertOrder(knex: Knex, overrides: { status?: string; payment_method?: string; total_amount?: number; logistics_sub_type?: string } = {}): Promise<string> {
  orderCounter += 1;
  const id = `ORD-${String(10_000_000 + orderCounter * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const now = new Date(T0);
  await knex('orders').insert({
    id, status: 'PAID', status_message: null, customer_name: '王小明', customer_phone: '0912345678', total_amount: 1280,
    delivery_method: 'pickup', payment_method: 'credit_card', store_id: '131386', store_name: '建盛門市', store_address: '台北市',
    logistics_sub_type: 'UNIMARTC2C', order_source: 'outlet', access_token_hash: 'a'.repeat(64), created_at: now, updated_at: now,
    ...overrides,
  });
  await knex('order_items').insert({ order_id: id, item_type: 'outlet', item_id: 1, title: '羊毛大衣', price: 1600, discount_price: 1280, quantity: 1 });
  return id;
}

function wire(knex: Knex, gateway: ScriptedLogisticsGateway, clock: FakeClock) {
  const shipments = new KnexShipmentStore(knex);
  const orders = new KnexOrderStore(knex);
  const create = new CreateShipment(shipments, gateway, shipmentCallbackUrlsAt('https://shop.example'), new TransitionOrder(orders, clock), clock);
  return {
    shipments, orders, create,
    run: new RunShipmentCreation(shipments, create, clock),
    record: new RecordShipmentStatus(shipments, clock),
    createNow: new CreateShipmentNow(shipments, create, clock),
    markDelivered: new MarkDelivered(shipments, clock),
    attention: new ListShipmentsNeedingAttention(shipments),
  };
}

describe.each(databasesUnderTest)('shipment creation on $name', (db) => {
  let knex: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ knex, close } = await db.open());
  });
  afterAll(() => close());

  it('a paid card order gets one ECPay shipment with its store, total and our derived number, and moves to PROCESSING', async () => {
    const gateway = new ScriptedLogisticsGateway();
    const clock = new FakeClock(T0);
    const app = wire(knex, gateway, clock);
    const orderId = await insertOrder(knex);
    const report = await app.run.execute();
    const mine = report.outcomes.filter((o) => o.orderId === orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0].outcome.kind).toBe('created');
    const request = gateway.requests.find((r) => r.merchantTradeNo === `${orderId.replace('-', '')}L`);
    expect(request).toMatchObject({
      subType: 'UNIMARTC2C', goodsAmount: 1280, collectOnPickup: false, receiverStoreId: '131386', receiverCellPhone: '0912345678',
      serverReplyUrl: 'https://shop.example/api/ecpay/logistics/status-notify', goodsName: '羊毛大衣',
    });
    const shipment = await app.shipments.findByOrderId(orderId);
    expect(shipment).toMatchObject({ status: 'created', shippingStatus: 'prepared', statusCode: 300, logisticsId: expect.any(String), paymentNo: expect.stringMatching(/^G/) });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
    const events = await app.orders.listStatusEvents(orderId);
    expect(events[events.length - 1]).toMatchObject({ fromStatus: 'PAID', toStatus: 'PROCESSING' });
    // A second run changes nothing: no second ECPay call for the order.
    const calls = gateway.requests.length;
    await app.run.execute();
    expect(gateway.requests.length).toBe(calls);
  });

  it('issue 22: the shipment names the first line\'s variant, label and own SKU, in GoodsName (with how many more lines)', async () => {
    const gateway = new ScriptedLogisticsGateway();
    const app = wire(knex, gateway, new FakeClock(T0));
    const orderId = await insertOrder(knex);
    await knex('order_items').where('order_id', orderId).update({ title: '男款機能防潑水連帽外套', sku: 'OL-JK-1024', variant_name: '黑色 / L', variant_sku: 'OL-JK-1024-BK-L' });
    await knex('order_items').insert({
      order_id: orderId, item_type: 'outlet', item_id: 2, title: '男款機能防潑水連帽外套', sku: 'OL-JK-1024', variant_name: '深藍 / M', variant_sku: 'OL-JK-1024-NV-M',
      price: 1600, discount_price: 1280, quantity: 1,
    });
    await app.run.execute();
    const request = gateway.requests.find((r) => r.merchantTradeNo.startsWith(orderId.replace('-', '')));
    expect(request?.goodsName).toBe('男款機能防潑水連帽外套 黑色 / L OL-JK-1024-BK-L +1');
  });

  it('a store-payment order (PENDING) ships with collection on pickup; an unpaid card order does not ship', async () => {
    const gateway = new ScriptedLogisticsGateway();
    const app = wire(knex, gateway, new FakeClock(T0));
    const cod = await insertOrder(knex, { status: 'PENDING', payment_method: 'store_cod', logistics_sub_type: 'FAMIC2C' });
    const unpaid = await insertOrder(knex, { status: 'PENDING_PAYMENT' });
    await app.run.execute();
    expect(gateway.requests.find((r) => r.merchantTradeNo.startsWith(cod.replace('-', '')))).toMatchObject({ collectOnPickup: true, goodsAmount: 1280, subType: 'FAMIC2C' });
    expect(gateway.requests.some((r) => r.merchantTradeNo.startsWith(unpaid.replace('-', '')))).toBe(false);
    expect(await app.shipments.findByOrderId(unpaid)).toBeUndefined();
    expect((await app.orders.findOrder(cod))?.status).toBe('PROCESSING');
    await expect(app.createNow.execute(unpaid)).rejects.toMatchObject({ code: 'SHIPMENT_ORDER_NOT_READY' });
  });

  it('ECPay down: retried with exponential backoff, then failed and listed to staff; staff retry creates it', async () => {
    const gateway = new ScriptedLogisticsGateway();
    const clock = new FakeClock(T0);
    const app = wire(knex, gateway, clock);
    const orderId = await insertOrder(knex);
    gateway.mode = 'down';
    const delays: number[] = [];
    for (let attempt = 1; attempt <= SHIPMENT_MAX_ATTEMPTS; attempt += 1) {
      const report = await app.run.execute();
      const mine = report.outcomes.find((o) => o.orderId === orderId)!.outcome;
      if (attempt < SHIPMENT_MAX_ATTEMPTS) {
        expect(mine.kind).toBe('retry_later');
        if (mine.kind === 'retry_later') delays.push(mine.retryAt.getTime() - clock.now().getTime());
        // Not due before its time: a run just before it does not call ECPay for it.
        clock.advance(delays[delays.length - 1] - 1);
        expect((await app.run.execute()).outcomes.some((o) => o.orderId === orderId)).toBe(false);
        clock.advance(1);
      } else {
        expect(mine.kind).toBe('failed');
      }
    }
    expect(delays.slice(0, 4)).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(60 * MINUTE);
    expect((await app.orders.findOrder(orderId))?.status).toBe('PAID');
    const listed = (await app.attention.execute()).filter((a) => a.shipment.orderId === orderId);
    expect(listed).toEqual([expect.objectContaining({ reason: 'creation_failed', shipment: expect.objectContaining({ status: 'failed', lastError: 'LOGISTICS_UNAVAILABLE' }) })]);
    // The job leaves a failed shipment alone.
    expect((await app.run.execute()).outcomes.some((o) => o.orderId === orderId)).toBe(false);

    gateway.mode = 'up';
    expect(await app.createNow.execute(orderId)).toMatchObject({ result: 'created' });
    expect(await app.createNow.execute(orderId)).toMatchObject({ result: 'already_created' });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
    expect([...gateway.shipments.keys()].filter((no) => no.startsWith(orderId.replace('-', '')))).toHaveLength(1);
    expect((await app.attention.execute()).some((a) => a.shipment.orderId === orderId)).toBe(false);
  });

  it('ECPay refuses the request (not a duplicate): failed at once with its message, for staff', async () => {
    const gateway = new ScriptedLogisticsGateway();
    const app = wire(knex, gateway, new FakeClock(T0));
    const orderId = await insertOrder(knex);
    gateway.refuse = 'ReceiverStoreID invalid';
    const report = await app.run.execute();
    expect(report.outcomes.find((o) => o.orderId === orderId)?.outcome).toEqual({ kind: 'failed', error: 'ECPay refused: ReceiverStoreID invalid' });
  });

  it('a crash between ECPay\'s answer and our write: the retry sends the same number and recovers ECPay\'s shipment; exactly one shipment and one row', async () => {
    const gateway = new ScriptedLogisticsGateway();
    const clock = new FakeClock(T0);
    const app = wire(knex, gateway, clock);
    const orderId = await insertOrder(knex);
    gateway.mode = 'crash_after_create';
    expect((await app.run.execute()).outcomes.find((o) => o.orderId === orderId)?.outcome.kind).toBe('retry_later');
    gateway.mode = 'up';
    clock.advance(MINUTE);
    const outcome = (await app.run.execute()).outcomes.find((o) => o.orderId === orderId)?.outcome;
    expect(outcome).toMatchObject({ kind: 'created', recovered: true });
    const tradeNo = `${orderId.replace('-', '')}L`;
    expect(gateway.requests.filter((r) => r.merchantTradeNo === tradeNo)).toHaveLength(2);
    expect([...gateway.shipments.keys()].filter((no) => no === tradeNo)).toHaveLength(1);
    expect(await knex('shipments').where('order_id', orderId).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await app.shipments.findByOrderId(orderId)).toMatchObject({ status: 'created', logisticsId: gateway.shipments.get(tradeNo)!.logisticsId });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
  });

  it('a crash between our shipment write and the order\'s move: the next run moves the order', async () => {
    const gateway = new ScriptedLogisticsGateway();
    const clock = new FakeClock(T0);
    const app = wire(knex, gateway, clock);
    const orderId = await insertOrder(knex);
    await app.run.execute();
    // Simulate the lost move: put the order back as it was before the crash.
    await knex('orders').where('id', orderId).update({ status: 'PAID' });
    const report = await app.run.execute();
    expect(report.healed).toBeGreaterThanOrEqual(1);
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
    expect(gateway.requests.filter((r) => r.merchantTradeNo.startsWith(orderId.replace('-', '')))).toHaveLength(1);
  });
});

/** Two processes: two knex instances (two connection pools) on one database, each running the job at once. */
describe.each(databasesUnderTest)('two processes racing for one order on $name', (db) => {
  let first: Knex;
  let second: Knex;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (db.name === 'sqlite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'shipments-'));
      const file = path.join(dir, 'shop.sqlite');
      first = createKnex({ sqliteFile: file });
      await migrateToLatest(first);
      second = createKnex({ sqliteFile: file });
      cleanup = async () => {
        await first.destroy();
        await second.destroy();
        rmSync(dir, { recursive: true, force: true });
      };
      return;
    }
    const opened = await db.open();
    first = opened.knex;
    const [[{ name }]] = await first.raw('SELECT DATABASE() AS name');
    second = createKnex({ databaseUrl: withDatabase(String(process.env.MYSQL_URL), name) });
    cleanup = async () => {
      await second.destroy();
      await opened.close();
    };
  });
  afterAll(() => cleanup());

  it('the job and staff "create now" on both processes at once: one shipments row and one ECPay shipment per order', async () => {
    // One ECPay for both processes (it is one provider), slow enough for the calls to overlap.
    const gateway = new ScriptedLogisticsGateway();
    gateway.delayMs = 30;
    const clock = new FakeClock(T0);
    const one = wire(first, gateway, clock);
    const two = wire(second, gateway, clock);
    const orderIds = await Promise.all(Array.from({ length: 5 }, () => insertOrder(first)));
    await Promise.all([
      one.run.execute(), two.run.execute(), one.run.execute(), two.run.execute(),
      one.createNow.execute(orderIds[0]), two.createNow.execute(orderIds[0]), two.createNow.execute(orderIds[1]),
    ]);
    for (const orderId of orderIds) {
      const tradeNo = `${orderId.replace('-', '')}L`;
      expect(gateway.requests.filter((r) => r.merchantTradeNo === tradeNo)).toHaveLength(1);
      expect(await first('shipments').where('order_id', orderId).count({ n: '*' })).toEqual([{ n: 1 }]);
      expect(await one.shipments.findByOrderId(orderId)).toMatchObject({ status: 'created' });
      expect((await one.orders.findOrder(orderId))?.status).toBe('PROCESSING');
      const moves = (await one.orders.listStatusEvents(orderId)).filter((e) => e.toStatus === 'PROCESSING');
      expect(moves).toHaveLength(1);
    }
  });
});

describe.each(databasesUnderTest)('status notifications on $name', (db) => {
  let knex: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ knex, close } = await db.open());
  });
  afterAll(() => close());

  async function shipped() {
    const gateway = new ScriptedLogisticsGateway();
    const clock = new FakeClock(T0);
    const app = wire(knex, gateway, clock);
    const orderId = await insertOrder(knex);
    await app.run.execute();
    const tradeNo = `${orderId.replace('-', '')}L`;
    const notify = async (code: number, minute: number) => {
      const verified = gateway.verifyStatusNotification(gateway.notificationForm(tradeNo, code, new Date(new Date(T0).getTime() + minute * MINUTE)));
      if (!verified.ok) throw new Error(verified.rejection.message);
      return app.record.execute(verified.notification);
    };
    return { app, orderId, tradeNo, notify, clock };
  }

  it('hand-in sets shipped_at, pickup sets delivered; each code is one history row; a repeat changes nothing', async () => {
    const { app, orderId, notify } = await shipped();
    expect(await notify(2068, 10)).toMatchObject({ kind: 'recorded', first: true, shipment: { shippingStatus: 'shipped' } });
    expect((await app.shipments.findByOrderId(orderId))?.shippedAt?.toISOString()).toBe('2026-11-29T02:10:00.000Z');
    expect(await notify(2068, 10)).toMatchObject({ kind: 'recorded', first: false });
    await notify(2073, 30);
    expect(await notify(2067, 40)).toMatchObject({ first: true, shipment: { shippingStatus: 'delivered', deliveredAt: new Date('2026-11-29T02:40:00.000Z') } });
    const events = await app.shipments.listEvents((await app.shipments.findByOrderId(orderId))!.id);
    expect(events.map((e) => [e.source, e.statusCode])).toEqual([['create', 300], ['notification', 2068], ['notification', 2073], ['notification', 2067]]);
  });

  it('out of order: an older code after a newer one is recorded in the history but does not move the status back', async () => {
    const { app, orderId, notify } = await shipped();
    await notify(2073, 30);
    await notify(2030, 20);
    await notify(2068, 10);
    const shipment = await app.shipments.findByOrderId(orderId);
    expect(shipment).toMatchObject({ shippingStatus: 'shipped', statusCode: 2073 });
    expect(shipment?.shippedAt?.toISOString()).toBe('2026-11-29T02:10:00.000Z');
    expect((await app.shipments.listEvents(shipment!.id)).map((e) => e.statusCode)).toEqual([300, 2068, 2030, 2073]);
  });

  it('repeated notifications racing: one history row, one application', async () => {
    const { app, orderId, notify } = await shipped();
    const results = await Promise.all(Array.from({ length: 6 }, () => notify(3032, 15)));
    expect(results.filter((r) => r.kind === 'recorded' && r.first)).toHaveLength(1);
    const shipment = await app.shipments.findByOrderId(orderId);
    expect((await app.shipments.listEvents(shipment!.id)).filter((e) => e.statusCode === 3032)).toHaveLength(1);
  });

  it('the answer to a new status is the shipment as stored (built from the UPDATE, not read back)', async () => {
    const { app, orderId, notify } = await shipped();
    const outcome = await notify(2068, 10);
    expect(outcome.kind === 'recorded' && outcome.shipment).toEqual(await app.shipments.findByOrderId(orderId));
    const later = await notify(2073, 30);
    expect(later.kind === 'recorded' && later.shipment).toEqual(await app.shipments.findByOrderId(orderId));
  });

  (db.name === 'mysql' ? it : it.skip)('a resend is answered from a plain read: it does not wait behind a writer holding the shipment row', async () => {
    const { app, orderId, tradeNo, notify } = await shipped();
    await notify(2068, 10);
    const writer = await knex.transaction();
    try {
      await writer('shipments').where('merchant_trade_no', tradeNo).forUpdate().first();
      let timer: NodeJS.Timeout | undefined;
      const answer = await Promise.race([
        notify(2068, 10),
        new Promise((resolve) => { timer = setTimeout(() => resolve('still waiting'), 2000); }),
      ]);
      clearTimeout(timer);
      expect(answer).toMatchObject({ kind: 'recorded', first: false, shipment: { shippingStatus: 'shipped', statusCode: 2068 } });
    } finally {
      await writer.rollback();
    }
    expect(await app.shipments.listEvents((await app.shipments.findByOrderId(orderId))!.id)).toHaveLength(2);
  });

  it('an unknown code is kept and shown as in transit; a store-closed code lists the shipment to staff', async () => {
    const { app, orderId, notify } = await shipped();
    expect(await notify(2999, 5)).toMatchObject({ shipment: { shippingStatus: 'shipped', statusCode: 2999 } });
    await notify(2104, 6);
    expect((await app.attention.execute()).find((a) => a.shipment.orderId === orderId)).toMatchObject({ reason: 'status_needs_attention' });
    await notify(2073, 7);
    expect((await app.attention.execute()).some((a) => a.shipment.orderId === orderId)).toBe(false);
  });

  it('a notification for no shipment of ours is unknown_shipment', async () => {
    const { app } = await shipped();
    expect(await app.record.execute({
      merchantTradeNo: 'NOTOURS1L', logisticsId: '1', statusCode: 2068, statusMessage: '', updatedAt: new Date(T0), subType: 'UNIMARTC2C', paymentNo: null, validationNo: null,
    })).toEqual({ kind: 'unknown_shipment' });
  });

  it('staff mark delivered when ECPay is silent: a manual event, idempotent; refused once returned', async () => {
    const { app, orderId, notify } = await shipped();
    await notify(2068, 10);
    const first = await app.markDelivered.execute({ orderId, staffId: 7 });
    expect(first).toMatchObject({ changed: true, shipment: { shippingStatus: 'delivered' } });
    expect(await app.markDelivered.execute({ orderId, staffId: 7 })).toMatchObject({ changed: false });
    const events = await app.shipments.listEvents(first.shipment.id);
    expect(events.filter((e) => e.source === 'manual')).toEqual([expect.objectContaining({ statusCode: null, message: 'marked delivered by staff 7' })]);
    // A late ECPay pickup code is still recorded; the stage stays delivered.
    expect(await notify(2067, 60)).toMatchObject({ first: true, shipment: { shippingStatus: 'delivered' } });

    const other = await shipped();
    await other.notify(2074, 50);
    await expect(other.app.markDelivered.execute({ orderId: other.orderId, staffId: 7 })).rejects.toMatchObject({ code: 'SHIPMENT_CANNOT_MARK_DELIVERED' });
    await expect(other.app.markDelivered.execute({ orderId: 'ORD-00000000', staffId: 7 })).rejects.toMatchObject({ code: 'SHIPMENT_NOT_FOUND' });
  });
});
