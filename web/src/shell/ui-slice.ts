import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastIntent = 'success' | 'danger' | 'warning' | 'primary' | 'none';

export interface ToastMessage {
  id: string;
  message: string;
  intent: ToastIntent;
}

export interface UiState {
  /** The layout's full-screen spinner overlay, switched on by pages during blocking work. */
  fullScreenSpinner: boolean;
  drawerOpen: boolean;
  /** Oldest first; each toast removes itself after TOAST_TIMEOUT_MS. */
  toasts: ToastMessage[];
}

/** Spec 2 §9: toasts auto-hide after 4 s. */
export const TOAST_TIMEOUT_MS = 4000;
/** More than this on screen at once is noise; the oldest goes first. */
const MAX_TOASTS = 3;

export const initialUiState: UiState = { fullScreenSpinner: false, drawerOpen: false, toasts: [] };

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    fullScreenSpinnerSet(state, action: PayloadAction<boolean>) {
      state.fullScreenSpinner = action.payload;
    },
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.toasts.push(action.payload);
        if (state.toasts.length > MAX_TOASTS) state.toasts.splice(0, state.toasts.length - MAX_TOASTS);
      },
      prepare: (message: string, intent: ToastIntent = 'none') => ({ payload: { id: nanoid(), message, intent } }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const uiActions = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
