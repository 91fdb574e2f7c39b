/**
 * One provider connection of the console's Connections page (issue 11: Shopee, issue 12: Shopify), as a slice
 * factory: each provider is one instance (connections-slice.ts, shopify-slice.ts).
 *
 *   state = { connection, status, error;                 // GET the staff view of the connection
 *             connecting;                                // connect on its way (Shopee: until the page leaves)
 *             disconnectConfirmOpen, disconnecting;      // the confirm dialog, then the disconnect call
 *             sync, syncStatus, syncError, syncStarting } // GET/POST the sync; polled every 1 s while running
 *
 * Cards dispatch entered / left, reloadRequested, connectRequested(payload), disconnectOpened / Closed /
 * Confirmed and syncRequested; the saga of connection-sagas.ts does the rest.
 */
import { createSlice, type ActionReducerMapBuilder, type Draft, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ConnectionState<C, S> {
  connection: C | null;
  status: LoadStatus;
  error: string | null;
  connecting: boolean;
  disconnectConfirmOpen: boolean;
  disconnecting: boolean;
  sync: S | null;
  syncStatus: LoadStatus;
  syncError: string | null;
  syncStarting: boolean;
}

export const initialConnectionState: ConnectionState<never, never> = {
  connection: null, status: 'idle', error: null, connecting: false, disconnectConfirmOpen: false, disconnecting: false,
  sync: null, syncStatus: 'idle', syncError: null, syncStarting: false,
};

/** How immer's draft of the state types a field of type T: the payload stored there has this type. */
type DraftOf<T> = T extends object ? Draft<T> : T;

export interface ConnectionSliceOptions<C, S, X> {
  name: string;
  /** The provider's own state beside the connection (Shopee: the callback page), with its reducers. */
  extraState: X;
  extraReducers?: (builder: ActionReducerMapBuilder<ConnectionState<C, S> & X>) => void;
  /** When the sync status carries the connection too (Shopify: a token refused during the run shows at once). */
  connectionOfSync?: (sync: DraftOf<S>) => DraftOf<C>;
}

/**
 * One provider's slice: C its connection, S its sync status, P what connect needs (Shopify: the credentials),
 * X its own extra state. Payloads are typed Draft<...> (immer's writable view, the same shape for these plain
 * wire objects) so the reducers can store them in the draft of a generic state.
 */
export function createConnectionSlice<C extends object, S extends object, P, X extends object>(options: ConnectionSliceOptions<C, S, X>) {
  type State = ConnectionState<C, S> & X;
  const initialState: State = { ...initialConnectionState, ...options.extraState };
  return createSlice({
    name: options.name,
    initialState,
    reducers: {
      /** The card mounted: the saga loads the connection and follows a running sync; what is shown stays. */
      entered(state: Draft<State>) {
        if (state.status !== 'loaded') {
          state.status = 'loading';
          state.error = null;
        }
        if (state.syncStatus !== 'loaded') state.syncStatus = 'loading';
      },
      /** The card unmounted: polling stops. */
      left() {},
      reloadRequested(state: Draft<State>) {
        state.status = 'loading';
        state.error = null;
      },
      loaded(state: Draft<State>, action: PayloadAction<DraftOf<C>>) {
        state.connection = action.payload;
        state.status = 'loaded';
        state.error = null;
      },
      failed(state: Draft<State>, action: PayloadAction<string>) {
        state.status = 'failed';
        state.error = action.payload;
      },
      // The payload (Shopify's credentials) is read by the saga only; the reducer keeps nothing of it.
      connectRequested(state: Draft<State>, _action: PayloadAction<P>) {
        state.connecting = true;
      },
      connectSettled(state: Draft<State>) {
        state.connecting = false;
      },
      disconnectOpened(state: Draft<State>) {
        state.disconnectConfirmOpen = true;
      },
      disconnectClosed(state: Draft<State>) {
        if (!state.disconnecting) state.disconnectConfirmOpen = false;
      },
      disconnectConfirmed(state: Draft<State>) {
        state.disconnecting = true;
      },
      disconnectSettled(state: Draft<State>) {
        state.disconnecting = false;
        state.disconnectConfirmOpen = false;
      },
      /** The saga (re)starts following the sync: once on entry and after 'sync now'. */
      syncPollStarted() {},
      syncLoaded(state: Draft<State>, action: PayloadAction<DraftOf<S>>) {
        state.sync = action.payload;
        state.syncStatus = 'loaded';
        state.syncError = null;
        if (options.connectionOfSync && state.status === 'loaded') state.connection = options.connectionOfSync(action.payload);
      },
      syncFailed(state: Draft<State>, action: PayloadAction<string>) {
        state.syncStatus = 'failed';
        state.syncError = action.payload;
      },
      syncRequested(state: Draft<State>) {
        state.syncStarting = true;
      },
      syncStartSettled(state: Draft<State>) {
        state.syncStarting = false;
      },
    },
    extraReducers: (builder) => options.extraReducers?.(builder),
  });
}

/** The actions of one provider's slice, for its saga (connection-sagas.ts). */
export type ConnectionActions<C extends object, S extends object, P> = ReturnType<typeof createConnectionSlice<C, S, P, object>>['actions'];
