/**
 * The guest order lookup, /orders/lookup (issue 30). Public API:
 *
 *   state.orderLookup: OrderLookupState (below)
 *
 *   orderLookupActions.opened()                               // the page shows: a fresh form
 *   orderLookupActions.closed()                               // the page left: nothing of it is kept (a found order included)
 *   orderLookupActions.lookupRequested({ orderId, phone })    // open the order: the phone proof (POST /api/ecpay/{id}/proof)
 *   orderLookupActions.linkRequested({ orderId, phone })      // mail the order's link (POST /api/orders/send-link)
 *
 * The rest (found, lookupFailed, linkSettled) are the saga's own. A found order is handed to the order page
 * (orderConfirmationActions.handedOver) and `foundOrderId` tells the page to go there.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OrderLookupState {
  lookup: 'idle' | 'finding' | 'failed';
  /** The order proven, for the page to open (once). */
  foundOrderId: string | null;
  /** Why the lookup failed (no match, too many tries, offline), shown above the form. */
  message: string | null;
  link: 'idle' | 'sending' | 'sent' | 'failed';
  /** The server's neutral sentence once sent, or why the request failed (too many tries, offline). */
  linkMessage: string | null;
}

export const initialOrderLookupState: OrderLookupState = { lookup: 'idle', foundOrderId: null, message: null, link: 'idle', linkMessage: null };

export interface OrderLookupRequest {
  orderId: string;
  phone: string;
}

const slice = createSlice({
  name: 'orderLookup',
  initialState: initialOrderLookupState,
  reducers: {
    opened() {
      return initialOrderLookupState;
    },
    closed() {
      return initialOrderLookupState;
    },
    lookupRequested(state, _action: PayloadAction<OrderLookupRequest>) {
      state.lookup = 'finding';
      state.message = null;
    },
    found(state, action: PayloadAction<string>) {
      state.lookup = 'idle';
      state.foundOrderId = action.payload;
    },
    lookupFailed(state, action: PayloadAction<string>) {
      state.lookup = 'failed';
      state.message = action.payload;
    },
    linkRequested(state, _action: PayloadAction<OrderLookupRequest>) {
      state.link = 'sending';
      state.linkMessage = null;
    },
    linkSettled(state, action: PayloadAction<{ sent: boolean; message: string }>) {
      state.link = action.payload.sent ? 'sent' : 'failed';
      state.linkMessage = action.payload.message;
    },
  },
});

export const orderLookupActions = slice.actions;
export const orderLookupReducer = slice.reducer;
