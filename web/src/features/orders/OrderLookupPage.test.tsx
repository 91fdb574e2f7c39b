import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { fakeOrderServer, ORDER_ID, orderDetails, orderItem } from './order-test-support';

/**
 * Issue 30: a guest opens an order with its number and the checkout phone (/orders/lookup), or has its link
 * mailed to the order's address. The fields follow the domain's rules; the server's refusal reads the same for
 * an unknown order and a wrong phone; a found order opens on its page whole, without being read again.
 */
const page = useCheckoutPageHarness();
const { server } = page;
const PHONE = '0912345678';

function start(path = '/orders/lookup') {
  const orders = fakeOrderServer({ order: orderDetails({ customer_phone: PHONE }), items: [orderItem({ title: '羊毛外套' })], token: 'someone-elses-token' });
  const proofs: string[] = [];
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname.endsWith('/proof')) proofs.push(pathname);
    if (request.method === 'GET' && pathname.startsWith('/api/ecpay/')) reads.push(pathname);
  });
  server.use(...orders.handlers);
  const app = renderApp({ path });
  page.track(app);
  return { ...app, orders, proofs, reads };
}

afterEach(() => server.events.removeAllListeners());

describe('the guest order lookup page (issue 30)', () => {
  it('opens the order on its page with the number and the phone: whole (store, items), not read again as a stranger', async () => {
    const { user, router, reads } = start();
    expect(await screen.findByRole('heading', { name: '查詢訂單' })).toBeInTheDocument();
    await user.type(screen.getByTestId('order-lookup-id'), ORDER_ID.toLowerCase());
    await user.type(screen.getByTestId('order-lookup-phone'), PHONE);
    await user.click(screen.getByTestId('order-lookup-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-confirmation/${ORDER_ID}`));
    expect(await screen.findByTestId('pickup-card')).toHaveTextContent('建盛門市');
    expect(screen.getByTestId('order-card')).not.toHaveAttribute('data-masked', 'true');
    expect(await screen.findByText('羊毛外套')).toBeInTheDocument();
    expect(screen.queryByTestId('order-proof')).not.toBeInTheDocument();
    // The proof's answer was the whole order: no stranger's read (counted per IP by the server) followed it.
    expect(reads).toEqual([]);

    // Back to the lookup: the form again, not a second trip to the order.
    await router.navigate(-1);
    expect(await screen.findByTestId('order-lookup-page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/orders/lookup');
    expect(screen.getByTestId('order-lookup-id')).toHaveValue('');
  });

  it('checks the fields with the shop\'s rules before asking: an order number is ORD- and 8 digits, a phone digits only', async () => {
    const { user, proofs, orders } = start();
    await screen.findByTestId('order-lookup-page');
    await user.click(screen.getByTestId('order-lookup-submit'));
    expect(screen.getByText(formatMessage('ORDER_ID_INVALID'))).toBeInTheDocument();
    expect(screen.getByText(formatMessage('CHECKOUT_PHONE_INVALID'))).toBeInTheDocument();
    await user.type(screen.getByTestId('order-lookup-id'), 'ORD-1234');
    await user.type(screen.getByTestId('order-lookup-phone'), '09-12 ab');
    // Letters and separators never reach the phone field; '0912' is still too short.
    expect(screen.getByTestId('order-lookup-phone')).toHaveValue('0912');
    await user.click(screen.getByTestId('order-lookup-submit'));
    await user.click(screen.getByTestId('order-lookup-send-link'));
    expect(screen.getByText(formatMessage('ORDER_ID_INVALID'))).toBeInTheDocument();
    expect(screen.getByText(formatMessage('CHECKOUT_PHONE_INVALID'))).toBeInTheDocument();
    expect(proofs).toEqual([]);
    expect(orders.linkRequests).toEqual([]);
  });

  it('an unknown order and a wrong phone read the same sentence, and the page stays for another try; a limit shows the server\'s words', async () => {
    const { user, router } = start();
    await screen.findByTestId('order-lookup-page');
    await user.type(screen.getByTestId('order-lookup-id'), 'ORD-99999999');
    await user.type(screen.getByTestId('order-lookup-phone'), PHONE);
    await user.click(screen.getByTestId('order-lookup-submit'));
    const unknown = (await screen.findByTestId('order-lookup-error')).textContent;
    await user.clear(screen.getByTestId('order-lookup-id'));
    await user.type(screen.getByTestId('order-lookup-id'), ORDER_ID);
    await user.clear(screen.getByTestId('order-lookup-phone'));
    await user.type(screen.getByTestId('order-lookup-phone'), '0900000000');
    await user.click(screen.getByTestId('order-lookup-submit'));
    await waitFor(() => expect(screen.getByTestId('order-lookup-submit')).not.toHaveClass('bp6-loading'));
    expect(screen.getByTestId('order-lookup-error').textContent).toBe(unknown);
    expect(unknown).toBe('查無符合的訂單，請確認訂單編號與手機號碼。');
    expect(router.state.location.pathname).toBe('/orders/lookup');

    server.use(http.post('*/api/ecpay/:orderId/proof', () => HttpResponse.json(
      { code: 'ORDER_PROOF_LIMITED', message: formatMessage('ORDER_PROOF_LIMITED') }, { status: 429, headers: { 'Retry-After': '900' } },
    )));
    await user.click(screen.getByTestId('order-lookup-submit'));
    await waitFor(() => expect(screen.getByTestId('order-lookup-error')).toHaveTextContent(formatMessage('ORDER_PROOF_LIMITED')));
  });

  it('"send me the link" posts the number and phone and shows the server\'s one sentence, match or not', async () => {
    const { user, orders } = start();
    await screen.findByTestId('order-lookup-page');
    await user.type(screen.getByTestId('order-lookup-id'), ORDER_ID);
    await user.type(screen.getByTestId('order-lookup-phone'), PHONE);
    await user.click(screen.getByTestId('order-lookup-send-link'));
    const result = await screen.findByTestId('order-lookup-link-result');
    expect(result).toHaveTextContent(formatMessage('ORDER_LINK_REQUESTED'));
    expect(orders.linkRequests).toEqual([{ orderId: ORDER_ID, phone: PHONE }]);
    expect(orders.linksMailed).toEqual([ORDER_ID]);

    await user.clear(screen.getByTestId('order-lookup-phone'));
    await user.type(screen.getByTestId('order-lookup-phone'), '0900000000');
    await user.click(screen.getByTestId('order-lookup-send-link'));
    await waitFor(() => expect(orders.linkRequests).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('order-lookup-send-link')).not.toHaveClass('bp6-loading'));
    expect(screen.getByTestId('order-lookup-link-result')).toHaveTextContent(formatMessage('ORDER_LINK_REQUESTED'));
    expect(orders.linksMailed).toEqual([ORDER_ID]);
  });

  it('is linked from an order page that found nothing and from the footer', async () => {
    const { user, router } = start(`/order-confirmation/ORD-99999999`);
    await screen.findByTestId('order-error');
    await user.click(screen.getByTestId('order-lookup-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/lookup'));

    await router.navigate('/');
    await user.click(within(screen.getByTestId('app-footer')).getByRole('link', { name: '查詢訂單' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/lookup'));
  });

  it('the drawer lists it beside the cart', async () => {
    const { user, router } = start('/');
    await screen.findByTestId('app-footer');
    await user.click(screen.getByTestId('menu-button'));
    await user.click(within(await screen.findByTestId('nav-drawer')).getByText('查詢訂單'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/lookup'));
    expect(await screen.findByTestId('order-lookup-page')).toBeInTheDocument();
  });
});
