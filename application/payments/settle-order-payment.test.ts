import { MESSAGES } from '../../domain/messages';
import { buildProviderTradeNo } from '../../domain/orders/order-ids';
import { paymentFixture } from './testing/payment-fixture';

const PAID = { rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611201200001234', tradeAmt: 990, source: 'notification' as const };

/** A card order with `tries` attempts opened by prepare-payment; `pay(n)` writes attempt n paid WITHOUT settling (a crash between the steps). */
async function cardOrder(tries = 1) {
  const f = paymentFixture();
  const orderId = await f.placeOrder();
  for (let n = 0; n < tries; n += 1) await f.prepare.execute(orderId);
  const pay = async (attemptNo: number) => {
    const attempt = await f.attempts.findByTradeNo(buildProviderTradeNo(orderId, attemptNo));
    if (!attempt) throw new Error(`no attempt ${attemptNo}`);
    await f.attempts.moveAttempt(attempt.id, 'paid', f.clock.now(), { ...PAID, paidAt: f.clock.now() });
    return attempt.id;
  };
  return { ...f, orderId, pay };
}

describe('SettleOrderPayment: the order\'s payment status from all its attempts (decision 7)', () => {
  it('heals a crash between the attempt\'s write and the order\'s: a paid attempt makes the order PAID, naming the trade', async () => {
    const f = await cardOrder();
    await f.pay(1);
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
    expect(await f.settle.execute(f.orderId)).toEqual({ kind: 'settled', from: 'PENDING_PAYMENT', status: 'PAID', changed: true, flagged: [] });
    expect(await f.order(f.orderId)).toMatchObject({ status: 'PAID', statusMessage: '交易成功' });
    expect((await f.orders.listStatusEvents(f.orderId)).at(-1)).toMatchObject({
      fromStatus: 'PENDING_PAYMENT', toStatus: 'PAID', reason: `ecpay notification RtnCode=1 (${buildProviderTradeNo(f.orderId, 1)})`,
    });
  });

  it('is idempotent: settling a settled order changes nothing and writes no event', async () => {
    const f = await cardOrder();
    await f.pay(1);
    await f.settle.execute(f.orderId);
    f.clock.advance(60_000);
    expect(await f.settle.execute(f.orderId)).toEqual({ kind: 'settled', from: 'PAID', status: 'PAID', changed: false, flagged: [] });
    expect(await f.movesOf(f.orderId)).toEqual([['PENDING_PAYMENT', 'PAID']]);
  });

  it('an order awaiting an open attempt stays as it is', async () => {
    const f = await cardOrder();
    expect(await f.settle.execute(f.orderId)).toMatchObject({ status: 'PENDING_PAYMENT', changed: false });
  });

  it('two paid attempts: the first recorded pays the order, the other is flagged for a refund once, however often it is settled', async () => {
    const f = await cardOrder(2);
    await f.pay(2);
    f.clock.advance(1000);
    const second = await f.pay(1);
    expect(await f.settle.execute(f.orderId)).toMatchObject({ status: 'PAID', flagged: [{ attemptId: second, reason: 'duplicate_payment' }] });
    expect(await f.settle.execute(f.orderId)).toMatchObject({ changed: false, flagged: [] });
    expect(await f.attention.list(10)).toMatchObject([{ attemptId: second, reason: 'duplicate_payment', recordedAt: f.clock.now() }]);
  });

  it('a paid attempt on a failed order: back to PENDING_PAYMENT, then PAID, each move audited', async () => {
    const f = await cardOrder();
    await f.putStatus(f.orderId, 'PAYMENT_CANCELLED');
    await f.pay(1);
    expect(await f.settle.execute(f.orderId)).toMatchObject({ from: 'PAYMENT_CANCELLED', status: 'PAID', changed: true });
    expect((await f.movesOf(f.orderId)).slice(-2)).toEqual([['PAYMENT_CANCELLED', 'PENDING_PAYMENT'], ['PENDING_PAYMENT', 'PAID']]);
  });

  it('expire: an order awaiting payment with nothing open times out with the shopper\'s message; one with an open attempt does not', async () => {
    const f = await cardOrder(0);
    expect(await f.settle.execute(f.orderId, { expire: true })).toMatchObject({ status: 'PAYMENT_TIMEOUT', changed: true });
    expect((await f.order(f.orderId)).statusMessage).toBe(MESSAGES.PAYMENT_TIMED_OUT);
    const open = await cardOrder(1);
    expect(await open.settle.execute(open.orderId, { expire: true })).toMatchObject({ status: 'PENDING_PAYMENT', changed: false });
  });

  it('a PAID order never moves back, and a store-payment order is never moved by payments', async () => {
    const f = await cardOrder();
    await f.pay(1);
    await f.settle.execute(f.orderId);
    expect(await f.settle.execute(f.orderId, { expire: true })).toMatchObject({ status: 'PAID', changed: false });
    const cod = await f.placeOrder('store_cod');
    expect(await f.settle.execute(cod, { expire: true })).toEqual({ kind: 'settled', from: 'PENDING', status: 'PENDING', changed: false, flagged: [] });
  });

  it('an unknown order is not_found', async () => {
    const f = await cardOrder();
    expect(await f.settle.execute('ORD-99999999')).toEqual({ kind: 'not_found' });
  });
});
