import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import {
  connectionStatus, fakeShopeeStaffServer, NOT_CONNECTED, syncRun, syncStatus, type FakeShopeeStaffOptions,
} from '../../../test-support/marketplace-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';
import { siteExit } from './connections-sagas';

/** Issue 11: staff connect the Shopee shop from /admin and watch the catalogue sync. */
const { start: render } = useAppHarness();
const text = messages.connections;

beforeEach(() => seedStaffSession());

function start(path: string, options: Partial<FakeShopeeStaffOptions> = {}) {
  const shopee = fakeShopeeStaffServer({ token: STAFF_TOKEN, ...options });
  return { ...render({ path }, staffBackend({ shopee })), shopee };
}

describe('/admin/connections: the Shopee connection', () => {
  it('shows shop id, name, both expiries and the connected status, asked with the staff token', async () => {
    const { shopee } = start('/admin/connections', { connection: connectionStatus() });
    const card = await screen.findByTestId('connections-card');
    await waitFor(() => expect(within(card).getByTestId('shopee-status')).toHaveTextContent(text.connected));
    expect(within(card).getByTestId('shopee-shop-id')).toHaveTextContent('123456');
    expect(within(card).getByTestId('shopee-shop-name')).toHaveTextContent('好物選品蝦皮店');
    expect(card).toHaveTextContent('2026/11/20 16:00');
    expect(card).toHaveTextContent('2027/11/20 12:00');
    expect(shopee.seen.every((request) => request.authorization === `Bearer ${STAFF_TOKEN}`)).toBe(true);
  });

  it("a lapsed authorisation says 'reauthorize'", async () => {
    start('/admin/connections', { connection: connectionStatus({ shopeeAuthenticated: false, status: 'reauthorize' }) });
    expect(await screen.findByTestId('shopee-status')).toHaveTextContent(text.reauthorize);
  });

  it('Connect asks the server for the authorisation link and leaves for it', async () => {
    const assign = jest.spyOn(siteExit, 'assign').mockImplementation(() => {});
    const { user, shopee } = start('/admin/connections', { connection: NOT_CONNECTED, authUrl: 'https://partner.shopeemobile.com/auth?state=abc' });
    expect(await screen.findByTestId('shopee-status')).toHaveTextContent(text.notConnected);
    expect(screen.queryByTestId('shopee-disconnect')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('shopee-connect'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://partner.shopeemobile.com/auth?state=abc'));
    expect(shopee.seen.find((request) => request.path === '/api/shopee/auth-url')?.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('Disconnect asks first; confirming posts the logout and shows the shop as not connected', async () => {
    const { user, shopee } = start('/admin/connections', { connection: connectionStatus() });
    await user.click(await screen.findByTestId('shopee-disconnect'));
    await user.click(await screen.findByRole('button', { name: text.disconnectCancel }));
    expect(shopee.seen.filter((request) => request.path === '/api/shopee/auth/logout')).toEqual([]);

    await user.click(screen.getByTestId('shopee-disconnect'));
    await user.click(await screen.findByTestId('shopee-disconnect-confirm'));
    expect(await screen.findByText(text.disconnected)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('shopee-status')).toHaveTextContent(text.notConnected));
    expect(shopee.seen.filter((request) => request.path === '/api/shopee/auth/logout')).toHaveLength(1);
  });
});

describe('/admin/shopee/callback', () => {
  it('posts code, shop id and state with the staff token, then returns to /admin with a toast', async () => {
    const { router, shopee } = start('/admin/shopee/callback?code=abc123&shop_id=123456&state=s1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/connections'));
    const posted = shopee.seen.filter((request) => request.path === '/api/shopee/auth/token');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ authorization: `Bearer ${STAFF_TOKEN}`, body: { code: 'abc123', shopId: '123456', state: 's1' } });
    expect(await screen.findByText(text.callbackDone('好物選品蝦皮店'))).toBeInTheDocument();
    expect(await screen.findByTestId('shopee-status')).toHaveTextContent(text.connected);
  });

  it('without a code nothing is posted and the page says the answer was incomplete', async () => {
    const { shopee } = start('/admin/shopee/callback?shop_id=123456');
    expect(await screen.findByTestId('shopee-callback-error')).toHaveTextContent(text.callbackMissing);
    expect(shopee.seen.filter((request) => request.path === '/api/shopee/auth/token')).toEqual([]);
  });

  it("a refused code shows the server's reason and stays", async () => {
    const { router } = start('/admin/shopee/callback?code=used&shop_id=123456&state=s1', {
      onToken: () => HttpResponse.json({ code: 'SHOPEE_AUTH_REFUSED', message: '蝦皮拒絕了這個授權碼（可能已使用或逾時），請重新授權。' }, { status: 502 }),
    });
    expect(await screen.findByTestId('shopee-callback-error')).toHaveTextContent('蝦皮拒絕了這個授權碼');
    expect(router.state.location.pathname).toBe('/admin/shopee/callback');
  });
});

describe('/admin/connections: the sync', () => {
  it('shows the last result and the schedule', async () => {
    start('/admin/connections', { connection: connectionStatus(), syncAnswers: [syncStatus({ last: syncRun({ upserted: 118, removed: 2, errors: ['item 42: 價格缺漏'] }) })] });
    const last = await screen.findByTestId('sync-last-result');
    expect(last).toHaveTextContent(text.upserted(118));
    expect(last).toHaveTextContent(text.removed(2));
    expect(last).toHaveTextContent('2026/11/20 12:00');
    expect(screen.getByTestId('sync-errors')).toHaveTextContent('item 42: 價格缺漏');
    expect(screen.getByTestId('sync-schedule')).toHaveTextContent(text.scheduleEvery(30));
    expect(screen.getByTestId('sync-schedule')).toHaveTextContent('2026/11/20 12:30');
  });

  it("'sync now' starts a run; the progress bar follows the 1 s poll until the run is done", async () => {
    const running = (done: number) => syncStatus({ running: syncRun({ id: 8, status: 'running', done, total: 80, finishedAt: null }) });
    const finished = syncStatus({ last: syncRun({ id: 8, upserted: 77, removed: 3 }) });
    const { user, shopee } = start('/admin/connections', { connection: connectionStatus(), syncAnswers: [syncStatus(), running(0), running(40), finished] });
    await screen.findByTestId('sync-last-result');
    expect(screen.queryByTestId('sync-progress')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('sync-now'));
    const progress = await screen.findByTestId('sync-progress');
    expect(screen.getByTestId('sync-now')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('sync-progress')).toHaveAttribute('data-done', '40'));
    expect(progress).toHaveTextContent(text.syncRunning(40, 80));
    await waitFor(() => expect(screen.queryByTestId('sync-progress')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByTestId('sync-last-result')).toHaveTextContent(text.upserted(77));
    expect(screen.getByTestId('sync-now')).toBeEnabled();
    expect(shopee.seen.filter((request) => request.method === 'POST' && request.path === '/api/admin/shopee/sync')).toHaveLength(1);
  });

  it('polling stops when the console is left', async () => {
    const running = syncStatus({ running: syncRun({ status: 'running', done: 1, total: 10, finishedAt: null }) });
    const { router, shopee } = start('/admin/connections', { connection: connectionStatus(), syncAnswers: [running] });
    await screen.findByTestId('sync-progress');
    await act(() => router.navigate('/'));
    await screen.findByTestId('outlet-empty');
    const reads = shopee.syncReads;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(shopee.syncReads).toBe(reads);
  });
});
