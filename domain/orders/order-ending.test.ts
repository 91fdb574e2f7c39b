import { orderEnding } from './order-ending';
import { canTransition, ORDER_STATUSES } from './order-status';

describe('how staff end an order (issue 30)', () => {
  it('a charged card order is refunded; one never charged cannot be ended', () => {
    expect(orderEnding({ status: 'PAID', paymentMethod: 'credit_card' }, false)).toBe('REFUNDED');
    expect(orderEnding({ status: 'PROCESSING', paymentMethod: 'credit_card' }, true)).toBe('REFUNDED');
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT', 'CANCELLED', 'REFUNDED'] as const) {
      expect(orderEnding({ status, paymentMethod: 'credit_card' }, false)).toBeNull();
    }
  });

  it('a store-payment order is cancelled before pickup (nothing paid) and refunded after it (paid at the counter)', () => {
    expect(orderEnding({ status: 'PENDING', paymentMethod: 'store_cod' }, false)).toBe('CANCELLED');
    expect(orderEnding({ status: 'PROCESSING', paymentMethod: 'store_cod' }, false)).toBe('CANCELLED');
    expect(orderEnding({ status: 'PROCESSING', paymentMethod: 'store_cod' }, true)).toBe('REFUNDED');
    expect(orderEnding({ status: 'CANCELLED', paymentMethod: 'store_cod' }, false)).toBeNull();
  });

  it('every ending it offers is a move of the domain table', () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of ['credit_card', 'store_cod'] as const) {
        for (const pickedUp of [false, true]) {
          const to = orderEnding({ status, paymentMethod }, pickedUp);
          if (to) expect(canTransition(status, to)).toBe(true);
        }
      }
    }
  });
});
