import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import { cartLineKey, cartTabCounts, cartTotals, type CartLineIdentity } from '../../domain';

/** What a caller identifies a line by; variant_id may be left out (no variant). */
export type CartIdentity = Pick<CartLineIdentity, 'item_type' | 'item_id'> & { variant_id?: CartLineIdentity['variant_id'] };

export const selectCart = (state: RootState) => state.cart;
export const selectCartLines = (state: RootState) => state.cart.lines;
export const selectCartStatus = (state: RootState) => state.cart.status;
export const selectShopperPhone = (state: RootState) => state.cart.phone;
export const selectCartBusy = (state: RootState) => state.cart.busy;
export const selectCartCount = (state: RootState) => state.cart.lines.length;

export const selectCartTotals = createSelector([selectCartLines], (lines) => cartTotals(lines));
export const selectCartTabCounts = createSelector([selectCartLines], (lines) => cartTabCounts(lines));

const selectCartKeys = createSelector([selectCartLines], (lines) => new Set(lines.map(cartLineKey)));

export const selectIsInCart = (state: RootState, identity: CartIdentity): boolean => selectCartKeys(state).has(cartLineKey(identity));

export const selectIsAdding = (state: RootState, identity: CartIdentity): boolean => state.cart.addingKeys.includes(cartLineKey(identity));
