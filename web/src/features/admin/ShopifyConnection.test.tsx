import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fakeAdminConsoleServer, shopifyConnection, shopifyRun, type FakeAdminConsoleOptions } from '../../../test-support/admin-console-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { connectionStatus, fakeShopeeStaffServer } from '../../../test-support/marketplace-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';

/** Issue 12: the Connections page shows Shopee and Shopify side by side; staff connect Shopify and sync its stock. */
const { start: render } = useAppHarness();
const text = messages.admin.shopify;

beforeEach(() => seedStaffSession());

/** `first` answers ahead of the fakes (a broken endpoint). */
function start(options: Partial<FakeAdminConsoleOptions> = {}, first: HttpHandler[] = []) {
  const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, ...options });
  const shopee = fakeShopeeStaffServer({ token: STAFF_TOKEN, connection: connectionStatus() });
  return { ...render({ path: '/admin/connections' }, first, staffBackend({ shopee, admin })), admin };
}

describe('/admin/connections: Shopify', () => {
  it('sits beside the Shopee card; connects with shop URL and token (sent with the staff token, never shown again)', async () => {
    const { user, admin } = start();
    expect(await screen.findByTestId('connections-card')).toBeInTheDocument();
    const card = await screen.findByTestId('shopify-card');
    expect(await within(card).findByTestId('shopify-status')).toHaveAttribute('data-status', 'none');
    expect(within(card).getByTestId('shopify-sync-now')).toBeDisabled();

    await user.click(within(card).getByTestId('shopify-connect'));
    expect(within(card).getAllByText(text.required)).toHaveLength(2);
    expect(admin.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(card).getByTestId('shopify-shop-url'), 'demo-outlet.myshopify.com');
    await user.type(within(card).getByTestId('shopify-access-token'), 'shpat_secret');
    await user.click(within(card).getByTestId('shopify-connect'));
    await waitFor(() => expect(within(card).getByTestId('shopify-status')).toHaveAttribute('data-status', 'connected'));
    expect(within(card).getByTestId('shopify-shop-domain')).toHaveTextContent('demo-outlet.myshopify.com');
    expect(within(card).getByTestId('shopify-shop-name')).toHaveTextContent('Outlet Demo');
    expect(within(card).getByTestId('shopify-mode')).toHaveTextContent(text.modes.token);
    expect(await screen.findByText(text.connected_toast)).toBeInTheDocument();
    // The staff view, never the public booleans-only check.
    expect(admin.requests.some((request) => request.url.pathname === '/api/admin/shopify/connection')).toBe(true);
    expect(admin.requests.some((request) => request.url.pathname === '/api/shopify/auth/check')).toBe(false);
    const post = admin.requests.find((request) => request.method === 'POST' && request.url.pathname === '/api/shopify/credentials');
    expect(post?.body).toEqual({ shopUrl: 'demo-outlet.myshopify.com', accessToken: 'shpat_secret' });
    expect(card).not.toHaveTextContent('shpat_secret');
    expect(within(card).getByTestId('shopify-sync-now')).toBeEnabled();
  });

  it('the client-credentials path sends client id and secret; a refused domain toasts the server\'s words', async () => {
    const { user, admin } = start({
      onShopifyConnect: (body) => (body.shopUrl.endsWith('.myshopify.com') ? undefined : HttpResponse.json(
        // As the server answers: the top-level message is generic, the field says what to fix.
        { code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { shopUrl: { code: 'SHOPIFY_DOMAIN_INVALID', message: '商店網址必須是 myshopify.com 網域' } } }, { status: 400 },
      )),
    });
    const card = await screen.findByTestId('shopify-card');
    await user.click(await within(card).findByTestId('shopify-mode-toggle'));
    await user.type(within(card).getByTestId('shopify-shop-url'), 'evil.example.com');
    await user.type(within(card).getByTestId('shopify-client-id'), 'cid');
    await user.type(within(card).getByTestId('shopify-client-secret'), 'csecret');
    await user.click(within(card).getByTestId('shopify-connect'));
    expect(await screen.findByText('商店網址必須是 myshopify.com 網域')).toBeInTheDocument();
    expect(within(card).getByTestId('shopify-status')).toHaveAttribute('data-status', 'none');
    expect(admin.requests.find((request) => request.method === 'POST')?.body).toEqual({ shopUrl: 'evil.example.com', clientId: 'cid', clientSecret: 'csecret' });
  });

  it('sync now shows progress while it runs, then the last sync with its counts, errors and conflicts', async () => {
    const conflict = {
      variantId: 'gid://shopify/ProductVariant/4400', outletItemId: 12, shopifyQuantity: 1, committed: 3, totalQuantity: 3, detectedBy: 'sync' as const,
      detectedAt: '2026-11-29T04:00:30.000Z',
    };
    const { user, admin } = start({
      shopify: shopifyConnection('demo-outlet.myshopify.com'),
      shopifySync: [
        {},
        { running: shopifyRun({ status: 'running', done: 0, total: 40, finishedAt: null }) },
        { running: shopifyRun({ status: 'running', done: 20, total: 40, finishedAt: null }) },
        {
          last: shopifyRun({ done: 40, total: 40, created: 30, updated: 10, errors: ['variant 7: 缺少 SKU'], conflicts: 2 }), itemCount: 30, scheduleMinutes: 15,
          conflicts: [conflict], conflictCount: 1,
        },
      ],
    });
    const card = await screen.findByTestId('shopify-card');
    expect(await within(card).findByTestId('shopify-last-sync')).toHaveTextContent(text.neverSynced);
    await user.click(within(card).getByTestId('shopify-sync-now'));
    const progress = await within(card).findByTestId('shopify-sync-progress');
    expect(within(card).getByTestId('shopify-sync-now')).toBeDisabled();
    await waitFor(() => expect(progress).toHaveAttribute('data-done', '20'));
    await waitFor(() => expect(within(card).queryByTestId('shopify-sync-progress')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(within(card).getByTestId('shopify-sync-errors')).toHaveTextContent('variant 7: 缺少 SKU');
    expect(within(card).getByTestId('shopify-sync-conflicts')).toHaveTextContent(text.conflicts(2));
    expect(within(card).getByTestId('shopify-last-sync-counts')).toHaveTextContent(text.runCounts(30, 10, 40, 40));
    expect(within(card).getByTestId('shopify-sync-schedule')).toHaveTextContent(text.itemCount(30));
    expect(within(card).getByTestId('shopify-sync-schedule')).toHaveTextContent(text.schedule(15));
    // The conflicts still open: Shopify says 1, 3 are held or sold here, the stock stayed at 3.
    const row = within(card).getByTestId('shopify-conflict');
    expect(row).toHaveAttribute('data-variant-id', 'gid://shopify/ProductVariant/4400');
    expect(within(row).getByTestId('shopify-conflict-shopify')).toHaveTextContent('1');
    expect(within(row).getByTestId('shopify-conflict-committed')).toHaveTextContent('3');
    expect(within(row).getByTestId('shopify-conflict-kept')).toHaveTextContent('3');
    expect(admin.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/api/admin/shopify/sync')).toHaveLength(1);
  });

  it('disconnect asks first, then the card offers the connect form again', async () => {
    const { user, admin } = start({ shopify: shopifyConnection('demo-outlet.myshopify.com') });
    const card = await screen.findByTestId('shopify-card');
    await user.click(await within(card).findByTestId('shopify-disconnect'));
    await user.click(await screen.findByTestId('shopify-disconnect-confirm'));
    expect(await screen.findByText(text.disconnected)).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('shopify-status')).toHaveAttribute('data-status', 'none'));
    expect(within(card).getByTestId('shopify-connect-form')).toBeInTheDocument();
    expect(admin.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('a refused token shows "reauthorize" with the connect form again, and sync now is off', async () => {
    const { user, admin } = start({
      shopify: shopifyConnection('demo-outlet.myshopify.com', { connected: false, status: 'reauthorize', mode: 'client_credentials', tokenExpiresAt: '2026-11-30T03:00:00.000Z' }),
    });
    const card = await screen.findByTestId('shopify-card');
    expect(await within(card).findByTestId('shopify-status')).toHaveAttribute('data-status', 'reauthorize');
    expect(within(card).getByTestId('shopify-reauthorize')).toHaveTextContent(text.reauthorizeBody);
    expect(within(card).getByTestId('shopify-mode')).toHaveTextContent(text.modes.client_credentials);
    expect(within(card).getByTestId('shopify-token-expires-at')).toBeInTheDocument();
    expect(within(card).getByTestId('shopify-connect-form')).toBeInTheDocument();
    expect(within(card).getByTestId('shopify-disconnect')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('shopify-last-sync')).toHaveTextContent(text.neverSynced));
    expect(within(card).getByTestId('shopify-sync-now')).toBeDisabled();

    await user.type(within(card).getByTestId('shopify-shop-url'), 'demo-outlet.myshopify.com');
    await user.type(within(card).getByTestId('shopify-access-token'), 'shpat_new');
    await user.click(within(card).getByTestId('shopify-connect'));
    await waitFor(() => expect(within(card).getByTestId('shopify-status')).toHaveAttribute('data-status', 'connected'));
    expect(within(card).queryByTestId('shopify-reauthorize')).not.toBeInTheDocument();
    expect(admin.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/api/shopify/credentials')).toHaveLength(1);
  });

  it('an answer that is not the contract\'s shape is a load failure, not a half-drawn card', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    start({}, [http.get('*/api/admin/shopify/connection', () => HttpResponse.json({ authenticated: true, shopifyAuthenticated: true }))]);
    expect(await screen.findByTestId('shopify-error')).toHaveTextContent(text.loadFailed);
    expect(within(screen.getByTestId('shopify-card')).queryByTestId('shopify-status')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('ShopifyConnectionStatus'));
    consoleError.mockRestore();
  });

  it('a failed status load says so', async () => {
    start({}, [http.get('*/api/admin/shopify/connection', () => HttpResponse.json({ code: 'INTERNAL', message: '' }, { status: 500 }))]);
    expect(await screen.findByTestId('shopify-error')).toHaveTextContent(text.loadFailed);
  });
});
