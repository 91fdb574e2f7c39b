/**
 * The marketplace product page (/shopee-product/{itemId}, spec 1 §2, §4, §5):
 *
 *   state.marketplaceProduct = {
 *     itemId: string | null;       // the address's id; null when none was given
 *     status, error: 'missing-id' | 'not-found' | 'failed' | null;
 *     product;                     // GET /api/shopee-products/detail/{itemId}
 *     selection: VariationSelection;   // colour, size, the chosen variation (domain variation-selectors)
 *     mainImage: string | null;    // the large picture: a thumbnail clicked, or the chosen variation's
 *   }
 *
 * The selection rules are the domain's: a single variation is preselected; changing colour clears size and
 * variation; a size picks the matching variation and its picture.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { EMPTY_SELECTION, initialSelection, selectColor, selectSize, selectSpec, type VariationSelection } from '../../domain';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';

export type MarketplaceProductError = 'missing-id' | 'not-found' | 'failed';

export interface MarketplaceProductState {
  itemId: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: MarketplaceProductError | null;
  product: MarketplaceProduct | null;
  selection: VariationSelection;
  mainImage: string | null;
  /** Issue 29: the server painted this item's page from this state; loadRequested for it keeps it (the saga refreshes it). */
  served?: boolean;
}

export const initialMarketplaceProductState: MarketplaceProductState = {
  itemId: null,
  status: 'idle',
  error: null,
  product: null,
  selection: EMPTY_SELECTION,
  mainImage: null,
};

/** The pictures of a product, image_url first, without repeats (all_images may or may not hold it). */
export function productImages(product: Pick<MarketplaceProduct, 'image_url' | 'all_images'>): string[] {
  const sources = [product.image_url ?? '', ...product.all_images.map((image) => image.src)].filter((src) => src !== '');
  return [...new Set(sources)];
}

const slice = createSlice({
  name: 'marketplaceProduct',
  initialState: initialMarketplaceProductState,
  reducers: {
    loadRequested(state, action: PayloadAction<string | null>) {
      if (state.served && state.itemId === action.payload) return;
      return { ...initialMarketplaceProductState, itemId: action.payload, status: 'loading' };
    },
    loaded(state, action: PayloadAction<MarketplaceProduct>) {
      if (String(action.payload.item_id) !== state.itemId) return;
      const product = action.payload;
      state.product = product;
      state.status = 'succeeded';
      state.error = null;
      state.selection = initialSelection(product.variations);
      state.mainImage = state.selection.imageUrl ?? productImages(product)[0] ?? null;
    },
    loadFailed(state, action: PayloadAction<MarketplaceProductError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    colorSelected(state, action: PayloadAction<string>) {
      state.selection = selectColor(state.selection, action.payload);
    },
    sizeSelected(state, action: PayloadAction<string>) {
      if (!state.product) return;
      state.selection = selectSize(state.product.variations, state.selection, action.payload);
      if (state.selection.variation?.image_url) state.mainImage = state.selection.variation.image_url;
    },
    /** The single spec dropdown: the value is the model_id as text ('' clears the choice). */
    specSelected(state, action: PayloadAction<string>) {
      const variation = state.product?.variations.find((candidate) => String(candidate.model_id) === action.payload);
      state.selection = variation ? selectSpec(variation) : EMPTY_SELECTION;
      if (variation?.image_url) state.mainImage = variation.image_url;
    },
    imageSelected(state, action: PayloadAction<string>) {
      state.mainImage = action.payload;
    },
    /** The add button: the saga hands the page's product and model to the shared marketplace add (marketplace-add-sagas). */
    addClicked() {},
  },
});

export const marketplaceProductActions = slice.actions;
export const marketplaceProductReducer = slice.reducer;
