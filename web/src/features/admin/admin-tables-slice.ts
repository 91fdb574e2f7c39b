/**
 * The console's inventory and audit tables (issue 12).
 *
 *   state.adminTables = { inventory: { q, page, status, items, pagination, error },
 *                         audit: { target, page, status, entries, pagination, error } }
 *
 * Pages dispatch inventoryRequested({ q, page }) and auditRequested({ target, page }); the sagas load.
 * Issue 28: staff set a product's category with categorySaveRequested({ sku, category }); every row of the sku
 * takes the saved one, and a refusal stays by the sku's field (inventory.categoryEdits[sku]).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { AdminAuditList, AdminInventoryList } from '../../../../application/contracts/admin';
import type { AdminPaging } from './admin-orders-slice';

export type AdminInventoryAnswer = t.TypeOf<typeof AdminInventoryList>;
export type AdminAuditAnswer = t.TypeOf<typeof AdminAuditList>;

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
/** The category edit of one sku: saving, or refused with the server's words for the field. */
export interface CategoryEdit { saving: boolean; error: string | null }

export interface AdminTablesState {
  inventory: {
    q: string; page: number; status: LoadStatus; items: AdminInventoryAnswer['items']; pagination: AdminPaging | null; error: string | null;
    /** A category being saved or refused, by sku (absent: nothing pending). */
    categoryEdits: Record<string, CategoryEdit>;
  };
  audit: { target: string; page: number; status: LoadStatus; entries: AdminAuditAnswer['entries']; pagination: AdminPaging | null; error: string | null };
}

export const initialAdminTablesState: AdminTablesState = {
  inventory: { q: '', page: 1, status: 'idle', items: [], pagination: null, error: null, categoryEdits: {} },
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
    categorySaveRequested(state, action: PayloadAction<{ sku: string; category: string | null }>) {
      state.inventory.categoryEdits[action.payload.sku] = { saving: true, error: null };
    },
    categorySaved(state, action: PayloadAction<{ sku: string; category: string | null }>) {
      const { sku, category } = action.payload;
      for (const item of state.inventory.items) if (item.sku === sku) item.category = category;
      delete state.inventory.categoryEdits[sku];
    },
    categoryFailed(state, action: PayloadAction<{ sku: string; error: string }>) {
      state.inventory.categoryEdits[action.payload.sku] = { saving: false, error: action.payload.error };
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
