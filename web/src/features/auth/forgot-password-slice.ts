/**
 * The reset wizard (spec 1 §4 'Reset wizard'): request -> verify -> reset -> done (the screen then goes to
 * /login after 3 s). Resend asks for a code again without leaving the verify step. Sagas: forgot-password-sagas.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ForgotStep = 'request' | 'verify' | 'reset' | 'done';

export interface ForgotPasswordState {
  step: ForgotStep;
  email: string;
  resetCode: string;
  busy: boolean;
  error: string | null;
  /** The last success text ('code sent to email', 'verification successful...', 'password reset successful'). */
  notice: string | null;
}

export const initialForgotPasswordState: ForgotPasswordState = { step: 'request', email: '', resetCode: '', busy: false, error: null, notice: null };

const forgotPasswordSlice = createSlice({
  name: 'forgotPassword',
  initialState: initialForgotPasswordState,
  reducers: {
    /** The screen mounted: a fresh wizard. */
    opened: () => initialForgotPasswordState,
    codeRequested(state, action: PayloadAction<{ email: string }>) {
      state.email = action.payload.email.trim();
      state.busy = true;
      state.error = null;
    },
    resendRequested(state) {
      state.busy = true;
      state.error = null;
    },
    codeSent(state, action: PayloadAction<string>) {
      state.busy = false;
      state.step = 'verify';
      state.notice = action.payload;
    },
    verifyRequested(state, action: PayloadAction<{ resetCode: string }>) {
      state.resetCode = action.payload.resetCode.trim();
      state.busy = true;
      state.error = null;
    },
    verified(state, action: PayloadAction<string>) {
      state.busy = false;
      state.step = 'reset';
      state.notice = action.payload;
    },
    resetRequested(state, _action: PayloadAction<{ newPassword: string }>) {
      state.busy = true;
      state.error = null;
    },
    resetSucceeded(state, action: PayloadAction<string>) {
      state.busy = false;
      state.step = 'done';
      state.notice = action.payload;
    },
    failed(state, action: PayloadAction<string>) {
      state.busy = false;
      state.error = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
  },
});

export const forgotPasswordActions = forgotPasswordSlice.actions;
export const forgotPasswordReducer = forgotPasswordSlice.reducer;
