/**
 * The customer session (spec 1 §4 'Customer session'; docs/accounts-contract.md). Public API for other features
 * (profile, order history, checkout, cart merge):
 *
 *   state.session: SessionState = {
 *     status: 'unknown' | 'checking' | 'authenticated' | 'anonymous';
 *       // unknown: before the start saga ran; checking: a stored token is being validated (visible spinner)
 *     customer: { id, name, email, phone } | null;
 *     token: string | null;            // the customer bearer token (also in localStorage 'customerToken')
 *     offline: boolean;                // window 'offline' seen and no 'online' since
 *     connectionLost: boolean;         // offline for 10 s: the shell shows the lost-connection message
 *     error: string | null;            // the last login/register failure text (zh-TW), null otherwise
 *   }
 *
 *   sessionActions.loginRequested({ email, password, rememberMe })     // saga: POST /api/customers/login
 *   sessionActions.registerRequested({ name, email, phone, password })  // saga: POST /api/customers/register
 *   sessionActions.logoutRequested()                                    // saga: POST /api/customers/logout, clears keys
 *   sessionActions.loggedIn({ token, customer })     // after a successful login/register (the sagas dispatch it;
 *                                                    // window 'customerLogin' follows shortly after)
 *   sessionActions.loggedOut()                       // the session ended (logout, refresh failure, 403, invalid token)
 *   sessionActions.customerUpdated(customer)         // e.g. after PUT /api/customers/profile: the saga rewrites
 *                                                    // currentUser/cachedUser/userPhone in localStorage
 *
 *   selectors (session-selectors.ts): selectCustomer, selectIsAuthenticated, selectSessionStatus,
 *   selectCustomerToken, selectSessionError, selectSessionBusy, selectIsOffline, selectConnectionLost.
 *
 * To react to sign-in from a saga: take(sessionActions.loggedIn) (or the window 'customerLogin' event).
 * The customer "appears" either by loggedIn (login/register) or by restored (start-up: a cached customer, or a
 * stored token validated by GET /api/customers/me); both are followed by the window event 'customerLogin'
 * ({ detail: { customer } }) after a short delay, and loggedOut by 'customerLogout'. A saga that must react to
 * sign-in can take([sessionActions.loggedIn.type, sessionActions.restored.type]).
 * The remaining actions (startedAnonymous, checkingStarted, restored, revalidateRequested,
 * tokenRefreshed, requestFailed, errorDismissed, offlineChanged, connectionLostChanged) belong to the session
 * sagas and screens of this feature: read them, don't dispatch them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type * as t from 'io-ts';
import type { CustomerUser } from '../../../../application/contracts/accounts';

export type SessionStatus = 'unknown' | 'checking' | 'authenticated' | 'anonymous';

/** A customer as the API shows it (application/contracts/accounts.ts CustomerUser). */
export type Customer = t.TypeOf<typeof CustomerUser>;

export interface SessionState {
  status: SessionStatus;
  customer: Customer | null;
  token: string | null;
  offline: boolean;
  connectionLost: boolean;
  error: string | null;
  /** A login or register request is running (the submit buttons show a spinner). */
  busy: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface RegisterRequest {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  customer: null,
  token: null,
  offline: false,
  connectionLost: false,
  error: null,
  busy: false,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.busy = true;
      state.error = null;
    },
    registerRequested(state, _action: PayloadAction<RegisterRequest>) {
      state.busy = true;
      state.error = null;
    },
    logoutRequested() {},
    loggedIn(state, action: PayloadAction<{ token: string; customer: Customer }>) {
      state.status = 'authenticated';
      state.token = action.payload.token;
      state.customer = action.payload.customer;
      state.busy = false;
      state.error = null;
    },
    loggedOut(state) {
      state.status = 'anonymous';
      state.token = null;
      state.customer = null;
      state.busy = false;
    },
    customerUpdated(state, action: PayloadAction<Customer>) {
      state.customer = action.payload;
    },
    /** Sagas' own: start-up found no usable session (no token, or one that could not be validated). */
    startedAnonymous(state) {
      state.status = 'anonymous';
      state.customer = null;
      state.token = null;
    },
    /** Sagas' own: asks for a background GET /api/customers/me (2 s later, at most once per 30 s). */
    revalidateRequested() {},
    /** Sagas' own: a stored token is being validated with GET /api/customers/me (no usable cache). */
    checkingStarted(state, action: PayloadAction<{ token: string }>) {
      state.status = 'checking';
      state.token = action.payload.token;
    },
    /** Sagas' own: a cached customer (younger than 30 days) was restored without waiting for the server. */
    restored(state, action: PayloadAction<{ token: string; customer: Customer }>) {
      state.status = 'authenticated';
      state.token = action.payload.token;
      state.customer = action.payload.customer;
    },
    /** Sagas' own: the token was replaced by the client's refresh. */
    tokenRefreshed(state, action: PayloadAction<string>) {
      if (state.token !== null) state.token = action.payload;
    },
    requestFailed(state, action: PayloadAction<string>) {
      state.busy = false;
      state.error = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
    offlineChanged(state, action: PayloadAction<boolean>) {
      state.offline = action.payload;
      if (!action.payload) state.connectionLost = false;
    },
    connectionLostChanged(state, action: PayloadAction<boolean>) {
      state.connectionLost = action.payload;
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
