import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { outletListReturns } from '../../test-support/api-server';
import { useAppHarness } from '../../test-support/app-harness';
import { sampleCatalogue } from '../../test-support/outlet-fixtures';
import { renderApp } from '../../test-support/render-app';
import { messages } from '../../test-support/all-messages';
import { cartBadgeText } from './cart-badge';
import { uiActions } from './ui-slice';

const { server, track } = useAppHarness();
beforeEach(() => server.use(
  outletListReturns(sampleCatalogue()),
  http.get('*/api/outlet/categories', () => HttpResponse.json([{ name: '鞋款', count: 2 }, { name: '服飾', count: 1 }])),
  http.get('*/api/shopee-products/categories', () => HttpResponse.json(['女裝', '男裝'])),
));

function start(path = '/') {
  const app = renderApp({ path });
  track(app);
  return app;
}

describe('app shell', () => {
  it('has the brand, the two catalogue tabs with the current one highlighted, cart and login links', async () => {
    start();
    await screen.findByTestId('outlet-grid');
    const outletTab = screen.getByRole('link', { name: messages.shell.tabOutlet });
    const allTab = screen.getByRole('link', { name: messages.shell.tabAllProducts });
    // Issue 28: the tab is named for what it holds, as the cart names the same items.
    expect(allTab).toHaveTextContent('蝦皮商品');
    expect(messages.checkout.tabs.shopee).toBe('蝦皮商品');
    expect(outletTab).toHaveAttribute('aria-current', 'page');
    expect(outletTab).toHaveClass('top-tab-active');
    expect(allTab).toHaveAttribute('href', '/shopee-products');
    expect(allTab).not.toHaveClass('top-tab-active');
    expect(screen.getByTestId('cart-button')).toHaveAttribute('href', '/checkout');
    expect(screen.getByTestId('login-link')).toHaveAttribute('href', '/login');
    // An empty cart shows no badge.
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it.each([
    ['/login', 'login-page'],
    ['/register', 'register-page'],
    ['/forgot-password', 'forgot-page'],
  ])('issue 28: %s carries the shop\'s header: menu, brand, both catalogue tabs and the cart', async (path, page) => {
    start(path);
    const form = await screen.findByTestId(page);
    const header = screen.getByRole('banner');
    expect(header).not.toContainElement(form);
    expect(within(header).getByTestId('menu-button')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: messages.app.brand })).toHaveAttribute('href', '/');
    expect(within(header).getByTestId('cart-button')).toHaveAttribute('href', '/checkout');
    expect(within(header).getByRole('link', { name: messages.shell.tabAllProducts })).toHaveAttribute('href', '/shopee-products');
  });

  it('the menu button opens the drawer with the signed-out items, and an item navigates and closes it', async () => {
    const { user, store, router } = start();
    await screen.findByTestId('outlet-grid');
    await user.click(screen.getByTestId('menu-button'));
    const drawer = await screen.findByTestId('nav-drawer');
    const labels = within(drawer)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        messages.shell.tabOutlet,
        messages.shell.tabAllProducts,
        messages.shell.cart,
        messages.shell.login,
        messages.shell.register,
      ]),
    );
    expect(labels).not.toContain('登出');
    // Issue 28: a guest is not shown a member's pages.
    expect(labels).not.toContain(messages.shell.memberCentre);
    expect(labels).not.toContain(messages.shell.orderHistory);

    await user.click(within(drawer).getByRole('menuitem', { name: messages.shell.login }));
    expect(store.getState().ui.drawerOpen).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('issue 28: the drawer lists the categories that have items, each opening its catalogue filtered by it', async () => {
    const { user, router } = start();
    await screen.findByTestId('outlet-grid');
    await user.click(screen.getByTestId('menu-button'));
    const drawer = await screen.findByTestId('nav-drawer');
    const outlet = await within(drawer).findAllByTestId('drawer-outlet-category');
    expect(outlet.map((item) => item.textContent)).toEqual(['鞋款', '服飾']);
    expect((await within(drawer).findAllByTestId('drawer-marketplace-category')).map((item) => item.textContent)).toEqual(['女裝', '男裝']);
    await user.click(outlet[0]);
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('鞋款');

    await user.click(screen.getByTestId('menu-button'));
    await user.click((await within(await screen.findByTestId('nav-drawer')).findAllByTestId('drawer-marketplace-category'))[1]);
    expect(router.state.location.pathname).toBe('/shopee-products');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('男裝');
  });

  it('shows the full-screen spinner when a page switches it on', async () => {
    const { store } = start();
    await screen.findByTestId('outlet-grid');
    expect(screen.queryByTestId('fullscreen-spinner')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(uiActions.fullScreenSpinnerSet(true));
    });
    expect(screen.getByTestId('fullscreen-spinner')).toBeInTheDocument();
    act(() => {
      store.dispatch(uiActions.fullScreenSpinnerSet(false));
    });
    expect(screen.queryByTestId('fullscreen-spinner')).not.toBeInTheDocument();
  });

  it('toasts from the store appear and can be closed', async () => {
    const { store, user } = start();
    await screen.findByTestId('outlet-grid');
    act(() => {
      store.dispatch(uiActions.toastShown('哈囉', 'success'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('哈囉');
    await user.click(screen.getByRole('button', { name: messages.common.close }));
    expect(screen.queryByText('哈囉')).not.toBeInTheDocument();
    expect(store.getState().ui.toasts).toEqual([]);
  });
});

describe('cart badge text', () => {
  it('is hidden at zero, the number up to 99, and 99+ above', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
  });
});
