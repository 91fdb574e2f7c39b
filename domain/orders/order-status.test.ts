import fc from 'fast-check';
import { canTransition, initialOrderStatus, isOrderStatus, ORDER_STATUSES, ORDER_TRANSITIONS, transitionOrder, type OrderStatus } from './order-status';

const ALLOWED: Array<[OrderStatus, OrderStatus]> = [
  ['PENDING_PAYMENT', 'PAID'],
  ['PENDING_PAYMENT', 'PAYMENT_FAILED'],
  ['PENDING_PAYMENT', 'PAYMENT_CANCELLED'],
  ['PENDING_PAYMENT', 'PAYMENT_TIMEOUT'],
  ['PAYMENT_FAILED', 'PENDING_PAYMENT'],
  ['PAYMENT_CANCELLED', 'PENDING_PAYMENT'],
  ['PAYMENT_TIMEOUT', 'PENDING_PAYMENT'],
  ['PAID', 'PROCESSING'],
  ['PENDING', 'PROCESSING'],
  // Issue 30: staff end an order (store payment before pickup: cancelled; money given back: refunded).
  ['PENDING', 'CANCELLED'],
  ['PROCESSING', 'CANCELLED'],
  ['PAID', 'REFUNDED'],
  ['PROCESSING', 'REFUNDED'],
];

describe('order status machine (spec 2 §4, design §2)', () => {
  it('spec 2 §4: the seven server statuses, and issue 30\'s two that end an order', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(['CANCELLED', 'PAID', 'PAYMENT_CANCELLED', 'PAYMENT_FAILED', 'PAYMENT_TIMEOUT', 'PENDING', 'PENDING_PAYMENT', 'PROCESSING', 'REFUNDED']);
    for (const ended of ['CANCELLED', 'REFUNDED'] as const) expect(ORDER_TRANSITIONS[ended]).toEqual([]);
    expect(isOrderStatus('PAID')).toBe(true);
    expect(isOrderStatus('paid')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });

  it.each(ALLOWED)('spec 2 §4: %s -> %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transitionOrder(from, to)).toEqual({ ok: true, status: to, changed: true });
  });

  it('spec 2 §4 (property): every pair off the table is refused with a typed refusal naming both statuses', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        const listed = ALLOWED.some(([f, t]) => f === from && t === to);
        const outcome = transitionOrder(from, to);
        if (from === to) expect(outcome).toEqual({ ok: true, status: to, changed: false });
        else if (listed) expect(outcome.ok).toBe(true);
        else expect(outcome).toEqual({ ok: false, code: 'ORDER_TRANSITION_NOT_ALLOWED', details: { from, to } });
      }),
    );
  });

  it('spec 2 §4: the table as data has exactly the listed moves', () => {
    const pairs = Object.entries(ORDER_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => [from, to]));
    expect(pairs.sort()).toEqual(ALLOWED.map(([f, t]) => [f, t]).sort());
  });

  it('design §2: a repeated notification (same status) changes nothing and is not an error', () => {
    expect(transitionOrder('PAID', 'PAID')).toEqual({ ok: true, status: 'PAID', changed: false });
  });

  it('spec 2 §4: a paid order can never become failed, and a failed one never paid without a new attempt', () => {
    expect(transitionOrder('PAID', 'PAYMENT_FAILED').ok).toBe(false);
    expect(transitionOrder('PAYMENT_FAILED', 'PAID').ok).toBe(false);
    expect(transitionOrder('PROCESSING', 'PENDING_PAYMENT').ok).toBe(false);
  });

  it('spec 2 §4: checkout creates PENDING_PAYMENT for credit card and PENDING for store payment', () => {
    expect(initialOrderStatus('credit_card')).toBe('PENDING_PAYMENT');
    expect(initialOrderStatus('store_cod')).toBe('PENDING');
  });
});
