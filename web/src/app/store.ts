import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { CLOCK, systemClock, type Clock } from './clock';
import { rootReducer, type RootState } from './root-reducer';
import { rootSaga, type RootSagaOptions } from './root-saga';

export interface CreateStoreOptions {
  preloadedState?: Partial<RootState>;
  sagas?: RootSagaOptions;
  /** The sagas' wall clock (saga context, see clock.ts); the system clock unless a test gives its own. */
  clock?: Clock;
}

/**
 * A fresh store whose sagas start when runSagas() is called: the browser entry starts them in a task of their
 * own (decision 47), so store creation, saga start and hydration are three short tasks, not one long one.
 */
export function createIdleAppStore(options: CreateStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: { [CLOCK]: options.clock ?? systemClock } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    // Side effects live in sagas only (design.md section 4), so the thunk middleware is left out.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const runSagas = (): Task => sagaMiddleware.run(rootSaga, options.sagas ?? {});
  return { store, runSagas };
}

/**
 * A fresh store with its sagas running; tests make one each and cancel sagaTask when done. Its reducer holds the
 * shell's slices and those of every context injected so far (app/contexts.ts): a preloaded state keeps the keys
 * of those, so call loadContextsFor(pathname) first when preloading a lazily loaded context's state.
 */
export function createAppStore(options: CreateStoreOptions = {}) {
  const { store, runSagas } = createIdleAppStore(options);
  return { store, sagaTask: runSagas() };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
