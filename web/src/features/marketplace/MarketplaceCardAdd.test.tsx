import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useAppHarness } from '../../../test-support/app-harness';
import { cartLine, PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer, type FakeCartServerOptions } from '../../../test-support/cart-server';
import { fakeMarketplaceServer, marketplaceProduct } from '../../../test-support/marketplace-server';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/marketplace';

const { server, track } = useAppHarness();
const product = messages.marketplaceProduct;

/** 帆布包 adds from its card; 棉質襯衫 has specs; 羊毛圍巾 is sold out. */
const catalogue = () => [
  marketplaceProduct({ item_id: 5001, item_name: '帆布包', price: 800, stock: 3 }),
  marketplaceProduct({ item_id: 5002, item_name: '棉質襯衫', price: 1290, has_variations: true, stock: 7 }),
  marketplaceProduct({ item_id: 5003, item_name: '羊毛圍巾', price: 990, stock: 0 }),
];

function start(cartOptions: FakeCartServerOptions = {}) {
  const cart = fakeCartServer(cartOptions);
  server.use(...fakeMarketplaceServer({ products: catalogue(), categories: ['上衣'] }).handlers, ...cart.handlers);
  const app = renderApp({ path: '/shopee-products', extraRoutes: [{ path: '/shopee-product/:itemId', element: <p>detail stand-in</p> }] });
  track(app);
  const adds = () => cart.requests.filter((request) => request.path === '/api/cart/add');
  return { ...app, cart, adds };
}

async function card(itemId: number) {
  const cards = await screen.findAllByTestId('marketplace-card');
  const found = cards.find((candidate) => candidate.dataset.itemId === String(itemId));
  if (!found) throw new Error(`no card ${itemId}`);
  return found;
}

const addOf = async (itemId: number) => within(await card(itemId)).getByTestId('marketplace-card-add');

describe('the marketplace cards add to cart (issue 28; spec 1 §5, §7)', () => {
  it('a product without variations adds from its card: /api/cart/add with phone, itemType shopee, itemId, quantity; then already in cart, and the card stays where it is', async () => {
    seedSavedPhone(PHONE);
    const { user, router, adds } = start();
    const button = await addOf(5001);
    expect(button).toHaveTextContent(product.addToCart);
    expect(button).toBeEnabled();
    await user.click(button);

    await waitFor(() => expect(adds()).toHaveLength(1));
    // Spec 1 §7: the list-page add posts phone, itemType, itemId, quantity (no variant: the product has none).
    expect(adds()[0].body).toEqual({ phone: PHONE, itemType: 'shopee', itemId: 5001, quantity: 1 });
    expect(await screen.findByText(messages.cart.added)).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'in-cart'));
    expect(button).toHaveTextContent(product.inCart);
    expect(button).toBeDisabled();
    // The button is not the card's link: the list is still on screen.
    expect(router.state.location.pathname).toBe('/shopee-products');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('a line the cart already holds reads already in cart on its card', async () => {
    seedSavedPhone(PHONE);
    start({ carts: { [PHONE]: [cartLine({ item_type: 'shopee', id: 77, item_id: 5001, variant_id: null })] } });
    await waitFor(async () => expect(await addOf(5001)).toHaveAttribute('data-state', 'in-cart'));
  });

  it('a multi-spec product gets 選擇規格, which leads to its product page instead of adding', async () => {
    seedSavedPhone(PHONE);
    const { user, router, adds } = start();
    const button = await addOf(5002);
    expect(button).toHaveTextContent(messages.marketplace.chooseSpecOnPage);
    expect(button).not.toHaveTextContent(product.addToCart);
    await user.click(button);
    expect(router.state.location.pathname).toBe('/shopee-product/5002');
    expect(await screen.findByText('detail stand-in')).toBeInTheDocument();
    expect(adds()).toEqual([]);
  });

  it('without a stored phone the card asks for one (the product page dialog), then adds with it', async () => {
    const { user, adds } = start();
    await user.click(await addOf(5001));
    const dialog = await screen.findByTestId('phone-dialog');
    expect(adds()).toEqual([]);
    await user.type(within(dialog).getByTestId('phone-dialog-input'), '0912-345');
    expect(dialog).toHaveTextContent(formatMessage('PHONE_PROMPT_INVALID'));
    expect(within(dialog).getByTestId('phone-dialog-confirm')).toBeDisabled();
    await user.type(within(dialog).getByTestId('phone-dialog-input'), '678');
    await user.click(within(dialog).getByTestId('phone-dialog-confirm'));

    await waitFor(() => expect(adds()).toHaveLength(1));
    expect(adds()[0].body).toEqual({ phone: PHONE, itemType: 'shopee', itemId: 5001, quantity: 1 });
    await waitFor(() => expect(screen.queryByTestId('phone-dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('userPhone')).toBe(PHONE);
    await waitFor(async () => expect(await addOf(5001)).toHaveAttribute('data-state', 'in-cart'));
  });

  it('an add still waiting for its phone is dropped when the shopper leaves the list', async () => {
    const { user, router, adds } = start();
    await user.click(await addOf(5001));
    expect(await screen.findByTestId('phone-dialog')).toBeInTheDocument();
    await act(() => router.navigate('/shopee-product/5002'));
    await act(() => router.navigate('/shopee-products'));
    await screen.findAllByTestId('marketplace-card');
    expect(screen.queryByTestId('phone-dialog')).not.toBeInTheDocument();
    expect(adds()).toEqual([]);
  });

  it('out of stock: the card says 已售完 and cannot be pressed', async () => {
    seedSavedPhone(PHONE);
    const { adds } = start();
    const button = await addOf(5003);
    expect(button).toHaveTextContent(product.soldOut);
    expect(button).toBeDisabled();
    expect(adds()).toEqual([]);
  });

  it("the server's refusal is shown with the server's message and the card can add again", async () => {
    seedSavedPhone(PHONE);
    const { user, adds } = start({
      onAdd: () => HttpResponse.json({ code: 'MARKETPLACE_SOLD_OUT', message: '蝦皮上這件商品剛剛賣完了。' }, { status: 409 }),
    });
    const button = await addOf(5001);
    await user.click(button);
    expect(await screen.findByText('蝦皮上這件商品剛剛賣完了。')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'add'));
    expect(button).toBeEnabled();
    expect(adds()).toHaveLength(1);
  });

  it('one link per card, then its button: the keyboard reaches the link and then the add; the button is named by the product', async () => {
    seedSavedPhone(PHONE);
    const { user } = start();
    const first = await card(5001);
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    const link = within(first).getByRole('link');
    const button = within(first).getByTestId('marketplace-card-add');
    expect(link).not.toContainElement(button);
    link.focus();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('帆布包');
  });
});
