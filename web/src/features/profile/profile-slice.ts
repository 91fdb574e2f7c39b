/**
 * /profile (spec 1 §2 '/profile'). Public API:
 *
 *   state.profile = { recent: { status, orders, error }, edit: EditDialogState, password: DialogState }
 *
 *   profileActions.opened()                               // load the 3 latest orders
 *   profileActions.editOpened() / editClosed() / profileSubmitted(form + currentPassword when the e-mail changes)
 *   profileActions.passwordOpened() / passwordClosed() / passwordSubmitted(form)
 *
 * The sagas own the calls and the snackbar (ui toasts, 4 s); *Settled and recent* are theirs.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalizeEmail, type ChangePasswordForm, type FieldError, type ProfileForm } from '../../domain';
import type { CustomerOrder } from '../order-history/history-slice';

/** The profile form, plus the current password when (and only when) the e-mail changes (issue 9). */
export type ProfileUpdate = ProfileForm & { currentPassword?: string };

/**
 * Whether the typed e-mail is another address than the account's: the server compares them trimmed and
 * case-folded (it stores addresses lower-cased), so 'Ming@Example.com ' is no change and needs no password.
 */
export function emailDiffers(typed: string, current: string | null | undefined): boolean {
  return normalizeEmail(typed).toLowerCase() !== normalizeEmail(current ?? '').toLowerCase();
}

export interface ProfileDialogState {
  open: boolean;
  submitting: boolean;
  /** The server's refusal (or the default text), shown in the dialog too. */
  error: string | null;
}

export interface EditDialogState extends ProfileDialogState {
  /** The current-password field's refusal: the server's 400 fields.currentPassword (required, or WRONG_PASSWORD). */
  currentPasswordError: FieldError | null;
  /** The server asked for the current password although this browser saw no e-mail change (a stale account copy). */
  passwordDemanded: boolean;
}

export interface ProfileState {
  recent: { status: 'idle' | 'loading' | 'succeeded' | 'failed'; orders: CustomerOrder[]; error: string | null };
  edit: EditDialogState;
  password: ProfileDialogState;
}

/** How a profile save ended: ok, or the dialog's text (error) and/or the current-password field's. */
export interface ProfileOutcome {
  ok: boolean;
  error?: string;
  currentPasswordError?: FieldError;
  passwordDemanded?: boolean;
}

const closedDialog: ProfileDialogState = { open: false, submitting: false, error: null };
const closedEdit: EditDialogState = { ...closedDialog, currentPasswordError: null, passwordDemanded: false };

export const initialProfileState: ProfileState = {
  recent: { status: 'idle', orders: [], error: null },
  edit: closedEdit,
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
      state.edit = { ...closedEdit, open: true };
    },
    editClosed(state) {
      state.edit = closedEdit;
    },
    profileSubmitted(state, _action: PayloadAction<ProfileUpdate>) {
      state.edit.submitting = true;
      state.edit.error = null;
      state.edit.currentPasswordError = null;
    },
    profileSettled(state, action: PayloadAction<ProfileOutcome>) {
      const { ok, error, currentPasswordError, passwordDemanded } = action.payload;
      state.edit = ok
        ? closedEdit
        : {
            open: state.edit.open,
            submitting: false,
            error: error ?? null,
            currentPasswordError: currentPasswordError ?? null,
            passwordDemanded: state.edit.passwordDemanded || passwordDemanded === true,
          };
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
