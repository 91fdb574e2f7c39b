import { isSale, SALE_ORDERS, STILL_WITH_THE_SHOP } from './order-figures';

describe('what the console overview counts as a sale (issue 28)', () => {
  it('counts a paid card order and a confirmed store-payment order, with or without its shipment started', () => {
    expect(SALE_ORDERS).toEqual(expect.arrayContaining([
      { status: 'PAID', paymentMethod: 'credit_card' }, { status: 'PROCESSING', paymentMethod: 'credit_card' },
      { status: 'PENDING', paymentMethod: 'store_cod' }, { status: 'PROCESSING', paymentMethod: 'store_cod' },
    ]));
    expect(SALE_ORDERS).toHaveLength(4);
  });

  it('never counts a card order that is not paid: waiting, failed, cancelled or timed out', () => {
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT']) {
      expect(isSale({ status, paymentMethod: 'credit_card' })).toBe(false);
    }
    expect(isSale({ status: 'PAID', paymentMethod: 'credit_card' })).toBe(true);
    expect(isSale({ status: 'PENDING', paymentMethod: 'store_cod' })).toBe(true);
  });

  it('keeps a sale to ship until its parcel is handed in at a store', () => {
    expect(STILL_WITH_THE_SHOP).toEqual(['pending', 'prepared']);
  });
});
