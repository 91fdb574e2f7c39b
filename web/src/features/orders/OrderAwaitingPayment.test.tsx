import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer, PAYMENT_URL } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage, type OrderStatus } from '../../domain';
import { saveOrderToken } from '../payment/order-tokens';
import { fakeOrderServer, ORDER_ID, orderDetails, seedOrderToken } from './order-test-support';

/**
 * Issue #9: ECPay's 'back to shop' link (ClientBackURL) brings the shopper to /order-confirmation/{id}?payment=back
 * without paying. The page must offer the way on (retry, restore the cart), not a payment that never settles.
 */
const page = useCheckoutPageHarness();
const { server } = page;
const ORDER_PHONE = '0912345678';


function start(status: OrderStatus, polls?: string[], orderDelay = 0, query = '?payment=back') {
  const checkout = fakeCheckoutServer({ orders: { [ORDER_ID]: { status, customer_phone: ORDER_PHONE, payment_method: 'credit_card' } } });
  const cart = fakeCartServer({ carts: { [ORDER_PHONE]: [] } });
  // The order reads come from the order fake (registered last, so it answers first).
  server.use(...cart.handlers, ...checkout.handlers);
  const orders = fakeOrderServer({ order: orderDetails({ status, customer_phone: ORDER_PHONE }), polls, orderDelay });
  server.use(...orders.handlers);
  const app = renderApp({ path: `/order-confirmation/${ORDER_ID}${query}`, extraRoutes: [{ path: '/checkout', element: <p>checkout stand-in</p> }] });
  page.track(app);
  return { ...app, checkout, orders };
}

describe('/order-confirmation/{id}?payment=back (issue #9; Cancel or Back on the card page)', () => {
  it("issue 22: shows the spec's cancelled banner with retry and restore at once, before the order is read; retry goes to a new card payment", async () => {
    // The buyer's browser, back from the card page: it holds the order's token (issue 28: actions need the proof).
    seedOrderToken();
    const { user, router, checkout } = start('PENDING_PAYMENT', ['PENDING_PAYMENT'], 1500);
    // At once: the banner is there while the order is still loading (nothing to wait for: the buyer cancelled).
    const early = await screen.findByTestId('payment-banner');
    expect(screen.getByTestId('order-loading')).toBeInTheDocument();
    expect(early).toHaveAttribute('data-state', 'cancelled');
    expect(early).toHaveTextContent(formatMessage('BANNER_CANCELLED'));
    expect(within(early).getByTestId('retry-payment')).toBeInTheDocument();
    expect(within(early).getByTestId('restore-cart')).toBeInTheDocument();
    // Once the order is in (still PENDING_PAYMENT: the unsigned return changed nothing), it stays cancelled, not processing.
    await screen.findByTestId('order-card');
    const notice = screen.getByTestId('payment-banner');
    expect(notice).toHaveAttribute('data-state', 'cancelled');
    expect(screen.queryByText(formatMessage('BANNER_PROCESSING'))).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(within(notice).getByTestId('retry-payment'));
    await user.click(within(await screen.findByTestId('retry-dialog')).getByTestId('retry-confirm'));
    await waitFor(() => expect(page.forms.submitted).toHaveLength(1));
    expect(page.forms.submitted[0].action).toBe(PAYMENT_URL);
    expect(checkout.seen('POST', `/api/ecpay/${ORDER_ID}/prepare-payment`)).toHaveLength(1);
  });

  it("'restore items' puts the order back in the cart with the order's phone, then leads to the cart", async () => {
    const { user, router, checkout } = start('PENDING_PAYMENT');
    await screen.findByTestId('order-card');
    await user.click(within(screen.getByTestId('payment-banner')).getByTestId('restore-cart'));
    expect(await screen.findByText(formatMessage('ORDER_ITEMS_RESTORED', { n: 1 }))).toBeInTheDocument();
    expect(checkout.seen('POST', `/api/cart/restore-from-order/${ORDER_ID}`)[0].body).toEqual({ phone: ORDER_PHONE });
    await user.click(await screen.findByTestId('view-cart'));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it("issue 28: with the order's token, the buyer's cancel is recorded on the attempt the link named: the page, and a reload, read cancelled with retry, and nothing polls", async () => {
    saveOrderToken(ORDER_ID, 'buyer-token');
    const tradeNo = `${ORDER_ID.replace('-', '')}R1`;
    const { orders, cleanup } = start('PENDING_PAYMENT', undefined, 0, `?payment=back&MerchantTradeNo=${tradeNo}`);
    await screen.findByTestId('order-card');
    expect(orders.cancels).toEqual([{ merchantTradeNo: tradeNo }]);
    expect(screen.getByTestId('payment-banner')).toHaveAttribute('data-state', 'cancelled');
    // The server's status is cancelled now: nothing to wait for, so no 'processing' polls (one would come after 3 s).
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(orders.polls).toHaveLength(0);
    expect(screen.queryByText(formatMessage('BANNER_PROCESSING'))).not.toBeInTheDocument();

    // A reload (no return flag any more) reads the same story from the server: cancelled, with retry.
    cleanup();
    const reload = renderApp({ path: `/order-confirmation/${ORDER_ID}` });
    page.track(reload);
    await screen.findByTestId('order-card');
    const banner = screen.getByTestId('payment-banner');
    expect(banner).toHaveAttribute('data-state', 'cancelled');
    expect(within(banner).getByTestId('retry-payment')).toBeInTheDocument();
    expect(orders.cancels).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(orders.polls).toHaveLength(0);
  }, 15_000);

  it('issue 28: without the order\'s proof in this browser nothing is sent (the server would refuse a stranger)', async () => {
    const { orders } = start('PENDING_PAYMENT');
    await screen.findByTestId('order-card');
    expect(orders.cancels).toHaveLength(0);
    expect(screen.getByTestId('payment-banner')).toHaveAttribute('data-state', 'cancelled');
  });

  it('a late payment (the provider settled the attempt after all) turns the cancelled banner into the paid one', async () => {
    start('PENDING_PAYMENT', ['PAID']);
    await screen.findByTestId('order-card');
    expect(screen.getByTestId('payment-banner')).toHaveAttribute('data-state', 'cancelled');
    // The page keeps polling: the first poll (3 s) reads PAID.
    await waitFor(() => expect(screen.getByTestId('payment-banner')).toHaveAttribute('data-state', 'success'), { timeout: 6000 });
  });
});
