import { http, HttpResponse, type HttpHandler } from 'msw';
import { outletListReturns, useApiServer } from './api-server';
import { renderApp, type RenderAppOptions } from './render-app';

export interface AppHarnessOptions {
  /** Silence console.warn in every test (the sagas log the failures some tests provoke). */
  quietWarnings?: boolean;
}

/**
 * The set-up every whole-app screen test shares: one msw server for the file; before each test clean storage
 * and an empty outlet list (the shell asks for it on every screen; a test's own handlers win over it); after
 * each test the rendered app unmounted, real timers and mocks restored.
 */
export function useAppHarness({ quietWarnings = false }: AppHarnessOptions = {}) {
  const server = useApiServer();
  let cleanup: () => void = () => {};
  const unmount = () => {
    cleanup();
    cleanup = () => {};
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // The drawer's categories (issue 28): none unless a test gives some (its handlers win over these).
    server.use(outletListReturns([]), http.get('*/api/outlet/categories', () => HttpResponse.json([])));
    if (quietWarnings) jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    unmount();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  return {
    server,
    /** Renders the app over these handlers (first match wins); it is unmounted after the test. */
    start(options: RenderAppOptions, ...handlers: HttpHandler[][]) {
      server.use(...handlers.flat());
      const app = renderApp(options);
      cleanup = app.cleanup;
      return app;
    },
    /** Unmounts an app rendered elsewhere (renderApp) after the test, or at unmount(). */
    track(app: { cleanup: () => void }) {
      cleanup = app.cleanup;
    },
    /** Unmounts the app now (a test that renders a second one). */
    unmount,
  };
}
