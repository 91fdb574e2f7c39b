import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { outletListReturns, useApiServer } from '../../test-support/api-server';
import { sampleCatalogue } from '../../test-support/outlet-fixtures';
import { renderApp } from '../../test-support/render-app';

const server = useApiServer();
let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe('not-found page', () => {
  it('any unknown path shows 404 with the spec texts', async () => {
    const app = renderApp({ path: '/no/such/page' });
    cleanup = app.cleanup;
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
  });

  it("later capabilities' routes are not built yet, so they 404 too", async () => {
    const app = renderApp({ path: '/shopee-products' });
    cleanup = app.cleanup;
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });

  it("'Go to Dashboard' goes to the outlet home", async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const app = renderApp({ path: '/missing' });
    cleanup = app.cleanup;
    await app.user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }));
    expect(app.router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('outlet-grid')).toBeInTheDocument();
  });

  it("'Go Back' returns to the previous page", async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const app = renderApp({ path: '/' });
    cleanup = app.cleanup;
    await screen.findByTestId('outlet-grid');
    await act(() => app.router.navigate('/gone'));
    await app.user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(app.router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('outlet-grid')).toBeInTheDocument();
  });
});
