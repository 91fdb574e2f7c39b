import { isLinkedOrderFinal, withLogisticsStatus } from './linked-order-progress';

describe('following a linked order (issue 22)', () => {
  it('Shopee COMPLETED/CANCELLED and Shopify FULFILLED/RESTOCKED are final; anything else may still move', () => {
    expect(isLinkedOrderFinal('shopee', 'COMPLETED')).toBe(true);
    expect(isLinkedOrderFinal('shopee', 'cancelled')).toBe(true);
    expect(isLinkedOrderFinal('shopee', 'READY_TO_SHIP')).toBe(false);
    expect(isLinkedOrderFinal('shopee', 'SOMETHING_NEW')).toBe(false);
    expect(isLinkedOrderFinal('shopify', 'FULFILLED')).toBe(true);
    expect(isLinkedOrderFinal('shopify', 'RESTOCKED')).toBe(true);
    expect(isLinkedOrderFinal('shopify', 'UNFULFILLED')).toBe(false);
  });

  it('Shopee logistics moves the shipping status forward only', () => {
    expect(withLogisticsStatus('prepared', 'LOGISTICS_PICKUP_DONE')).toBe('shipped');
    expect(withLogisticsStatus('shipped', 'LOGISTICS_DELIVERY_DONE')).toBe('delivered');
    expect(withLogisticsStatus('delivered', 'LOGISTICS_PICKUP_DONE')).toBe('delivered');
    expect(withLogisticsStatus('pending', null)).toBe('pending');
    expect(withLogisticsStatus('pending', 'LOGISTICS_NOT_START')).toBe('pending');
  });
});
