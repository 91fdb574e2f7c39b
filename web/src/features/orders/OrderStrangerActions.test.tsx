import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer, PAYMENT_URL } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { fakeOrderServer, ORDER_ID, ORDER_TOKEN, orderDetails } from './order-test-support';

/**
 * Issue 28: on someone else's declined order a stranger saw 重新付款 twice and 將商品加回購物車, and the server
 * let it start a payment. The server now refuses every action without the order's proof; the page offers none
 * on a stranger's view (the server's `masked`), and the buyer who proves the order with its phone gets them back.
 */
const page = useCheckoutPageHarness();
const { server } = page;
const ORDER_PHONE = '0912345678';
const ACTIONS = ['retry-payment', 'restore-cart', 'view-cart', 'awaiting-pay-again', 'restore-items'];

function start(path: string, orderDelay = 0, checkoutStandIn = true) {
  const checkout = fakeCheckoutServer({ orders: { [ORDER_ID]: { status: 'PAYMENT_FAILED', customer_phone: ORDER_PHONE, payment_method: 'credit_card' } } });
  const cart = fakeCartServer({ carts: { [ORDER_PHONE]: [] } });
  server.use(...cart.handlers, ...checkout.handlers);
  // The order fake answers first: without this browser holding ORDER_TOKEN the reads are a stranger's view.
  const order = orderDetails({ status: 'PAYMENT_FAILED', status_message: '授權失敗', customer_phone: ORDER_PHONE, payment_method: 'credit_card' });
  const orders = fakeOrderServer({ order, token: ORDER_TOKEN, orderDelay });
  server.use(...orders.handlers);
  const app = renderApp({ path, extraRoutes: checkoutStandIn ? [{ path: '/checkout', element: <p>checkout stand-in</p> }] : [] });
  page.track(app);
  return { ...app, checkout, orders };
}

const expectNoActions = () => {
  for (const id of ACTIONS) expect(screen.queryAllByTestId(id)).toHaveLength(0);
  expect(screen.queryByTestId('retry-dialog')).not.toBeInTheDocument();
};

describe("a stranger on someone's order (issue 28)", () => {
  it('the declined order\'s page says it failed, with no pay-again or restore button, while loading and once read', async () => {
    const { checkout } = start(`/order-confirmation/${ORDER_ID}?payment=failed`, 300);
    const early = await screen.findByTestId('payment-banner');
    expect(early).toHaveAttribute('data-state', 'failed');
    expectNoActions();
    const card = await screen.findByTestId('order-card');
    expect(card).toHaveAttribute('data-masked', 'true');
    expect(screen.getByTestId('payment-banner')).toHaveTextContent(formatMessage('BANNER_FAILED'));
    expect(screen.getByTestId('order-proof')).toBeInTheDocument();
    expectNoActions();
    expect(checkout.seen('POST', `/api/ecpay/${ORDER_ID}/prepare-payment`)).toHaveLength(0);
  });

  it('the buyer in another browser proves the order with its phone: the actions return, and pay again is proven by that phone', async () => {
    const { user, checkout } = start(`/order-confirmation/${ORDER_ID}`);
    await screen.findByTestId('order-proof');
    expectNoActions();
    await user.type(screen.getByTestId('order-proof-phone'), ORDER_PHONE);
    await user.click(screen.getByTestId('order-proof-submit'));
    await screen.findByTestId('pickup-card');
    const banner = screen.getByTestId('payment-banner');
    expect(within(banner).getByTestId('restore-cart')).toBeInTheDocument();
    await user.click(within(banner).getByTestId('retry-payment'));
    await user.click(within(await screen.findByTestId('retry-dialog')).getByTestId('retry-confirm'));
    await waitFor(() => expect(page.forms.submitted).toHaveLength(1));
    expect(page.forms.submitted[0].action).toBe(PAYMENT_URL);
    expect(checkout.seen('POST', `/api/ecpay/${ORDER_ID}/prepare-payment`).map((request) => request.body)).toEqual([{ phone: ORDER_PHONE }]);
    // can-retry needs the token or the sign-in: the phone-proven buyer goes straight to prepare-payment.
    expect(checkout.seen('GET', `/api/cart/can-retry/${ORDER_ID}`)).toHaveLength(0);
  });

  it('the checkout\'s retry address on a stranger\'s order opens no retry dialog and no awaiting-payment panel', async () => {
    const { orders } = start(`/checkout?orderId=${ORDER_ID}&retryPayment=true`, 0, false);
    // The return handler reads the order (a stranger's view), then decides.
    await waitFor(() => expect(orders.seenTokens).toEqual([null]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('awaiting-payment-panel')).not.toBeInTheDocument();
    expectNoActions();
  });
});
