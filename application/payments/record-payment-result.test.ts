import { buildProviderTradeNo } from '../../domain/orders/order-ids';
import { paymentFixture } from './testing/payment-fixture';

/** A card order awaiting payment with `tries` attempts opened by prepare-payment (each retry voids the last). */
async function cardOrder(tries = 1) {
  const f = paymentFixture();
  const orderId = await f.placeOrder();
  for (let n = 0; n < tries; n += 1) await f.prepare.execute(orderId);
  return { ...f, orderId };
}

describe('RecordPaymentResult: a provider answer is applied once, then the order is settled (decision 7)', () => {
  it('a paid notice makes the order PAID, once, with the provider\'s answer kept on the attempt and the move audited', async () => {
    const f = await cardOrder();
    expect(await f.record.execute(f.answer(f.orderId, 1))).toEqual({
      kind: 'recorded', orderId: f.orderId, attemptStatus: 'paid', first: true, orderStatus: 'PAID', orderChanged: true, duplicatePayment: false,
    });
    expect(await f.order(f.orderId)).toMatchObject({ status: 'PAID', statusMessage: '交易成功' });
    expect(await f.movesOf(f.orderId)).toEqual([['PENDING_PAYMENT', 'PAID']]);
    expect((await f.orders.listStatusEvents(f.orderId)).at(-1)?.reason).toBe(`ecpay notification RtnCode=1 (${buildProviderTradeNo(f.orderId, 1)})`);
    expect(await f.attempts.findByTradeNo(buildProviderTradeNo(f.orderId, 1))).toMatchObject({
      status: 'paid', rtnCode: 1, providerTradeNo: '2611201200001234', tradeAmt: 990, paidAt: f.clock.now(), resultSource: 'notification', attention: null,
    });
    expect(await f.attention.list(10)).toEqual([]);
  });

  it('a repeat of the notice (ECPay redelivers until it reads 1|OK) changes nothing and is still acknowledged as recorded', async () => {
    const f = await cardOrder();
    await f.record.execute(f.answer(f.orderId, 1));
    const attempt = await f.attempts.findByTradeNo(buildProviderTradeNo(f.orderId, 1));
    f.clock.advance(60_000);
    expect(await f.record.execute(f.answer(f.orderId, 1))).toMatchObject({ kind: 'recorded', attemptStatus: 'paid', first: false, orderStatus: 'PAID', orderChanged: false });
    expect(await f.movesOf(f.orderId)).toEqual([['PENDING_PAYMENT', 'PAID']]);
    expect(await f.attempts.findByTradeNo(buildProviderTradeNo(f.orderId, 1))).toEqual(attempt);
  });

  it('a paid notice without a payment date is recorded as paid now', async () => {
    const f = await cardOrder();
    await f.record.execute(f.answer(f.orderId, 1, { paidAt: null }));
    expect((await f.attempts.listForOrder(f.orderId))[0].paidAt).toEqual(f.clock.now());
  });

  it('an amount that differs from the attempt\'s is never paid: the order waits, staff see it once, a repeat adds nothing', async () => {
    const f = await cardOrder();
    expect(await f.record.execute(f.answer(f.orderId, 1, { tradeAmt: 1 }))).toEqual({ kind: 'amount_mismatch', orderId: f.orderId, expected: 990, received: 1, first: true });
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
    expect(await f.attemptStatuses(f.orderId)).toEqual(['amount_mismatch']);
    expect(await f.attention.list(10)).toMatchObject([{ orderId: f.orderId, reason: 'amount_mismatch', amount: 990, tradeAmt: 1, resolvedAt: null }]);
    expect(await f.record.execute(f.answer(f.orderId, 1, { tradeAmt: 1 }))).toMatchObject({ kind: 'amount_mismatch', first: false });
    expect(await f.attention.list(10)).toHaveLength(1);
    // The right amount afterwards does not make it paid: amount_mismatch is final.
    expect(await f.record.execute(f.answer(f.orderId, 1))).toMatchObject({ kind: 'conflicting', attemptStatus: 'amount_mismatch' });
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
  });

  it('a payment simulated from the provider\'s back office moves no order and flags nothing (no money moved)', async () => {
    const f = await cardOrder();
    expect(await f.record.execute(f.answer(f.orderId, 1, { simulatePaid: true }))).toEqual({ kind: 'simulated', orderId: f.orderId, first: true });
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
    expect(await f.attemptStatuses(f.orderId)).toEqual(['simulated']);
    expect(await f.attention.list(10)).toEqual([]);
  });

  it('a failure on the latest attempt fails the order with the provider\'s message; the buyer may retry', async () => {
    const f = await cardOrder();
    expect(await f.record.execute(f.failure(f.orderId, 1))).toMatchObject({ kind: 'recorded', attemptStatus: 'failed', first: true, orderStatus: 'PAYMENT_FAILED', orderChanged: true });
    expect(await f.order(f.orderId)).toMatchObject({ status: 'PAYMENT_FAILED', statusMessage: '付款失敗，請洽發卡銀行' });
    expect((await f.prepare.execute(f.orderId)).merchantTradeNo).toBe(buildProviderTradeNo(f.orderId, 2));
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
  });

  it('a failure of an attempt a retry voided does not fail the order awaiting the newer attempt', async () => {
    const f = await cardOrder(2);
    expect(await f.record.execute(f.failure(f.orderId, 1))).toMatchObject({ kind: 'recorded', attemptStatus: 'failed', orderStatus: 'PENDING_PAYMENT', orderChanged: false });
    expect(await f.attemptStatuses(f.orderId)).toEqual(['failed', 'pending']);
  });

  it('the buyer paid in the old tab: a paid notice of a voided attempt still pays the order, and the open one is never charged twice', async () => {
    const f = await cardOrder(2);
    expect(await f.record.execute(f.answer(f.orderId, 1))).toMatchObject({ kind: 'recorded', attemptStatus: 'paid', orderStatus: 'PAID' });
    await expect(f.prepare.execute(f.orderId)).rejects.toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
  });

  it('a late paid answer after a timeout pays the order: back to PENDING_PAYMENT, then PAID, both audited', async () => {
    const f = await cardOrder();
    f.clock.advance(21 * 60_000);
    await f.reconcile.execute({ timeoutMs: 20 * 60_000 }); // the provider says unpaid: the attempt and the order time out
    expect(await f.statusOf(f.orderId)).toBe('PAYMENT_TIMEOUT');
    expect(await f.record.execute(f.answer(f.orderId, 1))).toMatchObject({ kind: 'recorded', attemptStatus: 'paid', first: true, orderStatus: 'PAID', orderChanged: true });
    expect(await f.movesOf(f.orderId)).toEqual([['PENDING_PAYMENT', 'PAYMENT_TIMEOUT'], ['PAYMENT_TIMEOUT', 'PENDING_PAYMENT'], ['PENDING_PAYMENT', 'PAID']]);
  });

  it('a second charge (two attempts paid) keeps the order PAID by the first and lists the second for a refund', async () => {
    const f = await cardOrder(2);
    await f.record.execute(f.answer(f.orderId, 2));
    f.clock.advance(1000);
    expect(await f.record.execute(f.answer(f.orderId, 1, { providerTradeNo: '2611201200005678' }))).toMatchObject({
      kind: 'recorded', attemptStatus: 'paid', first: true, orderStatus: 'PAID', orderChanged: false, duplicatePayment: true,
    });
    const [attempt1] = await f.attempts.listForOrder(f.orderId);
    expect(await f.attention.list(10)).toEqual([expect.objectContaining({ attemptId: attempt1.id, reason: 'duplicate_payment', providerTradeNo: '2611201200005678' })]);
    expect(await f.movesOf(f.orderId)).toEqual([['PENDING_PAYMENT', 'PAID']]);
  });

  it('a failure after the paid answer is a conflict: the attempt stays paid and the order PAID', async () => {
    const f = await cardOrder();
    await f.record.execute(f.answer(f.orderId, 1));
    expect(await f.record.execute(f.failure(f.orderId, 1))).toEqual({ kind: 'conflicting', orderId: f.orderId, attemptStatus: 'paid' });
    expect(await f.statusOf(f.orderId)).toBe('PAID');
  });

  it('a redelivered paid notice of an order staff refunded leaves it refunded', async () => {
    const f = await cardOrder();
    await f.record.execute(f.answer(f.orderId, 1));
    await f.putStatus(f.orderId, 'REFUNDED');
    expect(await f.record.execute(f.answer(f.orderId, 1))).toMatchObject({ kind: 'recorded', first: false, orderStatus: 'REFUNDED', orderChanged: false });
    expect(await f.statusOf(f.orderId)).toBe('REFUNDED');
  });

  it('an answer about a trade number we never issued changes nothing', async () => {
    const f = await cardOrder();
    expect(await f.record.execute(f.answer('ORD-99999999', 1))).toEqual({ kind: 'unknown_trade' });
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
    expect(await f.attemptStatuses(f.orderId)).toEqual(['pending']);
  });

  it('keeps a provider message and trade number no longer than their columns', async () => {
    const f = await cardOrder();
    await f.record.execute(f.answer(f.orderId, 1, { rtnMsg: '訊'.repeat(300), providerTradeNo: '9'.repeat(40) }));
    const [attempt] = await f.attempts.listForOrder(f.orderId);
    expect(attempt.rtnMsg).toHaveLength(200);
    expect(attempt.providerTradeNo).toBe('9'.repeat(20));
  });
});
