/**
 * /order-history (spec 1 §2, §4 'Order list'). Public API:
 *
 *   state.orderHistory = { orders, total, page, status, error, expanded, link }
 *
 *   orderHistoryActions.opened()                 // the page mounted: load the current page
 *   orderHistoryActions.pageChanged(page)        // pagination (5 a page)
 *   orderHistoryActions.retryRequested()         // the error's retry button
 *   orderHistoryActions.expandToggled(orderId)
 *   orderHistoryActions.linkDialogOpened() / linkDialogClosed() / linkSubmitted(form)
 *   orderHistoryActions.linkedOrderOpened({ source, orderId })   // /linked-orders/{source}/{id} mounted (issue 22)
 *
 * The sagas (history-sagas.ts) own the calls and timers; loaded/loadFailed/link* results are theirs.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LinkOrderForm } from '../../domain';
import type * as t from 'io-ts';
import type { CustomerOrder as CustomerOrderCodec, CustomerOrderProduct as CustomerOrderProductCodec, LinkedOrderDetails } from '../../../../application/contracts/accounts';
import type { LinkedSource } from './order-paths';

export type { LinkedOrderDetails } from '../../../../application/contracts/accounts';
/** GET /api/customers/orders rows (docs/accounts-contract.md 'CustomerOrder'; application/contracts/accounts.ts). */
export type CustomerOrder = t.TypeOf<typeof CustomerOrderCodec>;
/** A product line of a customer order (spec 1 §3 'Order product line'). */
export type CustomerOrderProduct = t.TypeOf<typeof CustomerOrderProductCodec>;

/** Spec 1 §9: the history shows 5 orders a page; the profile the 3 latest. */
export const HISTORY_PAGE_SIZE = 5;
export const RECENT_ORDERS_LIMIT = 3;

export type HistoryStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface LinkDialogState {
  open: boolean;
  submitting: boolean;
  /** The outcome line of the dialog: the server's (or default) text. */
  result: { ok: boolean; message: string } | null;
}

export interface OrderHistoryState {
  orders: CustomerOrder[];
  total: number;
  page: number;
  status: HistoryStatus;
  error: string | null;
  expanded: string[];
  link: LinkDialogState;
  /** The linked order's details page: which order (source/id), its load and answer. */
  linked: { key: string | null; status: HistoryStatus; details: LinkedOrderDetails | null; error: string | null };
}

export const linkedOrderKey = (source: string, orderId: string) => `${source}/${orderId}`;

export const initialOrderHistoryState: OrderHistoryState = {
  orders: [],
  total: 0,
  page: 1,
  status: 'idle',
  error: null,
  expanded: [],
  link: { open: false, submitting: false, result: null },
  linked: { key: null, status: 'idle', details: null, error: null },
};

const slice = createSlice({
  name: 'orderHistory',
  initialState: initialOrderHistoryState,
  reducers: {
    opened() {},
    pageChanged(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.trunc(action.payload));
    },
    retryRequested() {},
    loadStarted(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ orders: CustomerOrder[]; total: number }>) {
      state.status = 'succeeded';
      state.error = null;
      state.orders = action.payload.orders;
      state.total = action.payload.total;
    },
    /** Spec 1 §4: the message shows, the list is cleared and paging returns to page 1. */
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
      state.orders = [];
      state.total = 0;
      state.page = 1;
      state.expanded = [];
    },
    expandToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.expanded = state.expanded.includes(id) ? state.expanded.filter((other) => other !== id) : [...state.expanded, id];
    },
    linkDialogOpened(state) {
      state.link = { open: true, submitting: false, result: null };
    },
    linkDialogClosed(state) {
      state.link = { open: false, submitting: false, result: null };
    },
    linkSubmitted(state, _action: PayloadAction<LinkOrderForm>) {
      state.link.submitting = true;
      state.link.result = null;
    },
    linkSettled(state, action: PayloadAction<{ ok: boolean; message: string }>) {
      state.link.submitting = false;
      state.link.result = action.payload;
    },
    linkedOrderOpened(state, action: PayloadAction<{ source: LinkedSource; orderId: string }>) {
      state.linked = { key: linkedOrderKey(action.payload.source, action.payload.orderId), status: 'loading', details: null, error: null };
    },
    linkedOrderLoaded(state, action: PayloadAction<{ key: string; details: LinkedOrderDetails }>) {
      if (state.linked.key === action.payload.key) state.linked = { key: action.payload.key, status: 'succeeded', details: action.payload.details, error: null };
    },
    linkedOrderFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      if (state.linked.key === action.payload.key) state.linked = { key: action.payload.key, status: 'failed', details: null, error: action.payload.message };
    },
  },
});

export const orderHistoryActions = slice.actions;
export const orderHistoryReducer = slice.reducer;
