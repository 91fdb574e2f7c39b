import { statusReasonOf } from './status-reason';

describe('the reasons of an order\'s status history, read back for the console (issue 28)', () => {
  it('reads the paid answer of ECPay with its channel and trade number, not as RtnCode=1', () => {
    expect(statusReasonOf('ecpay notification RtnCode=1 (ORD12345678R1)')).toEqual({ kind: 'provider_paid', source: 'notification', tradeNo: 'ORD12345678R1' });
    expect(statusReasonOf('ecpay query RtnCode=1 (ORD12345678R2)')).toEqual({ kind: 'provider_paid', source: 'query', tradeNo: 'ORD12345678R2' });
  });

  it('names every reason the use cases write', () => {
    const kinds = ['checkout', 'late payment: the provider says paid', 'payment reconciliation: not paid in time',
      'buyer cancelled (attempt cancelled by an older version)', 'payment settlement', 'payment retry', 'ecpay logistics order created']
      .map((reason) => statusReasonOf(reason)?.kind);
    expect(kinds).toEqual(['checkout', 'late_paid', 'timed_out', 'buyer_cancelled', 'settlement', 'payment_retry', 'shipment_created']);
  });

  it('keeps an unknown reason as its text, and none as null', () => {
    expect(statusReasonOf('staff fixed it')).toEqual({ kind: 'other', text: 'staff fixed it' });
    expect([statusReasonOf(null), statusReasonOf('')]).toEqual([null, null]);
  });
});
