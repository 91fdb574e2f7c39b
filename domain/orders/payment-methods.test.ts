import { isDeliveryMethod, isPaymentMethod, PAYMENT_METHODS_BY_DELIVERY, resolveCheckoutMethods } from './payment-methods';

describe('payment and delivery methods (spec 2 §4, §9)', () => {
  it('spec 2 §4: the delivery method is forced to pickup', () => {
    expect(resolveCheckoutMethods({ deliveryMethod: 'shipping', paymentMethod: 'credit_card' })).toEqual({ deliveryMethod: 'pickup', paymentMethod: 'credit_card' });
    expect(resolveCheckoutMethods({}).deliveryMethod).toBe('pickup');
  });

  it('spec 2 §4: the payment method falls back to store_cod when not valid for the delivery method', () => {
    expect(resolveCheckoutMethods({ paymentMethod: 'store_cod' }).paymentMethod).toBe('store_cod');
    expect(resolveCheckoutMethods({ paymentMethod: 'credit_card' }).paymentMethod).toBe('credit_card');
    expect(resolveCheckoutMethods({ paymentMethod: 'bitcoin' }).paymentMethod).toBe('store_cod');
    expect(resolveCheckoutMethods({ paymentMethod: null }).paymentMethod).toBe('store_cod');
  });

  it('spec 2 §4: store payment is only offered for pickup', () => {
    expect(PAYMENT_METHODS_BY_DELIVERY.pickup).toContain('store_cod');
    expect(PAYMENT_METHODS_BY_DELIVERY.shipping).not.toContain('store_cod');
  });

  it('spec 2 §9: the method names', () => {
    expect(isPaymentMethod('store_cod') && isPaymentMethod('credit_card')).toBe(true);
    expect(isPaymentMethod('cash')).toBe(false);
    expect(isDeliveryMethod('pickup') && isDeliveryMethod('shipping')).toBe(true);
    expect(isDeliveryMethod('drone')).toBe(false);
  });
});
