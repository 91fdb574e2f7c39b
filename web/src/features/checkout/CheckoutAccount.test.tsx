import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { CUSTOMER, CUSTOMER_TOKEN, fakeAccountServer, signIn, type FakeAccountServerOptions } from '../../../test-support/account-server';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { cartLine, heldFor } from '../../../test-support/cart-fixtures';
import { fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer, storeSelection, type FakeCheckoutServerOptions } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { messages } from '../../i18n/contexts/checkout';
import { STORE_MIGRATED_KEY } from './account-checkout';

const page = useCheckoutPageHarness();
const { server } = page;

const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區', logisticsSubType: 'UNIMARTC2C' };
const ACCOUNT_STORE = { storeId: '222333', storeName: '帳戶門市', storeAddress: '台北市信義區', logisticsSubType: 'FAMIC2C' };


interface StartOptions {
  account?: FakeAccountServerOptions;
  checkout?: FakeCheckoutServerOptions;
  path?: string;
  tabStore?: boolean;
  localStore?: boolean;
}

function start({ account = {}, checkout = {}, path = '/checkout', tabStore = false, localStore = false }: StartOptions = {}) {
  const session = signIn();
  if (tabStore) sessionStorage.setItem('selectedStore', JSON.stringify(STORE));
  if (localStore) localStorage.setItem('lastSelectedStore', JSON.stringify(STORE));
  // A guest's remembered contact must not win over the account's.
  localStorage.setItem('userName', '訪客');
  const cart = fakeCartServer({ carts: { [CUSTOMER.phone]: [cartLine({ id: 1, item_id: 11, discount_price: 1600, reservation: heldFor(3_600_000) })] } });
  const accounts = fakeAccountServer(account);
  const fake = fakeCheckoutServer(checkout);
  server.use(...cart.handlers, ...accounts.handlers, ...fake.handlers);
  const app = renderApp({ path, preloadedState: session, extraRoutes: [{ path: '/order-confirmation/:orderId', element: <p>confirmation stand-in</p> }] });
  page.track(app);
  return { ...app, accounts, fake };
}

describe('checkout for signed-in customers (spec 2 §4, §6)', () => {
  it("prefills name and phone from the account and locks them with 'Your account information is used'", async () => {
    const { store } = start({ tabStore: true });
    const name = await screen.findByTestId('checkout-name');
    expect(name).toHaveValue(CUSTOMER.name);
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByTestId('checkout-phone')).toHaveValue(CUSTOMER.phone);
    expect(screen.getByTestId('checkout-phone')).toHaveAttribute('readonly');
    expect(screen.getByTestId('checkout-account-locked')).toHaveTextContent(messages.checkoutForm.accountLocked);
    expect(store.getState().checkout).toMatchObject({ name: CUSTOMER.name, phone: CUSTOMER.phone });
  });

  it("loads the account's store preference (bearer token) when this tab has none", async () => {
    const { accounts, store } = start({ account: { storePreference: ACCOUNT_STORE }, localStore: true });
    await waitFor(() => expect(store.getState().storePicker.selected?.storeId).toBe('222333'));
    expect(accounts.seen('GET', '/api/customers/store-preference')[0].authorization).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    expect(await screen.findByTestId('selected-store')).toHaveTextContent('帳戶門市');
    // The account has one: the browser's store is not pushed over it.
    expect(accounts.seen('POST', '/api/customers/store-preference')).toHaveLength(0);
  });

  it("migrates the browser's saved store to an account without a preference, once", async () => {
    const first = start({ localStore: true });
    await waitFor(() => expect(first.accounts.seen('POST', '/api/customers/store-preference')).toHaveLength(1));
    expect(first.accounts.seen('POST', '/api/customers/store-preference')[0].body).toEqual(STORE);
    expect(first.store.getState().storePicker.selected?.storeId).toBe('131386');
    expect(localStorage.getItem(STORE_MIGRATED_KEY(CUSTOMER.id))).toBe('1');
    page.cleanup();

    // Next visit: the account still answers none (say, cleared elsewhere); the browser does not push again.
    const second = start({ localStore: true });
    await waitFor(() => expect(second.store.getState().storePicker.selected?.storeId).toBe('131386'));
    await waitFor(() => expect(second.accounts.seen('GET', '/api/customers/store-preference')).toHaveLength(1));
    expect(second.accounts.seen('POST', '/api/customers/store-preference')).toHaveLength(0);
  });

  it('a store chosen on the map is saved to the account', async () => {
    const { accounts } = start({ path: '/checkout?storeSelected=true&mapRef=MAP-123456', checkout: { selections: { 'MAP-123456': storeSelection() } } });
    await waitFor(() => expect(accounts.seen('POST', '/api/customers/store-preference')).toHaveLength(1));
    expect(accounts.seen('POST', '/api/customers/store-preference')[0].body).toEqual({ storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' });
  });

  it('after a store-payment checkout the order is linked to the account; 409 already linked is ignored', async () => {
    const { user, accounts, router, store } = start({
      tabStore: true,
      account: { onLink: () => HttpResponse.json({ code: 'ORDER_LINKED_ELSEWHERE', message: '已連結' }, { status: 409 }) },
    });
    await screen.findByTestId('checkout-name');
    await user.click(screen.getByTestId('checkout-submit'));
    await user.click(await screen.findByTestId('checkout-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation/ORD-12345678'));
    expect(accounts.seen('POST', '/api/customers/link-order')[0].body).toEqual({ orderId: 'ORD-12345678', orderSource: 'outlet', phoneNumber: CUSTOMER.phone, name: CUSTOMER.name });
    expect(store.getState().ui.toasts.map((toast) => toast.intent)).not.toContain('danger');
  });
});
