/**
 * The staff console's 'payments that need a person' card (issue #9).
 *
 *   state.paymentsAttention = { status, items (unresolved only), error, resolving: attemptId[] }
 *
 * Components dispatch loadRequested and resolveRequested(attemptId); the rest is the saga's own.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { PaymentAttentionItem } from '../../../../application/contracts/payments';
import { staffListCaseReducers, type StaffListState } from './staff-list';

/** Staff-only (issue #9): a paid attempt the shop cannot settle alone (application/contracts/payments.ts). */
export type AttentionItem = t.TypeOf<typeof PaymentAttentionItem>;

export interface PaymentsAttentionState extends StaffListState<AttentionItem> {
  resolving: number[];
}

export const initialPaymentsAttentionState: PaymentsAttentionState = { status: 'idle', items: [], error: null, resolving: [] };

const slice = createSlice({
  name: 'paymentsAttention',
  initialState: initialPaymentsAttentionState,
  reducers: {
    // Resolved items are done: the card lists what still needs someone.
    ...staffListCaseReducers<AttentionItem>((item) => !item.resolvedAt),
    resolveRequested(state, action: PayloadAction<number>) {
      if (!state.resolving.includes(action.payload)) state.resolving.push(action.payload);
    },
    resolved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.attemptId !== action.payload);
      state.resolving = state.resolving.filter((id) => id !== action.payload);
    },
    resolveFailed(state, action: PayloadAction<number>) {
      state.resolving = state.resolving.filter((id) => id !== action.payload);
    },
  },
});

export const paymentsAttentionActions = slice.actions;
export const paymentsAttentionReducer = slice.reducer;
