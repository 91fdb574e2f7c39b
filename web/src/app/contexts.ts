import { matchPath } from 'react-router-dom';
import { injectContext, isInjected, type AppContext, type ContextName } from './context-registry';

export type { ContextName };

/**
 * Where each context's chunk comes from (issue 29, code by context). Vite makes each import() below its own
 * chunk, with the context's slices, sagas and texts; the shell (app/, shell/, outlet, cart, session, shop
 * settings) is in the entry.
 */
const LOADERS: Record<ContextName, () => Promise<{ context: AppContext }>> = {
  product: () => import('./contexts/product'),
  marketplace: () => import('./contexts/marketplace'),
  checkout: () => import('./contexts/checkout'),
  accounts: () => import('./contexts/accounts'),
  console: () => import('./contexts/console'),
};

/** The contexts a path's screen needs (routes.tsx loads them with the screen). Any other path: the shell alone. */
const CONTEXT_ROUTES: ReadonlyArray<readonly [pattern: string, contexts: readonly ContextName[]]> = [
  ['/product/:id', ['product']],
  ['/shopee-products', ['marketplace']],
  ['/shopee-product/:itemId?', ['marketplace']],
  ['/checkout', ['checkout']],
  ['/order-confirmation/:orderId?', ['checkout']],
  ['/orders/lookup', ['checkout']],
  ['/profile', ['accounts']],
  ['/order-history', ['accounts']],
  // The details page is the confirmation screen in details mode (orders/OrderConfirmationPage).
  ['/order-details/:orderId', ['accounts', 'checkout']],
  ['/linked-orders/:source/:orderId', ['accounts']],
  ['/login', ['accounts']],
  ['/register', ['accounts']],
  ['/forgot-password', ['accounts']],
  ['/admin/*', ['console']],
];

export function contextsFor(pathname: string): ContextName[] {
  const found = CONTEXT_ROUTES.filter(([pattern]) => matchPath(pattern, pathname)).flatMap(([, contexts]) => contexts);
  return [...new Set(found)];
}

const loading = new Map<ContextName, Promise<void>>();

/** Loads a context's chunk (once) and injects its slices and saga. */
export function loadContext(name: ContextName): Promise<void> {
  if (isInjected(name)) return Promise.resolve();
  let pending = loading.get(name);
  if (!pending) {
    pending = LOADERS[name]().then(
      ({ context }) => injectContext(context),
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/**
 * Loads and injects what a path needs, so that a store created after it keeps a preloaded state for those
 * slices (the server's render hands the state of the page it painted; combineReducers drops keys it has no
 * reducer for).
 */
export async function loadContextsFor(pathname: string): Promise<void> {
  await Promise.all(contextsFor(pathname).map(loadContext));
}

/** A screen's module with the contexts its route needs, fetched side by side (routes.tsx). */
export function withContextsOf<M>(pathname: string, load: () => Promise<M>): () => Promise<M> {
  return async () => {
    const [module] = await Promise.all([load(), loadContextsFor(pathname)]);
    return module;
  };
}
