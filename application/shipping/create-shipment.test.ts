import { goodsName } from './create-shipment';
import type { ShipmentOrderFacts } from './shipment-store.port';

const facts = (overrides: Partial<ShipmentOrderFacts> = {}): ShipmentOrderFacts => ({
  orderId: 'ORD-12345678', status: 'PAID', paymentMethod: 'credit_card', totalAmount: 1290, customerName: '王小明', customerPhone: '0912345678',
  storeId: '131386', subType: 'UNIMARTC2C', firstItemTitle: '男款機能防潑水連帽外套', itemCount: 1, firstItemVariantName: null, firstItemVariantSku: null,
  ...overrides,
});

describe('ECPay GoodsName of a shipment (research/ecpay.md: String(50))', () => {
  it('issue 22: names the first line\'s variant (label and own SKU) after its title', () => {
    expect(goodsName(facts({ firstItemVariantName: '黑色 / L', firstItemVariantSku: 'OL-JK-1024-BK-L', itemCount: 2 })))
      .toBe('男款機能防潑水連帽外套 黑色 / L OL-JK-1024-BK-L +1');
  });

  it('a long title gives way to the variant and the count, within 50 characters', () => {
    const name = goodsName(facts({ firstItemTitle: '超'.repeat(60), firstItemVariantName: '黑色 / L', firstItemVariantSku: 'OL-JK-1024-BK-L', itemCount: 3 }));
    expect(name.length).toBeLessThanOrEqual(50);
    expect(name.endsWith(' 黑色 / L OL-JK-1024-BK-L +2')).toBe(true);
  });

  it('a line without a variant (or sold before issue 22) is named by its title, as before', () => {
    expect(goodsName(facts())).toBe('男款機能防潑水連帽外套');
    expect(goodsName(facts({ firstItemTitle: ' ', itemCount: 2 }))).toBe('ORD-12345678 +1');
  });
});
