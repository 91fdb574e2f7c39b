import { eventChannel, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { onClientSessionEvent, type ClientSessionEvent } from '../../api/client';
import { uiActions } from '../../shell/ui-slice';
import { selectSession } from './session-selectors';
import { sessionActions, type SessionState } from './session-slice';
import { clearSession } from './session-storage';

/**
 * What the session hears from outside: the API client (a refreshed token, the end of the session after a
 * failed refresh or a 403) and the window (offline/online; the tab becoming visible asks for a revalidation).
 */

function clientEvents(): EventChannel<ClientSessionEvent> {
  return eventChannel((emit) => onClientSessionEvent(emit));
}

export function* watchClient(): SagaIterator<void> {
  const channel: EventChannel<ClientSessionEvent> = yield call(clientEvents);
  try {
    while (true) {
      const event: ClientSessionEvent = yield take(channel);
      if (event.type === 'tokenRefreshed') {
        yield put(sessionActions.tokenRefreshed(event.token));
        continue;
      }
      const session: SessionState = yield select(selectSession);
      if (session.status === 'anonymous') {
        yield call(clearSession); // nobody was signed in here: just drop what storage still held
        continue;
      }
      yield put(sessionActions.loggedOut());
      yield put(uiActions.toastShown(event.message, 'warning'));
    }
  } finally {
    channel.close();
  }
}

type ConnectivityEvent = 'offline' | 'online' | 'visible';

function connectivityEvents(): EventChannel<ConnectivityEvent> {
  return eventChannel((emit) => {
    const offline = () => emit('offline');
    const online = () => emit('online');
    const visibility = () => {
      if (document.visibilityState === 'visible') emit('visible');
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visibility);
    };
  });
}

function* connectionLostAfter(ms: number): SagaIterator<void> {
  yield delay(ms);
  yield put(sessionActions.connectionLostChanged(true));
}

export function* watchConnectivity(offlineMessageDelayMs: number): SagaIterator<void> {
  const channel: EventChannel<ConnectivityEvent> = yield call(connectivityEvents);
  let timer: Task | null = null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    yield put(sessionActions.offlineChanged(true));
    timer = yield fork(connectionLostAfter, offlineMessageDelayMs);
  }
  try {
    while (true) {
      const event: ConnectivityEvent = yield take(channel);
      if (event === 'offline') {
        yield put(sessionActions.offlineChanged(true));
        if (!timer || !timer.isRunning()) timer = yield fork(connectionLostAfter, offlineMessageDelayMs);
      } else if (event === 'online') {
        if (timer) yield cancel(timer);
        timer = null;
        yield put(sessionActions.offlineChanged(false));
        yield put(sessionActions.revalidateRequested());
      } else {
        yield put(sessionActions.revalidateRequested());
      }
    }
  } finally {
    channel.close();
  }
}

