/**
 * Code by context (issue 29): a lazily loaded context's slices are absent from a store until its chunk loads,
 * then injected with their initial state and their saga running; a store made after loadContextsFor keeps the
 * preloaded state of those slices (the server-rendered page's state). The setup file injects every context for
 * the other tests, so these run in module registries of their own, where nothing is injected yet.
 */
type StoreModule = typeof import('./store');
type ContextsModule = typeof import('./contexts');
type ProductSlice = typeof import('../features/product/product-slice');


/** Fresh modules: no context injected, as in a shopper's browser on its first page. */
async function freshModules(): Promise<{ store: StoreModule; contexts: ContextsModule; product: () => Promise<ProductSlice> }> {
  let modules: { store: StoreModule; contexts: ContextsModule; product: () => Promise<ProductSlice> } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      store: await import('./store'),
      contexts: await import('./contexts'),
      product: () => import('../features/product/product-slice'),
    };
  });
  if (!modules) throw new Error('modules did not load');
  return modules;
}

/** What a server-rendered product page would hand over: the page's product already loaded. */
const PRELOADED_PRODUCT = { id: 703, status: 'succeeded', error: null, listItem: null, detail: null, variants: [], phoneDialogOpen: false };

describe('contexts: which chunks a path needs', () => {
  it('maps each screen path to its contexts, and the home page to none (the shell alone)', async () => {
    const { contexts } = await freshModules();
    expect(contexts.contextsFor('/')).toEqual([]);
    expect(contexts.contextsFor('/no-such-page')).toEqual([]);
    expect(contexts.contextsFor('/product/703')).toEqual(['product']);
    expect(contexts.contextsFor('/shopee-products')).toEqual(['marketplace']);
    expect(contexts.contextsFor('/shopee-product/55')).toEqual(['marketplace']);
    expect(contexts.contextsFor('/checkout')).toEqual(['checkout']);
    expect(contexts.contextsFor('/order-confirmation/ORD-1')).toEqual(['checkout']);
    expect(contexts.contextsFor('/order-details/ORD-1')).toEqual(['accounts', 'checkout']);
    expect(contexts.contextsFor('/login')).toEqual(['accounts']);
    expect(contexts.contextsFor('/admin')).toEqual(['console']);
    expect(contexts.contextsFor('/admin/orders/ORD-1')).toEqual(['console']);
  });
});

describe('contexts: injected when their route first loads', () => {
  it('a lazy context’s slice is absent before its load, then present with its initial state', async () => {
    const { store: storeModule, contexts } = await freshModules();
    const { store, sagaTask } = storeModule.createAppStore();
    try {
      expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['cart', 'outlet', 'session', 'ui']));
      expect(store.getState()).not.toHaveProperty('product');
      expect(store.getState()).not.toHaveProperty('adminOrders');

      await contexts.loadContextsFor('/product/703');
      expect(store.getState().product).toEqual(expect.objectContaining({ status: 'idle' }));
      // Only what the path needs: the console is still out.
      expect(store.getState()).not.toHaveProperty('adminOrders');
      expect(store.getState()).not.toHaveProperty('checkout');
    } finally {
      sagaTask.cancel();
    }
  });

  it('the context’s saga is started once in each store, made before the load or after it', async () => {
    const { store: storeModule, contexts, product } = await freshModules();
    const before = storeModule.createAppStore();
    try {
      await contexts.loadContext('product');
      await contexts.loadContext('product');
      const after = storeModule.createAppStore();
      try {
        const { productActions } = await product();
        for (const { store } of [before, after]) {
          let notified = 0;
          const unsubscribe = store.subscribe(() => (notified += 1));
          // An id that cannot exist: the product saga answers 'not found' at once, without the network.
          store.dispatch(productActions.loadRequested(0));
          await new Promise((resolve) => setTimeout(resolve, 0));
          unsubscribe();
          expect(store.getState().product).toEqual(expect.objectContaining({ id: 0, status: 'failed', error: 'not-found' }));
          // The request, then one answer: one saga, not one per load call.
          expect(notified).toBe(2);
        }
      } finally {
        after.sagaTask.cancel();
      }
    } finally {
      before.sagaTask.cancel();
    }
  });

  it('a store created after loadContextsFor keeps the preloaded state of the loaded contexts past its first action', async () => {
    const { store: storeModule, contexts } = await freshModules();
    await contexts.loadContextsFor('/product/703');
    const { store, sagaTask } = storeModule.createAppStore({ preloadedState: { product: { ...PRELOADED_PRODUCT, status: 'succeeded' } } });
    try {
      store.dispatch({ type: 'any/first-action' });
      expect(store.getState().product).toEqual(PRELOADED_PRODUCT);
    } finally {
      sagaTask.cancel();
    }
  });

  it('without the load first, combineReducers drops the preloaded key: the reason loadContextsFor exists', async () => {
    const { store: storeModule } = await freshModules();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store, sagaTask } = storeModule.createAppStore({ preloadedState: { product: { ...PRELOADED_PRODUCT, status: 'succeeded' } } });
      store.dispatch({ type: 'any/first-action' });
      expect(store.getState()).not.toHaveProperty('product');
      sagaTask.cancel();
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });
});
