import type { AttemptResult, OpenAttemptPlan, OrderMove, PaymentAttempt, PaymentAttemptStatus, SettlementPlan } from '../../../application/payments/payment-attempt-store.port';
import { buildProviderTradeNo } from '../../../domain/orders/order-ids';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { canMoveAttempt, CLAIMED_ATTEMPT_STATUS, PAYMENT_ATTEMPT_STATUSES } from '../../../domain/orders/payment-attempt';
import { newOrderId, orderSeed, type OrderSeed } from '../testing/order-seeds';
import { paymentMakers, type PaymentSubject } from '../testing/payment-subjects';
import { describePortContract } from '../testing/port-contract';

/**
 * The PaymentAttemptStore port (application/payments/payment-attempt-store.port.ts) on the fake, SQLite and MySQL.
 * A suite shares one database, so each test works at its own instants, a day before the previous test's (`epoch`):
 * nothing an earlier test left awaiting payment is due at a later test's cutoff (listReconcilable).
 */
const MINUTE = 60_000;
let days = 0;
const epoch = () => {
  days += 1;
  return new Date(Date.UTC(2026, 5, 1, 2) - days * 86_400_000);
};
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

const allow: OpenAttemptPlan = { ok: true, reopen: null };
const REOPEN: OrderMove = { to: 'PENDING_PAYMENT', reason: 'payment retry', statusMessage: null };
const PAID_RESULT: AttemptResult = {
  rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611201200001234', tradeAmt: 1280, paidAt: new Date('2026-05-01T02:03:04.005Z'), simulatePaid: false, source: 'notification',
};

/** How to bring a new attempt to each status from 'pending' by the table's moves. */
const PATH_TO: Record<PaymentAttemptStatus, PaymentAttemptStatus[]> = {
  pending: [], reconciling: ['reconciling'], paid: ['paid'], failed: ['failed'], cancelled: ['cancelled'], timeout: ['reconciling', 'timeout'],
  superseded: ['superseded'], amount_mismatch: ['amount_mismatch'], simulated: ['simulated'],
};

describePortContract<PaymentSubject>('PaymentAttemptStore', paymentMakers(), (subject) => {
  const order = (base: Date, overrides: Partial<OrderSeed> = {}) => subject().addOrder(orderSeed(base, { status: 'PENDING_PAYMENT', ...overrides }));
  const open = async (orderId: string, now: Date, plan: OpenAttemptPlan = allow) => {
    const opened = await subject().attempts.openAttempt({ orderId, amount: 1280, now, tradeNoOf: (n) => buildProviderTradeNo(orderId, n) }, () => plan);
    if (opened.kind !== 'opened') throw new Error(`not opened: ${opened.kind}`);
    return opened.attempt;
  };
  const statusesOf = async (orderId: string) => (await subject().attempts.listForOrder(orderId)).map((a) => a.status);
  const orderOf = async (orderId: string) => subject().orders.findOrder(orderId);
  // The moves written after the seed (the fake keeps a checkout event for its seeds, the row seed has none).
  const movesOf = async (orderId: string) => (await subject().orders.listStatusEvents(orderId)).filter((e) => e.fromStatus !== null).map(({ fromStatus, toStatus, reason }) => ({ fromStatus, toStatus, reason }));
  const settle = (orderId: string, now: Date, plan: (status: OrderStatus, attempts: PaymentAttempt[]) => SettlementPlan) => subject().attempts.settleOrder(orderId, plan, now);

  describe('openAttempt', () => {
    it('opens attempt 1 as pending with its trade number and the order\'s amount, found by number and listed for the order', async () => {
      const base = epoch();
      const orderId = await order(base);
      const seen: Array<[OrderStatus, PaymentAttempt[]]> = [];
      const opened = await subject().attempts.openAttempt({ orderId, amount: 1280, now: at(base, 1), tradeNoOf: (n) => buildProviderTradeNo(orderId, n) }, (status, attempts) => {
        seen.push([status, attempts]);
        return allow;
      });
      const attempt: PaymentAttempt = {
        id: expect.any(Number), orderId, merchantTradeNo: buildProviderTradeNo(orderId, 1), attemptNo: 1, amount: 1280, status: 'pending',
        rtnCode: null, rtnMsg: null, providerTradeNo: null, tradeAmt: null, paidAt: null, simulatePaid: false, resultSource: null, resultAt: null,
        createdAt: at(base, 1), updatedAt: at(base, 1), attention: null, attentionAt: null, resolvedAt: null, resolvedBy: null,
      };
      expect(opened).toEqual({ kind: 'opened', attempt });
      expect(seen).toEqual([['PENDING_PAYMENT', []]]);
      expect(await subject().attempts.findByTradeNo(buildProviderTradeNo(orderId, 1))).toEqual(attempt);
      expect(await subject().attempts.listForOrder(orderId)).toEqual([attempt]);
      expect(await orderOf(orderId)).toMatchObject({ status: 'PENDING_PAYMENT', updatedAt: base });
    });

    it('a second opening voids the open attempts (pending or claimed) as superseded and opens the next number; answered ones stay', async () => {
      const base = epoch();
      const orderId = await order(base);
      const first = await open(orderId, at(base, 1));
      await subject().attempts.moveAttempt(first.id, 'failed', at(base, 2), { rtnCode: 10100058, rtnMsg: '付款失敗', source: 'notification' });
      const second = await open(orderId, at(base, 3));
      await subject().attempts.moveAttempt(second.id, CLAIMED_ATTEMPT_STATUS, at(base, 4));
      const seen: PaymentAttempt[][] = [];
      const opened = await subject().attempts.openAttempt({ orderId, amount: 1280, now: at(base, 5), tradeNoOf: (n) => buildProviderTradeNo(orderId, n) }, (_status, attempts) => {
        seen.push(attempts);
        return allow;
      });
      expect(opened).toMatchObject({ kind: 'opened', attempt: { attemptNo: 3, merchantTradeNo: buildProviderTradeNo(orderId, 3), status: 'pending' } });
      expect(seen.map((attempts) => attempts.map((a) => [a.attemptNo, a.status]))).toEqual([[[1, 'failed'], [2, 'reconciling']]]);
      const attempts = await subject().attempts.listForOrder(orderId);
      expect(attempts.map((a) => [a.attemptNo, a.status, a.updatedAt])).toEqual([[1, 'failed', at(base, 2)], [2, 'superseded', at(base, 5)], [3, 'pending', at(base, 5)]]);
      // Another order's open attempt is not touched.
      const other = await order(base);
      await open(other, at(base, 1));
      await open(orderId, at(base, 6));
      expect(await statusesOf(other)).toEqual(['pending']);
    });

    it('a reopening plan moves the order back to PENDING_PAYMENT, audited, in the same step as the new attempt', async () => {
      const base = epoch();
      const orderId = await order(base, { status: 'PAYMENT_FAILED' });
      const seen: OrderStatus[] = [];
      const opened = await subject().attempts.openAttempt({ orderId, amount: 1280, now: at(base, 1), tradeNoOf: (n) => buildProviderTradeNo(orderId, n) }, (status) => {
        seen.push(status);
        return { ok: true, reopen: REOPEN };
      });
      expect(opened.kind).toBe('opened');
      expect(seen).toEqual(['PAYMENT_FAILED']);
      expect(await orderOf(orderId)).toMatchObject({ status: 'PENDING_PAYMENT', statusMessage: null, updatedAt: at(base, 1) });
      expect(await movesOf(orderId)).toEqual([{ fromStatus: 'PAYMENT_FAILED', toStatus: 'PENDING_PAYMENT', reason: 'payment retry' }]);
    });

    it('a refusing plan writes nothing: no attempt, the open one stays open, the order unchanged', async () => {
      const base = epoch();
      const orderId = await order(base);
      await open(orderId, at(base, 1));
      expect(await subject().attempts.openAttempt({ orderId, amount: 1280, now: at(base, 2), tradeNoOf: (n) => buildProviderTradeNo(orderId, n) }, () => ({ ok: false })))
        .toEqual({ kind: 'refused', status: 'PENDING_PAYMENT' });
      expect(await statusesOf(orderId)).toEqual(['pending']);
      expect(await orderOf(orderId)).toMatchObject({ status: 'PENDING_PAYMENT', updatedAt: base });
      expect(await movesOf(orderId)).toEqual([]);
    });

    it('an unknown order is not_found and its plan is never asked', async () => {
      const plan = jest.fn(() => allow);
      const orderId = newOrderId();
      expect(await subject().attempts.openAttempt({ orderId, amount: 1280, now: epoch(), tradeNoOf: (n) => buildProviderTradeNo(orderId, n) }, plan)).toEqual({ kind: 'not_found' });
      expect(plan).not.toHaveBeenCalled();
      expect(await subject().attempts.listForOrder(orderId)).toEqual([]);
    });

    it('a trade number already taken (unique forever) moves on to the next number; five taken in a row is TRY_AGAIN and changes nothing', async () => {
      const base = epoch();
      const taker = await order(base);
      const taken = (await open(taker, at(base, 1))).merchantTradeNo;
      const orderId = await order(base);
      await open(orderId, at(base, 1));
      const opened = await subject().attempts.openAttempt({ orderId, amount: 1280, now: at(base, 2), tradeNoOf: (n) => (n === 2 ? taken : buildProviderTradeNo(orderId, n)) }, () => allow);
      expect(opened).toMatchObject({ kind: 'opened', attempt: { attemptNo: 3, merchantTradeNo: buildProviderTradeNo(orderId, 3) } });

      const stuck = await order(base, { status: 'PAYMENT_FAILED' });
      await expect(subject().attempts.openAttempt({ orderId: stuck, amount: 1280, now: at(base, 2), tradeNoOf: () => taken }, () => ({ ok: true, reopen: REOPEN })))
        .rejects.toMatchObject({ code: 'TRY_AGAIN' });
      expect(await subject().attempts.listForOrder(stuck)).toEqual([]);
      expect(await orderOf(stuck)).toMatchObject({ status: 'PAYMENT_FAILED' });
      expect(await movesOf(stuck)).toEqual([]);
    });
  });

  describe('moveAttempt', () => {
    it('moves exactly along the domain\'s transition table: every source and target status', async () => {
      const base = epoch();
      const orderId = await order(base);
      const wrong: string[] = [];
      for (const from of PAYMENT_ATTEMPT_STATUSES) {
        for (const to of PAYMENT_ATTEMPT_STATUSES) {
          const attempt = await open(orderId, base);
          for (const step of PATH_TO[from]) await subject().attempts.moveAttempt(attempt.id, step, base);
          const moved = await subject().attempts.moveAttempt(attempt.id, to, at(base, 1));
          const now = await subject().attempts.findByTradeNo(attempt.merchantTradeNo);
          const expected = canMoveAttempt(from, to);
          if (moved !== expected || now?.status !== (expected ? to : from)) wrong.push(`${from} -> ${to}: moved ${moved}, now ${now?.status}`);
          // Leave nothing open for the next opening to supersede on its way.
          if (now && (now.status === 'pending' || now.status === 'reconciling')) await subject().attempts.moveAttempt(attempt.id, 'failed', base);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('records the provider\'s answer with the move, once: a repeat and a contrary answer change nothing', async () => {
      const base = epoch();
      const orderId = await order(base);
      const attempt = await open(orderId, base);
      expect(await subject().attempts.moveAttempt(attempt.id, 'paid', at(base, 1), PAID_RESULT)).toBe(true);
      const paid = await subject().attempts.findByTradeNo(attempt.merchantTradeNo);
      expect(paid).toEqual({
        ...attempt, status: 'paid', rtnCode: 1, rtnMsg: '交易成功', providerTradeNo: '2611201200001234', tradeAmt: 1280, paidAt: PAID_RESULT.paidAt,
        simulatePaid: false, resultSource: 'notification', resultAt: at(base, 1), updatedAt: at(base, 1),
      });
      expect(await subject().attempts.moveAttempt(attempt.id, 'paid', at(base, 2), { ...PAID_RESULT, source: 'query' })).toBe(false);
      expect(await subject().attempts.moveAttempt(attempt.id, 'failed', at(base, 3), { rtnCode: 0, rtnMsg: 'no', source: 'notification' })).toBe(false);
      expect(await subject().attempts.findByTradeNo(attempt.merchantTradeNo)).toEqual(paid);
    });

    it('keeps the fields a move does not give, and takes the result time only from a move with a source', async () => {
      const base = epoch();
      const orderId = await order(base);
      const attempt = await open(orderId, base);
      await subject().attempts.moveAttempt(attempt.id, 'failed', at(base, 1), { rtnCode: 10100058, rtnMsg: '付款失敗', source: 'notification' });
      await subject().attempts.moveAttempt(attempt.id, 'amount_mismatch', at(base, 2), { tradeAmt: 999 });
      expect(await subject().attempts.findByTradeNo(attempt.merchantTradeNo)).toMatchObject({
        status: 'amount_mismatch', rtnCode: 10100058, rtnMsg: '付款失敗', tradeAmt: 999, resultSource: 'notification', resultAt: at(base, 1), updatedAt: at(base, 2),
      });
    });

    it('a claim is exclusive: the second claim loses, unless the first was left untouched since the stale instant (a crashed run)', async () => {
      const base = epoch();
      const orderId = await order(base);
      const attempt = await open(orderId, base);
      expect(await subject().attempts.moveAttempt(attempt.id, CLAIMED_ATTEMPT_STATUS, at(base, 10))).toBe(true);
      expect(await subject().attempts.moveAttempt(attempt.id, CLAIMED_ATTEMPT_STATUS, at(base, 11))).toBe(false);
      expect(await subject().attempts.moveAttempt(attempt.id, CLAIMED_ATTEMPT_STATUS, at(base, 12), undefined, at(base, 9))).toBe(false);
      expect((await subject().attempts.findByTradeNo(attempt.merchantTradeNo))?.updatedAt).toEqual(at(base, 10));
      expect(await subject().attempts.moveAttempt(attempt.id, CLAIMED_ATTEMPT_STATUS, at(base, 16), undefined, at(base, 10))).toBe(true);
      expect(await subject().attempts.findByTradeNo(attempt.merchantTradeNo)).toMatchObject({ status: 'reconciling', updatedAt: at(base, 16) });
      // The stale instant takes over claims only: an answered attempt is never claimed.
      await subject().attempts.moveAttempt(attempt.id, 'paid', at(base, 17), PAID_RESULT);
      expect(await subject().attempts.moveAttempt(attempt.id, CLAIMED_ATTEMPT_STATUS, at(base, 30), undefined, at(base, 29))).toBe(false);
    });

    it('an unknown attempt id moves nothing', async () => {
      expect(await subject().attempts.moveAttempt(2_000_000_000, 'paid', epoch(), PAID_RESULT)).toBe(false);
      expect(await subject().attempts.findByTradeNo('NOSUCHTRADE1')).toBeUndefined();
    });
  });

  describe('settleOrder', () => {
    it('asks the plan with the order\'s status and all its attempts, and writes each move audited, in order', async () => {
      const base = epoch();
      const orderId = await order(base, { status: 'PAYMENT_FAILED' });
      const one = await open(orderId, base);
      const two = await open(orderId, at(base, 1));
      const seen: Array<[OrderStatus, number[]]> = [];
      const outcome = await settle(orderId, at(base, 5), (status, attempts) => {
        seen.push([status, attempts.map((a) => a.id)]);
        return {
          moves: [{ to: 'PENDING_PAYMENT', reason: 'late payment', statusMessage: null }, { to: 'PAID', reason: 'ecpay notification RtnCode=1', statusMessage: '交易成功' }],
          flag: [],
        };
      });
      expect(seen).toEqual([['PAYMENT_FAILED', [one.id, two.id]]]);
      expect(outcome).toEqual({ kind: 'settled', from: 'PAYMENT_FAILED', status: 'PAID', changed: true, flagged: [] });
      expect(await orderOf(orderId)).toMatchObject({ status: 'PAID', statusMessage: '交易成功', updatedAt: at(base, 5) });
      expect(await movesOf(orderId)).toEqual([
        { fromStatus: 'PAYMENT_FAILED', toStatus: 'PENDING_PAYMENT', reason: 'late payment' },
        { fromStatus: 'PENDING_PAYMENT', toStatus: 'PAID', reason: 'ecpay notification RtnCode=1' },
      ]);
    });

    it('a plan without moves changes nothing (a repeat): no event, the order untouched', async () => {
      const base = epoch();
      const orderId = await order(base);
      expect(await settle(orderId, at(base, 5), () => ({ moves: [], flag: [] })))
        .toEqual({ kind: 'settled', from: 'PENDING_PAYMENT', status: 'PENDING_PAYMENT', changed: false, flagged: [] });
      expect(await orderOf(orderId)).toMatchObject({ status: 'PENDING_PAYMENT', updatedAt: base });
      expect(await movesOf(orderId)).toEqual([]);
    });

    it('flags the attempts named, once: a later flag keeps the first reason and time; another order\'s attempt is never flagged', async () => {
      const base = epoch();
      const orderId = await order(base, { status: 'PAID' });
      const attempt = await open(orderId, base);
      const other = await order(base);
      const stranger = await open(other, base);
      const flag = [{ attemptId: attempt.id, reason: 'duplicate_payment' as const }, { attemptId: stranger.id, reason: 'amount_mismatch' as const }];
      expect(await settle(orderId, at(base, 5), () => ({ moves: [], flag }))).toMatchObject({ kind: 'settled', changed: false, flagged: flag });
      expect(await subject().attempts.findByTradeNo(attempt.merchantTradeNo)).toMatchObject({ attention: 'duplicate_payment', attentionAt: at(base, 5) });
      await settle(orderId, at(base, 9), () => ({ moves: [], flag: [{ attemptId: attempt.id, reason: 'amount_mismatch' }] }));
      expect(await subject().attempts.findByTradeNo(attempt.merchantTradeNo)).toMatchObject({ attention: 'duplicate_payment', attentionAt: at(base, 5) });
      expect(await subject().attempts.findByTradeNo(stranger.merchantTradeNo)).toMatchObject({ attention: null, attentionAt: null });
    });

    it('an unknown order is not_found and its plan is never asked', async () => {
      const plan = jest.fn((): SettlementPlan => ({ moves: [], flag: [] }));
      expect(await subject().attempts.settleOrder(newOrderId(), plan, epoch())).toEqual({ kind: 'not_found' });
      expect(plan).not.toHaveBeenCalled();
    });
  });

  describe('listReconcilable', () => {
    it('queries an order awaiting payment whose latest attempt is pending since the cutoff, or claimed and untouched since the stale instant', async () => {
      const base = epoch();
      const cutoff = at(base, 20);
      const stale = at(base, 15);
      const due = await order(base);
      const dueAttempt = await open(due, at(base, 20));
      const young = await order(base);
      await open(young, at(base, 21));
      const crashed = await order(base);
      const crashedAttempt = await open(crashed, at(base, 1));
      await subject().attempts.moveAttempt(crashedAttempt.id, CLAIMED_ATTEMPT_STATUS, at(base, 15));
      const running = await order(base);
      const runningAttempt = await open(running, at(base, 1));
      await subject().attempts.moveAttempt(runningAttempt.id, CLAIMED_ATTEMPT_STATUS, at(base, 16));
      const paid = await order(base, { status: 'PAID' });
      await open(paid, at(base, 1));
      const retried = await order(base);
      await open(retried, at(base, 1));
      await open(retried, at(base, 30)); // the latest attempt counts: the first is superseded, the second young

      const candidates = await subject().attempts.listReconcilable(cutoff, stale, 50);
      expect(candidates).toEqual(expect.arrayContaining([
        { kind: 'query', orderId: due, attempt: dueAttempt },
        { kind: 'query', orderId: crashed, attempt: { ...crashedAttempt, status: 'reconciling', updatedAt: at(base, 15) } },
      ]));
      expect(candidates.filter((c) => [young, running, paid, retried].includes(c.orderId))).toEqual([]);
    });

    it('expires an order awaiting payment with no open latest attempt, last updated by the cutoff; not one updated since', async () => {
      const base = epoch();
      const cutoff = at(base, 20);
      const never = await order(base);
      const answered = await order(base);
      const failed = await open(answered, at(base, 1));
      await subject().attempts.moveAttempt(failed.id, 'failed', at(base, 2), { rtnCode: 0, source: 'notification' });
      const touched = await order(at(base, 21));
      const open_ = await order(base);
      await open(open_, at(base, 21));
      const candidates = await subject().attempts.listReconcilable(cutoff, at(base, 15), 50);
      expect(candidates).toEqual(expect.arrayContaining([{ kind: 'expire', orderId: never }, { kind: 'expire', orderId: answered }]));
      expect(candidates.filter((c) => [touched, open_].includes(c.orderId))).toEqual([]);
    });

    it('answers at most `limit`, the longest waiting order first', async () => {
      const base = epoch();
      const later = await order(at(base, 3));
      const earliest = await order(at(base, 1));
      const middle = await order(at(base, 2));
      await open(middle, at(base, 2)); // its order's updated_at stays at(base, 2): opening moves no order
      const candidates = await subject().attempts.listReconcilable(at(base, 20), at(base, 15), 2);
      expect(candidates.map((c) => c.orderId)).toEqual([earliest, middle]);
      expect((await subject().attempts.listReconcilable(at(base, 20), at(base, 15), 3)).map((c) => c.orderId)).toEqual([earliest, middle, later]);
    });
  });
});
