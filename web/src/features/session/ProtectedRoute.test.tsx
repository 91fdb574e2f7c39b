import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useAppHarness } from '../../../test-support/app-harness';
import { axeViolations } from '../../../test-support/axe';
import { AUTH_CUSTOMER, fakeAuthServer, seedCustomerSession, type FakeAuthServerOptions } from '../../../test-support/auth-server';
import { fakeCartServer } from '../../../test-support/cart-server';
import { messages } from '../../i18n/messages';
import { authMessages } from '../auth/auth-messages';
import { ProtectedRoute } from './ProtectedRoute';

const { start: render } = useAppHarness();

function start(path: string, fake: FakeAuthServerOptions = {}) {
  const auth = fakeAuthServer(fake);
  const app = render(
    { path, extraRoutes: [{ path: '/secret', element: <ProtectedRoute><p>secret page</p></ProtectedRoute> }] },
    auth.handlers,
    fakeCartServer().handlers,
    [
      // The pages the avatar menu and logout lead to (other features) load these.
      http.get('*/api/customers/orders', () => HttpResponse.json({ orders: [], pagination: { page: 1, limit: 5, total: 0 } })),
      http.get('*/api/customers/store-preference', () => HttpResponse.json({ success: true, storeId: null, storeName: null, storeAddress: null, logisticsSubType: null })),
    ],
  );
  return { ...app, auth };
}

describe('ProtectedRoute (spec 1 §2)', () => {
  it('anonymous: redirects to /login, replacing the history entry', async () => {
    const { router } = start('/secret');
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("while the token is checked: a spinner with 'Authenticating...', then the page", async () => {
    seedCustomerSession(AUTH_CUSTOMER, { cachedAt: null });
    start('/secret', { latencyMs: 200 });
    expect(screen.getByTestId('auth-checking')).toHaveTextContent('Authenticating...');
    expect(authMessages.authenticating).toBe('Authenticating...');
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });

  it('authenticated with a fresh cache: the page at once', async () => {
    seedCustomerSession();
    start('/secret');
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });
});

/**
 * The avatar once its menu's chunk has loaded (issue 29): until then the top bar shows the button alone, which the
 * menu's Popover then replaces (its target says it opens a menu), so a press on the first would miss the second.
 */
async function avatarWithMenu(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByTestId('avatar-button')).toHaveAttribute('aria-haspopup'));
  return screen.getByTestId('avatar-button');
}

describe('shell when signed in (spec 1 §2 Layout)', () => {
  it('the avatar shows the first letter and opens name, email, member centre, order history and logout', async () => {
    seedCustomerSession({ ...AUTH_CUSTOMER, name: 'mei lin' });
    const { user, router } = start('/');
    expect(await screen.findByTestId('avatar-button')).toHaveTextContent('M');
    const avatar = await avatarWithMenu();
    expect(screen.queryByTestId('login-link')).not.toBeInTheDocument();
    await user.click(avatar);
    const menu = await screen.findByTestId('avatar-menu');
    expect(menu).toHaveTextContent('mei lin');
    expect(menu).toHaveTextContent(AUTH_CUSTOMER.email);
    expect(within(menu).getByTestId('menu-profile')).toHaveTextContent(messages.shell.memberCentre);
    expect(within(menu).getByTestId('menu-orders')).toHaveTextContent(messages.shell.orderHistory);
    await user.click(within(menu).getByTestId('menu-orders'));
    expect(router.state.location.pathname).toBe('/order-history');
  });

  it('issue 28: the open avatar menu holds only its items and separators; who is signed in sits above it (axe was critical and serious)', async () => {
    seedCustomerSession();
    const { user } = start('/');
    await user.click(await avatarWithMenu());
    const popover = await screen.findByTestId('avatar-menu');
    const menu = within(popover).getByRole('menu');
    expect([...menu.children].map((child) => child.getAttribute('role') ?? child.tagName)).toEqual(['none', 'none', 'separator', 'none']);
    expect(menu).not.toHaveTextContent(AUTH_CUSTOMER.email);
    expect(within(popover).getByTestId('avatar-menu-email')).toHaveTextContent(AUTH_CUSTOMER.email);
    await expect(axeViolations(popover, ['aria-required-children', 'aria-required-parent', 'listitem', 'list', 'aria-valid-attr-value'])).resolves.toEqual([]);
  });

  it('logout from the avatar menu signs out and goes to /', async () => {
    seedCustomerSession();
    const { user, router, store, auth } = start('/checkout');
    await user.click(await avatarWithMenu());
    await user.click(await screen.findByTestId('menu-logout'));
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.status).toBe('anonymous');
    expect(await screen.findByTestId('login-link')).toBeInTheDocument();
    expect(localStorage.getItem('customerToken')).toBeNull();
    await act(async () => {});
    expect(auth.seen('POST', '/api/customers/logout')).toHaveLength(1);
  });

  it('the drawer shows member centre, order history and logout instead of login/register', async () => {
    seedCustomerSession();
    const { user, store } = start('/');
    await user.click(await screen.findByTestId('menu-button'));
    const drawer = await screen.findByTestId('nav-drawer');
    const labels = within(drawer).getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toEqual(expect.arrayContaining([messages.shell.memberCentre, messages.shell.orderHistory, authMessages.shell.logout]));
    expect(labels).not.toContain(messages.shell.login);
    expect(labels).not.toContain(messages.shell.register);
    await user.click(within(drawer).getByRole('menuitem', { name: authMessages.shell.logout }));
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('after 10 s offline the lost-connection message shows', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      start('/');
      await act(() => jest.advanceTimersByTimeAsync(0));
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(screen.getByTestId('connection-lost')).toHaveTextContent(authMessages.connectionLost);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.queryByTestId('connection-lost')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
