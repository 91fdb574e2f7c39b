import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Endpoint } from '../../../../application/contracts/shared';
import { callApi, type AnswerOf } from '../../api/call-api';
import { toApiError } from '../../api/client';
import { authMessages } from '../auth/auth-messages';
import { readStaffToken } from './staff-storage';

/**
 * A console card's list that staff only read (shipments to handle, refused provider messages): one slice and one
 * saga per list, made here, so a new read-only console card needs its endpoint, its texts and its card only.
 *
 *   state[name] = { status, items, error }
 *
 * The card dispatches actions.loadRequested; the saga calls the staff-only endpoint with the staff token.
 */
export type StaffListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A staff-only endpoint answering `{ items }` and taking no params or body. */
type ListEndpoint = Endpoint & { readonly auth: 'staff'; readonly params?: undefined; readonly body?: undefined };

export type StaffListItem<E extends ListEndpoint> = AnswerOf<E> extends { items: ReadonlyArray<infer I> } ? I : never;

export interface StaffListState<I> {
  status: StaffListStatus;
  items: I[];
  error: string | null;
}

export interface StaffListTexts {
  /** Shown when the list cannot be loaded (no staff session, a refusal); an unreachable server says so itself. */
  loadFailed: string;
}

export function createStaffList<N extends string, E extends ListEndpoint>(name: N, loadEndpoint: () => Promise<E>, texts: StaffListTexts) {
  type Item = StaffListItem<E>;
  const initialState: StaffListState<Item> = { status: 'idle', items: [], error: null };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      loadRequested(state) {
        state.status = 'loading';
        state.error = null;
      },
      loaded(state, action: PayloadAction<Item[]>) {
        state.status = 'loaded';
        state.items = action.payload as typeof state.items;
      },
      loadFailed(state, action: PayloadAction<string>) {
        state.status = 'failed';
        state.error = action.payload;
      },
    },
  });
  const { actions } = slice;

  function* load(): SagaIterator<void> {
    const token: string | null = yield call(readStaffToken);
    if (!token) {
      yield put(actions.loadFailed(texts.loadFailed));
      return;
    }
    try {
      const endpoint: E = yield call(loadEndpoint);
      // In the server's order (newest first).
      const answer = (yield call(() => callApi<ListEndpoint>(endpoint, { auth: { token }, defaultMessage: texts.loadFailed }))) as { items: Item[] };
      yield put(actions.loaded(answer.items));
    } catch (error) {
      const apiError = toApiError(error, texts.loadFailed);
      yield put(actions.loadFailed(apiError.status === 0 ? authMessages.cannotConnect : texts.loadFailed));
    }
  }

  function* saga(): SagaIterator<void> {
    yield takeLatest(actions.loadRequested, load);
  }

  return { name, initialState, actions, reducer: slice.reducer, saga };
}
