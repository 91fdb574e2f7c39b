import { MESSAGES } from '../../domain/messages';
import { buildProviderTradeNo } from '../../domain/orders/order-ids';
import { CLAIMED_ATTEMPT_STATUS } from '../../domain/orders/payment-attempt';
import type { ReconcileCandidate } from './payment-attempt-store.port';
import { STALE_CLAIM_MS } from './reconcile-payments';
import { InMemoryPaymentAttemptStore } from './testing/in-memory-payment-attempt-store';
import { paymentFixture } from './testing/payment-fixture';

const MINUTE = 60_000;
const TIMEOUT_MS = 20 * MINUTE;
const NONE = { queried: 0, paid: 0, timedOut: 0, unavailable: 0, skipped: 0, outcomes: [] };

/** A card order whose attempt was handed out and has had no answer for `minutes` (past the timeout by default). */
async function unanswered(minutes = 21, f = paymentFixture()) {
  const orderId = await f.placeOrder();
  await f.prepare.execute(orderId);
  f.clock.advance(minutes * MINUTE);
  return { ...f, orderId, tradeNo: buildProviderTradeNo(orderId, 1), run: () => f.reconcile.execute({ timeoutMs: TIMEOUT_MS }) };
}

/** Another process's run that claims every attempt between our listing and our claim. */
class RivalRun extends InMemoryPaymentAttemptStore {
  override async listReconcilable(cutoff: Date, claimStaleBefore: Date, limit: number): Promise<ReconcileCandidate[]> {
    const candidates = await super.listReconcilable(cutoff, claimStaleBefore, limit);
    const now = new Date(claimStaleBefore.getTime() + STALE_CLAIM_MS);
    for (const candidate of candidates) {
      if (candidate.kind === 'query') await this.moveAttempt(candidate.attempt.id, CLAIMED_ATTEMPT_STATUS, now);
    }
    return candidates;
  }
}

describe('ReconcilePayments: asks the provider about attempts left unanswered, and times out the rest (decision 7)', () => {
  it('an attempt unanswered past the timeout is queried; the provider says paid: the order is PAID as by the notice', async () => {
    const f = await unanswered();
    f.gateway.answers.set(f.tradeNo, { status: 'paid', tradeAmt: 990 });
    expect(await f.run()).toMatchObject({ queried: 1, paid: 1, timedOut: 0, outcomes: [{ merchantTradeNo: f.tradeNo, outcome: { kind: 'recorded', orderStatus: 'PAID' } }] });
    expect(f.gateway.queried).toEqual([f.tradeNo]);
    expect(await f.order(f.orderId)).toMatchObject({ status: 'PAID', statusMessage: MESSAGES.PAID_CONFIRMED_BY_QUERY });
    expect(await f.attempts.findByTradeNo(f.tradeNo)).toMatchObject({ status: 'paid', resultSource: 'query', providerTradeNo: '2611201200009999' });
  });

  it('an attempt still within the timeout is not asked about (ECPay refuses callers that poll too fast)', async () => {
    const f = await unanswered(19);
    expect(await f.run()).toEqual(NONE);
    expect(f.gateway.queried).toEqual([]);
    expect(await f.attemptStatuses(f.orderId)).toEqual(['pending']);
  });

  it('the provider says unpaid: the attempt and the order time out, with the shopper\'s message; a second run asks nobody', async () => {
    const f = await unanswered();
    expect(await f.run()).toEqual({ ...NONE, queried: 1, timedOut: 1 });
    expect(await f.attempts.findByTradeNo(f.tradeNo)).toMatchObject({ status: 'timeout', resultSource: 'query', rtnMsg: 'TradeStatus=0' });
    expect(await f.order(f.orderId)).toMatchObject({ status: 'PAYMENT_TIMEOUT', statusMessage: MESSAGES.PAYMENT_TIMED_OUT });
    expect(await f.run()).toEqual(NONE); // nothing left to do: a second run asks nobody
    expect(f.gateway.queried).toHaveLength(1);
  });

  it('the provider unavailable: the claim is given back, the order waits, and the next run asks again', async () => {
    const f = await unanswered();
    f.gateway.answers.set(f.tradeNo, 'unavailable');
    expect(await f.run()).toEqual({ ...NONE, queried: 1, unavailable: 1 });
    expect(await f.attemptStatuses(f.orderId)).toEqual(['pending']);
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
    f.gateway.answers.delete(f.tradeNo);
    expect(await f.run()).toMatchObject({ queried: 1, timedOut: 1 });
  });

  it('a paid notice that lands while the query runs wins: the order is PAID, not timed out', async () => {
    const f = await unanswered();
    f.gateway.duringQuery = async (tradeNo) => {
      await f.record.execute(f.answer(f.orderId, 1));
      expect(tradeNo).toBe(f.tradeNo);
    };
    expect(await f.run()).toMatchObject({ queried: 1, timedOut: 0 });
    expect(await f.statusOf(f.orderId)).toBe('PAID');
    expect(await f.attemptStatuses(f.orderId)).toEqual(['paid']);
  });

  it('a paid answer for another amount is not paid: reported, flagged for staff, the order waits', async () => {
    const f = await unanswered();
    f.gateway.answers.set(f.tradeNo, { status: 'paid', tradeAmt: 10 });
    expect(await f.run()).toMatchObject({ queried: 1, paid: 0, outcomes: [{ outcome: { kind: 'amount_mismatch', expected: 990, received: 10 } }] });
    expect(await f.statusOf(f.orderId)).toBe('PENDING_PAYMENT');
    expect(await f.attention.list(10)).toMatchObject([{ orderId: f.orderId, reason: 'amount_mismatch' }]);
  });

  it('a card order never prepared expires after the timeout; a younger one waits', async () => {
    const f = paymentFixture();
    const old = await f.placeOrder();
    f.clock.advance(15 * MINUTE);
    const young = await f.placeOrder();
    f.clock.advance(6 * MINUTE);
    expect(await f.reconcile.execute({ timeoutMs: TIMEOUT_MS })).toEqual({ ...NONE, timedOut: 1 });
    expect(await f.statusOf(old)).toBe('PAYMENT_TIMEOUT');
    expect(await f.statusOf(young)).toBe('PENDING_PAYMENT');
    expect(f.gateway.queried).toEqual([]);
  });

  it('a retry restarts the clock: the old attempt is voided and the new one is not asked about yet', async () => {
    const f = await unanswered();
    await f.prepare.execute(f.orderId);
    f.clock.advance(MINUTE);
    expect(await f.run()).toEqual(NONE);
    expect(await f.attemptStatuses(f.orderId)).toEqual(['superseded', 'pending']);
  });

  it('an attempt another run claimed first is skipped: this run does not ask the provider', async () => {
    const f = await unanswered(21, paymentFixture((orders) => new RivalRun(orders)));
    expect(await f.run()).toEqual({ ...NONE, skipped: 1 });
    expect(f.gateway.queried).toEqual([]);
  });

  it('a claim a crashed run left untouched for 5 minutes is taken over; a fresher one is left to its run', async () => {
    const f = await unanswered();
    const [attempt] = await f.attempts.listForOrder(f.orderId);
    await f.attempts.moveAttempt(attempt.id, CLAIMED_ATTEMPT_STATUS, f.clock.now()); // a run claimed it and died
    f.clock.advance(STALE_CLAIM_MS - MINUTE);
    expect(await f.run()).toEqual(NONE);
    f.clock.advance(MINUTE);
    expect(await f.run()).toEqual({ ...NONE, queried: 1, timedOut: 1 });
    expect(await f.statusOf(f.orderId)).toBe('PAYMENT_TIMEOUT');
  });

  it('handles at most `limit` orders per run, the longest waiting first; the rest wait for the next run', async () => {
    const f = paymentFixture();
    const first = await f.placeOrder();
    await f.prepare.execute(first);
    f.clock.advance(MINUTE);
    const second = await f.placeOrder();
    await f.prepare.execute(second);
    f.clock.advance(TIMEOUT_MS + MINUTE);
    expect(await f.reconcile.execute({ timeoutMs: TIMEOUT_MS, limit: 1 })).toMatchObject({ queried: 1, timedOut: 1 });
    expect([await f.statusOf(first), await f.statusOf(second)]).toEqual(['PAYMENT_TIMEOUT', 'PENDING_PAYMENT']);
    expect(await f.reconcile.execute({ timeoutMs: TIMEOUT_MS, limit: 1 })).toMatchObject({ queried: 1, timedOut: 1 });
    expect(await f.statusOf(second)).toBe('PAYMENT_TIMEOUT');
  });
});
