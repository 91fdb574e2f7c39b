import { buffers, eventChannel, type SagaIterator } from 'redux-saga';
import { all, call, fork, put, take } from 'redux-saga/effects';
import { cartSaga, type CartSagaOptions } from '../features/cart/cart-sagas';
import { outletSaga, type OutletSagaOptions } from '../features/outlet/outlet-sagas';
import { sessionSaga, type SessionSagaOptions } from '../features/session/session-sagas';
import { shopSettingsSaga } from '../features/shop-settings/shop-settings-sagas';
import { navCategoriesSaga } from '../shell/nav-categories-sagas';
import { contextInjected, injectedContexts, onContextInjected, type AppContext, type ContextName } from './context-registry';

export interface RootSagaOptions {
  outlet?: OutletSagaOptions;
  cart?: CartSagaOptions;
  session?: SessionSagaOptions;
}

/**
 * Each lazily loaded context's saga, started once in this store: those already injected at once, a later one
 * when it is injected (app/contexts.ts). They run under the root task, so cancelling it stops them too.
 */
function* contextSagas(): SagaIterator<void> {
  const injections = eventChannel<AppContext>((emit) => onContextInjected(emit), buffers.expanding<AppContext>());
  const started = new Set<ContextName>();
  // Forked here, not in a called helper: a called saga waits for what it forks, so the loop would stop there.
  const fresh = (context: AppContext): boolean => {
    if (started.has(context.name)) return false;
    started.add(context.name);
    return true;
  };
  try {
    for (const context of injectedContexts()) if (fresh(context)) yield fork(context.saga);
    for (;;) {
      const context: AppContext = yield take(injections);
      if (!fresh(context)) continue;
      yield fork(context.saga);
      // The new slices take their initial state on this store's next action: this one.
      yield put(contextInjected(context.name));
    }
  } finally {
    injections.close();
  }
}

/** The shell's sagas (the entry chunk), then the contexts'. */
export function* rootSaga(options: RootSagaOptions = {}): SagaIterator<void> {
  yield all([
    call(sessionSaga, options.session), call(cartSaga, options.cart), call(outletSaga, options.outlet), call(shopSettingsSaga),
    call(navCategoriesSaga), call(contextSagas),
  ]);
}
