import { consoleFixture } from './testing/console-fixture';

/** POST /api/admin/orders/{orderId}/refund {attemptId} (staff): record the refund of a second charge, on the fakes. */
describe('RecordOrderRefund', () => {
  it('records the refund of this order\'s second charge, who and when; audited with the attempt and the amount charged', async () => {
    const app = consoleFixture();
    const orderId = app.addOrder();
    app.payments.add(orderId);
    const second = app.payments.add(orderId, { tradeAmt: 1300, attention: 'duplicate_payment', attentionAt: new Date('2026-11-29T02:05:00.000Z') });
    const item = await app.recordRefund.execute(orderId, second.id, 7);
    expect(item).toMatchObject({ attemptId: second.id, orderId, reason: 'duplicate_payment', resolvedAt: app.clock.now() });
    expect((await app.payments.listForOrder(orderId))[1]).toMatchObject({ resolvedAt: app.clock.now(), resolvedBy: 7 });
    expect(app.audit.entries).toEqual([{
      staffId: 7, action: 'payment.refund_recorded', target: `order:${orderId}`, at: app.clock.now(),
      details: { attemptId: second.id, merchantTradeNo: second.merchantTradeNo, amount: 1300, alreadyRecorded: false },
    }]);
  });

  it('is idempotent: a second record keeps the first resolution and is audited as already recorded', async () => {
    const app = consoleFixture();
    const orderId = app.addOrder();
    const second = app.payments.add(orderId, { tradeAmt: null, attention: 'duplicate_payment' });
    const first = await app.recordRefund.execute(orderId, second.id, 7);
    app.clock.advance(60_000);
    expect(await app.recordRefund.execute(orderId, second.id, 8)).toEqual(first);
    expect((await app.payments.listForOrder(orderId))[0]).toMatchObject({ resolvedBy: 7 });
    expect(app.audit.entries.map((entry) => [entry.staffId, entry.details])).toEqual([
      [7, expect.objectContaining({ amount: 1290, alreadyRecorded: false })], [8, expect.objectContaining({ alreadyRecorded: true })],
    ]);
  });

  it('only a second charge of THIS order is a refund: another order\'s, an amount mismatch or an ordinary payment is 404 REFUND_NOT_APPLICABLE', async () => {
    const app = consoleFixture();
    const orderId = app.addOrder();
    const paid = app.payments.add(orderId);
    const mismatch = app.payments.add(orderId, { attention: 'amount_mismatch' });
    const elsewhere = app.payments.add(app.addOrder(), { attention: 'duplicate_payment' });
    for (const attempt of [paid, mismatch, elsewhere]) {
      await expect(app.recordRefund.execute(orderId, attempt.id, 7)).rejects.toMatchObject({ code: 'REFUND_NOT_APPLICABLE' });
    }
    await expect(app.recordRefund.execute('ORD-99999999', elsewhere.id, 7)).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(app.payments.attempts.every((attempt) => attempt.resolvedAt === null)).toBe(true);
    expect(app.audit.entries).toEqual([]);
  });
});
