import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../src/app/App';
import { routes } from '../src/app/routes';
import { createAppStore, type CreateStoreOptions } from '../src/app/store';

export interface RenderAppOptions extends CreateStoreOptions {
  path?: string;
  /** Extra routes, e.g. a stand-in for /product/:id to observe navigation. */
  extraRoutes?: RouteObject[];
  /** user-event options, e.g. { advanceTimers: jest.advanceTimersByTime } under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** The real app (store, sagas, routes, shell) on a memory router. Call cleanup() (unmount + stop sagas) when done. */
export function renderApp({ path = '/', extraRoutes = [], userOptions, ...storeOptions }: RenderAppOptions = {}) {
  const { store, sagaTask } = createAppStore(storeOptions);
  // Extra routes go first so they win over the catch-all 404.
  const router = createMemoryRouter([...extraRoutes, ...routes], { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const view = render(<App store={store} router={router} />);
  const cleanup = () => {
    view.unmount();
    sagaTask.cancel();
  };
  return { ...view, store, router, user, cleanup };
}
