import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { cartLine, heldFor, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer, PAYMENT_URL } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { messages } from '../../i18n/contexts/checkout';

/**
 * Issue #9: a guest presses Back on the ECPay card page. Checkout emptied the cart and the order waits in
 * PENDING_PAYMENT; /checkout must give the way back (the awaiting-payment panel: retry, restore the cart).
 */
const page = useCheckoutPageHarness();
const { server } = page;

const ORDER_ID = 'ORD-12345678';
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區', logisticsSubType: 'UNIMARTC2C' };


/** A guest's card checkout up to the hidden form post to the provider; the server empties the cart as the real one does. */
async function checkOutByCard() {
  seedSavedPhone(PHONE);
  localStorage.setItem('userName', '王小明');
  sessionStorage.setItem('selectedStore', JSON.stringify(STORE));
  const cart = fakeCartServer({ carts: { [PHONE]: [cartLine({ id: 1, item_id: 11, discount_price: 1600, reservation: heldFor(3_600_000) })] } });
  const fake = fakeCheckoutServer({
    orderId: ORDER_ID,
    onCheckout: () => {
      cart.carts.set(PHONE, []);
      return undefined;
    },
    onRestore: () => {
      cart.carts.set(PHONE, [cartLine({ id: 7, item_id: 11, discount_price: 1600, reservation: heldFor(7_200_000) })]);
      return HttpResponse.json({ success: true, message: '已將 1 件商品加回購物車。', restoredCount: 1, skippedCount: 0 });
    },
  });
  server.use(...cart.handlers, ...fake.handlers);
  const app = renderApp({ path: '/checkout' });
  page.track(app);
  await app.user.click(await screen.findByTestId('payment-credit-card'));
  await app.user.click(screen.getByTestId('checkout-submit'));
  await app.user.click(await screen.findByTestId('checkout-confirm'));
  await waitFor(() => expect(page.forms.submitted).toHaveLength(1));
  return { ...app, cart, fake };
}

/** Back to /checkout as a new page load (no back-forward cache): same tab storage, a fresh app. */
function loadCheckoutAgain() {
  page.cleanup();
  const app = renderApp({ path: '/checkout' });
  page.track(app);
  return app;
}

describe('Back from the card page to /checkout (issue #9)', () => {
  it('shows the order awaiting payment, and retry sends the shopper to a new card payment of the same order', async () => {
    const { fake } = await checkOutByCard();
    const { user } = loadCheckoutAgain();

    const panel = await screen.findByTestId('awaiting-payment-panel');
    expect(panel).toHaveTextContent(messages.checkoutForm.awaitingBody(ORDER_ID));
    expect(panel).toHaveTextContent('$1,600');
    expect(screen.getByTestId('cart-empty')).toBeInTheDocument();
    // The order token kept at checkout reads the order unmasked (its phone is what restore needs).
    expect(fake.seen('GET', `/api/ecpay/${ORDER_ID}`)[0].headers['x-order-token']).toBe('buyer-token-1');

    await user.click(within(panel).getByTestId('awaiting-pay-again'));
    await user.click(within(await screen.findByTestId('retry-dialog')).getByTestId('retry-confirm'));
    await waitFor(() => expect(page.forms.submitted).toHaveLength(2));
    expect(page.forms.submitted[1]).toMatchObject({ action: PAYMENT_URL, method: 'post' });
    expect(fake.seen('POST', `/api/ecpay/${ORDER_ID}/prepare-payment`)).toHaveLength(2);
    expect(screen.queryByTestId('retry-message')).not.toBeInTheDocument();
  });

  it("'restore items' puts the order's items back in the cart with the restored count", async () => {
    const { fake } = await checkOutByCard();
    const { user } = loadCheckoutAgain();

    await user.click(within(await screen.findByTestId('awaiting-payment-panel')).getByTestId('restore-items'));
    expect(await screen.findByText('已將 1 件商品加回購物車。')).toBeInTheDocument();
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(1);
    expect(fake.seen('POST', `/api/cart/restore-from-order/${ORDER_ID}`)[0].body).toEqual({ phone: PHONE });
  });

  it('restored from the back-forward cache (pageshow, persisted): the cart is read again and the panel shows', async () => {
    await checkOutByCard();
    // The frozen page still shows the form it had before leaving; the browser only fires pageshow.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(await screen.findByTestId('awaiting-payment-panel')).toHaveTextContent(ORDER_ID);
  });

  it('an order paid meanwhile (late notification) shows no panel, and the note is dropped', async () => {
    const { fake } = await checkOutByCard();
    fake.orders.set(ORDER_ID, { ...fake.orders.get(ORDER_ID)!, status: 'PAID' });
    loadCheckoutAgain();
    await screen.findByTestId('cart-empty');
    await waitFor(() => expect(sessionStorage.getItem('pendingOrder')).toBeNull());
    expect(screen.queryByTestId('awaiting-payment-panel')).not.toBeInTheDocument();
  });
});
