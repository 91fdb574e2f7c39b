import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { cartLine, heldFor, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { apiError, fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer, PAYMENT_URL, type FakeCheckoutServerOptions, type FakeOrder } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { saveOrderToken } from '../payment/order-tokens';

const page = useCheckoutPageHarness();
const { server } = page;

const ORDER_ID = 'ORD-20261120';
const ORDER_PHONE = '0911222333';


const order = (overrides: Partial<FakeOrder> = {}): FakeOrder => ({
  status: 'PAYMENT_CANCELLED',
  customer_name: '王小明',
  customer_phone: ORDER_PHONE,
  total_amount: 2280,
  payment_method: 'credit_card',
  store_id: '131386',
  store_name: '建盛門市',
  store_address: '台北市大安區',
  logistics_sub_type: 'UNIMARTC2C',
  ...overrides,
});

function start(path: string, { lines = [], checkout = {} }: { lines?: ReturnType<typeof cartLine>[]; checkout?: FakeCheckoutServerOptions } = {}) {
  seedSavedPhone(PHONE);
  const cart = fakeCartServer({ carts: { [PHONE]: lines, [ORDER_PHONE]: [] } });
  const fake = fakeCheckoutServer(checkout);
  server.use(...cart.handlers, ...fake.handlers);
  const app = renderApp({ path, extraRoutes: [{ path: '/order-confirmation/:orderId', element: <p>confirmation stand-in</p> }] });
  page.track(app);
  return { ...app, cart, fake };
}

describe('return flags of /checkout (spec 2 §2.6)', () => {
  it('an order already PAID (or PROCESSING) goes to its confirmation with payment=success', async () => {
    const { router } = start(`/checkout?orderId=${ORDER_ID}`, { checkout: { orders: { [ORDER_ID]: order({ status: 'PAID' }) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-confirmation/${ORDER_ID}`));
    expect(router.state.location.search).toBe('?payment=success');
  });

  it.each(['PENDING', 'PROCESSING'])('issue 28: a store-payment order (%s) on the retry path goes to its plain confirmation: no awaiting panel, no card retry, never paid', async (status) => {
    const { router, fake } = start(`/checkout?retryPayment=true&orderId=${ORDER_ID}`, { checkout: { orders: { [ORDER_ID]: order({ status, payment_method: 'store_cod' }) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-confirmation/${ORDER_ID}`));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('awaiting-payment-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('retry-dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(messages.checkoutForm.awaitingTitle)).not.toBeInTheDocument();
    expect(fake.seen('GET', `/api/cart/can-retry/${ORDER_ID}`)).toHaveLength(0);
    expect(fake.seen('POST', `/api/ecpay/${ORDER_ID}/prepare-payment`)).toHaveLength(0);
  });

  it('reads the order with the buyer token kept at checkout (X-Order-Token)', async () => {
    saveOrderToken(ORDER_ID, 'secret-token');
    const { router, fake } = start(`/checkout?orderId=${ORDER_ID}`, { checkout: { orders: { [ORDER_ID]: order({ status: 'PROCESSING' }) } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-confirmation/${ORDER_ID}`));
    expect(fake.seen('GET', `/api/ecpay/${ORDER_ID}`)[0].headers['x-order-token']).toBe('secret-token');
  });

  it("PAYMENT_FAILED: 'Payment failed: {status_message}', else the default reason; flags leave the address", async () => {
    const { router } = start(`/checkout?orderId=${ORDER_ID}`, { checkout: { orders: { [ORDER_ID]: order({ status: 'PAYMENT_FAILED', status_message: '信用卡授權失敗' }) } } });
    expect(await screen.findByText(messages.checkoutForm.paymentFailed('信用卡授權失敗'))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    page.cleanup();
    start(`/checkout?orderId=${ORDER_ID}`, { checkout: { orders: { [ORDER_ID]: order({ status: 'PAYMENT_FAILED' }) } } });
    expect(await screen.findByText(messages.checkoutForm.paymentFailed(messages.checkoutForm.paymentFailedDefault))).toBeInTheDocument();
  });

  it('error=... shows an error toast (known codes get their own text)', async () => {
    start('/checkout?error=store_selection_invalid');
    expect(await screen.findByText(messages.storePicker.loadFailed)).toBeInTheDocument();
  });

  it('status=cancelled starts the retry flow: order data restored, toasts, the retry dialog; paying again submits the form', async () => {
    const { user, fake, router } = start(`/checkout?orderId=${ORDER_ID}&status=cancelled`, {
      lines: [cartLine({ id: 1, reservation: heldFor(3_600_000) })],
      checkout: { orders: { [ORDER_ID]: order() } },
    });
    expect(await screen.findByText(messages.checkoutForm.orderLoaded(ORDER_ID))).toBeInTheDocument();
    expect(screen.getByText(messages.checkoutForm.paymentCancelledRetry)).toBeInTheDocument();
    const dialog = await screen.findByTestId('retry-dialog');
    expect(dialog).toHaveTextContent(ORDER_ID);
    expect(await screen.findByTestId('checkout-name')).toHaveValue('王小明');
    expect(screen.getByTestId('checkout-phone')).toHaveValue(ORDER_PHONE);
    expect(screen.getByTestId('selected-store')).toHaveTextContent('建盛門市');
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(within(dialog).getByTestId('retry-confirm'));
    await waitFor(() => expect(page.forms.submitted).toHaveLength(1));
    expect(fake.seen('GET', `/api/cart/can-retry/${ORDER_ID}`)).toHaveLength(1);
    expect(fake.seen('POST', `/api/ecpay/${ORDER_ID}/prepare-payment`)).toHaveLength(1);
    expect(page.forms.submitted[0]).toMatchObject({ action: PAYMENT_URL, method: 'post' });
    expect(page.forms.submitted[0].fields.MerchantTradeNo).toBe('ORD20261120R1');
  });

  it('status=timeout warns that the payment timed out', async () => {
    start(`/checkout?orderId=${ORDER_ID}&status=timeout`, { checkout: { orders: { [ORDER_ID]: order({ status: 'PAYMENT_TIMEOUT' }) } } });
    expect(await screen.findByText(messages.checkoutForm.paymentTimeout)).toBeInTheDocument();
    expect(await screen.findByTestId('retry-dialog')).toBeInTheDocument();
  });

  it("retry refused: the server's reason, else 'This order cannot be retried'", async () => {
    // An order paid in another tab between the page's read and the click: can-retry refuses with its reason.
    const { user, fake } = start(`/checkout?orderId=${ORDER_ID}&retryPayment=true`, { checkout: { orders: { [ORDER_ID]: order({ status: 'PAYMENT_FAILED' }) } } });
    const dialog = await screen.findByTestId('retry-dialog');
    fake.orders.set(ORDER_ID, order({ status: 'PAID' }));
    await user.click(within(dialog).getByTestId('retry-confirm'));
    expect(await screen.findByTestId('retry-message')).toHaveTextContent('此訂單已完成付款');
    expect(screen.getByTestId('retry-confirm')).toBeDisabled();
    page.cleanup();
    const again = start(`/checkout?orderId=${ORDER_ID}&retryPayment=true`, {
      checkout: { orders: { [ORDER_ID]: order() }, onCanRetry: () => HttpResponse.json({ canRetry: false, reason: null, code: null }) },
    });
    await again.user.click(within(await screen.findByTestId('retry-dialog')).getByTestId('retry-confirm'));
    expect(await screen.findByTestId('retry-message')).toHaveTextContent(formatMessage('RETRY_NOT_POSSIBLE'));
    expect(page.forms.submitted).toHaveLength(0);
  });

  it("retry preparation fails: the server's message, else 'Unable to reprocess payment, please try again later'", async () => {
    const { user } = start(`/checkout?orderId=${ORDER_ID}&status=cancelled`, {
      checkout: { orders: { [ORDER_ID]: order() }, onPrepare: () => apiError(409, 'ORDER_NOT_PAYABLE', '此訂單目前無法付款') },
    });
    await user.click(within(await screen.findByTestId('retry-dialog')).getByTestId('retry-confirm'));
    expect(await screen.findByTestId('retry-message')).toHaveTextContent('此訂單目前無法付款');
    page.cleanup();
    const again = start(`/checkout?orderId=${ORDER_ID}&status=cancelled`, {
      checkout: { orders: { [ORDER_ID]: order() }, onPrepare: () => new Response('', { status: 500 }) },
    });
    await again.user.click(within(await screen.findByTestId('retry-dialog')).getByTestId('retry-confirm'));
    expect(await screen.findByTestId('retry-message')).toHaveTextContent(messages.payment.retryFailed);
    expect(page.forms.submitted).toHaveLength(0);
  });
});

describe("'Order awaiting payment' panel (spec 2 §2.3, §4)", () => {
  it('shows with an empty cart and restores the items with the counts', async () => {
    const { user, fake } = start(`/checkout?orderId=${ORDER_ID}&retryPayment=true`, {
      checkout: { orders: { [ORDER_ID]: order() }, onRestore: () => HttpResponse.json({ success: true, message: '已將 2 件商品加回購物車。', restoredCount: 2, skippedCount: 1 }) },
    });
    await user.click(within(await screen.findByTestId('retry-dialog')).getByRole('button', { name: messages.payment.close }));
    const panel = await screen.findByTestId('awaiting-payment-panel');
    expect(panel).toHaveTextContent(messages.checkoutForm.awaitingTitle);
    expect(panel).toHaveTextContent('$2,280');
    await user.click(within(panel).getByTestId('restore-items'));
    expect(await screen.findByText('已將 2 件商品加回購物車。 1 件商品已售完，無法加回。')).toBeInTheDocument();
    expect(fake.seen('POST', `/api/cart/restore-from-order/${ORDER_ID}`)[0].body).toEqual({ phone: ORDER_PHONE });
  });

  it('all restored: only the first sentence; a failure asks to add manually', async () => {
    const { user } = start(`/checkout?orderId=${ORDER_ID}&retryPayment=true`, {
      checkout: { orders: { [ORDER_ID]: order() }, onRestore: () => HttpResponse.json({ success: true, message: '已將 3 件商品加回購物車。', restoredCount: 3, skippedCount: 0 }) },
    });
    await user.click(within(await screen.findByTestId('retry-dialog')).getByRole('button', { name: messages.payment.close }));
    await user.click(await screen.findByTestId('restore-items'));
    expect(await screen.findByText(formatMessage('ORDER_ITEMS_RESTORED', { n: 3 }))).toBeInTheDocument();
    page.cleanup();
    const again = start(`/checkout?orderId=${ORDER_ID}&retryPayment=true`, {
      checkout: { orders: { [ORDER_ID]: order() }, onRestore: () => apiError(500, 'INTERNAL_ERROR', '伺服器錯誤') },
    });
    await again.user.click(within(await screen.findByTestId('retry-dialog')).getByRole('button', { name: messages.payment.close }));
    await again.user.click(await screen.findByTestId('restore-items'));
    expect(await screen.findByText(messages.checkoutForm.restoreFailed)).toBeInTheDocument();
  });
});
