import { orderSourceBadge, orderSourceOf } from './order-source';

describe('order source badge (spec 1 §4)', () => {
  it("spec 1 §4: outlet = success, shopee = warning, shopify = info, mixed = primary labelled 'mixed order'", () => {
    expect(orderSourceBadge('outlet')).toMatchObject({ intent: 'success', code: 'SOURCE_OUTLET' });
    expect(orderSourceBadge('shopee')).toMatchObject({ intent: 'warning', code: 'SOURCE_SHOPEE' });
    expect(orderSourceBadge('shopify')).toMatchObject({ intent: 'info', code: 'SOURCE_SHOPIFY' });
    expect(orderSourceBadge('mixed')).toEqual({ intent: 'primary', code: 'SOURCE_MIXED', label: '混合訂單' });
  });

  it('spec 1 §4: an unknown source shows its own text with no intent', () => {
    expect(orderSourceBadge('pos')).toEqual({ intent: 'none', code: null, label: 'pos' });
    expect(orderSourceBadge(null)).toEqual({ intent: 'none', code: null, label: '' });
    expect(orderSourceBadge(' Outlet ').code).toBe('SOURCE_OUTLET');
  });

  it('spec 1 §3: an order of one kind of item is that source; several kinds are mixed', () => {
    expect(orderSourceOf(['outlet', 'outlet'])).toBe('outlet');
    expect(orderSourceOf(['outlet', 'shopee'])).toBe('mixed');
    expect(orderSourceOf([])).toBeNull();
  });
});
