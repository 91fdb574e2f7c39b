import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { outletListReturns } from '../../test-support/api-server';
import { useAppHarness } from '../../test-support/app-harness';
import { fakeCartServer } from '../../test-support/cart-server';
import { sampleCatalogue } from '../../test-support/outlet-fixtures';
import { renderApp } from '../../test-support/render-app';
import { messages } from '../i18n/messages';

const { server, track } = useAppHarness();
beforeEach(() => server.use(...fakeCartServer().handlers));

const text = messages.notFound;

describe('not-found page (spec 2 §2.7, in Traditional Chinese)', () => {
  it('any unknown path shows 404 with its texts inside the shop layout (top bar, cart, tabs)', async () => {
    const app = renderApp({ path: '/no/such/page' });
    track(app);
    const page = await screen.findByTestId('not-found');
    expect(within(page).getByRole('heading')).toHaveTextContent(text.title);
    expect(page).toHaveTextContent('404');
    expect(page).toHaveTextContent(text.body);
    expect(screen.getByTestId('menu-button')).toBeInTheDocument();
    expect(screen.getByTestId('cart-button')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.shell.tabAllProducts })).toHaveAttribute('href', '/shopee-products');
    // Neither catalogue tab is lit on a page that belongs to neither.
    expect(screen.getByRole('link', { name: messages.shell.tabOutlet })).not.toHaveClass('top-tab-active');
  });

  it("the home button goes to the outlet home", async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const app = renderApp({ path: '/missing' });
    track(app);
    await app.user.click(await screen.findByRole('button', { name: text.home }));
    expect(app.router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('outlet-grid')).toBeInTheDocument();
  });

  it('the back button returns to the previous page', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const app = renderApp({ path: '/' });
    track(app);
    await screen.findByTestId('outlet-grid');
    await act(() => app.router.navigate('/gone'));
    await app.user.click(await screen.findByRole('button', { name: text.back }));
    expect(app.router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('outlet-grid')).toBeInTheDocument();
  });
});
