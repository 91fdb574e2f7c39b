import { createAppStore, type CreateStoreOptions } from '../src/app/store';
import { cartActions } from '../src/features/cart/cart-slice';
import { outletListReturns, useApiServer } from './api-server';
import { fakeCartServer, type FakeCartServerOptions } from './cart-server';

/**
 * The cart sagas on a real store against the fake cart server, with the clocks the sagas wait on faked
 * (promises and msw's plumbing keep running). Call it at the top of a test file: it registers the
 * beforeEach/afterEach that fake the timers, clear storage and cancel the sagas of the last store.
 */
export function useCartSagaHarness() {
  const server = useApiServer();
  let stop: () => void = () => {};

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    localStorage.clear();
    server.use(outletListReturns([]));
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  /** Lets pending promises and zero-delay timers run. */
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
  };
  const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  /** A store whose sagas run against a fresh fake cart server; nothing dispatched yet. */
  function start(fake: FakeCartServerOptions = {}, options: CreateStoreOptions = {}) {
    const cart = fakeCartServer(fake);
    server.use(...cart.handlers);
    const { store, sagaTask } = createAppStore(options);
    stop = () => sagaTask.cancel();
    return { store, cart, toasts: () => store.getState().ui.toasts.map((t) => [t.message, t.intent]) };
  }

  /** start(), then the cart's init, settled. */
  async function startReady(fake: FakeCartServerOptions = {}, options: CreateStoreOptions = {}) {
    const app = start(fake, options);
    app.store.dispatch(cartActions.initRequested());
    await settle();
    return app;
  }

  return { server, settle, advance, start, startReady };
}
