import { createSlice, type Action, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { toApiError } from '../../api/client';
import { uiActions } from '../../shell/ui-slice';
import { readStaffToken } from './staff-storage';

/**
 * The retry of a staff list's item (a failed e-invoice, a failed order follow-up; issue 30): which retries are on their
 * way, so their buttons spin, and the saga that posts one, toasts the answer and reloads the list. One slice and one
 * saga per list, made here (as staff-list.ts makes the lists), so a list with a retry needs only its post and texts.
 *
 *   state[name] = { retrying: key[] }   (keyOf(item): the order id, or event id and consumer)
 */
export interface ListRetryState {
  retrying: string[];
}

export interface ListRetryOptions<P> {
  /** The item's key in `retrying`: what its button asks about. */
  keyOf: (payload: P) => string;
  /** Posts the retry with the staff token (its contract loaded on first use) and answers the success toast. */
  post: (payload: P, token: string) => Promise<string>;
  /** The list again, after the retry whatever its outcome: a refusal (already settled) is stale too. */
  reload: () => Action;
  /** The toast when the server says nothing of its own (unreachable, no staff session). */
  retryFailed: string;
}

export function createListRetry<N extends string, P>(name: N, options: ListRetryOptions<P>) {
  const initialState: ListRetryState = { retrying: [] };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      retryRequested(state, action: PayloadAction<P>) {
        const key = options.keyOf(action.payload);
        if (!state.retrying.includes(key)) state.retrying.push(key);
      },
      retryFinished(state, action: PayloadAction<P>) {
        const key = options.keyOf(action.payload);
        state.retrying = state.retrying.filter((retrying) => retrying !== key);
      },
    },
  });
  const { actions } = slice;

  /** One retry: the server's answer (a refusal says why: not failed, ECPay's pause), then the list again. */
  function* retry(action: PayloadAction<P>): SagaIterator<void> {
    const token: string | null = yield call(readStaffToken);
    try {
      if (!token) throw new Error('no staff token');
      const message: string = yield call(options.post, action.payload, token);
      yield put(uiActions.toastShown(message, 'success'));
    } catch (error) {
      console.warn(`A retry of ${name} failed`, error);
      yield put(uiActions.toastShown(toApiError(error, options.retryFailed).message || options.retryFailed, 'danger'));
    }
    yield put(actions.retryFinished(action.payload));
    yield put(options.reload());
  }

  function* saga(): SagaIterator<void> {
    yield takeEvery(actions.retryRequested, retry);
  }

  /** Whether this item's retry is on its way (the root state holds the slice under its name). */
  const isRetrying = (state: { readonly [K in N]: ListRetryState }, payload: P): boolean => state[name].retrying.includes(options.keyOf(payload));

  return { name, actions, reducer: slice.reducer, saga, isRetrying };
}
