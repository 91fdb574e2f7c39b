import { addButtonState, addButtonView, detailAddButtonState, lowStockWarning, stockLabel, type AddButtonInput } from './stock-labels';

describe('stock labels (spec 2 §9)', () => {
  it("spec 2 §9: 'Limited stock - buy soon!' when available_count is between 1 and 3", () => {
    expect(lowStockWarning(1)).toEqual({ code: 'LOW_STOCK', text: '庫存有限，要買要快！' });
    expect(lowStockWarning(3)?.code).toBe('LOW_STOCK');
    expect(lowStockWarning(0)).toBeNull();
    expect(lowStockWarning(4)).toBeNull();
  });

  it("spec 2 §9: 'Remaining {n}' or 'Out of stock'", () => {
    expect(stockLabel(5)).toEqual({ code: 'STOCK_REMAINING', count: 5, text: '剩餘 5 件' });
    expect(stockLabel(0)).toEqual({ code: 'OUT_OF_STOCK', count: 0, text: '已售完' });
    expect(stockLabel(-3).code).toBe('OUT_OF_STOCK');
    expect(stockLabel(Number.NaN).code).toBe('OUT_OF_STOCK');
  });
});

describe('add button of an outlet card (spec 2 §4)', () => {
  const base: AddButtonInput = { variantCount: 1, selectedAvailable: 2, groupAvailable: 2, inCart: false, adding: false };

  it("spec 2 §4: 'Add to cart' normally", () => {
    expect(addButtonState(base)).toBe('add');
    expect(addButtonView('add')).toEqual({ code: 'ADD_TO_CART', text: '加入購物車', disabled: false });
  });

  it("spec 2 §4: 'Please select a variant' (disabled) when several variants and none chosen", () => {
    expect(addButtonState({ ...base, variantCount: 3, selectedAvailable: null, groupAvailable: 4 })).toBe('select-variant');
    expect(addButtonView('select-variant').disabled).toBe(true);
  });

  it("spec 2 §4: 'Already in cart' when the item is in the cart, even with nothing left to sell", () => {
    expect(addButtonState({ ...base, inCart: true })).toBe('in-cart');
    expect(addButtonState({ ...base, inCart: true, selectedAvailable: 0, groupAvailable: 0 })).toBe('in-cart');
    expect(addButtonView('in-cart')).toMatchObject({ code: 'ALREADY_IN_CART', disabled: true });
  });

  it('spec 2 §4: a spinner while that item is being added', () => {
    expect(addButtonState({ ...base, adding: true, inCart: true })).toBe('adding');
    expect(addButtonView('adding').disabled).toBe(true);
  });

  it('spec 2 §4: disabled when availability is zero', () => {
    expect(addButtonState({ ...base, selectedAvailable: 0 })).toBe('sold-out');
    expect(addButtonState({ ...base, variantCount: 3, selectedAvailable: null, groupAvailable: 0 })).toBe('sold-out');
    expect(addButtonView('sold-out')).toMatchObject({ code: 'OUT_OF_STOCK', disabled: true });
  });

  it('spec 2 §4: only the add state can be pressed', () => {
    for (const state of ['add', 'select-variant', 'in-cart', 'adding', 'sold-out'] as const) {
      expect(addButtonView(state).disabled).toBe(state !== 'add');
    }
  });
});

describe('product page add button (spec 2 §5)', () => {
  it('spec 2 §5: disabled when stock is 0 or less, while adding, or already in the cart', () => {
    expect(detailAddButtonState({ stock: 2, inCart: false, adding: false })).toBe('add');
    expect(detailAddButtonState({ stock: 0, inCart: false, adding: false })).toBe('sold-out');
    expect(detailAddButtonState({ stock: -1, inCart: false, adding: false })).toBe('sold-out');
    expect(detailAddButtonState({ stock: 2, inCart: false, adding: true })).toBe('adding');
    expect(detailAddButtonState({ stock: 2, inCart: true, adding: false })).toBe('in-cart');
  });
});
