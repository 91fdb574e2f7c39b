/**
 * The shared cart (spec 1 §4 'Cart'; spec 2 §4). Public API for other features (the product page imports it):
 *
 *   state.cart: CartState = {
 *     status: 'idle' | 'initializing' | 'complete'; lines: CartLine[]; phone: string | null; busy: boolean;
 *     addingKeys: string[];            // cartLineKey(...) of lines being added
 *     lastServerLoadAt: number | null; // epoch ms of the last server load
 *     error: string | null;
 *   }
 *
 *   cartActions.initRequested()
 *   cartActions.phoneSaved(phone: string)
 *   cartActions.addRequested({ item: CartAddItem, phone: string })
 *       CartAddItem = { item_type: 'outlet'; item_id: number; variant_id?: number | null; title; price;
 *                       discount_price; image_url; sku; display_sku; variant_details }
 *   cartActions.addSucceeded({ line: CartLine; count?: number })
 *   cartActions.addFailed({ key: string; message: string })      // key = cartLineKey(item)
 *   cartActions.removeRequested({ line: CartLine })
 *   cartActions.clearRequested()
 *   cartActions.cartUpdated()                                     // the external 'cartUpdated' event
 *   cartActions.refreshRequested()
 *   cartActions.loaded({ lines: CartLine[]; at: number })
 *   cartActions.loadFailed(message: string)
 *
 *   selectors (cart-selectors.ts): selectCartLines, selectCartCount, selectCartTotals, selectShopperPhone,
 *   selectIsInCart(state, identity), selectIsAdding(state, identity), selectCartStatus
 *   (identity = { item_type, item_id, variant_id? }, compared with the domain's cartLineKey).
 *
 * The sagas (cart-sagas.ts) own every side effect: server calls, localStorage, timers and toasts.
 * addRequested toasts success/failure itself; a caller only dispatches it and reads selectIsAdding/selectIsInCart.
 * cartAddItemFromOutlet(item) (cart-add-item.ts) builds the CartAddItem from an outlet list row or detail.
 * The remaining actions (phoneRestored, removeSettled, clearSettled, busySet) are the sagas' own: don't dispatch them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartLineKey, dedupeCartLines, isCheckoutPhone, isConfirmedLine, removeCartLine, type CartLine } from '../../domain';

export type CartStatus = 'idle' | 'initializing' | 'complete';

export interface CartState {
  status: CartStatus;
  lines: CartLine[];
  phone: string | null;
  /** An add, remove, clear or merge is running: refreshes are skipped meanwhile (spec 1 §4). */
  busy: boolean;
  /** cartLineKey() of each line being added: its button shows a spinner. */
  addingKeys: string[];
  /** Epoch ms of the last server load; loads closer than 2 s to it are skipped. */
  lastServerLoadAt: number | null;
  error: string | null;
}

/** What an add needs of an outlet item (list row or detail): the fields of the cart line payload (spec 2 §3). */
export interface CartAddItem {
  item_type: 'outlet';
  item_id: number;
  variant_id?: number | null;
  title: string;
  price: number;
  discount_price: number;
  image_url: string | null;
  sku: string;
  display_sku: string;
  variant_details: string | null;
}

export const initialCartState: CartState = {
  status: 'idle',
  lines: [],
  phone: null,
  busy: false,
  addingKeys: [],
  lastServerLoadAt: null,
  error: null,
};

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The shell mounted: the saga restores the phone and loads the cart once. */
    initRequested(state) {
      if (state.status === 'idle') state.status = 'initializing';
    },
    /** The shopper gave a phone: it becomes the cart's owner; the saga saves it, merges and loads. */
    phoneSaved(state, action: PayloadAction<string>) {
      const phone = action.payload.trim();
      if (isCheckoutPhone(phone)) state.phone = phone;
    },
    /** The saga's own phone change (restored at start, or adopted by an add): no merge is triggered by it. */
    phoneRestored(state, action: PayloadAction<string>) {
      state.phone = action.payload;
    },
    addRequested(state, action: PayloadAction<{ item: CartAddItem; phone: string }>) {
      const key = cartLineKey(action.payload.item);
      if (!state.addingKeys.includes(key)) state.addingKeys.push(key);
    },
    /** count is the server's line count; the badge counts lines, so it is informational only. */
    addSucceeded(state, action: PayloadAction<{ line: CartLine; count?: number }>) {
      const { line } = action.payload;
      state.addingKeys = state.addingKeys.filter((key) => key !== cartLineKey(line));
      state.lines = dedupeCartLines([...state.lines, line]);
      state.error = null;
    },
    addFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.addingKeys = state.addingKeys.filter((key) => key !== action.payload.key);
      state.error = action.payload.message;
    },
    /** The saga checks the confirmed rule and calls the server; the line leaves on removeSettled. */
    removeRequested(_state, _action: PayloadAction<{ line: CartLine }>) {},
    /** The remove finished, on the server or not: a failed remove still updates the local cart (spec 1 §4). */
    removeSettled(state, action: PayloadAction<{ line: CartLine }>) {
      const outcome = removeCartLine(state.lines, action.payload.line);
      if (outcome.ok) state.lines = outcome.lines;
    },
    clearRequested() {},
    /** The clear finished, even when the call failed (spec 1 §4); confirmed lines stay, as on the server. */
    clearSettled(state) {
      state.lines = state.lines.filter(isConfirmedLine);
    },
    busySet(state, action: PayloadAction<boolean>) {
      state.busy = action.payload;
    },
    /** Something outside the cart changed it (window 'cartUpdated'): a refresh follows, debounced 1 s. */
    cartUpdated() {},
    refreshRequested() {},
    /** at: when the server answered; null for a cart read from local storage. */
    loaded(state, action: PayloadAction<{ lines: CartLine[]; at: number | null }>) {
      state.lines = dedupeCartLines(action.payload.lines);
      state.status = 'complete';
      state.error = null;
      if (action.payload.at !== null) state.lastServerLoadAt = action.payload.at;
    },
    loadFailed(state, action: PayloadAction<string>) {
      // A failed load still ends initialisation: the page shows what it has rather than spinning forever.
      state.status = 'complete';
      state.error = action.payload;
    },
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
