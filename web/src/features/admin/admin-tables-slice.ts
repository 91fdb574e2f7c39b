/**
 * The console's inventory and audit tables (issue 12).
 *
 *   state.adminTables = { inventory: { q, page, status, items, pagination, error },
 *                         audit: { target, page, status, entries, pagination, error } }
 *
 * Pages dispatch inventoryRequested({ q, page }) and auditRequested({ target, page }); the sagas load.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { AdminAuditList, AdminInventoryList } from '../../../../application/contracts/admin';
import type { AdminPaging } from './admin-orders-slice';

export type AdminInventoryAnswer = t.TypeOf<typeof AdminInventoryList>;
export type AdminAuditAnswer = t.TypeOf<typeof AdminAuditList>;

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AdminTablesState {
  inventory: { q: string; page: number; status: LoadStatus; items: AdminInventoryAnswer['items']; pagination: AdminPaging | null; error: string | null };
  audit: { target: string; page: number; status: LoadStatus; entries: AdminAuditAnswer['entries']; pagination: AdminPaging | null; error: string | null };
}

export const initialAdminTablesState: AdminTablesState = {
  inventory: { q: '', page: 1, status: 'idle', items: [], pagination: null, error: null },
  audit: { target: '', page: 1, status: 'idle', entries: [], pagination: null, error: null },
};

const slice = createSlice({
  name: 'adminTables',
  initialState: initialAdminTablesState,
  reducers: {
    inventoryRequested(state, action: PayloadAction<{ q: string; page: number }>) {
      Object.assign(state.inventory, action.payload, { status: 'loading', error: null });
    },
    inventoryLoaded(state, action: PayloadAction<AdminInventoryAnswer>) {
      Object.assign(state.inventory, { status: 'loaded', items: action.payload.items, pagination: action.payload.pagination });
    },
    inventoryFailed(state, action: PayloadAction<string>) {
      Object.assign(state.inventory, { status: 'failed', error: action.payload });
    },
    auditRequested(state, action: PayloadAction<{ target: string; page: number }>) {
      Object.assign(state.audit, action.payload, { status: 'loading', error: null });
    },
    auditLoaded(state, action: PayloadAction<AdminAuditAnswer>) {
      Object.assign(state.audit, { status: 'loaded', entries: action.payload.entries, pagination: action.payload.pagination });
    },
    auditFailed(state, action: PayloadAction<string>) {
      Object.assign(state.audit, { status: 'failed', error: action.payload });
    },
  },
});

export const adminTablesActions = slice.actions;
export const adminTablesReducer = slice.reducer;
