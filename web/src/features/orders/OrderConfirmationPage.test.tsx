import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useAppHarness } from '../../../test-support/app-harness';
import { axeViolations } from '../../../test-support/axe';
import { cartLine, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer } from '../../../test-support/cart-server';
import type { RenderAppOptions } from '../../../test-support/render-app';
import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import { formatMessage, INVOICE_POLL_INTERVAL_MS, INVOICE_POLL_MAX_READS, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS, type PaymentScreenState } from '../../domain';
import { invoiceMessages } from '../invoice/invoice-messages';
import { COPY_CONFIRMATION_MS } from './CopyButton';
import { orderMessages } from './order-messages';
import { historyMessages } from '../order-history/history-messages';
import { COMPLETED_ORDERS_KEY, type CompletedOrderSummary } from './order-storage';
import { fakeOrderServer, ORDER_ID, ORDER_TOKEN, orderDetails, orderItem, seedOrderToken, type FakeOrderServerOptions } from './order-test-support';

const { server, start: render } = useAppHarness();

function start(path: string, fake: FakeOrderServerOptions = {}, userOptions?: RenderAppOptions['userOptions']) {
  const orders = fakeOrderServer(fake);
  // Stand-ins for the screens the buttons lead to (order history does not exist yet).
  return { ...render({ path, userOptions, extraRoutes: [{ path: '/order-history', element: <p>order history</p> }] }, orders.handlers), orders };
}

/** Fake clock, with promises and msw's plumbing still running; user-event follows the fake clock. */
function useFakeClock() {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  return { advanceTimers: jest.advanceTimersByTime };
}
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** Lets the lazy screen, the order reads and the sagas run without moving the clock much. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await advance(10);
};

/**
 * Leaving the page after one 3 s wait (the payment poll's and the invoice reads' alike): the requests the page kept
 * making (`made`) stop at `count`, however long the clock runs on; the visit's race cancels them.
 */
async function expectLeavingStops(fake: FakeOrderServerOptions, made: (orders: ReturnType<typeof fakeOrderServer>) => readonly unknown[], count: number) {
  const userOptions = useFakeClock();
  const { orders, router } = start(`/order-confirmation/${ORDER_ID}`, fake, userOptions);
  await settle();
  await advance(PAYMENT_POLL_INTERVAL_MS);
  expect(made(orders)).toHaveLength(count);
  await act(() => router.navigate('/order-history'));
  await advance(PAYMENT_POLL_INTERVAL_MS * 3);
  expect(made(orders)).toHaveLength(count);
}

const banner = () => screen.getByTestId('payment-banner');
const bannerText = (state: PaymentScreenState) =>
  formatMessage(({ success: 'BANNER_PAID', confirmed: 'BANNER_CONFIRMED', processing: 'BANNER_PROCESSING', failed: 'BANNER_FAILED', cancelled: 'BANNER_CANCELLED', timeout: 'BANNER_TIMEOUT' } as const)[state]);

describe('payment banner from the return flags (spec 2 §2.5)', () => {
  it.each(['success', 'failed', 'cancelled', 'timeout'] as const)('?payment=%s shows that banner while the order loads, then leaves the address bar', async (state) => {
    // The buyer's browser (it holds the order's token): the retry shows before the order is read (issue 28).
    seedOrderToken();
    const { router } = start(`/order-confirmation/${ORDER_ID}?payment=${state}`, { orderDelay: 'infinite' });
    const shown = await screen.findByTestId('payment-banner');
    expect(shown).toHaveAttribute('data-state', state);
    expect(shown).toHaveTextContent(bannerText(state));
    expect(within(shown).queryAllByTestId('retry-payment')).toHaveLength(state === 'success' ? 0 : 1);
    expect(screen.getByText(orderMessages.loading)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/order-confirmation/${ORDER_ID}`);
    // Removing the flag does not reset the banner.
    expect(screen.getByTestId('payment-banner')).toHaveAttribute('data-state', state);
  });

  it.each([
    ['1', 'success'],
    ['10100058', 'failed'],
  ] as const)('the provider RtnCode=%s reads as %s; RtnCode and MerchantTradeNo leave, other flags stay', async (code, state) => {
    const { router, store } = start(`/order-confirmation/${ORDER_ID}?RtnCode=${code}&MerchantTradeNo=ORD12345678T1&ref=mail`, { orderDelay: 'infinite' });
    expect(await screen.findByTestId('payment-banner')).toHaveAttribute('data-state', state);
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(store.getState().orderConfirmation.providerTradeNo).toBe('ORD12345678T1');
  });

  it('an unknown flag shows no banner', async () => {
    start(`/order-confirmation/${ORDER_ID}?payment=maybe`, { orderDelay: 'infinite' });
    expect(await screen.findByText(orderMessages.loading)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-banner')).not.toBeInTheDocument();
  });

  it("the server's status wins over the flag once the order is in", async () => {
    start(`/order-confirmation/${ORDER_ID}?payment=success`, { order: orderDetails({ status: 'PAYMENT_FAILED' }) });
    await screen.findByTestId('order-card');
    expect(banner()).toHaveAttribute('data-state', 'failed');
  });
});

describe('screen state from the server status (spec 2 §4 table)', () => {
  // Issue 22: a store-payment order is paid at pickup: PENDING, and PROCESSING once its shipment exists, read
  // 'pay $... at pickup' under the plain confirmed banner, never 'paid'. Card orders keep spec 2's rule.
  const payAtPickup = formatMessage('CHIP_PAY_AT_PICKUP', { amount: '$2,280' });
  it.each([
    ['PAID', 'credit_card', 'success', formatMessage('CHIP_PAID'), false],
    ['PROCESSING', 'credit_card', 'success', formatMessage('CHIP_PAID'), false],
    ['PENDING', 'store_cod', 'confirmed', payAtPickup, false],
    ['PROCESSING', 'store_cod', 'confirmed', payAtPickup, false],
    ['PAYMENT_FAILED', 'credit_card', 'failed', formatMessage('CHIP_FAILED'), true],
    ['PAYMENT_CANCELLED', 'credit_card', 'cancelled', formatMessage('CHIP_FAILED'), true],
    ['PAYMENT_TIMEOUT', 'credit_card', 'timeout', formatMessage('CHIP_FAILED'), true],
  ] as const)('%s (%s): banner %s, chip %s, retry %s', async (status, method, state, chip, retry) => {
    start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status, payment_method: method }) });
    await screen.findByTestId('order-card');
    expect(banner()).toHaveAttribute('data-state', state);
    expect(banner()).toHaveTextContent(bannerText(state));
    expect(screen.getByTestId('status-chip')).toHaveTextContent(chip);
    // A red banner has its own retry button, and the button row repeats it.
    expect(screen.queryAllByTestId('retry-payment')).toHaveLength(retry ? 2 : 0);
    expect(screen.getByTestId('continue-shopping')).toBeInTheDocument();
  });

  it('PAID clears the cart (the badge goes to 0) and toasts once the order is in', async () => {
    const userOptions = useFakeClock();
    seedSavedPhone(PHONE);
    const cart = fakeCartServer({ carts: { [PHONE]: [cartLine({ id: 1 })] } });
    server.use(...cart.handlers);
    // The order answers after the cart's own start-up load, which still shows one line.
    start(`/order-confirmation/${ORDER_ID}?payment=success`, { order: orderDetails({ status: 'PAID' }), orderDelay: 2500 }, userOptions);
    await settle();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    cart.carts.set(PHONE, []); // checkout emptied the server's cart
    await advance(2500);
    await settle();
    expect(banner()).toHaveAttribute('data-state', 'success');
    expect(screen.getByText(orderMessages.paymentSucceededToast)).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('issue 22: the payment toast shows once, on the return from payment: a reload of the paid order does not repeat it', async () => {
    start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status: 'PAID' }) });
    await screen.findByTestId('order-card');
    expect(banner()).toHaveAttribute('data-state', 'success');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200))); // the saga's effects after the load
    expect(screen.queryByText(orderMessages.paymentSucceededToast)).not.toBeInTheDocument();
  });

  it('issue 22: a store-payment order whose shipment exists (PROCESSING) is not told it paid: no paid banner, no toast', async () => {
    start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status: 'PROCESSING', payment_method: 'store_cod' }) });
    await screen.findByTestId('order-card');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByText(formatMessage('BANNER_PAID'))).not.toBeInTheDocument();
    expect(screen.queryByText(formatMessage('CHIP_PAID'))).not.toBeInTheDocument();
    expect(screen.queryByText(orderMessages.paymentSucceededToast)).not.toBeInTheDocument();
  });

  it('retry opens the payment module’s retry dialog for this order', async () => {
    const { user, store } = start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status: 'PAYMENT_FAILED' }) });
    await screen.findByTestId('order-card');
    await user.click(within(banner()).getByTestId('retry-payment'));
    expect(await screen.findByTestId('retry-dialog')).toBeInTheDocument();
    expect(store.getState().payment.retry).toMatchObject({ orderId: ORDER_ID, open: true });
  });
});

describe('polling while processing (spec 2 §4, §9)', () => {
  it('polls every 3 s until PAID: success banner, cart refreshed to 0, toast', async () => {
    const userOptions = useFakeClock();
    seedSavedPhone(PHONE);
    const cart = fakeCartServer({ carts: { [PHONE]: [cartLine({ id: 1 })] } });
    server.use(...cart.handlers);
    const { orders } = start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status: 'PENDING_PAYMENT' }), polls: ['PENDING_PAYMENT', 'PENDING_PAYMENT', 'PAID'] }, userOptions);
    await settle();
    expect(banner()).toHaveAttribute('data-state', 'processing');
    expect(banner()).toHaveTextContent(bannerText('processing'));
    expect(screen.getByTestId('status-chip')).toHaveTextContent(formatMessage('CHIP_PROCESSING'));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(orders.polls).toHaveLength(0);

    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(orders.polls).toHaveLength(1);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(orders.polls).toHaveLength(2);
    expect(banner()).toHaveAttribute('data-state', 'processing');

    cart.carts.set(PHONE, []); // the server's cart is empty after checkout
    const loadsBefore = cart.seen('GET', `/api/cart/${PHONE}`).length;
    await advance(PAYMENT_POLL_INTERVAL_MS);
    await settle();
    expect(orders.polls).toHaveLength(3);
    expect(banner()).toHaveAttribute('data-state', 'success');
    expect(screen.getByTestId('status-chip')).toHaveTextContent(formatMessage('CHIP_PAID'));
    expect(screen.getByText(orderMessages.paymentSucceededToast)).toBeInTheDocument();
    expect(cart.seen('GET', `/api/cart/${PHONE}`).length).toBeGreaterThan(loadsBefore);
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();

    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(orders.polls).toHaveLength(3);
  });

  it.each([
    ['PAYMENT_FAILED', 'failed'],
    ['PAYMENT_CANCELLED', 'cancelled'],
  ] as const)('a poll answering %s stops polling and offers retry', async (status, state) => {
    const userOptions = useFakeClock();
    const { orders } = start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status: 'PENDING_PAYMENT' }), polls: [status] }, userOptions);
    await settle();
    await advance(PAYMENT_POLL_INTERVAL_MS);
    await settle();
    expect(banner()).toHaveAttribute('data-state', state);
    expect(screen.getAllByTestId('retry-payment')).toHaveLength(2);
    await advance(PAYMENT_POLL_INTERVAL_MS * 2);
    expect(orders.polls).toHaveLength(1);
  });

  it('after 10 attempts still processing: the long-processing notice with Retry payment and Try later; polling stops', async () => {
    const userOptions = useFakeClock();
    const { orders, user } = start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status: 'PENDING_PAYMENT' }), polls: ['PENDING_PAYMENT'] }, userOptions);
    await settle();
    for (let attempt = 1; attempt < PAYMENT_POLL_MAX_ATTEMPTS; attempt += 1) await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(orders.polls).toHaveLength(PAYMENT_POLL_MAX_ATTEMPTS - 1);
    expect(screen.queryByTestId('long-processing')).not.toBeInTheDocument();
    expect(screen.queryByTestId('retry-payment')).not.toBeInTheDocument();

    await advance(PAYMENT_POLL_INTERVAL_MS);
    await settle();
    expect(orders.polls).toHaveLength(PAYMENT_POLL_MAX_ATTEMPTS);
    const notice = screen.getByTestId('long-processing');
    expect(within(notice).getByRole('button', { name: orderMessages.retryPayment })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: orderMessages.tryLater })).toBeInTheDocument();
    expect(banner()).toHaveAttribute('data-state', 'processing');
    // The button row offers retry too (spec 2 §2.5: 'when processing has run long').
    expect(screen.getAllByTestId('retry-payment')).toHaveLength(2);

    await advance(PAYMENT_POLL_INTERVAL_MS * 5);
    expect(orders.polls).toHaveLength(PAYMENT_POLL_MAX_ATTEMPTS);

    await user.click(within(notice).getByRole('button', { name: orderMessages.tryLater }));
    expect(screen.queryByTestId('long-processing')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('retry-payment')).toHaveLength(1);
  });

  it('leaving the page stops polling', async () => {
    await expectLeavingStops({ order: orderDetails({ status: 'PENDING_PAYMENT' }), polls: ['PENDING_PAYMENT'] }, (orders) => orders.polls, 1);
  });
});

const NOT_ISSUED: OrderInvoiceView = { kind: 'member-carrier', state: 'NOT_ISSUED', number: null, issued_at: null, random_code: null };
const ISSUED: OrderInvoiceView = { ...NOT_ISSUED, state: 'ISSUED', number: 'AB12345678', issued_at: '2026-11-20T04:00:02.000Z', random_code: '1234' };

describe('the invoice as it is issued (issue 30: the job issues a card order\'s invoice a second after PAID)', () => {
  const invoiceState = () => screen.getByTestId('invoice-state');
  const invoiceNumber = () => screen.queryByTestId('invoice-number');

  it('a paid card order reads "being issued", and the page reads the order again every 3 s until the number shows', async () => {
    const userOptions = useFakeClock();
    seedOrderToken();
    const { orders } = start(`/order-confirmation/${ORDER_ID}`, { token: ORDER_TOKEN, invoiceReads: [NOT_ISSUED, NOT_ISSUED, ISSUED] }, userOptions);
    await settle();
    expect(invoiceState()).toHaveTextContent(invoiceMessages.states.underway);
    expect(invoiceNumber()).not.toBeInTheDocument();
    expect(orders.seenTokens).toHaveLength(1);

    await advance(INVOICE_POLL_INTERVAL_MS);
    expect(orders.seenTokens).toHaveLength(2);
    expect(invoiceState()).toHaveTextContent(invoiceMessages.states.underway);
    await advance(INVOICE_POLL_INTERVAL_MS);
    await settle();
    expect(invoiceNumber()).toHaveTextContent('AB12345678');
    expect(screen.queryByTestId('invoice-state')).not.toBeInTheDocument();
    // Each read is the page's own, with this browser's token.
    expect(orders.seenTokens).toEqual([ORDER_TOKEN, ORDER_TOKEN, ORDER_TOKEN]);

    await advance(INVOICE_POLL_INTERVAL_MS * 3);
    expect(orders.seenTokens).toHaveLength(3);
  });

  it(`${INVOICE_POLL_MAX_READS} reads at most; a failed read counts as one, is quiet, and the page stays as it was`, async () => {
    const userOptions = useFakeClock();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { orders } = start(`/order-confirmation/${ORDER_ID}`, { invoiceReads: [NOT_ISSUED, 'fails', NOT_ISSUED] }, userOptions);
    await settle();
    await advance(INVOICE_POLL_INTERVAL_MS);
    await settle();
    expect(warn).toHaveBeenCalledWith('Reading the order for its invoice failed', expect.anything());
    expect(screen.getByTestId('order-card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(invoiceState()).toHaveTextContent(invoiceMessages.states.underway);
    for (let read = 2; read <= INVOICE_POLL_MAX_READS + 2; read += 1) await advance(INVOICE_POLL_INTERVAL_MS);
    expect(orders.seenTokens).toHaveLength(1 + INVOICE_POLL_MAX_READS);
  });

  it('a poll that sees the payment settle as paid starts the invoice\'s reads', async () => {
    const userOptions = useFakeClock();
    const { orders } = start(`/order-confirmation/${ORDER_ID}`, {
      order: orderDetails({ status: 'PENDING_PAYMENT' }), polls: ['PAID'], invoiceReads: [NOT_ISSUED, ISSUED],
    }, userOptions);
    await settle();
    expect(invoiceState()).toHaveTextContent(invoiceMessages.states.afterPayment);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    await settle();
    expect(orders.polls).toHaveLength(1);
    expect(invoiceState()).toHaveTextContent(invoiceMessages.states.underway);
    expect(orders.seenTokens).toHaveLength(1);
    await advance(INVOICE_POLL_INTERVAL_MS);
    await settle();
    expect(orders.seenTokens).toHaveLength(2);
    expect(invoiceNumber()).toHaveTextContent('AB12345678');
  });

  it.each([
    ['a store payment (issued at pickup)', orderDetails({ status: 'PENDING', payment_method: 'store_cod' }), NOT_ISSUED, invoiceMessages.states.afterPickup],
    ['an unpaid card order', orderDetails({ status: 'PAYMENT_FAILED' }), NOT_ISSUED, invoiceMessages.states.afterPayment],
    ['an ended card order', orderDetails({ status: 'REFUNDED' }), NOT_ISSUED, null],
    ['an invoice that failed to issue (staff retry it)', orderDetails(), { ...NOT_ISSUED, state: 'ISSUE_FAILED' } as const, invoiceMessages.states.ISSUE_FAILED],
  ])('no reads for an invoice that is not on its way: %s', async (_name, order, invoice, words) => {
    const userOptions = useFakeClock();
    const { orders } = start(`/order-confirmation/${ORDER_ID}`, { order, invoiceReads: [invoice] }, userOptions);
    await settle();
    expect(invoiceState()).not.toHaveTextContent(invoiceMessages.states.underway);
    if (words) expect(invoiceState()).toHaveTextContent(words);
    await advance(INVOICE_POLL_INTERVAL_MS * 3);
    expect(orders.seenTokens).toHaveLength(1);
  });

  it('leaving the page stops the reads', async () => {
    // The page's own read and one more.
    await expectLeavingStops({ invoiceReads: [NOT_ISSUED] }, (orders) => orders.seenTokens, 2);
  });
});

describe('order card (spec 2 §2.5)', () => {
  it('shows number, buyer, Taipei date and time, phone, store, total, chip and payment method', async () => {
    seedOrderToken();
    const { orders } = start(`/order-confirmation/${ORDER_ID}`, { token: ORDER_TOKEN, order: orderDetails({ status: 'PAID', total_amount: 2280 }) });
    const card = await screen.findByTestId('order-card');
    expect(orders.seenTokens).toEqual([ORDER_TOKEN]);
    expect(card).toHaveAttribute('data-masked', 'false');
    expect(screen.getByTestId('order-number')).toHaveTextContent(ORDER_ID);
    expect(screen.getByTestId('buyer-name')).toHaveTextContent('王小明');
    expect(screen.getByTestId('buyer-phone')).toHaveTextContent('0912345678');
    // 04:00 UTC is noon in Taipei, whatever the test machine's zone.
    expect(screen.getByTestId('order-date')).toHaveTextContent('2026/11/20 12:00');
    expect(screen.getByTestId('order-store')).toHaveTextContent('7-ELEVEN 建盛門市');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$2,280');
    expect(screen.getByTestId('payment-method')).toHaveTextContent(formatMessage('METHOD_CREDIT_CARD'));
  });

  it('issue 22: without this browser’s token a stranger’s view (status, masked name and phone, no store or items); the order’s phone shows it all', async () => {
    const { orders, user } = start(`/order-confirmation/${ORDER_ID}`, { token: ORDER_TOKEN, items: [orderItem({ title: '私密外套' })] });
    const card = await screen.findByTestId('order-card');
    expect(orders.seenTokens).toEqual([null]);
    expect(card).toHaveAttribute('data-masked', 'true');
    expect(screen.getByTestId('buyer-name')).toHaveTextContent('王*明');
    expect(screen.getByTestId('buyer-phone')).toHaveTextContent('09******78');
    expect(screen.getByTestId('status-chip')).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-card')).not.toBeInTheDocument();
    expect(screen.queryByText('私密外套')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('台北市大安區建國南路 1 號');

    await user.type(screen.getByTestId('order-proof-phone'), '0900000000');
    await user.click(screen.getByTestId('order-proof-submit'));
    expect(await screen.findByText('找不到這筆訂單')).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-card')).not.toBeInTheDocument();

    await user.clear(screen.getByTestId('order-proof-phone'));
    await user.type(screen.getByTestId('order-proof-phone'), '0912345678');
    await user.click(screen.getByTestId('order-proof-submit'));
    const pickup = await screen.findByTestId('pickup-card');
    expect(pickup).toHaveTextContent('台北市大安區建國南路 1 號');
    expect(screen.getByTestId('order-card')).toHaveAttribute('data-masked', 'false');
    expect(screen.getByText('私密外套')).toBeInTheDocument();
    expect(screen.queryByTestId('order-proof')).not.toBeInTheDocument();
  });

  it('issue 30: opened from the mail\'s link, the page sends the link\'s token, shows the whole order, and takes the token out of the address bar', async () => {
    const link = `v1.${ORDER_ID}.1800000000.${'a'.repeat(43)}`;
    const { orders, router } = start(`/order-confirmation/${ORDER_ID}?link=${link}`, { token: link });
    const card = await screen.findByTestId('order-card');
    expect(card).toHaveAttribute('data-masked', 'false');
    expect(orders.seenTokens[0]).toBe(link);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(JSON.parse(localStorage.getItem('orderAccessTokens') ?? '{}')).toEqual({ [ORDER_ID]: link });
  });

  it('issue 30: a mailed link never replaces the token checkout gave this browser', async () => {
    seedOrderToken();
    const { orders } = start(`/order-confirmation/${ORDER_ID}?link=v1.${ORDER_ID}.1800000000.${'a'.repeat(43)}`, { token: ORDER_TOKEN });
    expect(await screen.findByTestId('order-card')).toHaveAttribute('data-masked', 'false');
    expect(orders.seenTokens[0]).toBe(ORDER_TOKEN);
  });

  it("axe's heading-order: under the page's h1 each card's title and the shipment's block are h2s (they were h3s and an h4)", async () => {
    seedOrderToken();
    start(`/order-confirmation/${ORDER_ID}`, { token: ORDER_TOKEN, order: orderDetails({ status: 'PROCESSING' }) });
    await screen.findByTestId('shipment-card');
    await screen.findByTestId('order-items');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim())).toEqual([
      orderMessages.orderCardTitle, orderMessages.pickupCardTitle, historyMessages.shippingTitle, orderMessages.itemsCardTitle,
    ]);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
  });

  it("a missing name reads 'not provided'; store payment reads as such", async () => {
    start(`/order-confirmation/${ORDER_ID}`, { order: orderDetails({ status: 'PENDING', customer_name: '', payment_method: 'store_cod', logistics_sub_type: 'FAMIC2C' }) });
    await screen.findByTestId('order-card');
    expect(screen.getByTestId('buyer-name')).toHaveTextContent(orderMessages.notProvided);
    expect(screen.getByTestId('payment-method')).toHaveTextContent(formatMessage('METHOD_STORE_PAYMENT'));
    expect(screen.getByTestId('status-chip')).toHaveTextContent(formatMessage('CHIP_PAY_AT_PICKUP', { amount: '$2,280' }));
    expect(banner()).toHaveAttribute('data-state', 'confirmed');
    expect(screen.getByTestId('pickup-card')).toHaveTextContent('全家 FamilyMart');
  });

  it('pickup card: store and address, amount, pickup person, and what to bring', async () => {
    start(`/order-confirmation/${ORDER_ID}`);
    const card = await screen.findByTestId('pickup-card');
    expect(card).toHaveTextContent('7-ELEVEN 建盛門市');
    expect(card).toHaveTextContent('台北市大安區建國南路 1 號');
    expect(card).toHaveTextContent('$2,280');
    expect(card).toHaveTextContent('王小明');
    expect(card).toHaveTextContent(orderMessages.pickupInstruction);
  });

  it('copy buttons put the value on the clipboard and show a check mark for 2 s', async () => {
    const userOptions = useFakeClock();
    const { user } = start(`/order-confirmation/${ORDER_ID}`, {}, userOptions);
    await settle();
    // user-event installs its own clipboard at setup; replace it with a spy.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const copyNumber = screen.getByTestId('copy-order-number');
    expect(copyNumber).toHaveAttribute('data-copied', 'false');
    await user.click(copyNumber);
    await advance(0);
    expect(writeText).toHaveBeenCalledWith(ORDER_ID);
    expect(copyNumber).toHaveAttribute('data-copied', 'true');
    expect(copyNumber).toHaveAccessibleName(orderMessages.copied);
    await advance(COPY_CONFIRMATION_MS - 100);
    expect(copyNumber).toHaveAttribute('data-copied', 'true');
    await advance(100);
    expect(copyNumber).toHaveAttribute('data-copied', 'false');
    expect(copyNumber).toHaveAccessibleName(orderMessages.copyOrderNumber);

    await user.click(screen.getByTestId('copy-total'));
    await advance(0);
    expect(writeText).toHaveBeenLastCalledWith('$2,280');
    expect(screen.getByTestId('copy-total')).toHaveAttribute('data-copied', 'true');
  });

  it('a failed copy shows no check mark', async () => {
    const { user } = start(`/order-confirmation/${ORDER_ID}`);
    await screen.findByTestId('order-card');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await user.click(screen.getByTestId('copy-order-number'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('copy-order-number')).toHaveAttribute('data-copied', 'false');
    warn.mockRestore();
  });
});

describe('items card (spec 2 §2.5)', () => {
  const itemIds = () => screen.getAllByTestId('order-item').map((item) => item.dataset.itemType);

  it('both kinds: tabs, per-type subtotals and the grand total on All; a tab filters', async () => {
    const items = [
      orderItem({ title: '羊毛外套', price: 1600, discount_price: 1280 }),
      orderItem({ title: '帆布袋', price: 500, discount_price: 450, quantity: 2, image_url: null }),
      orderItem({ title: '蝦皮耳機', item_type: 'shopee', price: 1000, discount_price: 900 }),
    ];
    const { user } = start(`/order-confirmation/${ORDER_ID}`, { items });
    const card = await screen.findByTestId('order-items');
    expect(itemIds()).toEqual(['outlet', 'outlet', 'shopee']);
    expect(within(card).getByTestId('order-tab-all')).toHaveTextContent('(3)');
    expect(within(card).getByTestId('order-subtotal-outlet')).toHaveTextContent('$2,180');
    expect(within(card).getByTestId('order-subtotal-shopee')).toHaveTextContent('$900');
    expect(within(card).getByTestId('order-grand-total')).toHaveTextContent('$3,080');
    // Issue 28: shipping (免運) above the total, so the lines add up to it.
    expect(within(card).getByTestId('order-shipping')).toHaveTextContent(`${orderMessages.shipping}${orderMessages.freeShipping}`);
    expect(within(card).getByTestId('order-shipping').compareDocumentPosition(within(card).getByTestId('order-grand-total')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [coat, bag, shopee] = screen.getAllByTestId('order-item');
    expect(within(coat).getByText('$1,600').tagName).toBe('DEL');
    expect(within(coat).queryByTestId('order-item-quantity')).not.toBeInTheDocument();
    expect(within(coat).queryByTestId('order-item-saving')).not.toBeInTheDocument();
    expect(within(bag).getByTestId('order-item-quantity')).toHaveTextContent(orderMessages.quantity(2));
    expect(within(bag).getByTestId('order-item-placeholder')).toBeInTheDocument();
    expect(within(shopee).getByTestId('order-item-type')).toHaveTextContent(orderMessages.typeChip.shopee);
    expect(within(shopee).getByTestId('order-item-saving')).toHaveTextContent(/^10% OFF$/);

    await user.click(within(card).getByTestId('order-tab-shopee'));
    expect(itemIds()).toEqual(['shopee']);
    expect(within(card).queryByTestId('order-grand-total')).not.toBeInTheDocument();
    await user.click(within(card).getByTestId('order-tab-outlet'));
    expect(itemIds()).toEqual(['outlet', 'outlet']);
  });

  it('issue 28: a mixed order\'s tabs each name the panel that holds their lines (axe aria-valid-attr-value was critical)', async () => {
    const items = [orderItem({ title: '羊毛外套' }), orderItem({ title: '蝦皮耳機', item_type: 'shopee', price: 1000, discount_price: 900 })];
    const { user } = start(`/order-confirmation/${ORDER_ID}`, { items });
    const card = await screen.findByTestId('order-items');
    for (const tab of ['all', 'shopee', 'outlet'] as const) {
      await user.click(within(card).getByTestId(`order-tab-${tab}`));
      const selected = within(card).getByRole('tab', { selected: true });
      const panel = document.getElementById(selected.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(within(panel!).getAllByTestId('order-item').map((item) => item.dataset.itemType)).toEqual(tab === 'all' ? ['outlet', 'shopee'] : [tab]);
      await expect(axeViolations(card, ['aria-valid-attr-value', 'aria-required-children', 'aria-required-parent', 'list', 'listitem'])).resolves.toEqual([]);
    }
  });

  it('issue 22: each line shows its variant and its own SKU on lines of their own, not glued to the title; a line without shows neither', async () => {
    const jacket = { title: '男款機能防潑水連帽外套', sku: 'OL-JK-1024' };
    const items = [
      orderItem({ ...jacket, item_id: 11, variant_id: '11', variant_name: '黑色 / L', variant_sku: 'OL-JK-1024-BK-L' }),
      orderItem({ ...jacket, item_id: 12, variant_id: '12', variant_name: '深藍 / M', variant_sku: 'OL-JK-1024-NV-M' }),
      orderItem({ title: '帆布袋' }),
    ];
    start(`/order-confirmation/${ORDER_ID}`, { items });
    await screen.findByTestId('order-items');
    const [black, navy, bag] = screen.getAllByTestId('order-item');
    expect(within(black).getByTestId('order-item-variant')).toHaveTextContent(orderMessages.variant('黑色 / L'));
    expect(within(black).getByTestId('order-item-sku')).toHaveTextContent(orderMessages.sku('OL-JK-1024-BK-L'));
    expect(within(navy).getByTestId('order-item-variant')).toHaveTextContent(orderMessages.variant('深藍 / M'));
    expect(within(navy).getByTestId('order-item-sku')).toHaveTextContent(orderMessages.sku('OL-JK-1024-NV-M'));
    expect(within(black).getByText('男款機能防潑水連帽外套')).toHaveClass('order-item-title');
    expect(within(bag).queryByTestId('order-item-variant')).not.toBeInTheDocument();
    expect(within(bag).queryByTestId('order-item-sku')).not.toBeInTheDocument();
  });

  it('one kind only: no tabs; no struck price when not discounted', async () => {
    start(`/order-confirmation/${ORDER_ID}`, { items: [orderItem({ price: 800, discount_price: 800 })] });
    const card = await screen.findByTestId('order-items');
    expect(within(card).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('order-tab-all')).not.toBeInTheDocument();
    expect(card.querySelector('del')).toBeNull();
    expect(within(card).getByTestId('order-grand-total')).toHaveTextContent('$800');
    expect(within(card).queryByTestId('order-subtotal-shopee')).not.toBeInTheDocument();
  });

  it('a failed items call keeps the order on screen and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    start(`/order-confirmation/${ORDER_ID}`, { itemsStatus: 500 });
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    expect(screen.getByTestId('order-items')).toHaveTextContent(orderMessages.itemsLoadFailed);
    warn.mockRestore();
  });
});

describe('loading, errors, buttons', () => {
  it("shows 'Loading order information...' until the order is in", async () => {
    start(`/order-confirmation/${ORDER_ID}`, { orderDelay: 200 });
    expect(await screen.findByText(orderMessages.loading)).toBeInTheDocument();
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.loading)).not.toBeInTheDocument();
  });

  it("issue 22: 404 says the order is not found, and a guest is offered a way they can use (the shop, not the members' order list)", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {}); // the items call 404s too
    const { user, router } = start('/order-confirmation/ORD-87654321');
    const error = await screen.findByTestId('order-error');
    expect(within(error).getByRole('alert')).toHaveTextContent(orderMessages.notFound);
    expect(within(error).getByRole('alert')).not.toHaveTextContent(orderMessages.loadError);
    // axe's heading-order: the callout's title is an h2 under the page's h1 (Callout's own is an H5).
    expect(within(error).getByRole('heading', { level: 2 })).toHaveTextContent(orderMessages.notFound);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
    expect(within(error).queryByRole('button', { name: orderMessages.backToOrders })).not.toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: orderMessages.continueShopping }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a server failure shows the same alert', async () => {
    start(`/order-confirmation/${ORDER_ID}`, { orderStatus: 500 });
    expect(within(await screen.findByTestId('order-error')).getByRole('alert')).toHaveTextContent(orderMessages.loadError);
  });

  it('an id that is not ORD-{8 digits} is not asked for', async () => {
    const { orders } = start('/order-confirmation/not-an-order');
    expect(await screen.findByTestId('order-error')).toBeInTheDocument();
    expect(orders.seenTokens).toHaveLength(0);
  });

  it("no id: 'Order ID is missing'", async () => {
    start('/order-confirmation');
    expect(within(await screen.findByTestId('order-error')).getByRole('alert')).toHaveTextContent(orderMessages.missingId);
  });

  it('continue shopping goes home', async () => {
    const { user, router } = start(`/order-confirmation/${ORDER_ID}`);
    await user.click(await screen.findByTestId('continue-shopping'));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('completedOrders (spec 2 §3 client storage)', () => {
  const stored = () => JSON.parse(localStorage.getItem(COMPLETED_ORDERS_KEY) ?? '[]') as CompletedOrderSummary[];

  it('saves a summary of the confirmed order, newest first, without the buyer’s name or phone', async () => {
    localStorage.setItem(COMPLETED_ORDERS_KEY, JSON.stringify([{ orderId: 'ORD-00000001', savedAt: '2026-01-01T00:00:00Z' }]));
    start(`/order-confirmation/${ORDER_ID}`, { items: [orderItem({ quantity: 2 }), orderItem()] });
    await screen.findByTestId('order-card');
    await waitFor(() => expect(stored()[0]?.orderId).toBe(ORDER_ID));
    expect(stored()[0]).toMatchObject({ status: 'PAID', paymentState: 'success', totalAmount: 2280, storeName: '建盛門市', itemCount: 3 });
    expect(JSON.stringify(stored()[0])).not.toContain('王小明');
    expect(stored().map((entry) => entry.orderId)).toEqual([ORDER_ID, 'ORD-00000001']);
  });
});
