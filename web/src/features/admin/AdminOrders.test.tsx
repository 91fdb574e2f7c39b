import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminOrderPage, adminOrderRow, fakeAdminConsoleServer, type FakeAdminConsoleOptions } from '../../../test-support/admin-console-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { axeViolations } from '../../../test-support/axe';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { formatMessage } from '../../../../domain/messages';
import { messages } from '../../i18n/contexts/console';

/** Issue 12: staff find orders, read an order's payments, shipment and history, and act on it. */
const { server, start: render } = useAppHarness();
const text = messages.admin;

beforeEach(() => seedStaffSession());

function start(path: string, options: Partial<FakeAdminConsoleOptions> = {}) {
  const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, ...options });
  return { ...render({ path }, staffBackend({ admin })), admin };
}

const manyOrders = Array.from({ length: 23 }, (_, index) => adminOrderRow({ orderId: `ORD-1000${String(index).padStart(4, '0')}`, status: index === 3 ? 'PENDING_PAYMENT' : 'PAID' }));

describe('/admin/orders', () => {
  it('navigates from the console to the orders list: rows with NT$ totals, zh-TW statuses, the source chip, and paging', async () => {
    const { user, admin, router } = start('/admin', { orders: manyOrders });
    await user.click(await screen.findByTestId('admin-nav-orders'));
    expect(router.state.location.pathname).toBe('/admin/orders');
    const rows = await screen.findAllByTestId('admin-order-row');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('ORD-10000000');
    expect(rows[0]).toHaveTextContent('NT$2,280');
    expect(within(rows[3]).getByTestId('admin-order-status')).toHaveTextContent(text.orderStatuses.PENDING_PAYMENT);
    expect(screen.getByTestId('admin-orders-paging')).toHaveTextContent(text.pageOf(1, 2, 23));
    expect(screen.getByTestId('admin-orders-page-prev')).toBeDisabled();

    await user.click(screen.getByTestId('admin-orders-page-next'));
    await waitFor(() => expect(screen.getAllByTestId('admin-order-row')).toHaveLength(3));
    expect(router.state.location.search).toBe('?page=2');
    expect(admin.requests.filter((request) => request.url.pathname === '/api/admin/orders').map((request) => request.url.search)).toEqual(['', '?page=2']);
    expect(admin.requests.every((request) => request.url.pathname !== '/api/admin/orders' || request.method === 'GET')).toBe(true);
  });

  it('issue 28: a picked-up order reads completed in the list, not 處理中', async () => {
    start('/admin/orders', { orders: [adminOrderRow({ orderId: 'ORD-10000001', status: 'PROCESSING', fulfilmentStage: 'delivered' }), adminOrderRow({ orderId: 'ORD-10000002', status: 'PROCESSING', fulfilmentStage: 'shipped' })] });
    const rows = await screen.findAllByTestId('admin-order-row');
    expect(within(rows[0]).getByTestId('admin-order-status')).toHaveTextContent(text.orderStatuses.COMPLETED);
    expect(within(rows[1]).getByTestId('admin-order-status')).toHaveTextContent(text.orderStatuses.PROCESSING);
  });

  it('filters go into the address and the request; clear drops them', async () => {
    const { user, admin, router } = start('/admin/orders', { orders: manyOrders });
    await screen.findAllByTestId('admin-order-row');
    await user.selectOptions(screen.getByTestId('admin-orders-filter-status'), 'PENDING_PAYMENT');
    await user.selectOptions(screen.getByTestId('admin-orders-filter-source'), 'outlet');
    await user.type(screen.getByTestId('admin-orders-filter-from'), '2026-11-01');
    await user.type(screen.getByTestId('admin-orders-filter-q'), ' ORD-10000003 ');
    await user.click(screen.getByTestId('admin-orders-search'));
    await waitFor(() => expect(screen.getAllByTestId('admin-order-row')).toHaveLength(1));
    const sent = admin.requests.filter((request) => request.url.pathname === '/api/admin/orders').pop()!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({ status: 'PENDING_PAYMENT', source: 'outlet', from: '2026-11-01', q: 'ORD-10000003' });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ORD-10000003');

    await user.click(screen.getByTestId('admin-orders-clear'));
    await waitFor(() => expect(screen.getAllByTestId('admin-order-row')).toHaveLength(20));
    expect(screen.getByTestId('admin-orders-filter-status')).toHaveValue('');
  });

  it('a refused filter shows the server\'s message; nothing found says so', async () => {
    const { router } = start('/admin/orders?q=0999999999', { orders: manyOrders });
    expect(await screen.findByTestId('admin-orders-empty')).toHaveTextContent(text.empty);
    server.use(http.get('*/api/admin/orders', () => HttpResponse.json(
      { code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { q: { code: 'ADMIN_ORDER_SEARCH_INVALID', message: '請輸入訂單編號' } } }, { status: 400 },
    )));
    await act(() => router.navigate('/admin/orders?q=hello'));
    expect(await screen.findByTestId('admin-orders-error')).toHaveTextContent('請求內容有誤');
  });
});

describe('/admin/orders/:orderId', () => {
  it('shows items, every payment attempt with its result, the shipment with tracking number, pickup code and history, and the status history', async () => {
    start('/admin/orders/ORD-12345678', { pages: [adminOrderPage()] });
    const page = await screen.findByTestId('admin-order-page');
    expect(page).toHaveAttribute('data-order-id', 'ORD-12345678');
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent(text.orderStatuses.PAID);
    expect(screen.getByTestId('admin-order-items')).toHaveTextContent('亞麻襯衫');
    const payments = screen.getAllByTestId('admin-order-payment');
    expect(payments.map((row) => row.getAttribute('data-attempt-id'))).toEqual(['40', '41']);
    expect(payments[1]).toHaveTextContent('ORD12345678R2');
    expect(within(payments[1]).getByTestId('admin-order-payment-flag')).toHaveTextContent(text.order.attention.duplicate_payment);
    expect(within(payments[0]).queryByTestId('action-refund')).not.toBeInTheDocument();
    expect(screen.getByTestId('admin-order-shipment')).toHaveAttribute('data-shipping-status', 'shipped');
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('運送中');
    expect(screen.getByTestId('shipment-tracking')).toHaveTextContent('F00001234567');
    expect(screen.getByTestId('shipment-pickup-code')).toHaveTextContent('F0000123');
    expect(screen.getAllByTestId('shipment-event').map((row) => row.getAttribute('data-code'))).toEqual(['300', '2068']);
    expect(screen.getAllByTestId('admin-order-history-event')).toHaveLength(2);
    // axe's heading-order: under the console's h1 the order is an h2 and its sections h3s (they were an H4 and H5s).
    expect(within(page).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(within(page).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([text.order.items, text.order.payments, text.order.shipment, text.order.history]);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
  });

  it('issue 30: the invoice is read in the facts table\'s own rows: its type with the tax id, number, date and random code', async () => {
    const invoice = { kind: 'company' as const, state: 'ISSUED' as const, number: 'SB10000007', issued_at: '2026-11-29T02:03:05.000Z', random_code: '3227', tax_id: '04595257', title: '好物國際貿易股份有限公司' };
    start('/admin/orders/ORD-12345678', { pages: [adminOrderPage({ invoice })] });
    const facts = await screen.findByTestId('admin-order-facts');
    const rows = within(facts).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, row.querySelector('td')?.textContent]);
    expect(rows.slice(-4)).toEqual([
      ['發票類型', expect.stringContaining('04595257')], ['發票號碼', 'SB10000007'], ['開立日期', '2026/11/29 10:03'], ['隨機碼', '3227'],
    ]);
    expect(within(facts).getByTestId('invoice-number')).toHaveTextContent('SB10000007');
  });

  it('issue 22: staff read the facts the buyer reads: a paid card order in PROCESSING is paid, a store-payment one is paid at pickup, a parcel at the store is not in transit', async () => {
    const base = adminOrderPage();
    const card = adminOrderPage({ order: { ...base.order, status: 'PROCESSING' } });
    const atStore = adminOrderPage({
      order: { ...base.order, orderId: 'ORD-12345679', status: 'PROCESSING', paymentMethod: 'store_cod' },
      shipment: { ...base.shipment!, statusCode: '2073' },
    });
    const { router } = start('/admin/orders/ORD-12345678', { pages: [card, atStore] });
    await screen.findByTestId('admin-order-page');
    expect(screen.getByTestId('admin-order-payment-fact')).toHaveTextContent('已付款');

    await act(() => router.navigate('/admin/orders/ORD-12345679'));
    await waitFor(() => expect(screen.getByTestId('admin-order-page')).toHaveAttribute('data-order-id', 'ORD-12345679'));
    expect(screen.getByTestId('admin-order-payment-fact')).toHaveTextContent('取貨時付款 NT$2,280');
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('已到店，待買家取貨');
  });

  it('issue 22: the packer reads each line\'s variant and its own SKU in columns of their own; a line without one shows the product\'s SKU', async () => {
    const jacket = { itemType: 'outlet', title: '男款機能防潑水連帽外套', sku: 'OL-JK-1024', price: 3280, discountPrice: 1290, quantity: 1, imageUrl: null };
    const items = [
      adminOrderPage().items[0],
      { ...jacket, id: 2, itemId: 11, variantId: '11', variantName: '黑色 / L', variantSku: 'OL-JK-1024-BK-L' },
      { ...jacket, id: 3, itemId: 12, variantId: '12', variantName: '深藍 / M', variantSku: 'OL-JK-1024-NV-M' },
    ];
    start('/admin/orders/ORD-12345678', { pages: [adminOrderPage({ items })] });
    const rows = await screen.findAllByTestId('admin-order-item');
    expect(rows.map((row) => [within(row).getByTestId('admin-order-item-variant').textContent, within(row).getByTestId('admin-order-item-sku').textContent])).toEqual([
      ['—', 'OL-7'], ['黑色 / L', 'OL-JK-1024-BK-L'], ['深藍 / M', 'OL-JK-1024-NV-M'],
    ]);
    expect(rows[1]).toHaveTextContent('男款機能防潑水連帽外套');
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent(/^男款機能防潑水連帽外套$/);
  });

  it('an order without a shipment says so; an unknown order is not found', async () => {
    const { router } = start('/admin/orders/ORD-12345678', { pages: [adminOrderPage({ shipment: null })] });
    expect(await screen.findByTestId('admin-order-no-shipment')).toHaveTextContent(text.order.noShipment);
    await act(() => router.navigate('/admin/orders/ORD-99999999'));
    expect(await screen.findByTestId('admin-order-not-found')).toHaveTextContent(text.order.notFound);
  });

  it('create shipment and mark delivered ask first, post once, toast the server\'s words and read the order again; cancel sends nothing', async () => {
    const shipped = start('/admin/orders/ORD-12345678', { pages: [adminOrderPage()] });
    await shipped.user.click(await screen.findByTestId('action-delivered'));
    expect(await screen.findByTestId('action-confirm-text')).toHaveTextContent(text.order.actions.deliveredConfirm);
    await shipped.user.click(screen.getByRole('button', { name: text.order.actions.cancel }));
    await waitFor(() => expect(screen.queryByTestId('action-confirm-text')).not.toBeInTheDocument());
    expect(shipped.admin.requests.filter((request) => request.method === 'POST')).toEqual([]);
    shipped.unmount();

    const { user, admin } = start('/admin/orders/ORD-12345678', { pages: [adminOrderPage({ shipment: null })] });
    await user.click(await screen.findByTestId('action-ship'));
    expect(await screen.findByTestId('action-confirm-text')).toHaveTextContent(text.order.actions.shipConfirm);
    await user.click(screen.getByRole('button', { name: text.order.actions.confirm }));
    expect(await screen.findByText('已送出建立物流單。')).toBeInTheDocument();
    const posts = admin.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url.pathname)).toEqual(['/api/admin/orders/ORD-12345678/shipment']);
    await waitFor(() => expect(admin.requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/admin/orders/ORD-12345678')).toHaveLength(2));
  });

  it('a refused action (503 LOGISTICS_UNAVAILABLE) toasts the server\'s message', async () => {
    const { user } = start('/admin/orders/ORD-12345678', {
      pages: [adminOrderPage({ shipment: null })],
      onAction: () => HttpResponse.json({ code: 'LOGISTICS_UNAVAILABLE', message: '暫時無法連線物流服務，請稍後再試。' }, { status: 503 }),
    });
    await user.click(await screen.findByTestId('action-ship'));
    await user.click(await screen.findByRole('button', { name: text.order.actions.confirm }));
    expect(await screen.findByText('暫時無法連線物流服務，請稍後再試。')).toBeInTheDocument();
  });

  it('issue 28: a picked-up order reads completed and offers no shipment action; an unpaid one offers none either; a shipped one offers mark delivered, not 建立物流單', async () => {
    const base = adminOrderPage();
    const pickedUp = adminOrderPage({ order: { ...base.order, status: 'PROCESSING' }, shipment: { ...base.shipment!, shippingStatus: 'delivered', statusCode: '2067' } });
    const unpaid = adminOrderPage({ order: { ...base.order, orderId: 'ORD-12345679', status: 'PAYMENT_CANCELLED' }, shipment: null, payments: [] });
    const shipped = adminOrderPage({ order: { ...base.order, orderId: 'ORD-12345670' } });
    const { router } = start('/admin/orders/ORD-12345678', { pages: [pickedUp, unpaid, shipped] });
    const status = await screen.findByTestId('admin-order-status');
    expect(status).toHaveTextContent(text.orderStatuses.COMPLETED);
    expect(status).not.toHaveTextContent(text.orderStatuses.PROCESSING);
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('已取貨');
    expect(screen.queryByTestId('action-ship')).not.toBeInTheDocument();
    expect(screen.queryByTestId('action-delivered')).not.toBeInTheDocument();

    await act(() => router.navigate('/admin/orders/ORD-12345679'));
    await waitFor(() => expect(screen.getByTestId('admin-order-page')).toHaveAttribute('data-order-id', 'ORD-12345679'));
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent(text.orderStatuses.PAYMENT_CANCELLED);
    expect(screen.queryByTestId('action-ship')).not.toBeInTheDocument();
    expect(screen.queryByTestId('action-delivered')).not.toBeInTheDocument();

    await act(() => router.navigate('/admin/orders/ORD-12345670'));
    await waitFor(() => expect(screen.getByTestId('admin-order-page')).toHaveAttribute('data-order-id', 'ORD-12345670'));
    expect(await screen.findByTestId('action-delivered')).toBeInTheDocument();
    expect(screen.queryByTestId('action-ship')).not.toBeInTheDocument();
  });

  it('records the refund of the second charge after confirming its trade number; the flag then shows handled', async () => {
    const { user, admin } = start('/admin/orders/ORD-12345678', { pages: [adminOrderPage()] });
    await user.click(await screen.findByTestId('action-refund'));
    expect(await screen.findByTestId('action-confirm-text')).toHaveTextContent('ORD12345678R2');
    await user.click(screen.getByRole('button', { name: text.order.actions.confirm }));
    expect(await screen.findByText('已記錄退款。')).toBeInTheDocument();
    expect(admin.requests.filter((request) => request.method === 'POST').map((request) => [request.url.pathname, request.body]))
      .toEqual([['/api/admin/orders/ORD-12345678/refund', { attemptId: 41 }]]);
    await waitFor(() => expect(screen.queryByTestId('action-refund')).not.toBeInTheDocument());
    expect(screen.getByTestId('admin-order-payment-flag')).toHaveTextContent(text.order.resolved);
  });

  it('issue 30: a paid card order offers 記錄退款並結束訂單; confirming posts the end as REFUNDED, toasts and reads the order again, which then offers no ending', async () => {
    const { user, admin } = start('/admin/orders/ORD-12345678', { pages: [adminOrderPage({ shipment: null })] });
    const end = await screen.findByTestId('action-end');
    expect(end).toHaveTextContent('記錄退款並結束訂單');
    expect(end).toHaveAttribute('data-ending', 'REFUNDED');
    await user.click(end);
    expect(await screen.findByTestId('action-confirm-text')).toHaveTextContent(text.order.actions.endRefundedConfirm);
    await user.click(screen.getByRole('button', { name: text.order.actions.confirm }));
    expect(await screen.findByText(formatMessage('ADMIN_ORDER_REFUNDED'))).toBeInTheDocument();
    expect(admin.requests.filter((request) => request.method === 'POST').map((request) => [request.url.pathname, request.body]))
      .toEqual([['/api/admin/orders/ORD-12345678/end', { to: 'REFUNDED' }]]);
    await waitFor(() => expect(screen.getByTestId('admin-order-page')).toHaveAttribute('data-status', 'REFUNDED'));
    expect(screen.queryByTestId('action-end')).not.toBeInTheDocument();
  });

  it('issue 30: a pending store-payment order offers 取消訂單 (asking first: cancel sends nothing, confirm posts CANCELLED); a card order waiting for its payment offers no ending', async () => {
    const base = adminOrderPage({ shipment: null, payments: [] });
    const store = adminOrderPage({ ...base, order: { ...base.order, status: 'PENDING', paymentMethod: 'store_cod' } });
    const waiting = adminOrderPage({ ...base, order: { ...base.order, orderId: 'ORD-12345679', status: 'PENDING_PAYMENT' } });
    const { user, admin, router } = start('/admin/orders/ORD-12345678', { pages: [store, waiting] });
    const end = await screen.findByTestId('action-end');
    expect(end).toHaveTextContent('取消訂單');
    expect(end).toHaveAttribute('data-ending', 'CANCELLED');
    await user.click(end);
    expect(await screen.findByTestId('action-confirm-text')).toHaveTextContent(text.order.actions.endCancelledConfirm);
    await user.click(screen.getByRole('button', { name: text.order.actions.cancel }));
    await waitFor(() => expect(screen.queryByTestId('action-confirm-text')).not.toBeInTheDocument());
    expect(admin.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(end);
    await user.click(await screen.findByRole('button', { name: text.order.actions.confirm }));
    expect(await screen.findByText(formatMessage('ADMIN_ORDER_CANCELLED'))).toBeInTheDocument();
    expect(admin.requests.filter((request) => request.method === 'POST').map((request) => [request.url.pathname, request.body]))
      .toEqual([['/api/admin/orders/ORD-12345678/end', { to: 'CANCELLED' }]]);

    await act(() => router.navigate('/admin/orders/ORD-12345679'));
    await waitFor(() => expect(screen.getByTestId('admin-order-page')).toHaveAttribute('data-order-id', 'ORD-12345679'));
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent(text.orderStatuses.PENDING_PAYMENT);
    expect(screen.queryByTestId('action-end')).not.toBeInTheDocument();
  });
});
