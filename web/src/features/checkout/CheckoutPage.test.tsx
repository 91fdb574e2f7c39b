import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useAppHarness } from '../../../test-support/app-harness';
import { axeViolations } from '../../../test-support/axe';
import { fakeCartServer, type FakeCartServerOptions } from '../../../test-support/cart-server';
import { cartLine, heldFor, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import type { RenderAppOptions } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';

const { start: render } = useAppHarness();

function start(fake: FakeCartServerOptions = {}, userOptions?: RenderAppOptions['userOptions']) {
  const cart = fakeCartServer(fake);
  // A stand-in for the product page: this test only observes where a line leads.
  return { ...render({ path: '/checkout', userOptions, extraRoutes: [{ path: '/product/:id', element: <p>product page</p> }] }, cart.handlers), cart };
}

const lineTexts = () => screen.getAllByTestId('cart-line').map((line) => line.dataset.itemId);

describe('/checkout, the cart (spec 2 §2.3)', () => {
  it("shows 'Loading cart...' until the cart is in, then the empty state with its two ways out", async () => {
    seedSavedPhone(PHONE);
    const { user, router } = start({ latencyMs: 100 });
    expect(await screen.findByText(messages.checkout.loadingCart)).toBeInTheDocument();
    const empty = await screen.findByTestId('cart-empty');
    expect(empty).toHaveTextContent(formatMessage('CART_EMPTY'));
    // axe's heading-order: the empty state's words are an h2 under the cart's h1 (NonIdealState's own title is an H4).
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(formatMessage('CART_EMPTY'));
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
    expect(within(empty).getByRole('button', { name: messages.checkout.browseShopee })).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: messages.checkout.browseOutlet }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists lines with chips, SKU, prices and links; tabs count and filter; a zero tab is disabled', async () => {
    seedSavedPhone(PHONE);
    const outlet = cartLine({ id: 1, item_id: 11, title: '羊毛外套', variant_details: '黑色 / M', display_sku: 'KNIT-BLK', price: 1600, discount_price: 1280.9 });
    const plain = cartLine({ id: 2, item_id: 12, title: '帆布袋', variant_details: 'Default', price: 500, discount_price: 450 });
    const shopee = cartLine({ id: 3, item_id: 99, item_type: 'shopee', title: '蝦皮商品', price: 1000, discount_price: 900 });
    const { user, router } = start({ carts: { [PHONE]: [outlet, plain, shopee] } });
    await screen.findAllByTestId('cart-line');
    expect(lineTexts()).toEqual(['11', '12', '99']);

    const [first, second, third] = screen.getAllByTestId('cart-line');
    expect(within(first).getByTestId('cart-line-variant')).toHaveTextContent('黑色 / M');
    expect(within(second).queryByTestId('cart-line-variant')).not.toBeInTheDocument();
    expect(within(first).getByText(messages.checkout.sku('KNIT-BLK'))).toBeInTheDocument();
    expect(within(first).getByTestId('cart-line-price')).toHaveTextContent('$1,280');
    expect(within(first).getByText('$1,600').tagName).toBe('DEL');
    expect(within(first).getByTestId('cart-line-type')).toHaveTextContent(messages.checkout.typeChip.outlet);
    // Issue 28: the one discount label, '10% OFF', not '省 10%'.
    expect(within(third).getByTestId('cart-line-saving')).toHaveTextContent(/^10% OFF$/);
    expect(within(first).queryByTestId('cart-line-saving')).not.toBeInTheDocument();
    expect(within(third).getByRole('link', { name: '蝦皮商品' })).toHaveAttribute('href', '/shopee-product/99');
    expect(within(first).getByTestId('cart-line-thumb')).toHaveAttribute('href', '/product/11');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$2,630');
    expect(screen.getByTestId('order-summary')).toHaveTextContent(messages.checkout.summaryItems(3));
    // Issue 28: shipping (免運: pickup is free) above the total.
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent(`${messages.checkout.summaryShipping}${messages.checkout.summaryFreeShipping}`);
    expect(screen.getByTestId('summary-shipping').compareDocumentPosition(screen.getByTestId('cart-total')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(screen.getByTestId('cart-tab-all')).toHaveTextContent('(3)');
    expect(screen.getByTestId('cart-tab-outlet')).toHaveTextContent('(2)');
    await user.click(screen.getByTestId('cart-tab-shopee'));
    expect(lineTexts()).toEqual(['99']);
    await user.click(screen.getByTestId('cart-tab-outlet'));
    expect(lineTexts()).toEqual(['11', '12']);

    await user.click(within(screen.getAllByTestId('cart-line')[0]).getByRole('link', { name: '羊毛外套' }));
    expect(router.state.location.pathname).toBe('/product/11');
  });

  it("axe's heading-order: under the cart's h1 each section of the form and the summary is an h2 (they were h3s)", async () => {
    seedSavedPhone(PHONE);
    start({ carts: { [PHONE]: [cartLine({ id: 1, item_id: 11 })] } });
    await screen.findAllByTestId('cart-line');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toHaveLength(5);
    expect(sections[0]).toBe(messages.checkoutForm.contactTitle);
    expect(sections[4]).toBe(messages.checkout.summaryTitle);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
  });

  it("issue 28: the checkout bar carries the cart's total beside 'Complete checkout', and a line removed changes it", async () => {
    seedSavedPhone(PHONE);
    const coat = cartLine({ id: 1, item_id: 11, title: '羊毛外套', price: 1600, discount_price: 1280 });
    const bag = cartLine({ id: 2, item_id: 12, title: '帆布袋', price: 500, discount_price: 450 });
    const { user } = start({ carts: { [PHONE]: [coat, bag] } });
    const bar = await screen.findByTestId('checkout-bar');
    expect(within(bar).getByTestId('checkout-bar-total')).toHaveTextContent('$1,730');
    expect(within(bar).getByTestId('checkout-submit')).toHaveTextContent(messages.checkoutForm.submit);
    expect(within(bar).getByTestId('checkout-submit')).toHaveClass('primary-action');
    await user.click(within(screen.getAllByTestId('cart-line')[1]).getByTestId('cart-line-remove'));
    await waitFor(() => expect(within(bar).getByTestId('checkout-bar-total')).toHaveTextContent('$1,280'));
  });

  it('a tab with no lines is disabled', async () => {
    seedSavedPhone(PHONE);
    start({ carts: { [PHONE]: [cartLine({ id: 1 })] } });
    await screen.findAllByTestId('cart-line');
    expect(screen.getByTestId('cart-tab-shopee')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('cart-tab-outlet')).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows each outlet reservation: countdown re-read every 60 s, expired, confirmed', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    seedSavedPhone(PHONE);
    const now = Date.now();
    start(
      {
        carts: {
          [PHONE]: [
            cartLine({ id: 1, item_id: 1, reservation: heldFor(90 * 60_000 + 30_000, now) }),
            cartLine({ id: 2, item_id: 2, reservation: heldFor(-1, now) }),
            cartLine({ id: 3, item_id: 3, reservation: { expires_at: null, is_confirmed: true } }),
          ],
        },
      },
      { advanceTimers: jest.advanceTimersByTime },
    );
    await act(() => jest.advanceTimersByTimeAsync(50));
    const statuses = await screen.findAllByTestId('reservation-status');
    expect(statuses[0]).toHaveTextContent('1 小時 31 分');
    expect(statuses[1]).toHaveTextContent(formatMessage('RESERVATION_EXPIRED'));
    expect(statuses[2]).toHaveTextContent(formatMessage('RESERVATION_CONFIRMED'));
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getAllByTestId('reservation-status')[0]).toHaveTextContent('1 小時 30 分');
  });

  it('remove deletes the line on the server and from the page; a confirmed line stays with a toast', async () => {
    seedSavedPhone(PHONE);
    const confirmed = cartLine({ id: 7, item_id: 70, reservation: { expires_at: null, is_confirmed: true } });
    const { user, cart, store } = start({ carts: { [PHONE]: [cartLine({ id: 6, item_id: 60, reservation: heldFor(60_000) }), confirmed] } });
    await screen.findAllByTestId('cart-line');
    await user.click(within(screen.getAllByTestId('cart-line')[0]).getByTestId('cart-line-remove'));
    await waitFor(() => expect(lineTexts()).toEqual(['70']));
    expect(cart.seen('DELETE', '/api/cart/remove/6')).toHaveLength(1);
    expect(await screen.findByText(messages.cart.removed)).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');

    await waitFor(() => expect(store.getState().cart.busy).toBe(false));
    await user.click(within(screen.getAllByTestId('cart-line')[0]).getByTestId('cart-line-remove'));
    expect(await screen.findByText(formatMessage('CART_ITEM_CONFIRMED'))).toBeInTheDocument();
    expect(lineTexts()).toEqual(['70']);
    expect(cart.seen('DELETE', '/api/cart/remove/7')).toHaveLength(0);
  });

  it('removing the last line shows the empty cart', async () => {
    seedSavedPhone(PHONE);
    const { user } = start({ carts: { [PHONE]: [cartLine({ id: 8, item_type: 'shopee' })] } });
    await user.click(await screen.findByTestId('cart-line-remove'));
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });
});
