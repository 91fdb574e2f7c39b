import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { fakeAdminConsoleServer, type FakeAdminConsoleOptions } from '../../../test-support/admin-console-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { connectionStatus, fakeShopeeStaffServer } from '../../../test-support/marketplace-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';

/** Issue 28: the Shopify connect form marks a refused token on its field, and offers the demo shop in the demo. */
const { start: render } = useAppHarness();
const text = messages.admin.shopify;
const REFUSED = 'Shopify 拒絕了這組存取權杖，請確認商店網址與權杖後重新連結。';

beforeEach(() => seedStaffSession());

function start(options: Partial<FakeAdminConsoleOptions> = {}) {
  const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, ...options });
  const shopee = fakeShopeeStaffServer({ token: STAFF_TOKEN, connection: connectionStatus() });
  return { ...render({ path: '/admin/connections' }, staffBackend({ shopee, admin })), admin };
}

describe('/admin/connections: the Shopify connect form', () => {
  it('a wrong token marks the token field (danger, the server\'s words under it), not only a toast; editing it clears the mark', async () => {
    const { user } = start({
      onShopifyConnect: () => HttpResponse.json(
        { code: 'SHOPIFY_UNAUTHORIZED', message: REFUSED, fields: { accessToken: { code: 'SHOPIFY_UNAUTHORIZED', message: REFUSED } } }, { status: 400 },
      ),
    });
    const card = await screen.findByTestId('shopify-card');
    await user.type(await within(card).findByTestId('shopify-shop-url'), 'outlet-demo.myshopify.com');
    await user.type(within(card).getByTestId('shopify-access-token'), 'shpat_wrong');
    await user.click(within(card).getByTestId('shopify-connect'));

    expect(await within(card).findByTestId('shopify-access-token-problem')).toHaveTextContent(REFUSED);
    const field = within(card).getByTestId('shopify-access-token');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(REFUSED);
    expect(field.closest('.bp6-form-group')).toHaveClass('bp6-intent-danger');
    // The shop address was not refused: not marked.
    expect(within(card).queryByTestId('shopify-shop-url-problem')).not.toBeInTheDocument();

    await user.type(field, 'shpat_');
    await waitFor(() => expect(within(card).queryByTestId('shopify-access-token-problem')).not.toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('in the demo, shows the simulator\'s shop and token and connects with one click', async () => {
    const demo = { shopUrl: 'outlet-demo.myshopify.com', accessToken: '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' };
    const { user, admin } = start({ shopifySync: [{ demo }] });
    const box = await screen.findByTestId('shopify-demo');
    expect(within(box).getByTestId('shopify-demo-shop')).toHaveTextContent(demo.shopUrl);
    expect(within(box).getByTestId('shopify-demo-token')).toHaveTextContent(demo.accessToken);
    await user.click(within(box).getByTestId('shopify-demo-connect'));
    await waitFor(() => expect(screen.getByTestId('shopify-status')).toHaveAttribute('data-status', 'connected'));
    const post = admin.requests.find((request) => request.method === 'POST' && request.url.pathname === '/api/shopify/credentials');
    expect(post?.body).toEqual(demo);
    expect(screen.queryByTestId('shopify-demo')).not.toBeInTheDocument();
  });

  it('a live shop (no demo in the sync status) offers no demo token', async () => {
    start();
    await screen.findByTestId('shopify-connect-form');
    await waitFor(() => expect(screen.getByTestId('shopify-sync-panel')).toBeInTheDocument());
    expect(screen.queryByTestId('shopify-demo')).not.toBeInTheDocument();
    expect(screen.getByTestId('shopify-card')).not.toHaveTextContent(text.demoTitle);
  });
});
