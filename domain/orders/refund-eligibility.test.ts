import { awaitsRefund, isRefundable } from './refund-eligibility';

describe('refund eligibility of a payment attempt (decision 7: refunds are made in ECPay\'s back office and recorded)', () => {
  it('a second charge (duplicate_payment) is refundable', () => {
    expect(isRefundable({ attention: 'duplicate_payment' })).toBe(true);
  });

  it('an amount mismatch is not a refund, and neither is an attempt nobody flagged', () => {
    expect(isRefundable({ attention: 'amount_mismatch' })).toBe(false);
    expect(isRefundable({ attention: null })).toBe(false);
  });

  it('the action is offered until the refund is recorded, whether resolvedAt is a Date or wire text', () => {
    expect(awaitsRefund({ attention: 'duplicate_payment', resolvedAt: null })).toBe(true);
    expect(awaitsRefund({ attention: 'duplicate_payment', resolvedAt: '2026-11-29T02:04:01.000Z' })).toBe(false);
    expect(awaitsRefund({ attention: 'duplicate_payment', resolvedAt: new Date('2026-11-29T02:04:01.000Z') })).toBe(false);
    expect(awaitsRefund({ attention: 'amount_mismatch', resolvedAt: null })).toBe(false);
  });
});
