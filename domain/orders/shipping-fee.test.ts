import { isFreeShipping, shippingFeeOf } from './shipping-fee';

describe('the shipping fee (issue 28: the summaries show it above the total)', () => {
  it('pickup, the only delivery the checkout offers, is free: the total is the items\' sum', () => {
    expect(shippingFeeOf('pickup')).toBe(0);
    expect(shippingFeeOf(null)).toBe(0);
    expect(isFreeShipping(shippingFeeOf('pickup'))).toBe(true);
    expect(isFreeShipping(60)).toBe(false);
  });
});
