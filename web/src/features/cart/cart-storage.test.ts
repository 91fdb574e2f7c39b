import { cartLine } from '../../../test-support/cart-fixtures';
import { readLocalCart, writeLocalCart } from './cart-storage';

beforeEach(() => localStorage.clear());

describe('local cart (spec 1 §3, §4)', () => {
  it('persists outlet lines only, with the phone, under outletCart', () => {
    writeLocalCart([cartLine({ id: 1 }), cartLine({ id: 2, item_type: 'shopee' })], '0912345678');
    const stored = JSON.parse(localStorage.getItem('outletCart') ?? 'null');
    expect(stored.phone).toBe('0912345678');
    expect(stored.items.map((l: { id: number }) => l.id)).toEqual([1]);
    expect(readLocalCart()?.items.map((l) => l.id)).toEqual([1]);
  });

  it('an empty cart without a phone removes the key', () => {
    localStorage.setItem('outletCart', '{"items":[],"phone":null}');
    writeLocalCart([], null);
    expect(localStorage.getItem('outletCart')).toBeNull();
  });

  it('read errors are only logged, and lines get the spec defaults', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('outletCart', '[1,2]');
    expect(readLocalCart()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    localStorage.setItem('outletCart', JSON.stringify({ items: [{ id: 4, price: '500' }, 'junk'], phone: '' }));
    expect(readLocalCart()).toEqual({ items: [expect.objectContaining({ id: 4, item_id: 4, item_type: 'outlet', title: 'Unknown Item', price: 500, quantity: 1 })], phone: null, guest: false });
  });
});
