import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import { isMarketplaceAddDisabled, type MarketplaceAddInput } from '../../domain';
import { selectIsAdding, selectIsInCart, selectShopperPhone } from '../cart/cart-selectors';

export const selectMarketplaceProductState = (state: RootState) => state.marketplaceProduct;
export const selectMarketplaceProduct = (state: RootState) => state.marketplaceProduct.product;
export const selectMarketplaceSelection = (state: RootState) => state.marketplaceProduct.selection;

/** A product needs a variation chosen when it has any (spec 1 §5); has_variations without a list cannot be added. */
export const selectNeedsVariation = createSelector([selectMarketplaceProduct], (product) =>
  Boolean(product && (product.has_variations || product.variations.length > 0)),
);

/** What the domain's add rule reads (marketplaceAddCheck / isMarketplaceAddDisabled). */
export const selectMarketplaceAddInput = createSelector(
  [selectShopperPhone, selectMarketplaceProduct, selectMarketplaceSelection, selectNeedsVariation],
  (phone, product, selection, hasVariations): MarketplaceAddInput | null =>
    product ? { phone, hasVariations, selected: selection.variation, productStock: product.stock } : null,
);

/** The stock the page states: the chosen variation's, else (no variations) the product's; null while undecided. */
export const selectMarketplaceStock = createSelector([selectMarketplaceAddInput], (input) => {
  if (!input) return null;
  if (!input.hasVariations) return input.productStock;
  return input.selected ? input.selected.stock : null;
});

/** The cart identity of what the page would add: shopee, the item, the chosen model. */
function identityOf(state: RootState) {
  const { product, selection } = state.marketplaceProduct;
  if (!product) return null;
  return { item_type: 'shopee' as const, item_id: product.item_id, variant_id: selection.variation ? selection.variation.model_id : null };
}

export type MarketplaceAddState = 'add' | 'disabled' | 'adding' | 'in-cart';

export function selectMarketplaceAddState(state: RootState): MarketplaceAddState | null {
  const input = selectMarketplaceAddInput(state);
  const identity = identityOf(state);
  if (!input || !identity) return null;
  if (selectIsAdding(state, identity)) return 'adding';
  if ((!input.hasVariations || input.selected) && selectIsInCart(state, identity)) return 'in-cart';
  return isMarketplaceAddDisabled(input) ? 'disabled' : 'add';
}
