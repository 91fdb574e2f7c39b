import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CUSTOMER, customerOrder, fakeAccountServer, signIn, type FakeAccountServerOptions } from '../../../test-support/account-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { axeViolations } from '../../../test-support/axe';
import { fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer } from '../../../test-support/checkout-server';
import { formatMessage } from '../../domain';
import { orderMessages } from '../orders/order-messages';
import { initialSessionState } from '../session/session-slice';
import { historyMessages } from './history-messages';

const { start: render, unmount } = useAppHarness({ quietWarnings: true });

const twelveOrders = () => Array.from({ length: 12 }, (_, i) => customerOrder({ order_id: `ORD-${String(20000000 + i)}` }));

function start(options: FakeAccountServerOptions = {}, path = '/order-history', extra: HttpHandler[] = []) {
  const account = fakeAccountServer(options);
  return { ...render({ path, preloadedState: signIn() }, account.handlers, fakeCartServer().handlers, extra), account };
}

const shownIds = () => screen.getAllByTestId('history-order').map((card) => card.getAttribute('data-order-id'));

describe('/order-history (spec 1 §2, §4)', () => {
  it('pages 5 at a time with the source chip and the NT$ total', async () => {
    const { user, account } = start({ orders: twelveOrders() });
    await waitFor(() => expect(screen.getAllByTestId('history-order')).toHaveLength(5));
    expect(account.seen('GET', '/api/customers/orders')[0].search).toBe('?page=1&limit=5');
    const first = screen.getAllByTestId('history-order')[0];
    expect(within(first).getByText('NT$1,280')).toBeInTheDocument();
    expect(within(first).getByTestId('order-source-chip')).toHaveTextContent(formatMessage('SOURCE_OUTLET'));
    expect(within(first).getByTestId('order-source-chip')).toHaveAttribute('data-intent', 'success');
    const pagination = screen.getByTestId('history-pagination');
    await user.click(within(pagination).getByRole('button', { name: historyMessages.pageLabel(3) }));
    await waitFor(() => expect(shownIds()).toEqual(['ORD-20000010', 'ORD-20000011']));
    expect(account.seen('GET', '/api/customers/orders').at(-1)?.search).toBe('?page=3&limit=5');
  });

  it('expanding shows the shipping block, products (no Default variant) and the details button', async () => {
    const shipped = customerOrder({
      order_id: 'ORD-30000001',
      order_source: 'mixed',
      shipping_status: 'shipped',
      shipped_at: '2026-11-21T02:00:00.000Z',
      payment_no: 'PK123',
      tracking_number: 'PK1230042',
      store_name: '建盛門市',
      cvs_store_id: '131386',
      logistics_id: 'L-99',
      products: [
        { id: 1, title: '羊毛外套', image_url: null, variant_details: 'Default', price: 1600, discount_price: 1280 },
        { id: 2, title: '慢跑鞋', image_url: null, variant_details: 'M', variant_sku: 'OL-SH-2001-M', price: 3000, discount_price: 1500 },
      ],
    });
    const pending = customerOrder({ order_id: 'ORD-30000002' });
    // The details screen the last click opens reads the order; this test only checks where it leads.
    const detailsReads = [
      http.get('*/api/ecpay/:orderId/items', () => HttpResponse.json([])),
      http.get('*/api/ecpay/:orderId', () => HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: '找不到訂單' }, { status: 404 })),
    ];
    const { user, router } = start({ orders: [shipped, pending] }, '/order-history', detailsReads);
    const [card, pendingCard] = await screen.findAllByTestId('history-order');
    expect(within(card).getByTestId('order-source-chip')).toHaveTextContent(formatMessage('SOURCE_MIXED'));
    expect(within(card).queryByTestId('shipping-status')).not.toBeInTheDocument();
    await user.click(within(card).getByTestId('history-expand'));
    const block = await within(card).findByTestId('shipping-status');
    expect(within(block).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(block).getByTestId('shipping-label')).toHaveTextContent(formatMessage('SHIPPING_SHIPPED'));
    expect(within(block).getByTestId('shipping-details')).toHaveTextContent(`${historyMessages.pickupCode}PK123`);
    // 7-ELEVEN: the tracking number (pickup code + validation code) shows beside the pickup code.
    expect(within(block).getByTestId('shipping-details')).toHaveTextContent(`${historyMessages.trackingNumber}PK1230042`);
    expect(within(block).getByTestId('shipping-details')).toHaveTextContent('L-99');
    // Issue 22: in transit is not at the store yet; the pickup hint waits for the parcel to arrive.
    expect(within(block).queryByTestId('shipping-store-hint')).not.toBeInTheDocument();
    const variants = within(card).getAllByTestId('history-product-variant');
    expect(variants).toHaveLength(1);
    expect(variants[0]).toHaveTextContent(historyMessages.variant('M'));
    // Issue 22: the variant's own SKU as sold, on its own line; none for a line without one.
    const skus = within(card).getAllByTestId('history-product-sku');
    expect(skus.map((sku) => sku.textContent)).toEqual([historyMessages.sku('OL-SH-2001-M')]);
    expect(within(card).getAllByTestId('history-product')[1]).toContainElement(skus[0]);

    await user.click(within(pendingCard).getByTestId('history-expand'));
    const pendingBlock = await within(pendingCard).findByTestId('shipping-status');
    expect(within(pendingBlock).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(pendingBlock).getByTestId('shipping-label')).toHaveTextContent(formatMessage('SHIPPING_PROCESSING'));
    expect(within(pendingBlock).queryByTestId('shipping-details')).not.toBeInTheDocument();
    // axe's heading-order: the open cards' shipping and products headings follow the page's h1 as h2s (they were h4s).
    expect(within(card).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim())).toEqual([historyMessages.shippingTitle, historyMessages.productsTitle]);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);

    await user.click(within(card).getByTestId('history-details'));
    expect(router.state.location.pathname).toBe('/order-details/ORD-30000001');
    expect(router.state.location.state).toMatchObject({ fromHistory: true, total: 1280, phone: CUSTOMER.phone });
    // Issue 22: the order is not there: the member is told so, with the way back to the list.
    const error = await screen.findByTestId('order-error');
    expect(within(error).getByRole('alert')).toHaveTextContent(orderMessages.notFound);
    expect(within(error).getByTestId('back-to-orders')).toBeInTheDocument();
  });

  it('issue 22: each block tells one truth: created is not "sent to the store", at the store is its own step, a failed card payment ships nothing', async () => {
    const prepared = customerOrder({ order_id: 'ORD-30000011', status: 'PROCESSING', shipping_status: 'prepared', fulfilment_stage: 'prepared', payment_no: 'PK1', store_name: '建盛門市', cvs_store_id: '131386' });
    const atStore = customerOrder({ order_id: 'ORD-30000012', status: 'PROCESSING', shipping_status: 'shipped', fulfilment_stage: 'at_store', payment_no: 'PK2', store_name: '建盛門市', cvs_store_id: '131386' });
    const failed = customerOrder({ order_id: 'ORD-30000013', status: 'PAYMENT_FAILED', shipping_status: 'pending', fulfilment_stage: 'awaiting_payment' });
    const { user } = start({ orders: [prepared, atStore, failed] });
    const cards = await screen.findAllByTestId('history-order');
    const blockOf = async (card: HTMLElement) => {
      await user.click(within(card).getByTestId('history-expand'));
      return within(card).findByTestId('shipping-status');
    };
    const preparedBlock = await blockOf(cards[0]);
    expect(within(preparedBlock).getByTestId('shipping-label')).toHaveTextContent('已建立物流單，等待出貨');
    expect(within(preparedBlock).queryByTestId('shipping-store-hint')).not.toBeInTheDocument();

    const atStoreBlock = await blockOf(cards[1]);
    expect(within(atStoreBlock).getByTestId('shipping-label')).toHaveTextContent('已到店，請於期限內取貨');
    expect(within(atStoreBlock).getByTestId('shipping-label')).not.toHaveTextContent(formatMessage('SHIPPING_SHIPPED'));
    expect(within(atStoreBlock).getByTestId('shipping-store-hint')).toHaveTextContent(historyMessages.storeHint);

    const failedBlock = await blockOf(cards[2]);
    expect(within(failedBlock).getByTestId('shipping-label')).toHaveTextContent(formatMessage('SHIPPING_AFTER_PAYMENT'));
    expect(within(failedBlock).getByTestId('shipping-label')).not.toHaveTextContent(formatMessage('SHIPPING_PROCESSING'));
    expect(within(failedBlock).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('no orders: the empty state leads to /', async () => {
    const { user, router } = start({ orders: [] });
    const empty = await screen.findByTestId('history-empty');
    expect(empty).toHaveTextContent(historyMessages.emptyTitle);
    // axe's heading-order: the empty state's title is an h2 under the page's h1 (NonIdealState's own is an H4).
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(historyMessages.emptyTitle);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
    expect(screen.queryByTestId('history-pagination')).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: historyMessages.startShopping }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('link dialog: phone prefilled, trimmed values, domain rules, success reloads the list', async () => {
    const { user, account } = start({ orders: [] });
    await screen.findByTestId('history-empty');
    await user.click(screen.getByTestId('link-order-open'));
    const dialog = await screen.findByTestId('link-order-dialog');
    expect(within(dialog).getByTestId('link-order-phone')).toHaveValue(CUSTOMER.phone);
    expect(within(dialog).getByTestId('link-order-id')).toHaveAttribute('placeholder', historyMessages.linkOrderIdPlaceholder);
    expect(within(dialog).getByTestId('link-order-source')).toHaveValue('outlet');
    await user.click(within(dialog).getByTestId('link-order-submit'));
    expect(within(dialog).getByText(formatMessage('ORDER_NUMBER_REQUIRED'))).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('link-order-phone'));
    await user.type(within(dialog).getByTestId('link-order-id'), '   ');
    await user.click(within(dialog).getByTestId('link-order-submit'));
    expect(within(dialog).getByText(formatMessage('PHONE_REQUIRED'))).toBeInTheDocument();
    expect(within(dialog).getByText(formatMessage('ORDER_NUMBER_REQUIRED'))).toBeInTheDocument();
    expect(account.seen('POST', '/api/customers/link-order')).toHaveLength(0);

    await user.type(within(dialog).getByTestId('link-order-id'), 'ORD-40000001 ');
    await user.type(within(dialog).getByTestId('link-order-phone'), ' 0912345678 ');
    await user.selectOptions(within(dialog).getByTestId('link-order-source'), 'outlet');
    await user.click(within(dialog).getByTestId('link-order-submit'));
    expect(await within(dialog).findByTestId('link-order-message')).toHaveTextContent('訂單已連結');
    expect(account.seen('POST', '/api/customers/link-order')[0].body).toEqual({ orderId: 'ORD-40000001', orderSource: 'outlet', phoneNumber: '0912345678' });
    await waitFor(() => expect(shownIds()).toEqual(['ORD-40000001']));
    await waitFor(() => expect(screen.queryByTestId('link-order-dialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('link failure shows the server message, else the default; the dialog stays open', async () => {
    let answer = HttpResponse.json({ code: 'ORDER_NOT_FOUND', message: formatMessage('ORDER_NOT_FOUND') }, { status: 404 });
    const { user } = start({ orders: [], onLink: () => answer });
    await screen.findByTestId('history-empty');
    await user.click(screen.getByTestId('link-order-open'));
    const dialog = await screen.findByTestId('link-order-dialog');
    await user.selectOptions(within(dialog).getByTestId('link-order-source'), 'shopee');
    await user.type(within(dialog).getByTestId('link-order-id'), '240101ABC');
    await user.click(within(dialog).getByTestId('link-order-submit'));
    expect(await within(dialog).findByTestId('link-order-message')).toHaveTextContent(formatMessage('ORDER_NOT_FOUND'));
    answer = new HttpResponse(null, { status: 500 });
    await user.click(within(dialog).getByTestId('link-order-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('link-order-message')).toHaveTextContent(historyMessages.linkFailed));
    expect(screen.getByTestId('link-order-dialog')).toBeInTheDocument();
  });

  it('a load error shows the message and clears the list', async () => {
    start({ onOrders: () => HttpResponse.json({ code: 'INTERNAL', message: '伺服器忙碌中' }, { status: 500 }) });
    expect(await screen.findByTestId('history-error')).toHaveTextContent('伺服器忙碌中');
    expect(screen.queryByTestId('history-order')).not.toBeInTheDocument();
  });
});

describe('/linked-orders/{source}/{orderId} (issue 22: a linked Shopee or Shopify order)', () => {
  const SN = '241125JKLM9012';
  const linkedOrder = (overrides: Parameters<typeof customerOrder>[0] = {}) => customerOrder({
    order_id: SN, order_source: 'shopee', order_total: 1829, status: 'PROCESSING', shipping_status: 'shipped', tracking_number: 'TW25JKLM9012',
    products: [{ id: -1001, title: '保溫瓶', image_url: null, variant_details: '500ml', price: 1767, discount_price: 1767 }], ...overrides,
  });
  const detailsAnswer = (body: unknown, status = 200) => {
    const seen: string[] = [];
    const handler = http.get('*/api/customers/linked-orders/:source/:orderId', ({ params }) => {
      seen.push(`${String(params.source)}/${String(params.orderId)}`);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    });
    return { handler, seen };
  };

  it('查看訂單詳情 of a linked order requests its details and shows status, tracking number, products and when they were checked', async () => {
    const answer = detailsAnswer({ order: linkedOrder(), checked_at: '2026-12-01T04:00:00.000Z', stale: false });
    const { user, router } = start({ orders: [linkedOrder({ shipping_status: 'prepared', tracking_number: null })] }, '/order-history', [answer.handler]);
    const [card] = await screen.findAllByTestId('history-order');
    await user.click(within(card).getByTestId('history-expand'));
    await user.click(await within(card).findByTestId('history-details'));
    expect(router.state.location.pathname).toBe(`/linked-orders/shopee/${SN}`);
    const page = await screen.findByTestId('linked-order');
    expect(answer.seen).toEqual([`shopee/${SN}`]);
    const block = within(page).getByTestId('shipping-status');
    expect(block).toHaveAttribute('data-status', 'shipped');
    expect(within(block).getByTestId('shipping-details')).toHaveTextContent(`${historyMessages.trackingNumber}TW25JKLM9012`);
    expect(within(page).getByTestId('history-product')).toHaveTextContent('保溫瓶');
    expect(within(page).getByTestId('linked-order-checked')).toHaveTextContent('資料更新於');
    expect(screen.queryByTestId('linked-order-stale')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('back-to-orders'));
    expect(router.state.location.pathname).toBe('/order-history');
  });

  it("issue 28: a linked order adds up: each line's picture and quantity, and the platform's shipping, come to its total", async () => {
    const order = linkedOrder({
      order_total: 1829, shipping_fee: 62,
      products: [{ id: -1001, title: '保溫瓶', image_url: 'https://cf.shopee.tw/file/bottle', variant_details: '500ml', price: 1767, discount_price: 1767, quantity: 3 }],
    });
    const answer = detailsAnswer({ order, checked_at: '2026-12-01T04:00:00.000Z', stale: false });
    start({ orders: [] }, `/linked-orders/shopee/${SN}`, [answer.handler]);
    const page = await screen.findByTestId('linked-order');
    const line = within(page).getByTestId('history-product');
    expect(within(line).getByRole('img', { name: '保溫瓶' })).toHaveAttribute('src', 'https://cf.shopee.tw/file/bottle');
    expect(within(line).getByTestId('history-product-quantity')).toHaveTextContent(historyMessages.quantity(3));
    expect(within(page).getByTestId('linked-order-shipping')).toHaveTextContent(`${historyMessages.shippingFee} NT$62`);
    expect(within(page).getByTestId('linked-order-total')).toHaveTextContent('NT$1,829');
  });

  it('the platform unreachable: the stored record with its age; unknown to the member: the error, not a blank page', async () => {
    const stale = detailsAnswer({ order: linkedOrder({ shipping_status: 'prepared', tracking_number: null }), checked_at: '2026-12-01T04:00:00.000Z', stale: true });
    start({ orders: [] }, `/linked-orders/shopee/${SN}`, [stale.handler]);
    expect(await screen.findByTestId('linked-order-stale')).toHaveTextContent('暫時無法取得最新狀態');
    expect(screen.getByTestId('shipping-status')).toHaveAttribute('data-status', 'prepared');
    unmount();

    const missing = detailsAnswer({ code: 'ORDER_NOT_FOUND', message: '找不到此訂單' }, 404);
    start({ orders: [] }, `/linked-orders/shopee/${SN}`, [missing.handler]);
    expect(await screen.findByTestId('linked-order-error')).toHaveTextContent('找不到此訂單');
  });
});

describe('/order-details/{orderId} (spec 2 §2.5 details mode)', () => {
  it('is the confirmation screen with a back-to-order-list button and the heading, without the payment banner', async () => {
    const orderId = 'ORD-12345678';
    const checkout = fakeCheckoutServer({ orders: { [orderId]: { status: 'PAID', customer_name: CUSTOMER.name, customer_phone: CUSTOMER.phone, total_amount: 1280, payment_method: 'store_cod' } } });
    const { user, router } = start({ orders: [] }, `/order-details/${orderId}`, [http.get('*/api/ecpay/:orderId/items', () => HttpResponse.json([])), ...checkout.handlers]);
    const page = await screen.findByTestId('confirmation-page');
    expect(page).toHaveAttribute('data-mode', 'details');
    expect(screen.getByRole('heading', { name: orderMessages.detailsTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('confirmation-page')).not.toHaveAttribute('data-loading'));
    expect(screen.queryByText(formatMessage('BANNER_PAID'))).not.toBeInTheDocument();
    await user.click(screen.getByTestId('back-to-orders'));
    expect(router.state.location.pathname).toBe('/order-history');
  });

  it('issue 12: shows the logistics status block with the pickup code, tracking number and each step of the shipment', async () => {
    const orderId = 'ORD-12345679';
    const checkout = fakeCheckoutServer({ orders: { [orderId]: { status: 'PROCESSING', customer_name: CUSTOMER.name, customer_phone: CUSTOMER.phone, total_amount: 1280, payment_method: 'credit_card' } } });
    const shipment = {
      store_id: '131386', store_name: '建盛門市', store_address: '台北市', logistics_sub_type: 'UNIMARTC2C', shipping_status: 'shipped',
      tracking_number: 'G65445297175', payment_no: 'G6544529', shipped_at: '2026-11-29T02:10:00.000Z', delivered_at: null, logistics_id: '1718546',
      history: [
        { status_code: 300, message: '訂單處理中', source: 'create', shipping_status: 'prepared', occurred_at: '2026-11-29T02:00:00.000Z' },
        { status_code: 2068, message: '賣家已到門市寄件', source: 'notification', shipping_status: 'shipped', occurred_at: '2026-11-29T02:10:00.000Z' },
        // A step without ECPay's words reads the order-truth table, not a second one: 2073 is at the store.
        { status_code: 2073, message: '', source: 'notification', shipping_status: 'shipped', occurred_at: '2026-11-29T08:00:00.000Z' },
      ],
    };
    const seen: string[] = [];
    start({ orders: [] }, `/order-details/${orderId}`, [
      http.get('*/api/ecpay/logistics/order/:orderId', ({ params, request }) => {
        seen.push(`${String(params.orderId)}${new URL(request.url).search}`);
        return HttpResponse.json(shipment);
      }),
      http.get('*/api/ecpay/:orderId/items', () => HttpResponse.json([])), ...checkout.handlers,
    ]);
    const card = await screen.findByTestId('shipment-card');
    // One read, with no query: the contract's getOrderPickupStore declares none (?platform had no effect).
    expect(seen).toEqual([orderId]);
    const block = within(card).getByTestId('shipping-status');
    expect(block).toHaveAttribute('data-status', 'shipped');
    // The last ECPay code (2073) says the parcel is at the store: the block and that step say the same.
    expect(within(block).getByTestId('shipping-label')).toHaveTextContent(formatMessage('SHIPPING_AT_STORE'));
    const details = within(block).getByTestId('shipping-details');
    expect(details).toHaveTextContent(`${historyMessages.pickupCode}G6544529`);
    expect(details).toHaveTextContent(`${historyMessages.trackingNumber}G65445297175`);
    expect(details).toHaveTextContent('1718546');
    expect(within(card).getAllByTestId('shipment-step').map((step) => step.textContent)).toEqual([
      expect.stringContaining('訂單處理中'), expect.stringContaining('賣家已到門市寄件'), expect.stringContaining(formatMessage('SHIPPING_AT_STORE')),
    ]);
  });

  it('issue 12: a shipment read that fails leaves the status block out and the order on screen', async () => {
    const orderId = 'ORD-12345680';
    const checkout = fakeCheckoutServer({ orders: { [orderId]: { status: 'PAID', customer_name: CUSTOMER.name, customer_phone: CUSTOMER.phone, total_amount: 1280, payment_method: 'credit_card' } } });
    start({ orders: [] }, `/order-details/${orderId}`, [
      http.get('*/api/ecpay/logistics/order/:orderId', () => HttpResponse.json({ code: 'INTERNAL', message: '伺服器忙碌中' }, { status: 500 })),
      http.get('*/api/ecpay/:orderId/items', () => HttpResponse.json([])), ...checkout.handlers,
    ]);
    await screen.findByTestId('order-card');
    await waitFor(() => expect(screen.getByTestId('confirmation-page')).not.toHaveAttribute('data-loading'));
    expect(screen.queryByTestId('shipment-card')).not.toBeInTheDocument();
  });

  it('signed out, the protected routes go to /login', async () => {
    const app = render(
      { path: '/order-history', preloadedState: { session: { ...initialSessionState, status: 'anonymous' } }, extraRoutes: [{ path: '/login', element: <p>login stand-in</p> }] },
      fakeAccountServer().handlers, fakeCartServer().handlers,
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });
});
