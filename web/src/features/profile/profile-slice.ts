/**
 * /profile (spec 1 §2 '/profile'). Public API:
 *
 *   state.profile = { recent: { status, orders, error }, edit: DialogState, password: DialogState }
 *
 *   profileActions.opened()                               // load the 3 latest orders
 *   profileActions.editOpened() / editClosed() / profileSubmitted(form)
 *   profileActions.passwordOpened() / passwordClosed() / passwordSubmitted(form)
 *
 * The sagas own the calls and the snackbar (ui toasts, 4 s); *Settled and recent* are theirs.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordForm, ProfileForm } from '../../domain';
import type { CustomerOrder } from '../order-history/history-api';

export interface ProfileDialogState {
  open: boolean;
  submitting: boolean;
  /** The server's refusal (or the default text), shown in the dialog too. */
  error: string | null;
}

export interface ProfileState {
  recent: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; orders: CustomerOrder[]; error: string | null };
  edit: ProfileDialogState;
  password: ProfileDialogState;
}

const closedDialog: ProfileDialogState = { open: false, submitting: false, error: null };

export const initialProfileState: ProfileState = {
  recent: { status: 'idle', orders: [], error: null },
  edit: closedDialog,
  password: closedDialog,
};

const slice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    opened(state) {
      state.recent.status = 'loading';
      state.recent.error = null;
    },
    recentLoaded(state, action: PayloadAction<CustomerOrder[]>) {
      state.recent = { status: 'succeeded', orders: action.payload, error: null };
    },
    recentFailed(state, action: PayloadAction<string>) {
      state.recent = { status: 'failed', orders: [], error: action.payload };
    },
    editOpened(state) {
      state.edit = { ...closedDialog, open: true };
    },
    editClosed(state) {
      state.edit = closedDialog;
    },
    profileSubmitted(state, _action: PayloadAction<ProfileForm>) {
      state.edit.submitting = true;
      state.edit.error = null;
    },
    profileSettled(state, action: PayloadAction<{ ok: boolean; error?: string }>) {
      state.edit = action.payload.ok ? closedDialog : { open: state.edit.open, submitting: false, error: action.payload.error ?? null };
    },
    passwordOpened(state) {
      state.password = { ...closedDialog, open: true };
    },
    passwordClosed(state) {
      state.password = closedDialog;
    },
    passwordSubmitted(state, _action: PayloadAction<ChangePasswordForm>) {
      state.password.submitting = true;
      state.password.error = null;
    },
    passwordSettled(state, action: PayloadAction<{ ok: boolean; error?: string }>) {
      state.password = action.payload.ok ? closedDialog : { open: state.password.open, submitting: false, error: action.payload.error ?? null };
    },
  },
});

export const profileActions = slice.actions;
export const profileReducer = slice.reducer;
