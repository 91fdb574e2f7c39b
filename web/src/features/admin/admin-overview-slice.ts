/**
 * The console overview's figures (issue 28): today and this week, what to ship, what needs a person, the links.
 *
 *   state.adminOverview = { status, figures, error }
 *
 * The overview page dispatches loadRequested on mount; admin-overview-sagas.ts loads GET /api/admin/overview.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminOverview } from '../../../../application/contracts/admin';

export interface AdminOverviewState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  figures: AdminOverview | null;
  error: string | null;
}

const initialState: AdminOverviewState = { status: 'idle', figures: null, error: null };

const slice = createSlice({
  name: 'adminOverview',
  initialState,
  reducers: {
    /** What was shown stays while the figures are read again. */
    loadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loaded(state, action: PayloadAction<AdminOverview>) {
      state.status = 'loaded';
      state.figures = action.payload;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const adminOverviewActions = slice.actions;
export const adminOverviewReducer = slice.reducer;
