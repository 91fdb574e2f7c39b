import type { Channel, SagaIterator } from 'redux-saga';
import { call, delay, put } from 'redux-saga/effects';
import type { SessionTimings } from './session-timing';

/** What the customer session's sagas share (session-sagas.ts starts them): timings, the last check, window events. */

export const CUSTOMER_LOGIN_EVENT = 'customerLogin';
export const CUSTOMER_LOGOUT_EVENT = 'customerLogout';

export interface SessionSagaOptions {
  timings?: Partial<SessionTimings>;
}

export interface SessionContext {
  timings: SessionTimings;
  /** Epoch ms of the last GET /api/customers/me (or login): background revalidations keep 30 s from it. */
  lastValidatedAt: number | null;
  /** Window events waiting for their small delay; a newer one replaces a pending one (takeLatest). */
  events: Channel<WindowEvent>;
}

export interface WindowEvent {
  name: string;
  detail: unknown;
}

function dispatchWindowEvent(name: string, detail: unknown): void {
  try {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  } catch (error) {
    console.warn(`Could not emit ${name}`, error);
  }
}

export function* emitAfterDelay(ms: number, event: WindowEvent): SagaIterator<void> {
  yield delay(ms);
  yield call(dispatchWindowEvent, event.name, event.detail);
}

/** A window event, sent after the small delay; a newer one replaces a pending one. */
export function* emitLater(ctx: SessionContext, name: string, detail: unknown): SagaIterator<void> {
  yield put(ctx.events, { name, detail });
}
