/**
 * The shared cart (spec 1 §4 'Cart'; spec 2 §4). Public API for other features (the product page imports it):
 *
 *   state.cart: CartState = {
 *     status: 'idle' | 'initializing' | 'complete'; lines: CartLine[]; phone: string | null; busy: boolean;
 *     addingKeys: string[];            // cartLineKey(...) of lines being added
 *     lastServerLoadAt: number | null; // epoch ms of the last server load (the sagas' injected clock)
 *     pendingChanges: number;          // running adds, removes, clears and merges (busy = pendingChanges > 0)
 *     revision: number;                // bumped by every finished change; an overlapping server load is stale
 *     error: string | null;
 *   }
 *
 *   cartActions.initRequested()
 *   cartActions.phoneSaved(phone: string)
 *   cartActions.addRequested({ item: CartAddItem, phone: string })
 *       CartAddItem = { item_type: 'outlet' | 'shopee'; item_id: CartId; variant_id?: CartId | null; title; price;
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
 * The sagas (cart-sagas.ts and the cart-*-sagas.ts it wires) own every side effect: server calls, localStorage,
 * timers and toasts.
 * addRequested toasts success/failure itself; a caller only dispatches it and reads selectIsAdding/selectIsInCart.
 * cartAddItemFromOutlet(item) (cart-add-item.ts) builds the CartAddItem from an outlet list row or detail;
 * cartAddItemFromMarketplace(product, variation) from a marketplace product and its model (variant = model_id).
 * The remaining actions (phoneRestored, removeSettled, clearSettled, busyStarted, busyEnded, mergeRequested,
 * mergeSettled) are the sagas' own: don't dispatch them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastPlace } from '../../shell/ui-slice';
import { cartLineKey, dedupeCartLines, isCheckoutPhone, isConfirmedLine, removeCartLine, type CartId, type CartItemType, type CartLine } from '../../domain';

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
  /** Running adds, removes, clears and merges; busy mirrors pendingChanges > 0. */
  pendingChanges: number;
  /** Bumped by every finished change (add, remove, clear): a server load that overlapped one is stale. */
  revision: number;
  error: string | null;
}

/** What a merge did (cart-merge-sagas.ts): merged (with the server's lines when it sent them), skipped or failed. */
export type MergeOutcome = { kind: 'merged'; lines: CartLine[] | null } | { kind: 'skipped' } | { kind: 'failed' };

/** One request to the merge queue: merge the local cart into `phone`'s server cart, which holds serverLines. */
export interface MergeRequest {
  requestId: string;
  phone: string;
  serverLines: CartLine[];
  /**
   * The guest's marketplace (Shopee) lines at sign-in (issue 28): they live in the browser's guest cart on the
   * server, never in outletCart (outlet lines only, spec 1 §4), so the merge takes them from the cart as it stood.
   */
  guestMarketplaceLines?: CartLine[];
}

/** What an add needs of an item (outlet row or detail, marketplace product): the fields of the cart line payload (spec 2 §3). */
export interface CartAddItem {
  item_type: CartItemType;
  item_id: CartId;
  /** Outlet: null (an outlet item is its own variant); shopee: the model_id. */
  variant_id?: CartId | null;
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
  pendingChanges: 0,
  revision: 0,
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
    /** place: where the add was asked for, for its toasts' time (spec 1 §8: 6 s on a product page); default the stack. */
    addRequested(state, action: PayloadAction<{ item: CartAddItem; phone: string; place?: ToastPlace }>) {
      const key = cartLineKey(action.payload.item);
      if (!state.addingKeys.includes(key)) state.addingKeys.push(key);
    },
    /** count is the server's line count; the badge counts lines, so it is informational only. */
    addSucceeded(state, action: PayloadAction<{ line: CartLine; count?: number }>) {
      const { line } = action.payload;
      state.addingKeys = state.addingKeys.filter((key) => key !== cartLineKey(line));
      state.lines = dedupeCartLines([...state.lines, line]);
      state.error = null;
      state.revision += 1;
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
      state.revision += 1;
    },
    clearRequested() {},
    /** The clear finished, even when the call failed (spec 1 §4); confirmed lines stay, as on the server. */
    clearSettled(state) {
      state.lines = state.lines.filter(isConfirmedLine);
      state.revision += 1;
    },
    /** A change began: refreshes are skipped until every running change has ended. */
    busyStarted(state) {
      state.pendingChanges += 1;
      state.busy = true;
    },
    busyEnded(state) {
      state.pendingChanges = Math.max(0, state.pendingChanges - 1);
      state.busy = state.pendingChanges > 0;
    },
    /** Queued for the one merge at a time (an actionChannel in cart-merge-sagas.ts). */
    mergeRequested(_state, _action: PayloadAction<MergeRequest>) {},
    mergeSettled(_state, _action: PayloadAction<{ requestId: string; outcome: MergeOutcome }>) {},
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
