import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useCheckoutPageHarness } from '../../../test-support/checkout-page-harness';
import { cartLine, heldFor, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { apiError, fakeCartServer } from '../../../test-support/cart-server';
import { fakeCheckoutServer, MAP_URL, storeSelection, type FakeCheckoutServerOptions } from '../../../test-support/checkout-server';
import { renderApp } from '../../../test-support/render-app';
import { messages } from '../../i18n/contexts/checkout';

const page = useCheckoutPageHarness(() => { document.cookie = 'awaitingStoreSelection=; path=/; max-age=0'; });
const { server } = page;


function start(path = '/checkout', checkout: FakeCheckoutServerOptions = {}) {
  seedSavedPhone(PHONE);
  const cart = fakeCartServer({ carts: { [PHONE]: [cartLine({ id: 1, item_id: 11, reservation: heldFor(3_600_000) })] } });
  const fake = fakeCheckoutServer(checkout);
  server.use(...cart.handlers, ...fake.handlers);
  const app = renderApp({ path });
  page.track(app);
  return { ...app, cart, fake };
}

describe('store picker dialog (spec 2 §2.4)', () => {
  it('opens the chosen chain\'s map: POST map, awaiting cookie and flag, then the hidden form to mapUrl', async () => {
    const { user, fake } = start();
    await user.click(await screen.findByTestId('store-picker-open'));
    const dialog = await screen.findByTestId('store-picker-dialog');
    expect(screen.getByText(messages.storePicker.title)).toBeInTheDocument();
    expect(within(dialog).getByTestId('store-confirm')).toBeDisabled();
    expect(within(dialog).getByTestId('store-chain-unimart')).toBeChecked();
    await user.click(within(dialog).getByTestId('store-chain-fami'));
    expect(within(dialog).getByTestId('store-chain-fami')).toBeChecked();
    await user.click(within(dialog).getByTestId('store-map-open'));

    await waitFor(() => expect(page.forms.submitted).toHaveLength(1));
    const [request] = fake.seen('POST', '/api/ecpay/logistics/map');
    expect(request.body).toMatchObject({ logisticsSubType: 'FAMIC2C', isCollection: 'N', device: 1, returnUrl: '/checkout' });
    const mapRef = String(request.body?.merchantTradeNo);
    expect(mapRef).toMatch(/^MAP-\d{6}$/);
    expect(page.forms.submitted[0]).toMatchObject({ action: MAP_URL, method: 'post', inBody: true });
    expect(page.forms.submitted[0].fields).toMatchObject({ MerchantTradeNo: mapRef.replace('-', ''), LogisticsSubType: 'FAMIC2C', IsCollection: 'N' });
    expect(document.cookie).toContain(`awaitingStoreSelection=${mapRef}`);
    expect(JSON.parse(localStorage.getItem('awaitingStoreSelection') ?? '{}')).toMatchObject({ mapRef });
  });

  it('with cookies disabled the map does not open and the warning shows', async () => {
    jest.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const { user, fake } = start();
    await user.click(await screen.findByTestId('store-picker-open'));
    await user.click(within(await screen.findByTestId('store-picker-dialog')).getByTestId('store-map-open'));
    expect(await screen.findByTestId('store-cookies-warning')).toHaveTextContent(messages.storePicker.cookiesDisabled);
    expect(fake.seen('POST', '/api/ecpay/logistics/map')).toHaveLength(0);
    expect(page.forms.submitted).toHaveLength(0);
  });

  it("a map the server cannot prepare: 'Error opening store map: {message}'", async () => {
    const { user } = start('/checkout', { onMap: () => apiError(503, 'PROVIDER_UNAVAILABLE', '物流服務暫時無法使用') });
    await user.click(await screen.findByTestId('store-picker-open'));
    await user.click(within(await screen.findByTestId('store-picker-dialog')).getByTestId('store-map-open'));
    expect(await screen.findByText(messages.storePicker.mapError('物流服務暫時無法使用'))).toBeInTheDocument();
    expect(page.forms.submitted).toHaveLength(0);
  });

  it("'Choose later' closes the dialog without a store", async () => {
    const { user } = start();
    await user.click(await screen.findByTestId('store-picker-open'));
    await user.click(within(await screen.findByTestId('store-picker-dialog')).getByTestId('store-later'));
    await waitFor(() => expect(screen.queryByTestId('store-picker-dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('selected-store')).not.toBeInTheDocument();
    expect(screen.getByText(messages.storePicker.none)).toBeInTheDocument();
  });
});

describe('back from the map (spec 2 §2.6 storeSelected)', () => {
  it('fetches the selection, keeps it in the three places, toasts, and removes the flags from the address', async () => {
    localStorage.setItem('awaitingStoreSelection', JSON.stringify({ mapRef: 'MAP-123456' }));
    const { user, router, fake } = start('/checkout?storeSelected=true&mapRef=MAP-123456', { selections: { 'MAP-123456': storeSelection() } });
    expect(await screen.findByText(messages.storePicker.selected('建盛門市'))).toBeInTheDocument();
    expect(fake.seen('GET', '/api/ecpay/logistics/selection/MAP-123456')).toHaveLength(1);
    expect(await screen.findByTestId('selected-store')).toHaveTextContent('建盛門市');
    expect(screen.getByTestId('selected-store')).toHaveTextContent('7-ELEVEN');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    for (const stored of [localStorage.getItem('selectedStore'), localStorage.getItem('lastSelectedStore'), sessionStorage.getItem('selectedStore')]) {
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ storeId: '131386', storeName: '建盛門市', logisticsSubType: 'UNIMARTC2C' });
    }
    expect(localStorage.getItem('awaitingStoreSelection')).toBeNull();

    // The dialog shows the selection, and confirming closes it.
    await user.click(screen.getByTestId('store-picker-open'));
    const dialog = await screen.findByTestId('store-picker-dialog');
    expect(within(dialog).getByTestId('store-picker-selected')).toHaveTextContent('建盛門市');
    await user.click(within(dialog).getByTestId('store-confirm'));
    await waitFor(() => expect(screen.queryByTestId('store-picker-dialog')).not.toBeInTheDocument());
  });

  it("an unknown selection: 'Unable to load store information, please select again'", async () => {
    start('/checkout?storeSelected=true&mapRef=MAP-999999');
    expect(await screen.findByText(messages.storePicker.loadFailed)).toBeInTheDocument();
    expect(screen.queryByTestId('selected-store')).not.toBeInTheDocument();
  });

  it('a remembered store loads with its toast; clearing forgets it', async () => {
    localStorage.setItem('lastSelectedStore', JSON.stringify({ storeId: '006598', storeName: '全家台大店', storeAddress: '台北市', logisticsSubType: 'FAMIC2C' }));
    const { user } = start();
    expect(await screen.findByText(messages.storePicker.loadedLast('全家台大店'))).toBeInTheDocument();
    // The map's store name already carries the chain, so the chain is not named twice.
    expect(await screen.findByTestId('selected-store')).toHaveTextContent('全家台大店');
    expect(screen.getByTestId('selected-store')).not.toHaveTextContent('全家 FamilyMart 全家台大店');
    await user.click(screen.getByTestId('store-clear'));
    expect(await screen.findByText(messages.storePicker.cleared)).toBeInTheDocument();
    expect(screen.queryByTestId('selected-store')).not.toBeInTheDocument();
    expect(localStorage.getItem('lastSelectedStore')).toBeNull();
    expect(localStorage.getItem('selectedStore')).toBeNull();
  });
});
