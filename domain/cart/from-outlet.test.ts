import { outletItem } from '../test-support/builders';
import { cartLineFromOutletItem } from './from-outlet';

describe('cart line from an outlet item (spec 2 §3)', () => {
  it("spec 2 §3: item_type is fixed 'outlet', quantity 1, the prices and picture are copied", () => {
    const line = cartLineFromOutletItem(outletItem({ id: 7, title: '外套', price: 1280, discount_price: 640 }));
    expect(line).toMatchObject({ id: 7, item_id: 7, item_type: 'outlet', title: '外套', price: 1280, discount_price: 640, quantity: 1, variant_id: null });
  });

  it('spec 2 §3: sku falls back to the id; display_sku to the sku, then the id', () => {
    expect(cartLineFromOutletItem(outletItem({ id: 7, sku: '', display_sku: '' }))).toMatchObject({ sku: '7', display_sku: '7' });
    expect(cartLineFromOutletItem(outletItem({ id: 7, sku: 'JKT', display_sku: '' }))).toMatchObject({ sku: 'JKT', display_sku: 'JKT' });
    expect(cartLineFromOutletItem(outletItem({ id: 7, sku: 'JKT', display_sku: 'JKT-BLK' }))).toMatchObject({ sku: 'JKT', display_sku: 'JKT-BLK' });
  });
});
