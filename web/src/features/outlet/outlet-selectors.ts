import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import { selectCartLines } from '../cart/cart-selectors';
import {
  availability,
  cartLineKey,
  categoryGroups,
  defaultVariant,
  groupBySku,
  searchGroups,
  sortGroups,
  visibleGroups,
  type OutletListItem,
  type OutletProductGroup,
} from '../../domain';

export const selectOutlet = (state: RootState) => state.outlet;
export const selectOutletItems = (state: RootState) => state.outlet.items;
export const selectOutletSearch = (state: RootState) => state.outlet.search;
export const selectOutletSort = (state: RootState) => state.outlet.sort;
export const selectOutletCategory = (state: RootState) => state.outlet.category;
export const selectOutletStatus = (state: RootState) => state.outlet.status;
export const selectOutletRefreshing = (state: RootState) => state.outlet.refreshing;
export const selectHasOutletItems = (state: RootState) => state.outlet.items.length > 0;

/** Outlet item ids in the cart: a sold-out card stays visible while the shopper holds one of its items. */
const selectOutletIdsInCart = createSelector([selectCartLines], (lines) => {
  const keys = new Set(lines.map(cartLineKey));
  return (itemId: number) => keys.has(cartLineKey({ item_type: 'outlet', item_id: itemId, variant_id: null }));
});

// Three stages, each memoised on its own inputs: typing in the search box regroups nothing,
// and changing the sort re-runs only the sort.
const selectGroups = createSelector([selectOutletItems, selectOutletIdsInCart], (items, inCart) => visibleGroups(groupBySku(items), inCart));
const selectFiledGroups = createSelector([selectGroups, selectOutletCategory], (groups, category) => categoryGroups(groups, category));
const selectSearchedGroups = createSelector([selectFiledGroups, selectOutletSearch], (groups, search) => searchGroups(groups, search));

/** The product cards on screen: groupBySku -> visibleGroups -> categoryGroups -> searchGroups -> sortGroups. */
export const selectVisibleOutletGroups = createSelector([selectSearchedGroups, selectOutletSort], (groups, sort) =>
  sortGroups(groups, sort),
);

export const selectVisibleOutletCount = (state: RootState) => selectVisibleOutletGroups(state).length;

/** The load error is shown only while nothing is loaded (spec 2 §8); later failures keep the cards. */
export const selectOutletLoadError = (state: RootState) =>
  state.outlet.status === 'failed' && state.outlet.items.length === 0 ? state.outlet.error : null;

export const selectChosenVariantId = (state: RootState, sku: string): number | undefined => state.outlet.selectedVariantBySku[sku];

/**
 * The variant a card shows: the shopper's choice while it is still in the group and available
 * (a refresh can sell it out), otherwise the domain's default variant.
 */
export function resolveSelectedVariant(group: OutletProductGroup, chosenId: number | undefined): OutletListItem | undefined {
  const chosen = chosenId === undefined ? undefined : group.variants.find((variant) => variant.id === chosenId);
  if (chosen && availability(chosen) > 0) return chosen;
  return defaultVariant(group);
}

export const selectReserveItem = (state: RootState) => state.outlet.reserveItem;
