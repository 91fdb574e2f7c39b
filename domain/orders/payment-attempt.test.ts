import fc from 'fast-check';
import { canTransition, ORDER_STATUSES, type OrderStatus } from './order-status';
import {
  ATTEMPT_TRANSITIONS, attemptSourcesOf, buyerCancelTarget, canMoveAttempt, CLAIMED_ATTEMPT_STATUS, isOpenAttempt, PAYMENT_ATTEMPT_STATUSES, planNewAttempt, settleOrder,
  type AttentionReason, type PaymentAttemptStatus, type SettlementAttempt,
} from './payment-attempt';

const at = (n: number) => new Date(Date.UTC(2026, 10, 20, 4, 0, n));
const attempt = (id: number, status: PaymentAttemptStatus, resultSecond: number | null = null, attention: AttentionReason | null = null): SettlementAttempt => ({
  id, attemptNo: id, status, resultAt: resultSecond === null ? null : at(resultSecond), attention,
});

describe('payment attempt transition table (decision 7)', () => {
  it('a late provider answer overrides every guess of ours; paid, amount_mismatch and simulated are final', () => {
    for (const guess of ['cancelled', 'timeout', 'superseded', 'pending', 'reconciling'] as const) {
      expect(canMoveAttempt(guess, 'paid')).toBe(true);
      expect(canMoveAttempt(guess, 'failed')).toBe(true);
    }
    for (const final of ['paid', 'amount_mismatch', 'simulated'] as const) expect(ATTEMPT_TRANSITIONS[final]).toEqual([]);
    expect(canMoveAttempt('failed', 'paid')).toBe(false);
    expect(canMoveAttempt('paid', 'superseded')).toBe(false);
  });

  it('the WHERE lists of the conditional updates come from the table', () => {
    expect(attemptSourcesOf('paid')).toEqual(['pending', 'reconciling', 'cancelled', 'timeout', 'superseded']);
    expect(attemptSourcesOf('amount_mismatch')).toEqual(['pending', 'reconciling', 'failed', 'cancelled', 'timeout', 'superseded']);
    expect(attemptSourcesOf('superseded')).toEqual(['pending', 'reconciling']);
    expect(attemptSourcesOf('timeout')).toEqual(['reconciling']);
    expect(attemptSourcesOf('reconciling')).toEqual(['pending']);
    expect(attemptSourcesOf('cancelled')).toEqual(['pending', 'reconciling']);
  });

  it("the reconciliation's claim is an open status, reached from the other open one, and not its own source", () => {
    expect(isOpenAttempt(CLAIMED_ATTEMPT_STATUS)).toBe(true);
    expect(attemptSourcesOf(CLAIMED_ATTEMPT_STATUS)).toEqual(['pending']);
    expect(attemptSourcesOf(CLAIMED_ATTEMPT_STATUS).every(isOpenAttempt)).toBe(true);
    expect(canMoveAttempt(CLAIMED_ATTEMPT_STATUS, CLAIMED_ATTEMPT_STATUS)).toBe(false);
  });
});

describe('settleOrder: the order follows its attempts', () => {
  it('a paid attempt pays an order awaiting payment, and one in any failure state in two audited moves', () => {
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'paid', 1)])).toEqual({ moves: ['PAID'], status: 'PAID', paidBy: 1, flag: [] });
    for (const failure of ['PAYMENT_CANCELLED', 'PAYMENT_FAILED', 'PAYMENT_TIMEOUT'] as const) {
      expect(settleOrder(failure, [attempt(1, 'superseded'), attempt(2, 'paid', 1)])).toMatchObject({ moves: ['PENDING_PAYMENT', 'PAID'], status: 'PAID', paidBy: 2 });
    }
  });

  it('a second paid attempt on a paid order is flagged duplicate_payment; the first recorded stays the payment', () => {
    const settled = settleOrder('PAID', [attempt(1, 'paid', 5), attempt(2, 'paid', 3)]);
    expect(settled).toEqual({ moves: [], status: 'PAID', paidBy: 2, flag: [{ attemptId: 1, reason: 'duplicate_payment' }] });
    // Flags are written once: an already flagged attempt is not flagged again.
    expect(settleOrder('PAID', [attempt(1, 'paid', 5, 'duplicate_payment'), attempt(2, 'paid', 3)]).flag).toEqual([]);
  });

  it('an amount mismatch is flagged for staff and never moves the order', () => {
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'amount_mismatch', 1)])).toEqual({
      moves: [], status: 'PENDING_PAYMENT', paidBy: null, flag: [{ attemptId: 1, reason: 'amount_mismatch' }],
    });
  });

  it('only an answer about the latest attempt fails an order awaiting payment', () => {
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'failed', 1)]).moves).toEqual(['PAYMENT_FAILED']);
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'reconciling'), attempt(2, 'timeout', 1)]).moves).toEqual(['PAYMENT_TIMEOUT']);
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'failed', 1), attempt(2, 'pending')]).moves).toEqual([]);
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'superseded')]).moves).toEqual([]);
    expect(settleOrder('PAYMENT_FAILED', [attempt(1, 'failed', 1)]).moves).toEqual([]);
  });

  it('expire times out an order awaiting payment only when nothing is open or paid', () => {
    expect(settleOrder('PENDING_PAYMENT', [], { expire: true }).moves).toEqual(['PAYMENT_TIMEOUT']);
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'amount_mismatch', 1)], { expire: true }).moves).toEqual(['PAYMENT_TIMEOUT']);
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'pending')], { expire: true }).moves).toEqual([]);
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'paid', 1)], { expire: true }).moves).toEqual(['PAID']);
  });

  it('a PAID or PROCESSING order never moves, and a store_cod order is never touched by payments', () => {
    expect(settleOrder('PROCESSING', [attempt(1, 'failed', 1)]).moves).toEqual([]);
    expect(settleOrder('PAID', [attempt(1, 'paid', 1), attempt(2, 'failed', 2)]).moves).toEqual([]);
    expect(settleOrder('PENDING', [], { expire: true }).moves).toEqual([]);
  });

  it('planNewAttempt: awaiting payment or failed, and nothing paid', () => {
    expect(planNewAttempt('PENDING_PAYMENT', [attempt(1, 'pending')])).toEqual({ ok: true, reopen: false });
    expect(planNewAttempt('PAYMENT_CANCELLED', [attempt(1, 'cancelled')])).toEqual({ ok: true, reopen: true });
    expect(planNewAttempt('PAYMENT_FAILED', [attempt(1, 'paid', 1)])).toEqual({ ok: false });
    expect(planNewAttempt('PAID', [])).toEqual({ ok: false });
    expect(planNewAttempt('PENDING', [])).toEqual({ ok: false });
  });
});

/** One thing that can happen to an order's payment: a new attempt (retry), an answer for attempt `index`, or a reconciliation expiry. */
type Event =
  | { kind: 'prepare' }
  | { kind: 'answer'; index: number; to: PaymentAttemptStatus; settle: boolean }
  | { kind: 'expire' };

const events = fc.array(fc.oneof(
  fc.constant<Event>({ kind: 'prepare' }),
  fc.record({ kind: fc.constant('answer' as const), index: fc.nat(5), to: fc.constantFrom(...PAYMENT_ATTEMPT_STATUSES), settle: fc.boolean() }),
  fc.constant<Event>({ kind: 'expire' }),
), { maxLength: 30 });

describe('settleOrder (property): any interleaving of attempt events', () => {
  it('the settled order is PAID iff some attempt is paid, every move is on the order table, and all paid attempts but one are flagged', () => {
    fc.assert(fc.property(events, (sequence) => {
      let order = 'PENDING_PAYMENT' as OrderStatus;
      let clock = 0;
      const attempts: SettlementAttempt[] = [];
      const settle = (expire = false) => {
        const settled = settleOrder(order, attempts, { expire });
        for (const move of settled.moves) {
          expect(canTransition(order, move)).toBe(true);
          order = move;
        }
        for (const { attemptId, reason } of settled.flag) {
          const flagged = attempts.find((a) => a.id === attemptId)!;
          expect(flagged.attention).toBeNull();
          flagged.attention = reason;
        }
      };
      for (const event of sequence) {
        clock += 1;
        if (event.kind === 'prepare') {
          if (!planNewAttempt(order, attempts).ok) continue;
          order = 'PENDING_PAYMENT'; // a retry reopens the order in the same transaction
          for (const open of attempts) if (canMoveAttempt(open.status, 'superseded')) open.status = 'superseded';
          attempts.push({ id: attempts.length + 1, attemptNo: attempts.length + 1, status: 'pending', resultAt: null, attention: null });
          settle();
        } else if (event.kind === 'expire') {
          settle(true);
        } else {
          const target = attempts[event.index];
          if (!target || !canMoveAttempt(target.status, event.to)) continue;
          target.status = event.to;
          target.resultAt = at(clock);
          // A crash between the attempt write and the order write: the next event (or the final redelivery) heals it.
          if (event.settle) settle();
        }
      }
      settle(); // the provider redelivers until acknowledged: the last settle always happens
      const paid = attempts.filter((a) => a.status === 'paid');
      expect(order === 'PAID').toBe(paid.length > 0);
      expect(paid.filter((a) => a.attention === 'duplicate_payment')).toHaveLength(Math.max(0, paid.length - 1));
      expect(attempts.filter((a) => a.status === 'amount_mismatch').every((a) => a.attention === 'amount_mismatch')).toBe(true);
      expect(ORDER_STATUSES).toContain(order);
    }), { numRuns: 500 });
  });
});

describe("the buyer's cancel (issue 28): the buyer's word on the attempt, the provider's word still wins", () => {
  const tried = (attemptNo: number, status: PaymentAttemptStatus) => ({ attemptNo, status, merchantTradeNo: `ORD12345678R${attemptNo}` });

  it('applies to the latest attempt while it is open, named by its trade number or, from an older link, by none', () => {
    expect(buyerCancelTarget([tried(1, 'superseded'), tried(2, 'pending')], 'ORD12345678R2')).toEqual(tried(2, 'pending'));
    expect(buyerCancelTarget([tried(1, 'superseded'), tried(2, 'pending')], null)).toEqual(tried(2, 'pending'));
    expect(buyerCancelTarget([tried(1, 'reconciling')], null)).toEqual(tried(1, 'reconciling'));
  });

  it('never moves a paid (or otherwise answered) attempt, a voided one, or an older tab\'s attempt after a retry', () => {
    for (const status of PAYMENT_ATTEMPT_STATUSES.filter((s) => !isOpenAttempt(s))) expect(buyerCancelTarget([tried(1, status)], null)).toBeNull();
    expect(buyerCancelTarget([tried(1, 'superseded'), tried(2, 'pending')], 'ORD12345678R1')).toBeNull();
    expect(buyerCancelTarget([tried(1, 'pending')], 'ORD99999999R1')).toBeNull();
    expect(buyerCancelTarget([], null)).toBeNull();
    expect(canMoveAttempt('paid', 'cancelled')).toBe(false);
  });

  it('a cancelled latest attempt cancels the order; a paid notice afterwards pays it; a paid attempt is never unpaid by a cancel', () => {
    expect(settleOrder('PENDING_PAYMENT', [attempt(1, 'cancelled')])).toMatchObject({ moves: ['PAYMENT_CANCELLED'], status: 'PAYMENT_CANCELLED' });
    expect(canMoveAttempt('cancelled', 'paid')).toBe(true);
    expect(settleOrder('PAYMENT_CANCELLED', [attempt(1, 'paid', 1)])).toMatchObject({ moves: ['PENDING_PAYMENT', 'PAID'], status: 'PAID' });
    expect(settleOrder('PAID', [attempt(1, 'paid', 1)])).toMatchObject({ moves: [], status: 'PAID' });
  });
});
