import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { CUSTOMER, fakeAccountServer, signIn } from '../../../test-support/account-server';
import { outletListUrl } from '../../../test-support/api-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { apiError, fakeCartServer, type FakeCartServerOptions } from '../../../test-support/cart-server';
import { cartLine, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { outletItem, sampleCatalogue } from '../../../test-support/outlet-fixtures';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage, type OutletListItem } from '../../domain';
import { messages } from '../../i18n/messages';

const { server, track } = useAppHarness();

/** Serves the outlet list and counts its calls (the silent refresh after an add is one of them). */
function serveList(items: OutletListItem[]) {
  const calls = { count: 0 };
  server.use(
    http.get(outletListUrl, () => {
      calls.count += 1;
      return HttpResponse.json(items);
    }),
  );
  return calls;
}

function start(fake: FakeCartServerOptions = {}, items: OutletListItem[] = sampleCatalogue(), options: Parameters<typeof renderApp>[0] = {}) {
  const list = serveList(items);
  const cart = fakeCartServer(fake);
  server.use(...cart.handlers);
  const app = renderApp(options);
  track(app);
  return { ...app, cart, list };
}

/** A guest's add: the reserve dialog opens prefilled with the saved phone (spec 2 §4), and is confirmed. */
async function addAsGuest(user: ReturnType<typeof start>['user'], button: HTMLElement) {
  await user.click(button);
  await user.click(within(await screen.findByTestId('reserve-dialog')).getByTestId('reserve-confirm'));
}

const card = async (sku: string) => {
  const found = (await screen.findAllByTestId('product-card')).find((c) => c.dataset.sku === sku);
  if (!found) throw new Error(`card ${sku} missing`);
  return found;
};

describe('outlet add to cart (spec 2 §4)', () => {
  it('without a phone the reserve dialog asks for one, then the item is added, toasted and counted', async () => {
    const { user, cart, list, router } = start();
    const knit = await card('KNIT-01');
    const button = within(knit).getByTestId('add-to-cart');
    expect(button).toHaveTextContent(formatMessage('ADD_TO_CART'));
    expect(screen.queryByTestId('cart-banner')).not.toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByTestId('reserve-dialog');
    expect(screen.getByText(messages.reserve.title)).toBeInTheDocument();
    const phone = within(dialog).getByTestId('reserve-phone');
    expect(phone).toHaveAttribute('placeholder', '0912345678');
    // Empty: no error yet, but 'Reserve now' is disabled.
    expect(within(dialog).queryByText(formatMessage('RESERVE_PHONE_INVALID'))).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('reserve-confirm')).toBeDisabled();
    await user.type(phone, '09-12');
    expect(phone).toHaveValue('0912');
    expect(within(dialog).getByText(formatMessage('RESERVE_PHONE_INVALID'))).toBeInTheDocument();
    expect(within(dialog).getByTestId('reserve-confirm')).toBeDisabled();
    await user.type(phone, '345678');
    expect(within(dialog).queryByText(formatMessage('RESERVE_PHONE_INVALID'))).not.toBeInTheDocument();
    // The click must not open the product page behind the dialog.
    await user.click(within(dialog).getByTestId('reserve-confirm'));
    expect(router.state.location.pathname).toBe('/');

    expect(await screen.findByText(messages.cart.added)).toBeInTheDocument();
    // Blueprint animates the dialog out.
    await waitFor(() => expect(screen.queryByTestId('reserve-dialog')).not.toBeInTheDocument());
    expect(cart.seen('POST', '/api/cart/add')[0].body).toEqual({ phone: PHONE, itemType: 'outlet', itemId: 101, quantity: 1 });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(within(knit).getByTestId('add-to-cart')).toHaveTextContent(formatMessage('ALREADY_IN_CART'));
    expect(within(knit).getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('cart-banner')).toBeInTheDocument();
    await waitFor(() => expect(list.count).toBe(2)); // the silent refresh after the add
    expect(localStorage.getItem('userPhone')).toBe(PHONE);
  });

  it('a guest with a saved phone still sees the reserve dialog, prefilled and checked (spec 2 §4, issue 28); then a spinner while the add runs', async () => {
    seedSavedPhone(PHONE);
    const { user, cart } = start({ onAdd: async () => { await delay(600); return undefined; } });
    await waitFor(() => expect(cart.seen('GET', `/api/cart/${PHONE}`)).toHaveLength(1));
    const bag = await card('BAG-03');
    await user.click(within(bag).getByTestId('add-to-cart'));
    const dialog = await screen.findByTestId('reserve-dialog');
    expect(within(dialog).getByTestId('reserve-phone')).toHaveValue(PHONE);
    expect(cart.seen('POST', '/api/cart/add')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('reserve-confirm'));
    await waitFor(() => expect(within(bag).getByTestId('add-to-cart')).toHaveAttribute('data-state', 'adding'));
    expect(within(bag).getByTestId('add-to-cart')).toBeDisabled();
    await waitFor(() => expect(within(bag).getByTestId('add-to-cart')).toHaveAttribute('data-state', 'in-cart'));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('a signed-in customer with a phone on file adds straight through, no dialog (spec 2 §4)', async () => {
    const { user, cart } = start({ carts: { [CUSTOMER.phone]: [] } }, sampleCatalogue(), { preloadedState: signIn() });
    server.use(...fakeAccountServer().handlers);
    await waitFor(() => expect(cart.seen('GET', `/api/cart/${CUSTOMER.phone}`).length).toBeGreaterThan(0));
    const bag = await card('BAG-03');
    await user.click(within(bag).getByTestId('add-to-cart'));
    expect(screen.queryByTestId('reserve-dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(bag).getByTestId('add-to-cart')).toHaveAttribute('data-state', 'in-cart'));
    expect(cart.seen('POST', '/api/cart/add')[0].body).toMatchObject({ phone: CUSTOMER.phone });
  });

  it("the dialog starts from the saved phone, and closing it clears the selected item", async () => {
    localStorage.setItem('outletCart', JSON.stringify({ items: [], phone: '12345' })); // an invalid leftover is ignored
    const { user, store } = start();
    const knit = await card('KNIT-01');
    await user.click(within(knit).getByTestId('add-to-cart'));
    expect(store.getState().outlet.reserveItem?.id).toBe(101);
    expect(await screen.findByTestId('reserve-phone')).toHaveValue('');
    await user.click(screen.getByTestId('reserve-cancel'));
    await waitFor(() => expect(screen.queryByTestId('reserve-dialog')).not.toBeInTheDocument());
    expect(store.getState().outlet.reserveItem).toBeNull();
  });

  it('a duplicate refused by the server shows its message as an error toast and refreshes the list', async () => {
    seedSavedPhone(PHONE);
    const { user, list } = start({ onAdd: () => apiError(409, 'CART_ITEM_DUPLICATE', '此商品已在購物車中。') });
    const knit = await card('KNIT-01');
    await addAsGuest(user, within(knit).getByTestId('add-to-cart'));
    expect(await screen.findByRole('alert')).toHaveTextContent('此商品已在購物車中。');
    await waitFor(() => expect(list.count).toBe(2));
    expect(within(knit).getByTestId('add-to-cart')).toHaveTextContent(formatMessage('ADD_TO_CART'));
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('a sold-out refusal shows the server message; a bare failure the default message', async () => {
    seedSavedPhone(PHONE);
    let calls = 0;
    const { user } = start({
      onAdd: () => (calls++ === 0 ? apiError(409, 'OUTLET_ITEM_SOLD_OUT', '商品已售完') : new Response(null, { status: 500 })),
    });
    await addAsGuest(user, within(await card('KNIT-01')).getByTestId('add-to-cart'));
    expect(await screen.findByText('商品已售完')).toBeInTheDocument();
    await addAsGuest(user, within(await card('BAG-03')).getByTestId('add-to-cart'));
    expect(await screen.findByText(messages.cart.addFailed)).toBeInTheDocument();
  });

  it('a sold-out card is hidden unless its item is in the cart, where it reads Already in cart', async () => {
    seedSavedPhone(PHONE);
    const soldOut = outletItem({ id: 501, sku: 'GONE', title: '售完商品', total_quantity: 1, reserved_count: 1 });
    const other = outletItem({ id: 502, sku: 'GONE-2', title: '也售完', total_quantity: 1, reserved_count: 1 });
    start({ carts: { [PHONE]: [cartLine({ id: 1, item_id: 501 })] } }, [soldOut, other, outletItem({ id: 503, sku: 'OK' })]);
    const gone = await card('GONE');
    expect(within(gone).getByTestId('add-to-cart')).toHaveTextContent(formatMessage('ALREADY_IN_CART'));
    expect(screen.getAllByTestId('product-card').map((c) => c.dataset.sku)).not.toContain('GONE-2');
  });

  it("'Already in cart' follows the selected variant", async () => {
    seedSavedPhone(PHONE);
    const { user } = start({ carts: { [PHONE]: [cartLine({ id: 1, item_id: 601 })] } }, [
      outletItem({ id: 601, sku: 'TEE', variant_details: 'S' }),
      outletItem({ id: 602, sku: 'TEE', variant_details: 'M' }),
    ]);
    const tee = await card('TEE');
    await waitFor(() => expect(within(tee).getByTestId('add-to-cart')).toHaveTextContent(formatMessage('ALREADY_IN_CART')));
    await user.click(within(tee).getByRole('button', { name: 'M' }));
    expect(within(tee).getByTestId('add-to-cart')).toHaveTextContent(formatMessage('ADD_TO_CART'));
    expect(within(tee).getByTestId('add-to-cart')).toBeEnabled();
  });

  it('the cart banner links to /checkout; the badge caps at 99+', async () => {
    seedSavedPhone(PHONE);
    const many = Array.from({ length: 100 }, (_, i) => cartLine({ id: 1000 + i, item_id: 1000 + i }));
    const { user, router } = start({ carts: { [PHONE]: many } });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('99+');
    await user.click(within(screen.getByTestId('cart-banner')).getByRole('button', { name: messages.cartBanner.button }));
    expect(router.state.location.pathname).toBe('/checkout');
  });
});
