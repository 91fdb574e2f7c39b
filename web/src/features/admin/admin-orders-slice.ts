/**
 * The console's orders (issue 12): the list with its filters, the order page, and the action awaiting confirmation.
 *
 *   state.adminOrders = { list: { filters, status, orders, pagination, error },
 *                         detail: { orderId, status, order, error }, pendingAction, acting }
 *
 * Pages dispatch listRequested(filters) (from the address), orderRequested(orderId), actionOpened(action) (opens the
 * confirm dialog), actionClosed and actionConfirmed; the sagas do the rest.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { AdminOrderDetail, AdminOrderList } from '../../../../application/contracts/admin';

/** The console's wire shapes (application/contracts/admin.ts), decoded by the typed client. */
export type AdminOrderListAnswer = t.TypeOf<typeof AdminOrderList>;
export type AdminOrderRow = AdminOrderListAnswer['orders'][number];
export type AdminOrderPage = t.TypeOf<typeof AdminOrderDetail>;
export type AdminPaging = AdminOrderListAnswer['pagination'];

/** The order list's filters as the address and the form hold them ('' = any). */
export interface OrderFilters {
  status: string;
  source: string;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = { status: '', source: '', from: '', to: '', q: '', page: 1 };

export type OrderAction = { kind: 'shipment' } | { kind: 'mark-delivered' } | { kind: 'refund'; attemptId: number } | { kind: 'end'; to: 'CANCELLED' | 'REFUNDED' };

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AdminOrdersState {
  list: { filters: OrderFilters; status: LoadStatus; orders: AdminOrderRow[]; pagination: AdminPaging | null; error: string | null };
  detail: { orderId: string | null; status: LoadStatus | 'not-found'; order: AdminOrderPage | null; error: string | null };
  pendingAction: OrderAction | null;
  acting: boolean;
}

export const initialAdminOrdersState: AdminOrdersState = {
  list: { filters: EMPTY_ORDER_FILTERS, status: 'idle', orders: [], pagination: null, error: null },
  detail: { orderId: null, status: 'idle', order: null, error: null },
  pendingAction: null,
  acting: false,
};

const slice = createSlice({
  name: 'adminOrders',
  initialState: initialAdminOrdersState,
  reducers: {
    listRequested(state, action: PayloadAction<OrderFilters>) {
      state.list.filters = action.payload;
      state.list.status = 'loading';
      state.list.error = null;
    },
    listLoaded(state, action: PayloadAction<{ orders: AdminOrderRow[]; pagination: AdminPaging }>) {
      state.list.status = 'loaded';
      state.list.orders = action.payload.orders;
      state.list.pagination = action.payload.pagination;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    orderRequested(state, action: PayloadAction<string>) {
      // Another order: forget the one shown, so its facts never stand under the new id.
      if (state.detail.orderId !== action.payload) state.detail.order = null;
      state.detail.orderId = action.payload;
      state.detail.status = 'loading';
      state.detail.error = null;
    },
    orderLoaded(state, action: PayloadAction<AdminOrderPage>) {
      if (state.detail.orderId !== action.payload.order.orderId) return;
      state.detail.status = 'loaded';
      state.detail.order = action.payload;
    },
    orderFailed(state, action: PayloadAction<{ notFound: boolean; message: string }>) {
      state.detail.status = action.payload.notFound ? 'not-found' : 'failed';
      state.detail.error = action.payload.message;
    },
    actionOpened(state, action: PayloadAction<OrderAction>) {
      if (!state.acting) state.pendingAction = action.payload;
    },
    actionClosed(state) {
      if (!state.acting) state.pendingAction = null;
    },
    actionConfirmed(state) {
      if (state.pendingAction) state.acting = true;
    },
    actionSettled(state) {
      state.acting = false;
      state.pendingAction = null;
    },
  },
});

export const adminOrdersActions = slice.actions;
export const adminOrdersReducer = slice.reducer;
