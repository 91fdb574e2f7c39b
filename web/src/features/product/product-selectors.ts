import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/root-reducer';
import {
  availability,
  availableVariantChips,
  detailAddButtonState,
  detailStock,
  parseOutletImages,
  type OutletImage,
  type OutletListItem,
} from '../../domain';
import { selectIsAdding, selectIsInCart, type CartIdentity } from '../cart/cart-selectors';
import { cartAddItemFromOutlet } from '../cart/cart-add-item';
import type { CartAddItem } from '../cart/cart-slice';

export const selectProduct = (state: RootState) => state.product;
export const selectProductId = (state: RootState) => state.product.id;
export const selectProductStatus = (state: RootState) => state.product.status;
export const selectProductError = (state: RootState) => state.product.error;
export const selectPhoneDialogOpen = (state: RootState) => state.product.phoneDialogOpen;
const selectListItem = (state: RootState) => state.product.listItem;
const selectDetail = (state: RootState) => state.product.detail;
const selectVariants = (state: RootState) => state.product.variants;

/** What the page shows: the detail where it answered, else the list row it was found as. */
export interface ProductView {
  id: number;
  sku: string;
  title: string;
  variant_details: string;
  display_sku: string;
  price: number;
  discount_price: number;
  image_url: string;
  /** all_images in position order; the image_url alone when there are none. */
  images: OutletImage[];
  description: string;
  stock: number;
}

export const selectProductView = createSelector([selectListItem, selectDetail], (listItem, detail): ProductView | null => {
  const base = detail ?? listItem;
  if (!base) return null;
  // The detail "fills a missing image" (spec 2 §7): either source may be the one that has it.
  const imageUrl = detail?.image_url || listItem?.image_url || '';
  return {
    id: base.id,
    sku: base.sku,
    title: base.title,
    variant_details: base.variant_details,
    display_sku: base.display_sku,
    price: base.price,
    discount_price: base.discount_price,
    image_url: imageUrl,
    images: parseOutletImages(detail?.all_images, imageUrl),
    description: detail?.description ?? '',
    // The detail is fresher than a list row that may be a minute old.
    stock: detail ? detailStock(detail) : listItem ? availability(listItem) : 0,
  };
});

/**
 * 'Available options' (spec 2 §5): only variants with stock above 0. A product that is its only variant
 * gets no chips, as on the list cards: one chip repeating the product says nothing.
 */
export const selectAvailableOptions = createSelector([selectVariants], (variants) =>
  variants.length < 2 ? [] : availableVariantChips(variants),
);

/** The row for an id the store already holds: the outlet list first, then the product's own variants. */
export function selectKnownListItem(state: RootState, id: number): OutletListItem | undefined {
  return state.outlet.items.find((item) => item.id === id) ?? state.product.variants.find((item) => item.id === id);
}

/** The outlet list's rows of a sku, to show chips before GET /variants answers. */
export function selectListSiblings(state: RootState, sku: string): OutletListItem[] {
  return state.outlet.items.filter((item) => item.sku === sku);
}

/** The page's one item as the cart identifies it (an outlet item is its own variant). */
export const selectProductCartIdentity = createSelector([selectProductId], (id): CartIdentity | null =>
  id === null ? null : { item_type: 'outlet', item_id: id, variant_id: null },
);

/** The add payload, built by the cart's own outlet mapping (sku and display_sku fallbacks of spec 2 §3). */
export const selectProductCartItem = createSelector([selectProductView], (view): CartAddItem | null =>
  view ? cartAddItemFromOutlet(view) : null,
);

/** detailAddButtonState over the page's stock and the cart (spec 2 §5); null before the product is known. */
export function selectProductAddState(state: RootState) {
  const view = selectProductView(state);
  const identity = selectProductCartIdentity(state);
  if (!view || !identity) return null;
  return detailAddButtonState({ stock: view.stock, inCart: selectIsInCart(state, identity), adding: selectIsAdding(state, identity) });
}
