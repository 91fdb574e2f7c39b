import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { messages } from '../i18n/messages';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen } from './lazy-screen';

function renderLazy(Screen: ReturnType<typeof lazyScreen>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      ),
      errorElement: <RouteErrorPage />,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('lazyScreen', () => {
  // React and the error page log the failure on purpose; keep the test output clean.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('allows 120 s for a chunk (design.md section 4)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('renders the screen once its chunk loads', async () => {
    renderLazy(lazyScreen(() => Promise.resolve({ default: () => <p>loaded screen</p> })));
    expect(await screen.findByText('loaded screen')).toBeInTheDocument();
  });

  it('issue 29: a preloaded screen renders at once, without its fallback (hydration meets the markup the server sent)', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <p>preloaded screen</p> }));
    await Screen.preload();
    renderLazy(Screen);
    expect(screen.getByText('preloaded screen')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('reports a chunk that never arrives as a load error', async () => {
    renderLazy(lazyScreen(() => new Promise<never>(() => {}), 30));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(messages.app.chunkLoadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.app.reload })).toBeInTheDocument();
  });

  it('reports a chunk that fails to download', async () => {
    renderLazy(lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    expect(await screen.findByText(messages.app.chunkLoadError)).toBeInTheDocument();
  });
});
