import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastHost } from '../shell/ToastHost';
import type { AppStore, RootState } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Blueprint's providers the shop's overlays use (the overlay stack, portals), without BlueprintProvider's third,
 * the HotkeysProvider: the shop binds no hotkeys, and its hotkeys dialog would bring Dialog, Overlay2 and
 * react-transition-group into the first load (issue 29, decision 37).
 */
function BlueprintContexts({ children }: { children: ReactNode }) {
  return (
    <PortalProvider>
      <OverlaysProvider>{children}</OverlaysProvider>
    </PortalProvider>
  );
}

/**
 * The providers around the router, the same on the server (entry-server.tsx, around the static router) and in
 * the browser. `serverState`: the state the server painted the page with; hydration renders from it, then from
 * the store (which the sagas may already have moved on, e.g. a session restored from localStorage).
 */
export function AppProviders({ store, serverState, children }: { store: Store<RootState>; serverState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      <BlueprintContexts>
        {children}
        <ToastHost />
      </BlueprintContexts>
    </Provider>
  );
}

/** Providers around the router; main.tsx passes the browser router, tests a memory router. */
export function App({ store, router, serverState }: { store: AppStore; router: Router; serverState?: RootState }) {
  return (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
