import { BlueprintProvider } from '@blueprintjs/core';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ToastHost } from '../shell/ToastHost';
import type { AppStore } from './store';

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers around the router; main.tsx passes the browser router, tests a memory router. */
export function App({ store, router }: { store: AppStore; router: Router }) {
  return (
    <Provider store={store}>
      <BlueprintProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </BlueprintProvider>
    </Provider>
  );
}
