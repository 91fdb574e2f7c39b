import type { Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';

/** What a made slice brings (createStaffList, createListRetry): its reducer and its saga. */
interface MadeSlice {
  reducer: Reducer;
  saga: () => SagaIterator<void>;
}

/** The reducers of a set of made slices, by their state keys: what the console's context spreads into its reducers. */
export function reducersOf<T extends Record<string, MadeSlice>>(slices: T): { [K in keyof T]: T[K]['reducer'] } {
  return Object.fromEntries(Object.entries(slices).map(([key, slice]) => [key, slice.reducer])) as { [K in keyof T]: T[K]['reducer'] };
}

/** Runs every saga of a set of made slices side by side. */
export function* sagasOf(slices: Record<string, MadeSlice>): SagaIterator<void> {
  yield all(Object.values(slices).map((slice) => call(slice.saga)));
}
