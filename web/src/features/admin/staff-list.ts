import { createSlice, type Action, type Draft, type PayloadAction } from '@reduxjs/toolkit';
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
 * The card dispatches actions.loadRequested; the saga loads the list (loadStaffList).
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

/**
 * The load's case reducers of a staff list's slice; `keep` drops the loaded items the card does not list (the
 * payments card: resolved ones). A list with more (the payments card's resolve) spreads them into its own slice.
 */
export function staffListCaseReducers<I>(keep: (item: I) => boolean = () => true) {
  type State = Draft<StaffListState<I>>;
  // Void case reducers on the list's part of the state, so a slice with more state (the payments card) takes them.
  const loadRequested = (state: State): void => {
    state.status = 'loading';
    state.error = null;
  };
  const loaded = (state: State, action: PayloadAction<I[]>): void => {
    state.status = 'loaded';
    state.items = action.payload.filter(keep) as State['items'];
  };
  const loadFailed = (state: State, action: PayloadAction<string>): void => {
    state.status = 'failed';
    state.error = action.payload;
  };
  return { loadRequested, loaded, loadFailed };
}

/** What loadStaffList puts: a list's loaded and loadFailed actions. */
export interface StaffListLoadActions<I> {
  loaded(items: I[]): Action;
  loadFailed(error: string): Action;
}

/**
 * Loads one staff list with the staff token: its items in the server's order (newest first), or the load-failed
 * text (an unreachable server says so itself). The payments card, whose list also resolves, loads with it too.
 */
export function* loadStaffList<E extends ListEndpoint>(loadEndpoint: () => Promise<E>, texts: StaffListTexts, actions: StaffListLoadActions<StaffListItem<E>>): SagaIterator<void> {
  const token: string | null = yield call(readStaffToken);
  if (!token) {
    yield put(actions.loadFailed(texts.loadFailed));
    return;
  }
  try {
    const endpoint: E = yield call(loadEndpoint);
    const answer = (yield call(() => callApi<ListEndpoint>(endpoint, { auth: { token }, defaultMessage: texts.loadFailed }))) as { items: StaffListItem<E>[] };
    yield put(actions.loaded(answer.items));
  } catch (error) {
    const apiError = toApiError(error, texts.loadFailed);
    yield put(actions.loadFailed(apiError.status === 0 ? authMessages.cannotConnect : texts.loadFailed));
  }
}

export function createStaffList<N extends string, E extends ListEndpoint>(name: N, loadEndpoint: () => Promise<E>, texts: StaffListTexts) {
  type Item = StaffListItem<E>;
  const initialState: StaffListState<Item> = { status: 'idle', items: [], error: null };
  const slice = createSlice({ name, initialState, reducers: staffListCaseReducers<Item>() });
  const { actions } = slice;

  function* load(): SagaIterator<void> {
    yield* loadStaffList(loadEndpoint, texts, actions);
  }

  function* saga(): SagaIterator<void> {
    yield takeLatest(actions.loadRequested, load);
  }

  return { name, initialState, actions, reducer: slice.reducer, saga };
}
