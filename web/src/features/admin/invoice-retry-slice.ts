/**
 * The console's e-invoice retry (issue 30): the list itself is a staff list (staff-lists.ts, invoiceProblems); this
 * holds which orders' retries are on their way, so their buttons spin.
 *
 *   state.invoiceRetry = { retrying: orderId[] }
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface InvoiceRetryState {
  retrying: string[];
}

const initialState: InvoiceRetryState = { retrying: [] };

const slice = createSlice({
  name: 'invoiceRetry',
  initialState,
  reducers: {
    retryRequested(state, action: PayloadAction<string>) {
      if (!state.retrying.includes(action.payload)) state.retrying.push(action.payload);
    },
    retryFinished(state, action: PayloadAction<string>) {
      state.retrying = state.retrying.filter((orderId) => orderId !== action.payload);
    },
  },
});

export const invoiceRetryActions = slice.actions;
export const invoiceRetryReducer = slice.reducer;
