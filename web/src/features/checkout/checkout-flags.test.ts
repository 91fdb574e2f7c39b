import { hasReturnFlags, readCheckoutReturn, withoutReturnFlags } from './checkout-flags';

describe('checkout return flags (spec 2 §2.6)', () => {
  it('reads each flag', () => {
    expect(readCheckoutReturn('?storeSelected=true&mapRef=MAP-123456')).toMatchObject({ storeSelected: true, mapRef: 'MAP-123456', orderId: null });
    expect(readCheckoutReturn('?orderId=ORD-12345678&status=Cancelled')).toMatchObject({ orderId: 'ORD-12345678', status: 'cancelled', retryPayment: false });
    expect(readCheckoutReturn('?orderId=ORD-12345678&retryPayment=true')).toMatchObject({ retryPayment: true });
    expect(readCheckoutReturn('', { retryPayment: true, orderId: 'ORD-12345678' })).toMatchObject({ retryPayment: true, orderId: 'ORD-12345678' });
    expect(readCheckoutReturn('?status=paid').status).toBeNull();
    expect(hasReturnFlags(readCheckoutReturn('?utm=x'))).toBe(false);
    expect(hasReturnFlags(readCheckoutReturn('?error=store_selection_invalid'))).toBe(true);
  });

  it('removes only the flags from the address', () => {
    expect(withoutReturnFlags('?storeSelected=true&mapRef=MAP-123456')).toBe('');
    expect(withoutReturnFlags('?orderId=ORD-1&status=cancelled&utm=line')).toBe('?utm=line');
  });
});
