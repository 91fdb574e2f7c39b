import { outletItem } from '../test-support/builders';
import { cartLineFromOutletItem, outletLineVariant, soldOutletVariant } from './from-outlet';

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

describe('outletLineVariant / soldOutletVariant (issue 22: what the packer sees)', () => {
  const jacket = { id: 7, sku: 'OL-JK-1024', variant_details: '黑色 / L', display_sku: 'OL-JK-1024-BK-L' };

  it('the item is the variant: its id, its label as shown, its own SKU', () => {
    expect(outletLineVariant(jacket)).toEqual({ variantId: '7', label: '黑色 / L', sku: 'OL-JK-1024-BK-L' });
  });

  it("an item without variants ('Default', display_sku = sku) has no label and no SKU of its own", () => {
    expect(outletLineVariant({ ...jacket, variant_details: 'Default', display_sku: 'OL-JK-1024' })).toEqual({ variantId: '7', label: null, sku: null });
    expect(outletLineVariant({ ...jacket, variant_details: ' ', display_sku: null })).toEqual({ variantId: '7', label: null, sku: null });
  });

  it('sells the variant recorded at add; a line recorded before issue 22 takes the item as it is now', () => {
    const recorded = { variantId: '7', label: '黑色 / L', sku: 'OL-JK-1024-BK-L' };
    expect(soldOutletVariant(recorded, { ...jacket, variant_details: '黑色 / XL' })).toEqual(recorded);
    expect(soldOutletVariant({ variantId: null, label: null, sku: null }, jacket)).toEqual(recorded);
  });
});
