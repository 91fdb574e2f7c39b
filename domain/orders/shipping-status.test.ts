import { shippingStatusView } from './shipping-status';

describe('shipping status (spec 1 §4, §9)', () => {
  it.each([
    ['pending', 25, 'SHIPPING_PROCESSING', '處理中'],
    ['prepared', 50, 'SHIPPING_PREPARED', '已建立物流單，等待出貨'],
    ['shipped', 75, 'SHIPPING_SHIPPED', '運送中'],
    ['delivered', 100, 'SHIPPING_DELIVERED', '已送達'],
    ['returned', 0, 'SHIPPING_RETURNED', '包裹已退回'],
    ['lost', 0, 'SHIPPING_PROCESSING', '處理中'],
  ])('spec 1 §4: %s -> progress %i, %s', (status, progress, code, label) => {
    expect(shippingStatusView(status)).toMatchObject({ progress, code, label });
  });

  it('spec 1 §4: details show only when the status is not pending', () => {
    expect(shippingStatusView('pending').showDetails).toBe(false);
    expect(shippingStatusView('prepared').showDetails).toBe(true);
    expect(shippingStatusView('delivered').showDetails).toBe(true);
    expect(shippingStatusView('returned').showDetails).toBe(true);
  });

  it('spec 1 §4: no status at all is "any other" (0, processing) with nothing to detail', () => {
    expect(shippingStatusView(null)).toMatchObject({ status: 'other', progress: 0, showDetails: false });
    expect(shippingStatusView('')).toMatchObject({ status: 'other', showDetails: false });
  });

  it('spec 1 §4: values compare case-insensitively', () => {
    expect(shippingStatusView(' Shipped ').progress).toBe(75);
  });
});
