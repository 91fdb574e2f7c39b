import { cartLine } from '../test-support/builders';
import { cartLineKey, cartLineProductPath, sameCartLine, toCartLine, variantChipText, UNKNOWN_ITEM_TITLE } from './cart-line';

describe('cart line (spec 1 §3 "Cart item")', () => {
  it("spec 1 §3: item_type defaults to 'outlet', title to 'Unknown Item', quantity is always 1", () => {
    const line = toCartLine({ id: 5, price: 100, discount_price: 80, quantity: 3 });
    expect(line.item_type).toBe('outlet');
    expect(line.title).toBe(UNKNOWN_ITEM_TITLE);
    expect(line.quantity).toBe(1);
    expect(line.item_id).toBe(5);
  });

  it('spec 1 §3: known fields are kept; unknown item types fall back to outlet; prices become numbers', () => {
    const line = toCartLine({ id: 1, item_id: 9, item_type: 'shopee', title: '外套', price: '1280', discount_price: '1152', variant_id: 77, sku: 'A' });
    expect(line).toMatchObject({ id: 1, item_id: 9, item_type: 'shopee', title: '外套', price: 1280, discount_price: 1152, variant_id: 77, sku: 'A' });
    expect(toCartLine({ id: 1, item_type: 'book', price: 1 }).item_type).toBe('outlet');
    expect(toCartLine({ id: 1, title: '  ', price: 1 }).title).toBe(UNKNOWN_ITEM_TITLE);
    expect(toCartLine({ id: 1, price: 'abc' }).price).toBe(0);
  });

  it('spec 1 §3: a missing discount_price reads as the price (no phantom discount, no free item)', () => {
    expect(toCartLine({ id: 1, price: 500 }).discount_price).toBe(500);
    expect(toCartLine({ id: 1, price: 500, discount_price: 0 }).discount_price).toBe(0);
  });

  it('spec 1 §3: identity is item_type + item_id + variant_id (or none)', () => {
    const a = cartLine({ id: 1, item_id: 10, variant_id: null });
    expect(sameCartLine(a, { item_type: 'outlet', item_id: 10, variant_id: undefined })).toBe(true);
    expect(sameCartLine(a, { item_type: 'outlet', item_id: '10', variant_id: null })).toBe(true);
    expect(sameCartLine(a, { item_type: 'shopee', item_id: 10, variant_id: null })).toBe(false);
    expect(sameCartLine(a, { item_type: 'outlet', item_id: 10, variant_id: 3 })).toBe(false);
    expect(sameCartLine(a, { item_type: 'outlet', item_id: 11, variant_id: null })).toBe(false);
    expect(cartLineKey(a)).toBe('outlet:10:');
  });

  it("spec 2 §2.3: the variant chip is omitted when the variant is 'Default'", () => {
    expect(variantChipText({ variant_details: 'Default' })).toBeNull();
    expect(variantChipText({ variant_details: null })).toBeNull();
    expect(variantChipText({ variant_details: '黑色 / M' })).toBe('黑色 / M');
  });

  it('spec 2 §2.3: titles link to /product/{id} for outlet and /shopee-product/{id} for Shopee lines', () => {
    expect(cartLineProductPath({ item_type: 'outlet', item_id: 7, id: 1 })).toBe('/product/7');
    expect(cartLineProductPath({ item_type: 'shopee', item_id: 99, id: 1 })).toBe('/shopee-product/99');
  });
});
