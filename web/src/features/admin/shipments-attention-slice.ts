/**
 * The staff console's 'shipments that need a person' card (issue 12).
 *
 *   state.shipmentsAttention = { status, items, error }
 *
 * The card dispatches loadRequested; the rest is the saga's own. Read only: staff act on the order page.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { AdminShipmentAttentionItem } from '../../../../application/contracts/admin';

/** A shipment that needs a person (issue 12; application/contracts/admin.ts). */
export type ShipmentAttentionItem = t.TypeOf<typeof AdminShipmentAttentionItem>;

export interface ShipmentsAttentionState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: ShipmentAttentionItem[];
  error: string | null;
}

export const initialShipmentsAttentionState: ShipmentsAttentionState = { status: 'idle', items: [], error: null };

const slice = createSlice({
  name: 'shipmentsAttention',
  initialState: initialShipmentsAttentionState,
  reducers: {
    loadRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loaded(state, action: PayloadAction<ShipmentAttentionItem[]>) {
      state.status = 'loaded';
      state.items = action.payload;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const shipmentsAttentionActions = slice.actions;
export const shipmentsAttentionReducer = slice.reducer;
