import { buildProviderTradeNo } from '../../domain/orders/order-ids';
import { planNewAttempt } from '../../domain/orders/payment-attempt';
import { ForbiddenError, NotFoundError } from '../errors';
import { OrderReadAccess, type OrderReader } from '../orders/order-read-access';
import { errorOf, orderFixture } from '../orders/testing/test-fixture';
import { DEFAULT_ABUSE_LIMITS } from '../shared/abuse-limits';
import { RecordingEventLog } from '../shared/testing/recording-event-log';
import { RecordBuyerCancel } from './record-buyer-cancel';
import { RecordPaymentResult } from './record-payment-result';
import { SettleOrderPayment, toSettlementAttempt } from './settle-order-payment';
import { InMemoryPaymentAttemptStore } from './testing/in-memory-payment-attempt-store';

const IP = '10.0.0.9';

/** A card order placed by checkout, with `tries` attempts opened as prepare-payment opens them (each voids the last). */
async function cardOrder(tries = 1, paymentMethod: 'credit_card' | 'store_cod' = 'credit_card') {
  const f = orderFixture();
  await f.add(1);
  const placed = await f.checkout.execute(f.checkoutInput({ paymentMethod }));
  const attempts = new InMemoryPaymentAttemptStore(f.orders);
  const settle = new SettleOrderPayment(attempts, f.clock);
  const open = () => attempts.openAttempt({ orderId: placed.orderId, amount: 1290, now: f.clock.now(), tradeNoOf: (n) => buildProviderTradeNo(placed.orderId, n) }, (status, rows) => {
    const plan = planNewAttempt(status, rows.map(toSettlementAttempt));
    return plan.ok ? { ok: true, reopen: plan.reopen ? { to: 'PENDING_PAYMENT', reason: 'payment retry', statusMessage: null } : null } : plan;
  });
  if (paymentMethod === 'credit_card') for (let n = 0; n < tries; n += 1) await open();
  const log = new RecordingEventLog();
  const access = new OrderReadAccess(f.orders, f.tokens, f.limiter, DEFAULT_ABUSE_LIMITS, f.links, f.clock);
  const cancel = new RecordBuyerCancel(access, attempts, settle, f.clock, log);
  const payments = new RecordPaymentResult(attempts, settle, f.clock);
  const buyer: OrderReader = { accessToken: placed.accessToken, clientIp: IP };
  const paid = (attemptNo: number) => payments.execute({
    merchantTradeNo: buildProviderTradeNo(placed.orderId, attemptNo), succeeded: true, rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611201200001234',
    tradeAmt: 1290, paidAt: f.clock.now(), simulatePaid: false, source: 'notification',
  });
  const status = async () => (await f.orders.findOrder(placed.orderId))?.status;
  return { ...f, orderId: placed.orderId, attempts, cancel, buyer, paid, status, open, logged: log.events };
}

describe("RecordBuyerCancel: the buyer's cancel, recorded as the buyer's word (issue 28)", () => {
  it('the buyer back from the card page: the open attempt is cancelled by the buyer and the order reads PAYMENT_CANCELLED', async () => {
    const f = await cardOrder();
    expect(await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: `${f.orderId.replace('-', '')}R1`, reader: f.buyer }))
      .toEqual({ status: 'PAYMENT_CANCELLED', cancelled: true });
    expect(await f.status()).toBe('PAYMENT_CANCELLED');
    expect(f.attempts.attempts[0]).toMatchObject({ status: 'cancelled', resultSource: 'buyer' });
    expect((await f.orders.listStatusEvents(f.orderId)).at(-1)).toMatchObject({ fromStatus: 'PENDING_PAYMENT', toStatus: 'PAYMENT_CANCELLED' });
    expect((await f.orders.findOrder(f.orderId))?.statusMessage).toBe('您已取消付款');
  });

  it('is idempotent: a repeat (a reload of the return page) changes nothing and answers the same status', async () => {
    const f = await cardOrder();
    await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: null, reader: f.buyer });
    const events = (await f.orders.listStatusEvents(f.orderId)).length;
    expect(await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: null, reader: f.buyer })).toEqual({ status: 'PAYMENT_CANCELLED', cancelled: false });
    expect(await f.orders.listStatusEvents(f.orderId)).toHaveLength(events);
  });

  it('a verified paid notice after the cancel still pays the order (the provider\'s word wins)', async () => {
    const f = await cardOrder();
    await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: null, reader: f.buyer });
    expect(await f.paid(1)).toMatchObject({ kind: 'recorded', attemptStatus: 'paid', orderStatus: 'PAID' });
    expect(await f.status()).toBe('PAID');
  });

  it('never cancels a paid attempt: a cancel after the paid notice leaves the order PAID', async () => {
    const f = await cardOrder();
    await f.paid(1);
    expect(await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: null, reader: f.buyer })).toEqual({ status: 'PAID', cancelled: false });
    expect(f.attempts.attempts[0].status).toBe('paid');
  });

  it('an older tab\'s attempt, voided by a retry, cancels nothing: the new attempt stays open', async () => {
    const f = await cardOrder(2);
    expect(await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: `${f.orderId.replace('-', '')}R1`, reader: f.buyer }))
      .toEqual({ status: 'PENDING_PAYMENT', cancelled: false });
    expect(f.attempts.attempts.map((a) => a.status)).toEqual(['superseded', 'pending']);
  });

  it('after the cancel the buyer may pay again: a retry reopens the order on a new attempt', async () => {
    const f = await cardOrder();
    await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: null, reader: f.buyer });
    expect(await f.open()).toMatchObject({ kind: 'opened', attempt: { attemptNo: 2, status: 'pending' } });
    expect(await f.status()).toBe('PENDING_PAYMENT');
  });

  it('the signed-in owner may cancel too; a stranger, a wrong token or another customer gets 403 and nothing changes', async () => {
    const f = await cardOrder();
    for (const reader of [{ clientIp: IP }, { accessToken: 'token-999', clientIp: IP }, { customerId: 77, clientIp: IP }] as OrderReader[]) {
      const error = await errorOf(f.cancel.execute({ orderId: f.orderId, merchantTradeNo: null, reader }));
      expect(error).toBeInstanceOf(ForbiddenError);
      expect(error).toMatchObject({ code: 'PAYMENT_CANCEL_FORBIDDEN' });
    }
    expect(await f.status()).toBe('PENDING_PAYMENT');
    expect(f.attempts.attempts[0].status).toBe('pending');
    f.orders.orders.get(f.orderId)!.customerId = 5;
    expect(await f.cancel.execute({ orderId: f.orderId, merchantTradeNo: null, reader: { customerId: 5, clientIp: IP } })).toEqual({ status: 'PAYMENT_CANCELLED', cancelled: true });
  });

  it('an unknown order is 404; a store-payment order has no card payment to cancel and stays as it is', async () => {
    const f = await cardOrder();
    expect(await errorOf(f.cancel.execute({ orderId: 'ORD-00000001', merchantTradeNo: null, reader: f.buyer }))).toBeInstanceOf(NotFoundError);
    const cod = await cardOrder(0, 'store_cod');
    expect(await cod.cancel.execute({ orderId: cod.orderId, merchantTradeNo: null, reader: cod.buyer })).toEqual({ status: 'PENDING', cancelled: false });
  });
});
