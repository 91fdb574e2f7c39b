/**
 * The staff session (spec 1 §4 'Staff session'): token in localStorage authToken with appAuthenticated,
 * userId and userName; verified with GET /api/auth/me on start (an invalid token clears them). Logout is local.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { StaffUser as StaffUserCodec } from '../../../../application/contracts/accounts';

/** A staff member as the API shows it (application/contracts/accounts.ts StaffUser). */
export type StaffUser = t.TypeOf<typeof StaffUserCodec>;

export type StaffStatus = 'unknown' | 'checking' | 'authenticated' | 'anonymous';

export interface StaffState {
  status: StaffStatus;
  user: StaffUser | null;
  busy: boolean;
  error: string | null;
}

export interface StaffLoginRequest {
  email: string;
  password: string;
}

export interface StaffRegisterRequest extends StaffLoginRequest {
  name: string;
  secretCode: string;
}

export const initialStaffState: StaffState = { status: 'unknown', user: null, busy: false, error: null };

const staffSlice = createSlice({
  name: 'staff',
  initialState: initialStaffState,
  reducers: {
    checkingStarted(state) {
      state.status = 'checking';
    },
    startedAnonymous(state) {
      state.status = 'anonymous';
      state.user = null;
    },
    loginRequested(state, _action: PayloadAction<StaffLoginRequest>) {
      state.busy = true;
      state.error = null;
    },
    registerRequested(state, _action: PayloadAction<StaffRegisterRequest>) {
      state.busy = true;
      state.error = null;
    },
    loggedIn(state, action: PayloadAction<StaffUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.busy = false;
      state.error = null;
    },
    failed(state, action: PayloadAction<string>) {
      state.busy = false;
      state.error = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
    logoutRequested(state) {
      state.status = 'anonymous';
      state.user = null;
    },
  },
});

export const staffActions = staffSlice.actions;
export const staffReducer = staffSlice.reducer;
