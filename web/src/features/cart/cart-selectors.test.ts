import { rootReducer, type RootState } from '../../app/root-reducer';
import { cartLine } from '../../../test-support/cart-fixtures';
import { selectCartCount, selectCartTabCounts, selectCartTotals, selectIsAdding, selectIsInCart } from './cart-selectors';
import { cartActions } from './cart-slice';

function stateWith(...actions: Parameters<typeof rootReducer>[1][]): RootState {
  return actions.reduce(rootReducer, rootReducer(undefined, { type: '@@init' }));
}

describe('cart selectors', () => {
  const lines = [cartLine({ id: 1, item_id: 10, discount_price: 600 }), cartLine({ id: 2, item_id: 20, item_type: 'shopee', discount_price: 1152 })];
  const state = stateWith(cartActions.loaded({ lines, at: null }));

  it('count, totals and tab counts come from the lines', () => {
    expect(selectCartCount(state)).toBe(2);
    expect(selectCartTotals(state)).toEqual({ itemCount: 2, total: 1752 });
    expect(selectCartTabCounts(state)).toEqual({ all: 2, outlet: 1, shopee: 1 });
  });

  it('identity is type + item id + variant; ids compare as text', () => {
    expect(selectIsInCart(state, { item_type: 'outlet', item_id: 10 })).toBe(true);
    expect(selectIsInCart(state, { item_type: 'outlet', item_id: '10', variant_id: null })).toBe(true);
    expect(selectIsInCart(state, { item_type: 'shopee', item_id: 10 })).toBe(false);
    expect(selectIsInCart(state, { item_type: 'outlet', item_id: 10, variant_id: 3 })).toBe(false);
  });

  it('an item is adding while its add runs', () => {
    const item = { item_type: 'outlet' as const, item_id: 5, title: 'x', price: 1, discount_price: 1, image_url: null, sku: 's', display_sku: 's', variant_details: null };
    const adding = stateWith(cartActions.addRequested({ item, phone: '0912345678' }));
    expect(selectIsAdding(adding, { item_type: 'outlet', item_id: 5 })).toBe(true);
    expect(selectIsAdding(adding, { item_type: 'outlet', item_id: 6 })).toBe(false);
  });
});
