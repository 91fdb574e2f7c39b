import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { cartLine, heldFor, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer, apiError } from '../../../test-support/cart-server';
import { fakeCheckoutServer, PAYMENT_URL, type FakeCheckoutServerOptions } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { orderTokenFor } from '../payment/order-tokens';

const page = useCheckoutPageHarness();
const { server } = page;

const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區', logisticsSubType: 'UNIMARTC2C' };


interface StartOptions {
  lines?: ReturnType<typeof cartLine>[];
  checkout?: FakeCheckoutServerOptions;
  store?: boolean;
  name?: string;
}

function start({ lines = [cartLine({ id: 1, item_id: 11, discount_price: 1600, reservation: heldFor(3_600_000) })], checkout = {}, store = true, name }: StartOptions = {}) {
  seedSavedPhone(PHONE);
  if (name) localStorage.setItem('userName', name);
  if (store) sessionStorage.setItem('selectedStore', JSON.stringify(STORE));
  const cart = fakeCartServer({ carts: { [PHONE]: lines } });
  const fake = fakeCheckoutServer(checkout);
  server.use(...cart.handlers, ...fake.handlers);
  const app = renderApp({
    path: '/checkout',
    extraRoutes: [{ path: '/order-confirmation/:orderId', element: <p>confirmation stand-in</p> }],
  });
  page.track(app);
  return { ...app, cart, fake };
}

const submit = () => screen.getByTestId('checkout-submit');

describe('/checkout contact section (spec 2 §5)', () => {
  it('prefills the saved phone; shows the domain messages once a field is left invalid', async () => {
    const { user } = start();
    const phone = await screen.findByTestId('checkout-phone');
    expect(phone).toHaveValue(PHONE);
    const name = screen.getByTestId('checkout-name');
    await user.type(name, ' 王 ');
    await user.tab();
    expect(await screen.findByText(formatMessage('CHECKOUT_NAME_INVALID'))).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '09-12');
    expect(phone).toHaveValue('0912');
    await user.tab();
    expect(screen.getByText(formatMessage('CHECKOUT_PHONE_INVALID'))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '王小明');
    expect(screen.queryByText(formatMessage('CHECKOUT_NAME_INVALID'))).not.toBeInTheDocument();
  });

  it("issue 28: the pickup name is held to ECPay's rule, the field saying why and what to type; Lin Wei Ting fits", async () => {
    const { user } = start();
    await screen.findByTestId('checkout-phone');
    const name = screen.getByTestId('checkout-name');
    await user.type(name, 'Lin Wei Tinga');
    await user.tab();
    expect(await screen.findByText(formatMessage('PICKUP_NAME_LATIN_LENGTH'))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '王小明2');
    expect(screen.getByText(formatMessage('PICKUP_NAME_CHARACTERS'))).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Lin Wei Ting');
    expect(screen.queryByText(formatMessage('PICKUP_NAME_CHARACTERS'))).not.toBeInTheDocument();
    expect(screen.queryByText(formatMessage('PICKUP_NAME_LATIN_LENGTH'))).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByTestId('checkout-confirm-dialog')).toHaveTextContent('Lin Wei Ting');
  });

  it('a valid phone is saved to userPhone and becomes the cart phone', async () => {
    const { user, store } = start();
    const phone = await screen.findByTestId('checkout-phone');
    await user.clear(phone);
    await user.type(phone, '0987654321');
    await user.tab();
    await waitFor(() => expect(store.getState().cart.phone).toBe('0987654321'));
    expect(localStorage.getItem('userPhone')).toBe('0987654321');
  });
});

describe("'Complete checkout' gate (spec 2 §5)", () => {
  it('looks disabled and toasts the first blocker in the spec order: phone, then store', async () => {
    const { user } = start({ store: false, name: '王小明' });
    const phone = await screen.findByTestId('checkout-phone');
    await user.clear(phone);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(await screen.findByText(formatMessage('CHECKOUT_PHONE_REQUIRED'))).toBeInTheDocument();
    await user.type(phone, PHONE);
    await user.click(submit());
    expect(await screen.findByText(formatMessage('CHECKOUT_STORE_REQUIRED'))).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-confirm-dialog')).not.toBeInTheDocument();
  });

  it('an expired line blocks with its toast', async () => {
    const { user } = start({ lines: [cartLine({ id: 2, reservation: heldFor(-60_000) })], name: '王小明' });
    await screen.findByTestId('checkout-phone');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(await screen.findByText(formatMessage('CART_HAS_EXPIRED_ITEMS'))).toBeInTheDocument();
  });

  it('a ready form opens the confirm dialog with the terms; an invalid name is toasted instead', async () => {
    const { user } = start();
    await screen.findByTestId('checkout-phone');
    expect(submit()).toHaveAttribute('aria-disabled', 'false');
    await user.click(submit());
    expect(await screen.findByText(formatMessage('CHECKOUT_NAME_INVALID'), { selector: '.bp6-toast *' })).toBeInTheDocument();
    await user.type(screen.getByTestId('checkout-name'), '王小明');
    await user.click(submit());
    const dialog = await screen.findByTestId('checkout-confirm-dialog');
    expect(dialog).toHaveTextContent('王小明');
    expect(dialog).toHaveTextContent('建盛門市');
    expect(dialog).toHaveTextContent('$1,600');
    expect(screen.getByTestId('checkout-terms')).toHaveTextContent(messages.checkoutForm.terms);
  });
});

describe('checkout (spec 2 §4)', () => {
  it('store payment: posts the cart, keeps the token, confirms with ECPay, reloads the cart and goes to the confirmation', async () => {
    const { user, fake, cart, router } = start({ name: '王小明' });
    await screen.findByTestId('checkout-phone');
    expect(within(screen.getByTestId('payment-store-cod').closest('label')!).getByRole('radio')).toBeChecked();
    await user.click(submit());
    await user.click(await screen.findByTestId('checkout-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation/ORD-12345678'));
    expect(await screen.findByText(formatMessage('CHECKOUT_COMPLETED'))).toBeInTheDocument();

    const [checkout] = fake.seen('POST', '/api/cart/checkout');
    expect(checkout.body).toMatchObject({
      name: '王小明',
      phone: PHONE,
      deliveryMethod: 'pickup',
      paymentMethod: 'store_cod',
      storeData: STORE,
    });
    // The contract's bodies (CheckoutBody, ConfirmOrderBody): the server's cart is the order.
    expect(fake.seen('POST', '/api/ecpay/create')[0].body).toEqual({ orderId: 'ORD-12345678', customerPhone: PHONE });
    expect(orderTokenFor('ORD-12345678')).toBe('buyer-token-1');
    expect(localStorage.getItem('lastOrderId')).toBe('ORD-12345678');
    expect(localStorage.getItem('lastTotal')).toBe('1600');
    expect(localStorage.getItem('lastPhone')).toBe(PHONE);
    expect(localStorage.getItem('lastName')).toBe('王小明');
    expect(cart.seen('GET', `/api/cart/${PHONE}`).length).toBeGreaterThanOrEqual(2);
    expect(fake.seen('POST', '/api/ecpay/ORD-12345678/prepare-payment')).toHaveLength(0);
    expect(page.forms.submitted).toHaveLength(0);
  });

  it('credit card: prepares the payment and submits the hidden form to the provider', async () => {
    const { user, fake } = start({ name: '王小明' });
    await screen.findByTestId('checkout-phone');
    await user.click(screen.getByTestId('payment-credit-card'));
    expect(screen.getByTestId('checkout-payment')).toHaveTextContent('Visa');
    expect(screen.getByTestId('checkout-payment')).toHaveTextContent('JCB');
    await user.click(submit());
    await user.click(await screen.findByTestId('checkout-confirm'));
    await waitFor(() => expect(page.forms.submitted).toHaveLength(1));
    expect(fake.seen('POST', '/api/cart/checkout')[0].body).toMatchObject({ paymentMethod: 'credit_card' });
    expect(fake.seen('POST', '/api/ecpay/ORD-12345678/prepare-payment')).toHaveLength(1);
    expect(page.forms.submitted[0]).toMatchObject({ action: PAYMENT_URL, method: 'post', inBody: true });
    expect(page.forms.submitted[0].fields).toEqual({ MerchantID: '3002607', MerchantTradeNo: 'ORD12345678R1', TotalAmount: '1600', CheckMacValue: 'C0FFEE' });
  });

  it('credit card preparation fails: the toast, and the order stays retryable on /checkout', async () => {
    const { user, router } = start({
      name: '王小明',
      checkout: { onPrepare: () => apiError(503, 'PROVIDER_UNAVAILABLE', '金流服務暫時無法使用') },
    });
    await screen.findByTestId('checkout-phone');
    await user.click(screen.getByTestId('payment-credit-card'));
    await user.click(submit());
    await user.click(await screen.findByTestId('checkout-confirm'));
    expect(await screen.findByText(messages.checkoutForm.preparePaymentFailed)).toBeInTheDocument();
    // The retry flow then takes the order (and removes its flags from the address).
    expect(await screen.findByTestId('retry-dialog')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(page.forms.submitted).toHaveLength(0);
  });

  it("a refused checkout shows the server's message", async () => {
    const { user, router } = start({
      name: '王小明',
      checkout: { onCheckout: () => apiError(409, 'CART_HAS_EXPIRED_ITEMS', '購物車中有已過期的商品，請移除後再試一次。') },
    });
    await screen.findByTestId('checkout-phone');
    await user.click(submit());
    await user.click(await screen.findByTestId('checkout-confirm'));
    expect(await screen.findByText('購物車中有已過期的商品，請移除後再試一次。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it("a failure without a server message: 'Checkout failed. Please try again.'", async () => {
    const { user } = start({ name: '王小明', checkout: { onCheckout: () => new Response('', { status: 500 }) } });
    await screen.findByTestId('checkout-phone');
    await user.click(submit());
    await user.click(await screen.findByTestId('checkout-confirm'));
    expect(await screen.findByText(messages.checkoutForm.checkoutFailed)).toBeInTheDocument();
  });
});
