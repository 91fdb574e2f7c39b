import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { CUSTOMER, fakeAccountServer, signIn, type FakeAccountServerOptions } from '../../../test-support/account-server';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { cartLine, heldFor, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { invoiceMessages } from '../invoice/invoice-messages';

const page = useCheckoutPageHarness();
const { server } = page;

const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區', logisticsSubType: 'UNIMARTC2C' };
const line = () => cartLine({ id: 1, item_id: 11, discount_price: 1600, reservation: heldFor(3_600_000) });

/** A guest's checkout with a saved name, phone and store: only the invoice section is left to fill. */
function startGuest() {
  seedSavedPhone(PHONE);
  localStorage.setItem('userName', '王小明');
  sessionStorage.setItem('selectedStore', JSON.stringify(STORE));
  const cart = fakeCartServer({ carts: { [PHONE]: [line()] } });
  const fake = fakeCheckoutServer();
  server.use(...cart.handlers, ...fake.handlers);
  const app = renderApp({ path: '/checkout', extraRoutes: [{ path: '/order-confirmation/:orderId', element: <p>confirmation stand-in</p> }] });
  page.track(app);
  return { ...app, fake };
}

function startMember(account: FakeAccountServerOptions = {}) {
  const session = signIn();
  sessionStorage.setItem('selectedStore', JSON.stringify(STORE));
  const cart = fakeCartServer({ carts: { [CUSTOMER.phone]: [line()] } });
  const accounts = fakeAccountServer(account);
  const fake = fakeCheckoutServer();
  server.use(...cart.handlers, ...accounts.handlers, ...fake.handlers);
  const app = renderApp({ path: '/checkout', preloadedState: session, extraRoutes: [{ path: '/order-confirmation/:orderId', element: <p>confirmation stand-in</p> }] });
  page.track(app);
  return { ...app, fake, accounts };
}

const kind = (name: string) => screen.getByRole('radio', { name });

describe('/checkout invoice section (issue 30)', () => {
  it('defaults to the member carrier and sends it, with no e-mail, when the shopper skips the section', async () => {
    const { user, fake, router } = startGuest();
    await screen.findByTestId('checkout-invoice');
    expect(kind(invoiceMessages.kinds['member-carrier'])).toBeChecked();
    await user.click(screen.getByTestId('checkout-submit'));
    await user.click(await screen.findByTestId('checkout-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation/ORD-12345678'));
    expect(fake.seen('POST', '/api/cart/checkout')[0].body).toMatchObject({ invoice: { kind: 'member-carrier' }, email: '' });
  });

  it('shows the domain\'s rules inline once a field is left: barcode, love code, tax id and title, e-mail', async () => {
    const { user } = startGuest();
    await screen.findByTestId('checkout-invoice');
    await user.click(kind(invoiceMessages.kinds['mobile-barcode']));
    await user.type(screen.getByTestId('invoice-barcode'), 'abc');
    await user.tab();
    // Upper-cased as typed; still too short.
    expect(screen.getByTestId('invoice-barcode')).toHaveValue('ABC');
    expect(await screen.findByText(formatMessage('INVOICE_BARCODE_INVALID'))).toBeInTheDocument();
    await user.clear(screen.getByTestId('invoice-barcode'));
    await user.type(screen.getByTestId('invoice-barcode'), '/abc1234');
    expect(screen.queryByText(formatMessage('INVOICE_BARCODE_INVALID'))).not.toBeInTheDocument();

    await user.click(kind(invoiceMessages.kinds.company));
    await user.type(screen.getByTestId('invoice-taxId'), '12345678');
    await user.tab();
    expect(await screen.findByText(formatMessage('INVOICE_TAX_ID_CHECKSUM'))).toBeInTheDocument();
    expect(screen.getByText(formatMessage('INVOICE_COMPANY_TITLE_REQUIRED'))).toBeInTheDocument();

    await user.type(screen.getByTestId('checkout-email'), 'amy@');
    await user.tab();
    expect(await screen.findByText(formatMessage('EMAIL_INVALID'))).toBeInTheDocument();
  });

  it('a wrong value is toasted at checkout instead of placing the order; a right one is sent as typed', async () => {
    const { user, fake, router } = startGuest();
    await screen.findByTestId('checkout-invoice');
    await user.click(kind(invoiceMessages.kinds.donation));
    await user.type(screen.getByTestId('invoice-loveCode'), '12');
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByText(formatMessage('INVOICE_LOVE_CODE_INVALID'), { selector: '.bp6-toast *' })).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-confirm-dialog')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('invoice-loveCode'), '8001');
    await user.type(screen.getByTestId('checkout-email'), 'amy@example.com');
    await user.click(screen.getByTestId('checkout-submit'));
    await user.click(await screen.findByTestId('checkout-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation/ORD-12345678'));
    expect(fake.seen('POST', '/api/cart/checkout')[0].body).toMatchObject({ invoice: { kind: 'donation', loveCode: '128001' }, email: 'amy@example.com' });
  });

  it('a member starts from their last choice and their account e-mail', async () => {
    const { store } = startMember({ invoiceChoice: { kind: 'company', taxId: '04595257', title: '好物有限公司' } });
    expect(await screen.findByTestId('invoice-remembered')).toHaveTextContent(invoiceMessages.rememberedHint);
    expect(kind(invoiceMessages.kinds.company)).toBeChecked();
    expect(screen.getByTestId('invoice-taxId')).toHaveValue('04595257');
    expect(screen.getByTestId('invoice-title')).toHaveValue('好物有限公司');
    expect(screen.getByTestId('checkout-email')).toHaveValue(CUSTOMER.email);
    expect(store.getState().checkout.invoice).toEqual({ kind: 'company', taxId: '04595257', title: '好物有限公司' });
  });

  it('keeps what the shopper typed across a page leave (the store map, ECPay\'s page) and back', async () => {
    const first = startGuest();
    await screen.findByTestId('checkout-invoice');
    await first.user.click(kind(invoiceMessages.kinds.company));
    await first.user.type(screen.getByTestId('invoice-taxId'), '04595257');
    await first.user.type(screen.getByTestId('invoice-title'), '好物有限公司');
    await first.user.type(screen.getByTestId('checkout-email'), 'amy@example.com');
    page.cleanup();

    startGuest();
    await screen.findByTestId('checkout-invoice');
    expect(kind(invoiceMessages.kinds.company)).toBeChecked();
    expect(screen.getByTestId('invoice-taxId')).toHaveValue('04595257');
    expect(screen.getByTestId('invoice-title')).toHaveValue('好物有限公司');
    expect(screen.getByTestId('checkout-email')).toHaveValue('amy@example.com');
  });
});
