import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useAppHarness } from '../../../test-support/app-harness';
import { cartLine, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer, type FakeCartServerOptions } from '../../../test-support/cart-server';
import { messages } from '../../i18n/contexts/checkout';

/** Issue 11: shopee lines beside outlet lines in the cart (spec 2 §2.3), and lines the catalogue no longer sells. */
const { start: render } = useAppHarness();

function start(fake: FakeCartServerOptions) {
  const cart = fakeCartServer(fake);
  return { ...render({ path: '/checkout', extraRoutes: [{ path: '/shopee-product/:itemId', element: <p>shopee detail stand-in</p> }] }, cart.handlers), cart };
}

const shopeeLine = (overrides: Parameters<typeof cartLine>[0] = {}) =>
  cartLine({ item_type: 'shopee', price: 1290, discount_price: 1161, variant_details: '黑色/M', variant_id: 73, reservation: null, ...overrides });

describe('/checkout with shopee lines', () => {
  it('shows the type chip, variant chip and save 10%, links to the marketplace page, and counts the Shopee tab', async () => {
    seedSavedPhone(PHONE);
    const outlet = cartLine({ id: 1, item_id: 11, title: '羊毛外套' });
    const shopee = shopeeLine({ id: 2, item_id: 700, title: '棉質襯衫' });
    const { user, router } = start({ carts: { [PHONE]: [outlet, shopee] } });
    const lines = await screen.findAllByTestId('cart-line');
    const line = lines.find((row) => row.dataset.itemType === 'shopee');
    if (!line) throw new Error('no shopee line');
    expect(within(line).getByTestId('cart-line-type')).toHaveTextContent(messages.checkout.typeChip.shopee);
    expect(within(line).getByTestId('cart-line-variant')).toHaveTextContent('黑色/M');
    expect(within(line).getByTestId('cart-line-saving')).toHaveTextContent('10% OFF');
    expect(within(lines[0]).queryByTestId('cart-line-saving')).not.toBeInTheDocument();
    expect(within(line).queryByTestId('cart-line-availability')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-tab-shopee')).toHaveTextContent(messages.checkout.tabLabel(messages.checkout.tabs.shopee, 1));

    await user.click(screen.getByTestId('cart-tab-shopee'));
    await waitFor(() => expect(screen.getAllByTestId('cart-line').map((row) => row.dataset.itemId)).toEqual(['700']));
    await user.click(within(screen.getByTestId('cart-line')).getByRole('link', { name: '棉質襯衫' }));
    expect(router.state.location.pathname).toBe('/shopee-product/700');
  });

  it('with outlet lines only, the Shopee tab is disabled', async () => {
    seedSavedPhone(PHONE);
    start({ carts: { [PHONE]: [cartLine({ id: 1 })] } });
    await screen.findAllByTestId('cart-line');
    expect(screen.getByTestId('cart-tab-shopee')).toHaveAttribute('aria-disabled', 'true');
  });

  it('a sold-out or unavailable shopee line gets a red tag and blocks checkout until it is removed', async () => {
    seedSavedPhone(PHONE);
    localStorage.setItem('userName', '王小明');
    sessionStorage.setItem('selectedStore', JSON.stringify({ storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區', logisticsSubType: 'UNIMARTC2C' }));
    const soldOut = shopeeLine({ id: 5, item_id: 701, title: '售完的襯衫', availability: 'sold_out' });
    const gone = shopeeLine({ id: 6, item_id: 702, title: '下架的襯衫', availability: 'unavailable' });
    const fine = shopeeLine({ id: 7, item_id: 703, title: '還有的襯衫', availability: 'available' });
    const { user } = start({ carts: { [PHONE]: [soldOut, gone, fine] } });
    const lines = await screen.findAllByTestId('cart-line');
    expect(within(lines[0]).getByTestId('cart-line-availability')).toHaveTextContent(messages.checkout.availability.sold_out);
    expect(within(lines[1]).getByTestId('cart-line-availability')).toHaveTextContent(messages.checkout.availability.unavailable);
    expect(within(lines[2]).queryByTestId('cart-line-availability')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-unavailable-notice')).toHaveTextContent(messages.checkout.unavailableBlocker);

    // Phone, name and store are all there: the sold-out lines are what still blocks (the notice, then the toast).
    expect(screen.getAllByText(messages.checkout.unavailableBlocker)).toHaveLength(1);
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(screen.getAllByText(messages.checkout.unavailableBlocker)).toHaveLength(2));
    expect(screen.queryByTestId('checkout-confirm-dialog')).not.toBeInTheDocument();

    await user.click(within(lines[0]).getByTestId('cart-line-remove'));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(screen.getByTestId('cart-unavailable-notice')).toBeInTheDocument();
    await user.click(within(screen.getAllByTestId('cart-line')[0]).getByTestId('cart-line-remove'));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.queryByTestId('cart-unavailable-notice')).not.toBeInTheDocument();
  });
});
