import { shipmentTradeNo } from './shipment';
import { shippingFixture } from './testing/shipping-fixture';

const MINUTE = 60_000;

/** The shipment job (issue 12; issue 23 for the claim per shipment), on the fakes. */
describe('the shipment creation job', () => {
  it('ships a paid card order once: one ECPay shipment with our derived number, its store and total, and the order moves to PROCESSING', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder({ items: [{ title: '羊毛大衣', variantName: '黑色 / L', variantSku: 'OL-1-BK-L' }] });
    const report = await app.run.execute();
    expect(report.enqueued).toBe(1);
    expect(report.outcomes).toEqual([{ orderId, outcome: expect.objectContaining({ kind: 'created', recovered: false, orderMoved: true }) }]);
    expect(app.gateway.requests).toEqual([expect.objectContaining({
      merchantTradeNo: shipmentTradeNo(orderId), tradeDate: app.clock.now(), subType: 'UNIMARTC2C', goodsAmount: 1280, goodsName: '羊毛大衣 黑色 / L OL-1-BK-L',
      collectOnPickup: false, receiverName: '王小明', receiverCellPhone: '0912345678', receiverStoreId: '131386',
      serverReplyUrl: 'https://shop.example/api/ecpay/logistics/status-notify',
    })]);
    expect(await app.shipments.findByOrderId(orderId)).toMatchObject({ status: 'created', shippingStatus: 'prepared', statusCode: 300, attempts: 1, paymentNo: expect.stringMatching(/^G/) });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
    expect(await app.orders.listStatusEvents(orderId)).toContainEqual(expect.objectContaining({ fromStatus: 'PAID', toStatus: 'PROCESSING' }));

    const again = await app.run.execute();
    expect(again).toEqual({ enqueued: 0, healed: 0, outcomes: [] });
    expect(app.gateway.requests).toHaveLength(1);
  });

  it('ships a store-payment order awaiting shipment with collection on pickup; leaves an unpaid card order alone', async () => {
    const app = shippingFixture();
    const cod = app.addOrder({ status: 'PENDING', paymentMethod: 'store_cod', totalAmount: 990 });
    const unpaid = app.addOrder({ status: 'PENDING_PAYMENT' });
    const report = await app.run.execute();
    expect(report.outcomes.map((o) => o.orderId)).toEqual([cod]);
    expect(app.gateway.requests).toEqual([expect.objectContaining({ collectOnPickup: true, goodsAmount: 990 })]);
    expect(await app.shipments.findByOrderId(unpaid)).toBeUndefined();
    expect((await app.orders.findOrder(cod))?.status).toBe('PROCESSING');
  });

  it('ECPay down: due again after 1, 2, 4, 8... minutes (at most an hour), never before; failed for good after the last attempt, listed to staff', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    app.gateway.mode = 'down';
    const delays: number[] = [];
    for (;;) {
      const [mine] = (await app.run.execute()).outcomes;
      if (mine.outcome.kind !== 'retry_later') {
        expect(mine.outcome).toEqual({ kind: 'failed', error: 'LOGISTICS_UNAVAILABLE' });
        break;
      }
      const delay = mine.outcome.retryAt.getTime() - app.clock.now().getTime();
      delays.push(delay);
      app.clock.advance(delay - 1);
      expect((await app.run.execute()).outcomes).toEqual([]);
      app.clock.advance(1);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60].map((minutes) => minutes * MINUTE));
    expect((await app.orders.findOrder(orderId))?.status).toBe('PAID');
    expect(await app.attention.execute()).toEqual([{ reason: 'creation_failed', shipment: expect.objectContaining({ orderId, status: 'failed', attempts: 8, lastError: 'LOGISTICS_UNAVAILABLE' }) }]);
    app.clock.advance(24 * 60 * MINUTE);
    app.gateway.mode = 'up';
    expect((await app.run.execute()).outcomes).toEqual([]);
  });

  it('ECPay refusing the request fails the shipment at once, for a person (the same request would be refused again)', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    app.gateway.refuse = 'ReceiverStoreID invalid';
    expect((await app.run.execute()).outcomes).toEqual([{ orderId, outcome: { kind: 'failed', error: 'ECPay refused: ReceiverStoreID invalid' } }]);
    expect(await app.shipments.findByOrderId(orderId)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('refuses without calling ECPay what ECPay cannot ship: a total outside 1..20000, a store that is not C2C', async () => {
    const app = shippingFixture();
    const tooMuch = app.addOrder({ totalAmount: 20_001 });
    const outcomes = (await app.run.execute()).outcomes;
    expect(outcomes).toEqual([{ orderId: tooMuch, outcome: { kind: 'failed', error: expect.stringContaining('goods amount 20001') } }]);
    const home = app.addOrder();
    await app.shipments.ensureShipment({ orderId: home, merchantTradeNo: shipmentTradeNo(home), subType: 'HOME', now: app.clock.now() });
    // A row of a delivery method the checkout does not offer yet (the type allows only the C2C chains).
    const order = app.orders.orders.get(home)!;
    order.store = { ...order.store, logisticsSubType: 'HOME' as 'UNIMARTC2C' };
    expect((await app.run.execute()).outcomes).toEqual([{ orderId: home, outcome: { kind: 'failed', error: 'logistics sub type HOME is not C2C' } }]);
    expect(app.gateway.requests).toEqual([]);
  });

  it('issue 28: ships a member named Lin Wei Ting as LinWeiTing, every letter (it was LinWeiTi: cut to 10, then the spaces removed)', async () => {
    const app = shippingFixture();
    app.addOrder({ customerName: 'Lin Wei Ting' });
    await app.run.execute();
    expect(app.gateway.requests).toEqual([expect.objectContaining({ receiverName: 'LinWeiTing' })]);
  });

  it('issue 28: a stored name ECPay cannot print whole is refused before calling ECPay, with the reason for staff, never cut', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder({ customerName: 'Christopher Lee' });
    const reason = '收件人姓名「Christopher Lee」不符合超商取件規則（2 到 5 個中文字或 4 到 10 個英文字母，不可有數字或符號），未建立物流單：請向買家確認證件上的姓名';
    expect((await app.run.execute()).outcomes).toEqual([{ orderId, outcome: { kind: 'failed', error: reason } }]);
    expect(app.gateway.requests).toEqual([]);
    expect(await app.attention.execute()).toEqual([{ reason: 'creation_failed', shipment: expect.objectContaining({ orderId, status: 'failed', lastError: reason }) }]);
    expect((await app.orders.findOrder(orderId))?.status).toBe('PAID');
  });

  it('a crash after ECPay created the shipment: the next attempt sends the same number, is told duplicate and recovers it; never two shipments', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    app.gateway.mode = 'crash_after_create';
    const [first] = (await app.run.execute()).outcomes;
    expect(first.outcome).toMatchObject({ kind: 'retry_later' });
    app.gateway.mode = 'up';
    app.clock.advance(MINUTE);
    const [second] = (await app.run.execute()).outcomes;
    expect(second.outcome).toMatchObject({ kind: 'created', recovered: true, orderMoved: true });
    expect(app.gateway.requests.map((request) => request.merchantTradeNo)).toEqual([shipmentTradeNo(orderId), shipmentTradeNo(orderId)]);
    expect(app.gateway.shipments.size).toBe(1);
    expect(await app.shipments.findByOrderId(orderId)).toMatchObject({ status: 'created', logisticsId: app.gateway.shipments.get(shipmentTradeNo(orderId))?.logisticsId });
  });

  it('heals a created shipment whose order did not move (a crash between the two writes)', async () => {
    const app = shippingFixture();
    const orderId = app.addOrder();
    await app.run.execute();
    app.orders.orders.get(orderId)!.status = 'PAID';
    expect(await app.run.execute()).toEqual({ enqueued: 0, healed: 1, outcomes: [] });
    expect((await app.orders.findOrder(orderId))?.status).toBe('PROCESSING');
  });

  it('takes on at most a batch per run, one claim at a time; the next run takes the rest', async () => {
    const app = shippingFixture();
    const ids = [app.addOrder(), app.addOrder(), app.addOrder()];
    const first = await app.run.execute({ batch: 2 });
    expect(first.enqueued).toBe(2);
    expect(first.outcomes.map((o) => o.orderId)).toEqual(ids.slice(0, 2));
    expect((await app.run.execute({ batch: 2 })).outcomes.map((o) => o.orderId)).toEqual([ids[2]]);
  });
});
