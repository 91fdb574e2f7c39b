import type { SagaIterator } from 'redux-saga';
import { getContext } from 'redux-saga/effects';

/**
 * The one wall clock of the web client's sagas. createAppStore puts a Clock in the saga middleware's context
 * (key CLOCK); a saga asks `yield call(now)` rather than reading Date.now(), so a test can hand the store
 * its own clock. Timers (delay, debounce, race) stay redux-saga's and follow jest's fake timers.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const CLOCK = 'clock';

export const systemClock: Clock = { now: () => Date.now() };

/** The time by the injected clock; the system clock when a saga runs without one (a bare runSaga in a test). */
export function* now(): SagaIterator<number> {
  const clock: Clock | undefined = yield getContext(CLOCK);
  return (clock ?? systemClock).now();
}
